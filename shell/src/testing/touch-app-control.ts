/**
 * A touch on one of the app's own controls, as on a block whose data came late (decision record
 * 028): a press on a button outside every island, which the page loader answers by loading the app.
 * Every control of a page rendered with its data is an island's or the browser's, so the e2e suite
 * and the benchmark wake the app with this. It runs in the page (`page.evaluate`): it stands alone.
 */
export function touchAppControl(): void {
  const control = document.createElement('button');
  control.type = 'button';
  document.body.append(control);
  control.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  control.remove();
}
