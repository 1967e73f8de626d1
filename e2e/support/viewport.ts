import type { Page } from '@playwright/test';

/** The mobile project is 390 px wide; SPEC: mobile ≤ 768 px, desktop ≥ 769 px. */
export const isMobile = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) <= 768;
