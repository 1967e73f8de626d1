import { normaliseSearchText } from '@shop/domain/search-text';

/**
 * The words of a typed query (issue 29): the search's written form (domain/search-text.ts), cut
 * at anything that is not a letter or digit (search syntax, wildcards, emoji, NUL all separate
 * words and are never passed on), at most MAX_WORDS words of at most MAX_WORD letters.
 */
const MAX_QUERY = 200;
const MAX_WORDS = 8;
const MAX_WORD = 40;

export function queryWords(text: string): string[] {
  return normaliseSearchText(text.slice(0, MAX_QUERY * 5).replace(/[^\p{L}\p{N}]+/gu, ' '))
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((w) => [...w].slice(0, MAX_WORD).join(''));
}

/** How many typing mistakes a word of this length forgives: none up to 3 letters, one up to 7, two beyond. */
export const typoAllowance = (word: string) => (word.length <= 3 ? 0 : word.length <= 7 ? 1 : 2);

/**
 * Optimal string alignment distance (a dropped, added or changed letter, or two neighbours
 * swapped, each count one), or `limit + 1` as soon as it is known to exceed `limit`. Compares
 * UTF-16 units: every letter the catalog writes is one.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > limit) return limit + 1;
  let before = new Int32Array(n + 1);
  let previous = new Int32Array(n + 1);
  let current = new Int32Array(n + 1);
  for (let j = 0; j <= n; j += 1) previous[j] = j;
  for (let i = 1; i <= m; i += 1) {
    current[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[n]!;
}

/** British and American endings, each way (moisturizer / moisturiser, color / colour, center / centre). */
const SPELLINGS: [RegExp, string][] = [
  [/iz(e|es|er|ers|ed|ing|ation)$/u, 'is$1'],
  [/is(e|es|er|ers|ed|ing|ation)$/u, 'iz$1'],
  [/yz(e|er|ed|ing)$/u, 'ys$1'],
  [/ys(e|er|ed|ing)$/u, 'yz$1'],
  [/([^u])or(s?)$/u, '$1our$2'],
  [/our(s?)$/u, 'or$1'],
  [/([^aeiou])er$/u, '$1re'],
  [/([^aeiou])re$/u, '$1er'],
  [/ae/u, 'e'],
  [/gray/u, 'grey'],
  [/grey/u, 'gray'],
];

/** The same word written another usual way: British / American, with or without the Arabic article. */
export function spellingVariants(word: string): string[] {
  const variants = new Set<string>();
  for (const [pattern, replacement] of SPELLINGS)
    if (pattern.test(word)) variants.add(word.replace(pattern, replacement));
  if (/^[\u0600-\u06FF]/u.test(word)) {
    if (word.startsWith('\u0627\u0644') && [...word].length > 4) variants.add(word.slice(2));
    else variants.add(`\u0627\u0644${word}`);
  }
  variants.delete(word);
  return [...variants];
}

/** A synonym list's terms (`a, b c, d`), each in the query's written form, as word lists. */
export const synonymTerms = (terms: string): string[][] =>
  terms
    .split(/[,،\n]/u)
    .map(queryWords)
    .filter((words) => words.length > 0);
