/**
 * Whether a table's history panel is open. Closing it gives the focus back to whatever had it when
 * it opened (the History button, usually), so a keyboard player is not left at the top of the page.
 */
export class HistoryToggle {
  open = $state(false);
  #returnFocus: HTMLElement | null = null;

  toggle = (): void => {
    if (!this.open) this.#returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    this.open = !this.open;
    if (!this.open) this.#returnFocus?.focus();
  };

  close = (): void => {
    this.open = false;
    this.#returnFocus?.focus();
  };
}
