/**
 * Button protection (spec, second document, section 2): the first click is allowed and disables the
 * button; later clicks are blocked. Returns whether this click may proceed.
 */
export const guardFirstClick = (button: HTMLButtonElement | HTMLInputElement, event: Event): boolean => {
  if (button.dataset['clicked'] === 'true') {
    event.preventDefault();
    event.stopImmediatePropagation();
    return false;
  }
  button.dataset['clicked'] = 'true';
  // Disabled after the event finishes dispatching, so a submit button still submits its form.
  queueMicrotask(() => {
    button.disabled = true;
    button.setAttribute('aria-disabled', 'true');
  });
  return true;
};
