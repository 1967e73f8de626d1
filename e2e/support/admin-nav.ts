import { type Locator, type Page, expect } from '@playwright/test';
import { isMobile } from './viewport';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back-office' });
const menuButton = (page: Page) => page.locator('summary').filter({ hasText: /^Menu$/ });

/** On every signed-in back-office page, at either width: the sidebar, or at phone width the Menu button. */
export const adminFrame = (page: Page): Locator => nav(page).or(menuButton(page)).filter({ visible: true });

/** The back-office's sections; at phone width they sit behind the Menu button, which this opens first. */
export async function openAdminNav(page: Page): Promise<Locator> {
  if (isMobile(page)) {
    await menuButton(page).click();
    await expect(nav(page)).toBeVisible();
  }
  return nav(page);
}
