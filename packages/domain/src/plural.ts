import type { Language } from './language';

/** The plural categories of Unicode CLDR; Arabic uses all six, English 'one' and 'other'. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

const rules = new Map<string, Intl.PluralRules>();

/**
 * The one home of the shop's plural rules: the category `Intl.PluralRules` picks for a number in
 * a locale. Arabic: 0 zero, 1 one, 2 two, 3–10 few, 11–99 many, 100–102 other (then by n % 100).
 */
export function pluralCategory(locale: string, n: number): PluralCategory {
  let chosen = rules.get(locale);
  if (!chosen) {
    chosen = new Intl.PluralRules(locale);
    rules.set(locale, chosen);
  }
  return chosen.select(n) as PluralCategory;
}

/** What the shop counts in words: time units, and the digits of a phone number. */
export type CountedUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year' | 'digit';

/**
 * An Arabic noun in the forms a count takes: the singular alone for one ('يوم'), the dual for two
 * ('يومين', the form after a preposition or as an object), the plural for 3–10 ('أيام'), the
 * accusative singular for 11–99 ('يومًا') and the genitive singular for 100, 101… and 0 ('يوم').
 */
interface ArabicNoun {
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

const ARABIC: Record<CountedUnit, ArabicNoun> = {
  second: { one: 'ثانية', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانيةً', other: 'ثانية' },
  minute: { one: 'دقيقة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقةً', other: 'دقيقة' },
  hour: { one: 'ساعة', two: 'ساعتين', few: 'ساعات', many: 'ساعةً', other: 'ساعة' },
  day: { one: 'يوم', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' },
  week: { one: 'أسبوع', two: 'أسبوعين', few: 'أسابيع', many: 'أسبوعًا', other: 'أسبوع' },
  month: { one: 'شهر', two: 'شهرين', few: 'أشهر', many: 'شهرًا', other: 'شهر' },
  year: { one: 'سنة', two: 'سنتين', few: 'سنوات', many: 'سنةً', other: 'سنة' },
  digit: { one: 'رقم', two: 'رقمين', few: 'أرقام', many: 'رقمًا', other: 'رقم' },
};

const ENGLISH: Record<CountedUnit, [one: string, other: string]> = {
  second: ['second', 'seconds'],
  minute: ['minute', 'minutes'],
  hour: ['hour', 'hours'],
  day: ['day', 'days'],
  week: ['week', 'weeks'],
  month: ['month', 'months'],
  year: ['year', 'years'],
  digit: ['digit', 'digits'],
};

/**
 * A count and its noun as the language writes them: ('en', 5, 'second') → '5 seconds';
 * ('ar', 5, 'second') → '5 ثوانٍ', 13 days → '13 يومًا', one month → 'شهر', two → 'شهرين'. In
 * Arabic one and two are said by the noun alone; digits stay Western, as everywhere in the shop.
 */
export function counted(language: Language, n: number, unit: CountedUnit): string {
  if (language === 'en') return `${n} ${ENGLISH[unit][pluralCategory('en', n) === 'one' ? 0 : 1]}`;
  const noun = ARABIC[unit];
  const category = pluralCategory('ar', n);
  if (category === 'one') return noun.one;
  if (category === 'two') return noun.two;
  return `${n} ${category === 'few' ? noun.few : category === 'many' ? noun.many : noun.other}`;
}
