// After a submit that the form's own checks refused, keyboard and screen-reader users land
// on the first field to fix, not on the submit button they pressed.

/** Focuses the form's first field marked invalid, once React has drawn the new messages. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  setTimeout(() => {
    const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, 0);
}
