/** A schema.org node as plain data: '@type' plus properties. */
export type JsonLdNode = { '@type': string } & Record<string, unknown>;

const UNSAFE = /[<>&\u2028\u2029]/g;
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * A node as the text of a <script type="application/ld+json">, with '@context': '<', '>' and '&'
 * are written as \u escapes, so no text from the catalog can close the script or open a comment.
 */
export function jsonLdText(node: JsonLdNode): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...node }).replace(UNSAFE, escapeChar);
}
