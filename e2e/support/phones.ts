import type { TestInfo } from '@playwright/test';

/**
 * An Omani national number (8 digits) that no other journey, viewport project or recent run on a
 * reused server shares: the shop limits sign-in codes and open orders per number, so each journey
 * that signs in or places orders is a shopper of its own. `slot` tells a journey's numbers apart.
 */
export function uniqueNational(testInfo: TestInfo, slot = 0): string {
  const key = `${testInfo.project.name}|${testInfo.titlePath.join('|')}|${slot}`;
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `9${String(hash % 100).padStart(2, '0')}${String(Date.now() % 100_000).padStart(5, '0')}`;
}

/** A random Omani national number (8 digits starting with 9) for a journey that needs no particular one. */
export function anyNational(): string {
  return `9${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}
