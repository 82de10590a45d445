import { useEffect, useLayoutEffect, useRef, useState, type ToggleEvent } from 'react';
import styled from 'styled-components';
import { useLocation } from '@school/shared-ui/runtime';

import { phoneMenuAnchor, phoneMenuId } from './phone-menu-id.ts';

export { phoneMenuAnchor, phoneMenuId } from './phone-menu-id.ts';
const desktop = '(min-width: 992px)';

// Closing a closed popover does nothing; a browser without popovers has no menu to close.
const close = (menu: HTMLElement | null) => {
  menu?.hidePopover?.();
};

/**
 * The phone's menu is a popover: the browser opens it from its button, closes it on Escape or a
 * tap outside and gives focus back, with or without JavaScript. The script follows its state, and
 * closes it when the page changes in place or the window grows to where the menu is a row.
 */
export function usePhoneMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // Only a change of page closes it: a page woken by a tap in its open menu keeps it open (028).
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    close(ref.current);
  }, [location]);
  useEffect(() => {
    try {
      if (ref.current?.matches(':popover-open')) setOpen(true);
    } catch {
      // A browser without popovers has no open state to follow.
    }
  }, []);
  useEffect(() => {
    const wide = window.matchMedia?.(desktop);
    const onChange = () => {
      if (wide?.matches) close(ref.current);
    };
    wide?.addEventListener('change', onChange);
    return () => wide?.removeEventListener('change', onChange);
  }, []);
  // For a browser without anchor positioning: where the header ends once open.
  useLayoutEffect(() => {
    const menu = ref.current;
    const bar = menu?.parentElement;
    if (open && bar)
      menu.style.setProperty('--header-bottom', `${bar.getBoundingClientRect().bottom + window.scrollY}px`);
  }, [open]);

  const menuProps = {
    id: phoneMenuId,
    ref,
    popover: 'auto',
    onToggle: (e: ToggleEvent<HTMLDivElement>) => setOpen(e.newState === 'open'),
  } as const;
  return { open, menuProps };
}

// Where the menu is a row, the popover has no box of its own: its parts are the header's. Open,
// it hangs under the header (at any width: the window may have grown since it opened).
export const PhoneMenu = styled.div`
  @media ${desktop} {
    display: contents;
  }
  &:popover-open {
    display: flex;
    flex-direction: column;
    position: absolute;
    inset: auto 0;
    top: var(--header-bottom, 114px);
    top: anchor(${phoneMenuAnchor} bottom);
    width: auto;
    height: auto;
    margin: 0;
    padding: 0;
    overflow: visible;
    color: #fff;
    background: ${(p) => p.theme.color.primaryDark};
    border: none;
    box-shadow: 0 12px 24px rgba(0, 0, 0, 0.3);
  }
  /* A browser without popovers shows the menu in the header, without its button. */
  @supports not selector(:popover-open) {
    @media (max-width: 991px) {
      display: flex;
      flex-direction: column;
      flex: 1 1 100%;
    }
  }
`;
