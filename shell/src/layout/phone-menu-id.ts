/** The phone menu's popover; the header's islands follow its state by CSS. */
export const phoneMenuId = 'site-menu';
/** The header: the open menu hangs from its bottom edge. */
export const phoneMenuAnchor = '--site-header';
