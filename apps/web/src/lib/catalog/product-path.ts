/** ['c', 'a', 'b'] → ['a/b', 'b']: every shorter tail of a /product path, longest first (SPEC §2 /product/{cid}/{route}). */
export function routeTails(parts: string[]): string[] {
  return parts.slice(1).map((_, i) => parts.slice(i + 1).join('/'));
}
