import { type Page, expect } from '@playwright/test';

/**
 * SPEC §8 cart toasts live 200 ms: too short to be sure a polling assertion sees one. From
 * this call on, every toast the page shows is recorded as it appears (a MutationObserver),
 * so a journey can assert a toast was shown without racing its timeout.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches('[data-sonner-toast]') ? [node] : [...node.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
          for (const toast of toasts) seen.push(toast.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** A toast containing this text was shown since recordToasts (waits for it like any assertion). */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts), { message: `toast '${text}'` }).toContainEqual(expect.stringContaining(text));
}

/** Forgets the toasts recorded so far (so the next expectation needs a new one). */
export async function clearToasts(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __toasts: string[] }).__toasts.length = 0));
}
