import { type Locator, type Page, expect } from '@playwright/test';
import { isMobile } from '../support/viewport';

/** The site chrome: header navigation (desktop menu or mobile drawer), search box, cart link, footer. */
export class HeaderChrome {
  readonly search: Locator;
  readonly dropdown: Locator;
  readonly results: Locator;
  readonly cartLink: Locator;
  readonly cartCount: Locator;
  readonly menuButton: Locator;
  readonly drawer: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('combobox', { name: 'Search products' });
    this.dropdown = page.getByTestId('search-dropdown');
    this.results = this.dropdown.getByTestId('search-result');
    this.cartLink = page.getByTestId('cart-link');
    this.cartCount = page.getByTestId('cart-count');
    this.menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    this.drawer = page.getByRole('dialog', { name: 'Menu' });
    this.footer = page.getByRole('contentinfo');
  }

  get mobile(): boolean {
    return isMobile(this.page);
  }

  /** The desktop menu bar (hidden on mobile). */
  get desktopNav(): Locator {
    return this.page.locator('header').getByRole('navigation', { name: 'Main' });
  }

  /** Top-level entries of the desktop menu bar, in order. */
  get topItems(): Locator {
    return this.desktopNav.locator(':scope > ul > li');
  }

  /** A desktop top-level entry by its text (a category, or 'Brands A-Z'). */
  topItem(label: string): Locator {
    return this.topItems.filter({ has: this.page.getByText(label, { exact: true }) });
  }

  async openDrawer(): Promise<Locator> {
    await this.menuButton.click();
    await expect(this.drawer).toBeVisible();
    return this.drawer;
  }

  async type(text: string) {
    await this.search.fill(text);
  }
}
