/** Money is integer baisa: 1 OMR = 1000 baisa. Never a float inside the shop. */
export type Baisa = number;

export const BAISA_PER_RIAL = 1000;

/** Rial amount (as found on the wire, e.g. 12.5) → baisa, rounded to the nearest baisa. */
export function toBaisa(rial: number): Baisa {
  if (!Number.isFinite(rial)) throw new RangeError(`Not a finite amount: ${rial}`);
  return Math.round(rial * BAISA_PER_RIAL);
}

/** Baisa → rial number for wire formats that carry decimal rial (Frappe, Strapi). */
export function toRial(baisa: Baisa): number {
  return baisa / BAISA_PER_RIAL;
}

/** '12.500' — always three decimals. */
export function formatAmount(baisa: Baisa): string {
  const sign = baisa < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(baisa));
  const rial = Math.floor(abs / BAISA_PER_RIAL);
  const rest = String(abs % BAISA_PER_RIAL).padStart(3, '0');
  return `${sign}${rial}.${rest}`;
}

/** 'OMR 12.500' */
export function formatOMR(baisa: Baisa): string {
  return `OMR ${formatAmount(baisa)}`;
}
