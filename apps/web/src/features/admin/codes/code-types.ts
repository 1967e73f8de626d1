import type { AdminDiscountCode } from '@shop/domain/schemas/admin-replies';

/** A discount code as /api/admin/discounts/codes sends it (fixed values in OMR). */
export type { AdminDiscountCode };
export type CodeType = AdminDiscountCode['type'];

const OMAN_OFFSET_MS = 4 * 3_600_000;

/** ISO instant → the value of a datetime-local input in Oman time ('2026-12-01T00:00'). */
export const toOmanLocal = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + OMAN_OFFSET_MS).toISOString().slice(0, 16) : '';

/** A datetime-local value, read as Oman time (UTC+4 all year) → ISO with offset; '' → null. */
export const fromOmanLocal = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}+04:00` : null);

/** '01-12-2026 00:00' (SPEC §9 display form), Oman time. */
export function displayOman(iso: string | null): string {
  if (!iso) return '—';
  const local = toOmanLocal(iso);
  return `${local.slice(8, 10)}-${local.slice(5, 7)}-${local.slice(0, 4)} ${local.slice(11, 16)}`;
}
