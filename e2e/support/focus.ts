import { type Locator, type Page, expect } from '@playwright/test';

const MAX_STEPS = 80;

/**
 * Presses Tab (or Shift+Tab) until focus comes back to where it started: every element reached
 * lies inside `container`, and the walk does come round (focus cycles, it never leaves).
 * Returns how many distinct elements took focus.
 */
export async function expectFocusCycles(page: Page, container: Locator, key: 'Tab' | 'Shift+Tab'): Promise<number> {
  const start = await page.evaluate(() => {
    (window as unknown as { __focusStart?: Element | null }).__focusStart = document.activeElement;
    return document.activeElement?.outerHTML.slice(0, 80) ?? '';
  });
  expect(await container.evaluate((c) => c.contains(document.activeElement)), `focus starts inside: ${start}`).toBe(
    true,
  );
  const seen = new Set<string>();
  for (let step = 1; step <= MAX_STEPS; step++) {
    await page.keyboard.press(key);
    const inside = await container.evaluate((c) => c.contains(document.activeElement) && document.activeElement !== c);
    const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
    expect(inside, `${key} #${step} moved focus out of the dialog, to ${where}`).toBe(true);
    seen.add(where);
    const back = await page.evaluate(
      () => document.activeElement === (window as unknown as { __focusStart?: Element | null }).__focusStart,
    );
    if (back) return seen.size;
  }
  throw new Error(`${key} did not come back to the first element within ${MAX_STEPS} presses`);
}
