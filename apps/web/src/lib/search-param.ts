/** One query value as text: the first if repeated, trimmed, at most 140 characters; null when absent or empty. */
export function searchParam(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const clean = first?.trim().slice(0, 140);
  return clean ? clean : null;
}
