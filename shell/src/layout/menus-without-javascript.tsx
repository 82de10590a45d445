import { phoneMenuId } from './phone-menu.tsx';

/** A <noscript> style: without JavaScript the menu buttons cannot open their lists. */
const css = `
#${phoneMenuId} li:hover > ul[hidden], #${phoneMenuId} li:focus-within > ul[hidden] { display: block; }
@media (max-width: 991px) {
  #${phoneMenuId} ul[hidden] { display: block; }
}`;

export function MenusWithoutJavaScript() {
  return (
    <noscript>
      <style dangerouslySetInnerHTML={{ __html: css }} />
    </noscript>
  );
}
