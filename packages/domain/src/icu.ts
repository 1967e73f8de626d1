import { type MessageFormatElement, isPluralElement, isSelectElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, PART_TYPE } from 'intl-messageformat';
import type { Formatters } from 'intl-messageformat';
import { textDirection } from './language';

/**
 * The shop's one ICU MessageFormat engine (FormatJS `intl-messageformat`), for the web's page
 * texts and the server's texts to shoppers (SMS, refusals): `{name}` placeholders and
 * `{count, plural, one {# item} other {# items}}` with the locale's plural rules (Arabic names
 * zero, one, two, few, many and other). ICU's quoting: an apostrophe is text ("Don't") except
 * before a brace or '#', where it quotes them; `''` is one apostrophe. Tags are plain text.
 */

/** A message's ICU text, or that text already parsed (what the server hands the browser, so it needs no parser). */
export type IcuMessage = string | ParsedMessage;
export type ParsedMessage = MessageFormatElement[];
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Numbers as the shop writes them in both languages: Western digits 0–9, no grouping ('1000
 * products', '11 منتجًا'), where Intl would write Arabic-Indic digits for ar-OM.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const formatters: Formatters = {
  getNumberFormat: (locales, options) => {
    const key = `${String(locales)}|${JSON.stringify(options ?? {})}`;
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locales, {
        maximumFractionDigits: 20,
        ...options,
        useGrouping: false,
        numberingSystem: 'latn',
      });
      numberFormats.set(key, format);
    }
    return format;
  },
  getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
  getPluralRules: (locales, options) => {
    const key = `${String(locales)}|${options?.type ?? 'cardinal'}`;
    let rules = pluralRules.get(key);
    if (!rules) {
      rules = new Intl.PluralRules(locales, options);
      pluralRules.set(key, rules);
    }
    return rules;
  },
};

const fromText = new Map<string, IntlMessageFormat>();
const fromParsed = new WeakMap<ParsedMessage, Map<string, IntlMessageFormat>>();

function compiled(message: IcuMessage, locale: string): IntlMessageFormat {
  const make = () => new IntlMessageFormat(message, locale, undefined, { formatters, ignoreTag: true });
  if (typeof message === 'string') {
    const key = `${locale}\u0000${message}`;
    let format = fromText.get(key);
    if (!format) fromText.set(key, (format = make()));
    return format;
  }
  let byLocale = fromParsed.get(message);
  if (!byLocale) fromParsed.set(message, (byLocale = new Map()));
  let format = byLocale.get(locale);
  if (!format) byLocale.set(locale, (format = make()));
  return format;
}

/** A message parsed once, on the server: what a page hands its client components (the browser bundle has no parser). */
export function parseMessage(text: string, locale: string): ParsedMessage {
  return compiled(text, locale).getAst();
}

/** The placeholders a parsed message uses, those inside plural and select forms included, each true when it is counted. */
function collectPlaceholders(elements: ParsedMessage, found: Map<string, boolean>): Map<string, boolean> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== 0)
      found.set(element.value, isPluralElement(element) || found.get(element.value) === true);
    if (isPluralElement(element) || isSelectElement(element))
      for (const option of Object.values(element.options)) collectPlaceholders(option.value, found);
  }
  return found;
}

const placeholdersOf = new WeakMap<IntlMessageFormat, Map<string, boolean>>();
function placeholders(format: IntlMessageFormat): Map<string, boolean> {
  let found = placeholdersOf.get(format);
  if (!found) placeholdersOf.set(format, (found = collectPlaceholders(format.getAst(), new Map())));
  return found;
}

/**
 * A value inside right-to-left text, to be isolated: a plural still counts it (valueOf) and an
 * exact form ('=0') still matches it (toString); the engine hands it back as a part of its own.
 */
class Isolated {
  constructor(readonly value: string | number) {}
  toString(): string {
    return String(this.value);
  }
  valueOf(): number {
    return Number(this.value);
  }
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * 'Hello {name}' + {name: 'Aisha'} → 'Hello Aisha'; '{count, plural, one {# product} other {#
 * products}}' + {count: 1} → '1 product' (forms by the locale's plural rules, '=N' forms first).
 * A placeholder without a value stays as written ('{name}'); a plural without a number is a
 * mistake of the caller and throws. In right-to-left text (unless `isolate: false`) each value
 * keeps its own direction: an order code, a phone number, an English product name or a price
 * stays as written inside an Arabic sentence ('#GG-00012', not '00012-GG#'), by Unicode's
 * first-strong isolate around it; '#' in a plural form is not isolated. Texts that leave the
 * page, such as SMS, pass `isolate: false`: isolates show as boxes on some phones.
 */
export function formatMessage(
  message: IcuMessage,
  values: MessageValues | undefined,
  locale: string,
  { isolate = textDirection(locale) === 'rtl' }: { isolate?: boolean } = {},
): string {
  const format = compiled(message, locale);
  const given: Record<string, string | number | Isolated> = {};
  for (const [name, counted] of placeholders(format)) {
    const value = values?.[name];
    if (counted && (value === undefined || value === '' || !Number.isFinite(Number(value))))
      throw new Error(`{${name}} counts: it needs a number, not ${JSON.stringify(value)}`);
    given[name] = value === undefined ? `{${name}}` : isolate && value !== '' ? new Isolated(value) : value;
  }
  return format
    .formatToParts<Isolated>(given)
    .map((part) =>
      part.type === PART_TYPE.object
        ? `${FIRST_STRONG_ISOLATE}${String(part.value)}${POP_DIRECTIONAL_ISOLATE}`
        : String(part.value),
    )
    .join('');
}
