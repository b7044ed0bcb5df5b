// After a submit that the form's own checks refused, keyboard and screen-reader users land
// on the first field to fix, not on the submit button they pressed. Every form of the store
// does it through this one function.

/** Focuses the first of the form's fields (in the page's order) whose name is in `invalid`. */
export function focusFirstInvalid(form: HTMLFormElement, invalid: Iterable<string>): void {
  const names = new Set(invalid);
  const first = Array.from(form.elements).find(
    (element) =>
      element instanceof HTMLElement && 'name' in element && names.has(String(element.name)),
  );
  if (first instanceof HTMLElement) first.focus();
}
