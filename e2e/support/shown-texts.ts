import { type Page, expect } from '@playwright/test';

type Recorded = Record<string, string[]>;

/**
 * A text shown for a moment (a countdown's first second, a button's "Adding" half second) can
 * change before a polling assertion first looks, on a busy machine. From this call on (before
 * the page loads), every text an element matching `selector` shows is recorded as it is drawn
 * (a MutationObserver), so a journey asserts what the shopper saw, in order.
 */
export async function recordShownTexts(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched) => {
    const w = window as unknown as { __shownTexts?: Recorded };
    const recorded = (w.__shownTexts ??= {});
    const history = (recorded[watched] ??= []);
    const note = () => {
      for (const el of document.querySelectorAll(watched)) {
        const text = el.textContent ?? '';
        if (history.at(-1) !== text) history.push(text);
      }
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  }, selector);
}

/** Waits until an element matching `selector` has shown `text` since recordShownTexts; returns every text shown. */
export async function expectShown(page: Page, selector: string, text: string | RegExp): Promise<string[]> {
  const shown = () =>
    page.evaluate((watched) => (window as unknown as { __shownTexts: Recorded }).__shownTexts[watched] ?? [], selector);
  await expect
    .poll(shown, { message: `${selector} showed ${String(text)}` })
    .toContainEqual(typeof text === 'string' ? text : expect.stringMatching(text));
  return shown();
}
