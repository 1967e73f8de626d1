import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/**
 * WCAG 2.2 levels A and AA (2.5.8 target size among them, a rule axe runs only when asked for by
 * its tag) and axe's best practices, which the journeys held before 2.2.
 */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Axe's findings on the page at rest: motion is reduced and running transitions are let finish
 * first, so a toast caught half faded in is not judged by its colours mid-way; after a client
 * navigation the new page's title (which Next streams after the content) has arrived.
 */
async function settledViolations(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    // a paused animation would never finish; a running one of a finite length does
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    return Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
  const { violations } = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
  return violations.map((v) => ({
    impact: v.impact,
    text: `${v.id} (${v.impact}): ${v.help} — ${v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(', ')}`,
  }));
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const serious = (await settledViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.text);
  expect(serious, serious.join('\n')).toEqual([]);
}

/** No accessibility violation of any impact (minor and moderate included) on the page as it is now. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const found = (await settledViolations(page)).map((v) => v.text);
  expect(found, found.join('\n')).toEqual([]);
}
