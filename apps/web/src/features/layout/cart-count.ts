/** SPEC §2 'Cart link with item count': the count is always shown, 0 included; '99+' above 99. */
export function cartCountBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}
