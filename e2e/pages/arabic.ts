import { type Locator, type Page, expect } from '@playwright/test';
import { type ArabicZone, arText } from '../support/arabic';
import { anyNational } from '../support/phones';
import { expectToastPartsShown } from '../support/toasts';
import { isMobile } from '../support/viewport';

/** The site chrome of an Arabic page, found by its Arabic names (the `ar` catalog). */
export class ArabicChrome {
  readonly search: Locator;
  readonly dropdown: Locator;
  readonly results: Locator;
  readonly cartCount: Locator;
  readonly menuButton: Locator;
  readonly drawer: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('combobox', { name: arText('search.label') });
    this.dropdown = page.getByTestId('search-dropdown');
    this.results = this.dropdown.getByTestId('search-result');
    this.cartCount = page.getByTestId('cart-count');
    this.menuButton = page.getByRole('button', { name: arText('header.menu'), exact: true });
    this.drawer = page.getByRole('dialog', { name: arText('header.menu') });
  }

  get mobile(): boolean {
    return isMobile(this.page);
  }

  async openDrawer(): Promise<Locator> {
    await this.menuButton.click();
    await expect(this.drawer).toBeVisible();
    return this.drawer;
  }

  /** The language switcher a shopper reaches: the header's on desktop, the drawer's on a phone. */
  async languageSwitch(): Promise<Locator> {
    if (!this.mobile) return this.page.getByRole('banner').getByTestId('language-switch');
    return (await this.openDrawer()).getByTestId('language-switch');
  }
}

/** Adds one unit of a product from its Arabic page, as a shopper would. */
export async function addToCartInArabic(page: Page, route: string, quantityBefore = 0): Promise<void> {
  await page.goto(`/ar/product/${route}`);
  await page.getByRole('button', { name: arText('product.addToCart') }).click();
  await expect(page.getByTestId('cart-quantity')).toHaveText(String(quantityBefore + 1));
}

/** /ar/checkout: the same form as /checkout, its labels and options in Arabic. */
export class ArabicCheckout {
  readonly phone: Locator;
  readonly firstName: Locator;
  readonly province: Locator;
  readonly wilaya: Locator;
  readonly zone: Locator;
  readonly continueButton: Locator;
  readonly card: Locator;
  readonly cod: Locator;
  readonly steps: Locator;
  readonly placeOrder: Locator;
  readonly payNow: Locator;

  constructor(readonly page: Page) {
    this.phone = page.getByLabel(arText('checkout.phone'), { exact: true });
    this.firstName = page.getByLabel(arText('checkout.firstName'));
    this.province = page.getByLabel(arText('checkout.province'));
    this.wilaya = page.getByLabel(arText('checkout.wilaya'));
    this.zone = page.getByLabel(arText('checkout.zone'));
    this.continueButton = page.getByRole('button', { name: arText('checkout.continue') });
    this.card = page.getByRole('radio', { name: arText('checkout.payment.card') });
    this.cod = page.getByRole('radio', { name: arText('checkout.payment.cod') });
    this.steps = page.getByRole('navigation', { name: arText('checkout.steps') });
    this.placeOrder = page.getByRole('button', { name: arText('checkout.placeOrder') });
    this.payNow = page.getByRole('button', { name: arText('checkout.payNow') });
  }

  async goto() {
    await this.page.goto('/ar/checkout');
    await expect(this.continueButton).toBeVisible();
  }

  async fillContact(phone = anyNational(), firstName = 'عائشة'): Promise<string> {
    await this.phone.fill(phone);
    await this.firstName.fill(firstName);
    return phone;
  }

  /** Chooses the zone by the Arabic names the shopper reads; the form keeps the English values. */
  async chooseZone(zone: ArabicZone) {
    await this.province.selectOption({ label: zone.province.ar });
    await expect(this.province).toHaveValue(zone.province.en);
    await this.wilaya.selectOption({ label: zone.wilaya.ar });
    await expect(this.wilaya).toHaveValue(zone.wilaya.en);
    await this.zone.selectOption({ label: zone.zone.ar });
    await expect(this.zone).toHaveValue(zone.zone.id);
  }

  async expectPaymentStep() {
    await expect(this.steps.getByRole('button', { name: arText('checkout.step.payment') })).toHaveAttribute(
      'aria-current',
      'step',
    );
  }

  /** An info toast with the Arabic title and exactly this message beneath was shown (recordToasts first). */
  async expectToast(message: string) {
    await expectToastPartsShown(this.page, { type: 'info', title: arText('toast.title.info'), description: message });
  }
}
