/** React's note of the value it last saw on a field (react-dom's value tracker). */
type Tracked = { _valueTracker?: { setValue(value: string): void } | null };
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'reset', 'button', 'image']);

const fieldsOf = (root: ParentNode) =>
  [...root.querySelectorAll<Field>('input, textarea, select')].filter(
    (f) => !(f instanceof HTMLInputElement && NOT_TEXT.has(f.type)),
  );
const changed = (field: Field) =>
  field instanceof HTMLSelectElement
    ? [...field.options].some((o) => o.selected !== o.defaultSelected)
    : field.value !== field.defaultValue;

/**
 * What the visitor types into the server's fields while React hydrates them, noted from before it
 * starts until `stop`: what a render of the hydrated tree put back is still known.
 */
export function noteTypedValues(root: HTMLElement): { noted: Map<Field, string>; stop(): void } {
  const noted = new Map(fieldsOf(root).flatMap((f) => (changed(f) ? [[f, f.value] as const] : [])));
  const note = (event: Event) => {
    const field = event.target as Field;
    if (fieldsOf(root).includes(field)) noted.set(field, field.value);
  };
  for (const type of ['input', 'change']) root.addEventListener(type, note, true);
  return { noted, stop: () => ['input', 'change'].forEach((type) => root.removeEventListener(type, note, true)) };
}

/**
 * React hydrates a text field with what it holds, typed text included, and notes that text as
 * already seen (a list or a text area it sets back to the server's value): its state stays the
 * server's, and the next render puts it back over the visitor's keys. Told it saw the server's
 * value, an input event makes it hear the text as the change it is. Run in the hydration's commit.
 */
export function giveTypedValues(root: ParentNode, noted: Map<Field, string>): void {
  // Every value is read first: the render that answers one change puts the others back.
  const typed = fieldsOf(root).flatMap((f) => {
    const value = changed(f) ? f.value : noted.get(f);
    return value === undefined ? [] : [[f, value] as const];
  });
  for (const [field, value] of typed) {
    const select = field instanceof HTMLSelectElement;
    if (!select) (field as Tracked)._valueTracker?.setValue(field.defaultValue);
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
  }
}
