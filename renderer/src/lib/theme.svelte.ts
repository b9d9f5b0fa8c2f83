export type Theme = 'dark' | 'light';
const storageKey = 'sidetable.theme';

/** Dark by default (dim rooms at the table); the choice is remembered on this device. */
export class ThemeSetting {
  theme = $state<Theme>('dark');

  constructor() {
    const saved = localStorage.getItem(storageKey);
    if (saved === 'light' || saved === 'dark') this.theme = saved;
    this.#apply();
  }

  toggle(): void {
    this.theme = this.theme === 'dark' ? 'light' : 'dark';
    localStorage.setItem(storageKey, this.theme);
    this.#apply();
  }

  #apply(): void {
    document.documentElement.dataset.theme = this.theme;
  }
}
