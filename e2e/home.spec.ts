import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { isMobile } from './support/viewport';

test.describe('home page built from page blocks', () => {
  test('the first HTML already holds the banners and the carousel products', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('data-testid="banner-image"');
    expect(html).toContain('data-testid="product-card"');
    expect(html).toContain('View All');
    expect(html).toContain('data-testid="rating-summary"');
    expect(html).toMatch(/Rated \d\.\d out of 5 from \d+ reviews?|No reviews yet/);
  });

  test('the slider shows the image for the viewport and links to its banner target', async ({ page }) => {
    await page.goto('/');
    const first = page.getByTestId('banner-image').first();
    await expect(first).toBeVisible();
    const src = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    if (isMobile(page)) expect(src).toMatch(/mobile/);
    else expect(src).not.toMatch(/mobile/);
    const href = await page.getByTestId('banner-link').first().getAttribute('href');
    expect(href).toMatch(/^\/shop/);
    await page.getByTestId('banner-link').first().click();
    await expect(page).toHaveURL(/\/shop/);
  });

  test('the categories grid links each category to the shop', async ({ page }) => {
    await page.goto('/');
    const categories = page.getByTestId('home-category');
    expect(await categories.count()).toBeGreaterThan(0);
    await expect(categories.first()).toHaveAttribute('href', /^\/shop\?category=/);
  });

  test('product carousels show a title, View All and 2 or 6 cards per view', async ({ page }) => {
    await page.goto('/');
    const carousels = page.getByTestId('product-carousel');
    expect(await carousels.count()).toBeGreaterThanOrEqual(3);
    const carousel = carousels.first();
    await expect(carousel.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(carousel.getByRole('link', { name: /^View all/ })).toHaveAttribute('href', /^\/shop(\?category=.+)?$/);
    await expect(page.getByRole('link', { name: /^View all/ }).nth(1)).toHaveAttribute('href', /^\/shop\?category=.+/);
    await expect(carousel.getByRole('link', { name: /^View all/ })).toHaveText('View All');

    const box = await carousel.locator('section[aria-roledescription="carousel"]').boundingBox();
    const cards = await carousel
      .getByTestId('product-card')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: r.x, width: r.width })));
    const inView = cards.filter((c) => box && c.x >= box.x - 1 && c.x + c.width <= box.x + box.width + 1);
    expect(inView.length).toBe(isMobile(page) ? 2 : 6);
  });

  test('product carousels autoplay on their own, and never for a shopper who asks for reduced motion', async ({
    page,
  }) => {
    // Autoplay waits for the page to load and its main thread to be quiet for 5 s (no long task;
    // when-idle.test.ts states that rule), then takes its first step: on a busy machine, as on a
    // busy phone, that quiet comes late, so the journey waits for the step for as long as it may run.
    test.setTimeout(120_000);
    const still = await page.context().newPage();
    await still.emulateMedia({ reducedMotion: 'reduce' });
    const firstCard = async (shown: typeof page) => {
      await shown.goto('/');
      const carousel = shown.getByTestId('product-carousel').last();
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.locator('[aria-roledescription="carousel"]')).toHaveAttribute('data-ready', 'true');
      const card = carousel.getByTestId('product-card').first();
      return { card, x: (await card.boundingBox())!.x };
    };
    const stillCard = await firstCard(still);
    await page.mouse.move(0, 0);
    const playing = await firstCard(page);
    await expect.poll(async () => (await playing.card.boundingBox())!.x, { timeout: 110_000 }).not.toBe(playing.x);
    // the same page, loaded first, under reduced motion: still on its first slide
    expect((await stillCard.card.boundingBox())!.x).toBe(stillCard.x);
  });

  test('a carousel moves by its arrows (desktop controls)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByTestId('product-carousel').first();
    const firstCard = carousel.getByTestId('product-card').first();
    const before = (await firstCard.boundingBox())!.x;
    const next = carousel.getByRole('button', { name: 'Next slide' });
    if (isMobile(page)) {
      await expect(next).toBeHidden();
      return;
    }
    // A carousel starts once it is near the screen (or a pointer reaches it); the arrows answer then.
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('[aria-roledescription="carousel"]')).toHaveAttribute('data-ready', 'true');
    await next.click();
    await expect.poll(async () => (await firstCard.boundingBox())!.x).toBeLessThan(before - 50);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(async () => Math.round((await firstCard.boundingBox())!.x)).toBe(Math.round(before));
  });

  test('the page is no wider than the screen, carousels started or not', async ({ page }) => {
    // wider content makes a phone zoom out: the banner art for desktop, every carousel "on screen"
    await page.goto('/', { waitUntil: 'load' });
    await expect(
      page.getByTestId('product-carousel').last().locator('[aria-roledescription="carousel"]'),
    ).not.toHaveAttribute('data-ready', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });

  test('a carousel away from the screen fetches only its first view of images, the rest once near', async ({
    page,
  }) => {
    const requested = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'image') requested.add(new URL(r.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('[aria-roledescription="carousel"][data-ready="true"]').first()).toBeVisible();
    // the nearest carousel not started: within the browser's lazy-loading distance, not the start margin
    const carousels = page.getByTestId('product-carousel');
    const index = await carousels.evaluateAll((all) =>
      all.findIndex((c) => !c.querySelector('[aria-roledescription="carousel"][data-ready]')),
    );
    const carousel = carousels.nth(index);
    const track = carousel.locator('[aria-roledescription="carousel"]');
    const sources = await carousel
      .locator('[aria-roledescription="slide"] img')
      .evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname));
    // a product shown elsewhere on the page too may have been fetched for that place
    const elsewhere = new Set(
      await page
        .locator('img')
        .evaluateAll(
          (imgs, own) =>
            imgs.filter((img) => !own.includes(img)).map((img) => new URL((img as HTMLImageElement).src).pathname),
          await track.locator('img').elementHandles(),
        ),
    );
    const perView = isMobile(page) ? 2 : 6;
    const later = sources.slice(perView).filter((src) => !elsewhere.has(src));
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter((src) => requested.has(src))).toEqual([]);

    await carousel.scrollIntoViewIfNeeded();
    await expect(track).toHaveAttribute('data-ready', 'true');
    // the journeys' own products join New Arrivals and their categories' carousels, so the first
    // image seen only here may sit several slides on: the shopper swipes to it
    await track.locator(`img[src="${later[0]}"]`).first().scrollIntoViewIfNeeded();
    await expect.poll(() => requested.has(later[0]!)).toBe(true);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('product-carousel').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
