/**
 * Without JavaScript the menu buttons cannot open their lists; the browser then applies this
 * style (a <noscript> is inert when scripts run): on a phone the whole menu shows, open; on a
 * wider screen a menu's list opens while the pointer or the keyboard focus is on it.
 */
const css = `
#site-nav li:hover > ul[hidden], #site-nav li:focus-within > ul[hidden] { display: block; }
@media (max-width: 991px) {
  #site-nav[data-open='false'] { display: block; }
  #site-nav ul[hidden] { display: block; }
  button[aria-controls='site-nav'] { display: none; }
}`;

export function MenusWithoutJavaScript() {
  return (
    <noscript>
      <style dangerouslySetInnerHTML={{ __html: css }} />
    </noscript>
  );
}
