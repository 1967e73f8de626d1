import { type Page, expect } from '@playwright/test';

/**
 * SPEC §8 cart toasts live 200 ms: too short to be sure a polling assertion sees one. From
 * this call on, every toast the page shows is recorded as it appears (a MutationObserver),
 * so a journey can assert a toast was shown without racing its timeout.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const parts: { type: string; title: string; description: string | null }[] = [];
    Object.assign(window, { __toasts: seen, __toastParts: parts });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches('[data-sonner-toast]')
            ? [node]
            : [...node.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
          for (const toast of toasts) {
            seen.push(toast.textContent ?? '');
            parts.push({
              type: toast.dataset.type ?? '',
              title: toast.querySelector('[data-title]')?.textContent ?? '',
              description: toast.querySelector('[data-description]')?.textContent ?? null,
            });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The text of every toast shown since recordToasts (or clearToasts), in the order shown. */
export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __toasts: string[] }).__toasts]);
}

/** A toast containing this text was shown since recordToasts (waits for it like any assertion). */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts), {
      message: `toast '${text}'`,
    })
    .toContainEqual(expect.stringContaining(text));
}

export interface ToastParts {
  type: 'success' | 'error' | 'info' | 'warning';
  title: string;
  /** The line beneath the title; null when the toast has none. */
  description: string | null;
}

/** A toast of this type with exactly this title and line beneath was shown since recordToasts. */
export async function expectToastPartsShown(page: Page, toast: ToastParts): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toastParts: ToastParts[] }).__toastParts), {
      message: `toast ${JSON.stringify(toast)}`,
    })
    .toContainEqual(toast);
}

/** Forgets the toasts recorded so far (so the next expectation needs a new one). */
export async function clearToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const recorded = window as unknown as { __toasts: string[]; __toastParts: unknown[] };
    recorded.__toasts.length = 0;
    recorded.__toastParts.length = 0;
  });
}
