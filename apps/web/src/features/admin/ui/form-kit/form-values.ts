/**
 * What a typed text becomes in an API body, so the domain schema (not the form) judges it:
 * digits become a number, anything else stays text and the schema refuses it in its own words.
 */
export function numberOrText(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}
