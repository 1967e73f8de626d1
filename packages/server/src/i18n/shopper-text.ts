import { formatMessage } from '@shop/domain/icu';
import { type Language, pickText } from '@shop/domain/language';
import { type Baisa, formatAmount, formatOMR, toRial } from '@shop/domain/money';
import { type CountedUnit, counted } from '@shop/domain/plural';
import { DomainError, type ErrorKind, type ErrorParams, type Refusal } from '../errors';
import { type MessageId, type MessageParams, SHOPPER_MESSAGES } from './shopper-messages';

/** An amount of money inside a text, written as each language writes it: 'OMR 5.000', '5.000 ر.ع.'. */
export interface Amount {
  baisa: Baisa;
}
export const amount = (baisa: Baisa): Amount => ({ baisa });

/**
 * Catalog data inside a text (a product's name): its English and its Arabic, the Arabic written
 * in an Arabic reply where one is stored, the English otherwise. A plain string is the same in
 * both languages, so names from the database go in as this, never as a string.
 */
export interface CatalogName {
  en: string;
  ar: string | null;
}
export const catalogName = (en: string, ar: string | null | undefined): CatalogName => ({ en, ar: ar ?? null });

/** A count with its noun ('120 seconds', '5 ثوانٍ'), worded by the domain's plural rules in each language. */
export interface Count {
  count: number;
  unit: CountedUnit;
}
export const count = (n: number, unit: CountedUnit): Count => ({ count: n, unit });

type ParamValue = string | number | Amount | CatalogName | Count | ShopperText;

/** A shopper-facing text not yet in a language: its id and what fills its placeholders. */
export interface ShopperText {
  id: MessageId;
  params: Readonly<Record<string, ParamValue>>;
}

type ParamsOf<Id extends MessageId> = [MessageParams<Id>] extends [never]
  ? []
  : [params: Record<MessageParams<Id>, ParamValue>];

export function text<Id extends MessageId>(id: Id, ...[params]: ParamsOf<Id>): ShopperText {
  return { id, params: params ?? {} };
}

function written(language: Language, value: ParamValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if ('baisa' in value) return language === 'ar' ? `${formatAmount(value.baisa)} ر.ع.` : formatOMR(value.baisa);
  if ('en' in value) return pickText(language, value.en, value.ar);
  if ('unit' in value) return counted(language, value.count, value.unit);
  return render(language, value);
}

/**
 * The text in a language, its placeholders filled by the shop's ICU engine (@shop/domain/icu), a
 * text inside a text rendered in the same language. No bidi isolates: these texts also go out by SMS.
 */
export function render(language: Language, message: ShopperText): string {
  const values = Object.fromEntries(
    Object.entries(message.params).map(([name, value]) => [name, written(language, value)]),
  );
  return formatMessage(SHOPPER_MESSAGES[message.id][language], values, language, { isolate: false });
}

/**
 * An expected failure whose message a shopper reads: its `message` is the English text (logs,
 * tests, callers inside the server); the error handler answers with the text in the request's
 * language. Kind, status and details are those of any DomainError.
 */
export class ShopperError extends DomainError {
  constructor(
    kind: ErrorKind,
    readonly text: ShopperText,
    details?: unknown,
    refusal: Refusal = {},
  ) {
    super(kind, render('en', text), details, {
      code: refusal.code ?? codeOf(text.id),
      params: refusal.params ?? plainParams(text),
    });
  }
}

/** A message id as a stable refusal code: `order.pricesChanged` → `order.prices_changed`. */
const codeOf = (id: string): string => id.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A text's parameters as values a client can word itself: amounts in rial, names in English, inner texts by code. */
function plainParams(message: ShopperText): ErrorParams {
  return Object.fromEntries(
    Object.entries(message.params).map(([name, value]) => {
      if (typeof value === 'string' || typeof value === 'number') return [name, value];
      if ('baisa' in value) return [name, toRial(value.baisa)];
      if ('en' in value) return [name, value.en];
      if ('unit' in value) return [name, value.count];
      return [name, codeOf(value.id)];
    }),
  );
}
