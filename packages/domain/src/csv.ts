/**
 * CSV for spreadsheets (RFC 4180: comma separated, CRLF rows, a cell with a comma, quote or line
 * break in double quotes with its quotes doubled). A text cell that a spreadsheet would read as a
 * formula (starting with = + - @, or a tab or carriage return) gets a leading apostrophe, so an
 * order's name or address can never run as a formula (OWASP's CSV injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
