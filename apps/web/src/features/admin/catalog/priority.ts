/** A priority staff typed (empty: 0): a whole number, higher first. The server checks again. */
export function parsePriority(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const trimmed = text.trim() || '0';
  if (!/^-?\d{1,6}$/.test(trimmed)) return { ok: false, message: 'Priority: a whole number (higher comes first)' };
  return { ok: true, value: Number(trimmed) };
}
