/** Timestamps are stored as UTC text 'YYYY-MM-DD HH:mm:ss.SSS' (Frappe's form): sortable on both engines. */
export function toTimestamp(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

export function nowTimestamp(): string {
  return toTimestamp(new Date());
}

/** Parses a stored timestamp back to a Date (UTC). */
export function fromTimestamp(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}Z`);
}
