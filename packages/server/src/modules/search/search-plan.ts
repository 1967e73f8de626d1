import { editDistance, spellingVariants, typoAllowance } from './search-words';

/**
 * A typed query turned into the words the catalog holds (issue 29): each query word is matched
 * by the catalog's words equal to it, written another usual way, or starting with it (the word
 * being typed, or one found nowhere whole); a word matched by none of these by the catalog words
 * within its typo allowance. Two neighbouring words may also be one catalog word (`sun screen` →
 * sunscreen, `spf 50` → spf50) and one word two (`sunscreen` → sun screen); the team's synonyms
 * widen a word or a pair with their other terms.
 *
 * A plan is groups that must all match; a group is alternatives of which one must; an alternative
 * is terms that must all match; a term is catalog words of which one must be among the product's.
 */
export type Term = string[];
type Alternative = Term[];
export type Group = Alternative[];

export interface SearchPlan {
  groups: Group[];
  /** The query as the catalog writes it (each word corrected to its closest catalog word), for ranking and "Did you mean". */
  phrase: string;
  /** Whether some word was matched only through a typo correction. */
  corrected: boolean;
}

export class Vocabulary {
  private readonly sorted: string[];
  private readonly all: Set<string>;
  private readonly byLength = new Map<number, string[]>();
  constructor(words: Iterable<string>) {
    this.all = new Set(words);
    this.sorted = [...this.all].sort();
    for (const word of this.sorted) {
      const list = this.byLength.get(word.length);
      if (list) list.push(word);
      else this.byLength.set(word.length, [word]);
    }
  }

  has = (word: string) => this.all.has(word);

  /** Catalog words starting with `prefix` (not itself), shortest first, at most `limit`. */
  startingWith(prefix: string, limit: number): string[] {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.sorted[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < this.sorted.length && this.sorted[i]!.startsWith(prefix); i += 1)
      if (this.sorted[i] !== prefix) found.push(this.sorted[i]!);
    return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, limit);
  }

  /** The catalog words closest to `word` within `limit` edits (all at the smallest distance, sharing its first letter first). */
  closest(word: string, limit: number): { words: string[]; distance: number } {
    let best = limit + 1;
    let words: string[] = [];
    for (let length = word.length - limit; length <= word.length + limit; length += 1) {
      for (const candidate of this.byLength.get(length) ?? []) {
        const d = editDistance(word, candidate, Math.min(best, limit));
        if (d < best) {
          best = d;
          words = [candidate];
        } else if (d === best && d <= limit) words.push(candidate);
      }
    }
    if (best > limit) return { words: [], distance: best };
    words.sort((a, b) => Number(b[0] === word[0]) - Number(a[0] === word[0]));
    return { words: words.slice(0, 8), distance: best };
  }
}

/** Catalog words a word being typed may be the start of: fewer for one or two letters, each matching many products. */
const prefixLimit = (word: string) => (word.length <= 1 ? 8 : word.length === 2 ? 24 : 80);

/** A word → its synonyms' terms (each a list of words), keyed by the word or a two-word phrase joined by a space. */
export type Synonyms = ReadonlyMap<string, string[][]>;

interface WordMatch {
  term: Term;
  best: string | undefined;
  corrected: boolean;
}

function matchWord(vocabulary: Vocabulary, word: string, typing: boolean): WordMatch {
  const term = new Set<string>();
  if (vocabulary.has(word)) term.add(word);
  for (const variant of spellingVariants(word)) if (vocabulary.has(variant)) term.add(variant);
  if (typing || term.size === 0)
    for (const longer of vocabulary.startingWith(word, prefixLimit(word))) term.add(longer);
  if (term.size > 0) return { term: [...term], best: vocabulary.has(word) ? word : [...term][0], corrected: false };
  const { words } = vocabulary.closest(word, typoAllowance(word));
  // The word itself too: one written since the vocabulary was read is found whole at once.
  return { term: [word, ...words], best: words[0], corrected: words.length > 0 };
}

/** `word` as two catalog words (`sunscreen` → sun, screen), each at least two letters. */
function split(vocabulary: Vocabulary, word: string): Alternative | undefined {
  for (let i = 2; i <= word.length - 2; i += 1) {
    const [a, b] = [word.slice(0, i), word.slice(i)];
    if (vocabulary.has(a) && vocabulary.has(b)) return [[a], [b]];
  }
  return undefined;
}

const synonymAlternatives = (synonyms: Synonyms, key: string): Alternative[] =>
  (synonyms.get(key) ?? []).map((words) => words.map((w) => [w]));

export function planSearch(
  words: string[],
  vocabulary: Vocabulary,
  synonyms: Synonyms,
  { typing = false } = {},
): SearchPlan {
  const groups: Group[] = [];
  const phrase: string[] = [];
  let corrected = false;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const last = i === words.length - 1;
    const next = words[i + 1];
    const match = matchWord(vocabulary, word, typing && last);
    if (next !== undefined && (vocabulary.has(word + next) || synonyms.has(`${word} ${next}`))) {
      const second = matchWord(vocabulary, next, typing && i + 1 === words.length - 1);
      const group: Group = [];
      if (match.term.length && second.term.length) group.push([match.term, second.term]);
      if (vocabulary.has(word + next)) group.push([[word + next]]);
      group.push(...synonymAlternatives(synonyms, `${word} ${next}`));
      groups.push(group);
      phrase.push(`${word} ${next}`);
      i += 1;
      continue;
    }
    const group: Group = [];
    if (match.term.length) group.push([match.term]);
    const parts = vocabulary.has(word) ? undefined : split(vocabulary, word);
    if (parts) group.push(parts);
    group.push(...synonymAlternatives(synonyms, word));
    groups.push(group);
    corrected ||= match.corrected && !parts;
    phrase.push(match.best && match.corrected ? match.best : word);
  }
  return { groups, phrase: phrase.join(' '), corrected };
}

/** Whether any product can match: every group has an alternative whose every term names a word. */
export const satisfiable = (plan: SearchPlan) =>
  plan.groups.length > 0 &&
  plan.groups.every((group) => group.some((alternative) => alternative.every((term) => term.length > 0)));

/**
 * "Did you mean": each word replaced by its closest catalog word with a wider allowance (a third
 * of its letters, at least two), words with none left out; undefined when that is the query.
 */
export function closestQuery(words: string[], vocabulary: Vocabulary): string | undefined {
  const suggested = words.flatMap((word) => {
    if (vocabulary.has(word)) return [word];
    const { words: close } = vocabulary.closest(word, Math.max(2, Math.ceil(word.length / 3)));
    return close.length ? [close[0]!] : [];
  });
  const text = suggested.join(' ');
  return text && text !== words.join(' ') ? text : undefined;
}
