/** A picked defender's or space's panel takes the focus, so the keyboard goes on to its actions. */
export function focusHeading(node: HTMLElement): void {
  node.focus({ preventScroll: true });
}

/** Escape while typing a name clears nothing and closes nothing. */
export function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}
