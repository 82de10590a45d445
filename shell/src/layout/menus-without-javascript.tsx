/** A <noscript> style: without JavaScript the menu buttons cannot open their lists. */
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
