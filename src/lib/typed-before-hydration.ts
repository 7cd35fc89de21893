/**
 * What a visitor typed into a page rendered on the server before its scripts arrived. Hydration
 * leaves the text in a controlled field, but its component still holds the empty value and puts
 * it back at its next render. So the entry notes the text before it hydrates (`noteTypedInput`),
 * and the page's frame hands it to the fields' components once they are hydrated
 * (`handBackTypedInput`, from an effect: it runs after the commit that hydrated them), as the
 * input events they would have had.
 */
let noted: { input: HTMLInputElement; value: string; checked: boolean }[] = [];

const checkable = (input: HTMLInputElement) => input.type === 'checkbox' || input.type === 'radio';

export function noteTypedInput(root: HTMLElement): void {
  noted = [...root.querySelectorAll('input')]
    .filter((input) => (checkable(input) ? input.checked !== input.defaultChecked : input.value !== input.defaultValue))
    .map((input) => ({ input, value: input.value, checked: input.checked }));
}

export function handBackTypedInput(): void {
  const pending = noted;
  noted = [];
  for (const { input, value, checked } of pending) {
    if (!input.isConnected) continue;
    if (checkable(input)) {
      // React took the box's state for its own when it hydrated it: a click tells the component.
      if (input.checked === checked) {
        input.checked = !checked;
        input.click();
      }
      continue;
    }
    // React took the text for its own when it hydrated the field, and lets an input event through
    // only when the text differs from what it last saw: empty the field through the element (React
    // sees that), then write the text through the prototype's setter (it does not).
    input.value = '';
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
