/** SPEC §2: reviewer avatars use a palette of 16 colours. */
export const AVATAR_PALETTE_SIZE = 16;

/** First letter of the first and last words, upper-cased; '?' when the name is empty. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A stable palette index from the name (FNV-1a over UTF-16 code units). */
export function avatarColorIndex(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % AVATAR_PALETTE_SIZE;
}
