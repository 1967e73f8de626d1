import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { anyNational } from '../support/phones';
import { expectToastPartsShown } from '../support/toasts';

interface Zone {
  zone_id: string;
  name_en: string;
  customer_price: number;
}
interface Province {
  province: string;
  wilayas: { name_en: string; zones: Zone[] }[];
}
/** A province → wilaya → zone path through the delivery data. */
export interface ZonePath {
  province: string;
  wilaya: string;
  zone: string;
  price: number;
}

/** Facts read from the public APIs (never hard-coded): a cheap product and delivery zones. */
export const checkoutData = {
  /**
   * A published, in-stock product that is no dangerous good, priced 1–15 rial: one unit stays
   * under the free-shipping threshold (20), so the delivery fee shows.
   */
  async cheapProductRoute(request: APIRequestContext): Promise<string> {
    const response = await request.get('/api/resource/Website%20Item', {
      params: {
        fields: JSON.stringify(['route']),
        filters: JSON.stringify([
          ['published', '=', 1],
          ['custom_sale_price', 'between', [1, 15]],
          ['custom_stock_available', '>', 2],
          ['custom_is_dangerous_good_', '=', 0],
        ]),
        order_by: 'custom_sale_price asc',
        limit_page_length: '1',
      },
    });
    expect(response.ok()).toBe(true);
    const [row] = (await response.json()).data as { route: string }[];
    if (!row) throw new Error('the seed has no product priced 1–15 rial in stock');
    return row.route;
  },

  /** The first zone whose customer price is `price` rial. */
  async zoneAt(request: APIRequestContext, price: number): Promise<ZonePath> {
    const response = await request.get('/api/delivery-zones');
    expect(response.ok()).toBe(true);
    for (const p of (await response.json()).data as Province[]) {
      for (const w of p.wilayas) {
        const z = w.zones.find((zone) => zone.customer_price === price);
        if (z) return { province: p.province, wilaya: w.name_en, zone: z.name_en, price };
      }
    }
    throw new Error(`no delivery zone at ${price} rial`);
  },
};

/** The /checkout page: two steps in one form, the breadcrumb, the desktop side summary. */
export class CheckoutPage {
  readonly phoneCode: Locator;
  readonly phone: Locator;
  readonly firstName: Locator;
  readonly email: Locator;
  readonly country: Locator;
  readonly delivery: Locator;
  readonly pickup: Locator;
  readonly province: Locator;
  readonly wilaya: Locator;
  readonly zone: Locator;
  readonly address: Locator;
  readonly postalCode: Locator;
  readonly outlet: Locator;
  readonly date: Locator;
  readonly time: Locator;
  readonly deliveryFee: Locator;
  readonly continueButton: Locator;
  readonly card: Locator;
  readonly cod: Locator;
  readonly steps: Locator;
  readonly summary: Locator;

  constructor(readonly page: Page) {
    this.phoneCode = page.getByLabel('Country code');
    this.phone = page.getByLabel('Phone number');
    this.firstName = page.getByLabel('First name');
    this.email = page.getByLabel('Email');
    this.country = page.getByLabel('Country', { exact: true });
    this.delivery = page.getByRole('radio', { name: 'Delivery', exact: true });
    this.pickup = page.getByRole('radio', { name: 'Pick up from Store' });
    this.province = page.getByLabel('Province');
    this.wilaya = page.getByLabel('Wilaya');
    this.zone = page.getByLabel('Zone');
    this.address = page.getByLabel(/^Address/);
    this.postalCode = page.getByLabel(/^Postal code/);
    this.outlet = page.getByLabel('Store', { exact: true });
    this.date = page.getByLabel('Pick up date');
    this.time = page.getByLabel('Pick up time');
    this.deliveryFee = page.getByTestId('delivery-fee');
    this.continueButton = page.getByRole('button', { name: 'Continue to Payment' });
    this.card = page.getByRole('radio', { name: 'Credit / Debit Card' });
    this.cod = page.getByRole('radio', { name: 'Cash on Delivery (COD)' });
    this.steps = page.getByRole('navigation', { name: 'Checkout steps' });
    this.summary = page.getByRole('complementary', { name: 'Order summary' });
  }

  /** Adds one unit of the product from its page, as a shopper would. */
  async addToCart(route: string) {
    await this.page.goto(`/product/${route}`);
    await this.page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(this.page.getByTestId('cart-quantity')).toHaveText('1');
  }

  /** Opens /checkout and waits for the form (it appears once the stored cart is loaded). */
  async goto() {
    await this.page.goto('/checkout');
    await expect(this.continueButton).toBeVisible();
  }

  /**
   * An info toast (SPEC §5) was shown: the default title 'Info' (SPEC §8) with exactly this message
   * beneath. It lives 1.4 s, so it is read from the toasts recorded (recordToasts before the page loads).
   */
  async expectToast(message: string) {
    await expectToastPartsShown(this.page, { type: 'info', title: 'Info', description: message });
  }

  /** The 'required' marker of a field, by its control's id (the form's field name). */
  requiredMark(field: string): Locator {
    return this.page.getByTestId(`required-${field}`);
  }

  async expectMarked(control: Locator, field: string) {
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(this.requiredMark(field)).toHaveText('required');
  }

  async expectNotMarked(control: Locator, field: string) {
    await expect(control).toHaveAttribute('aria-invalid', 'false');
    await expect(this.requiredMark(field)).toHaveCount(0);
  }

  /** The breadcrumb entry of a step ('Information', 'Payment') or the 'Cart' link. */
  crumb(name: 'Cart' | 'Information' | 'Payment'): Locator {
    return name === 'Cart' ? this.steps.getByRole('link', { name }) : this.steps.getByRole('button', { name });
  }

  async expectStep(name: 'Information' | 'Payment') {
    await expect(this.crumb(name)).toHaveAttribute('aria-current', 'step');
  }

  /**
   * The contact fields; by default a number no other journey uses (the shop limits open orders
   * and sign-in codes per number, e2e/support/phones.ts). Returns the number filled in.
   */
  async fillContact(phone = anyNational(), firstName = 'Aisha'): Promise<string> {
    await this.phone.fill(phone);
    await this.firstName.fill(firstName);
    return phone;
  }

  async chooseZone(path: Pick<ZonePath, 'province' | 'wilaya' | 'zone'>) {
    await this.province.selectOption(path.province);
    await this.wilaya.selectOption(path.wilaya);
    await this.zone.selectOption({ label: path.zone });
  }
}
