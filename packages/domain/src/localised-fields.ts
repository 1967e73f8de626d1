import { ARABIC_FIELD_SUFFIX, type Language, pickText } from './language';

/**
 * A stored text document (settings JSON: delivery info, pickup times, home block values) in one
 * language: every text field `x` that has an Arabic sibling `x_ar` becomes the text to show
 * (pickText: the Arabic for an Arabic reader where written, the English otherwise) and the
 * `_ar` sibling is dropped. Lists and nested objects are localised alike; anything else is kept.
 */
export function localisedFields(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((entry) => localisedFields(entry, language));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(source)) {
    const english = key.endsWith(ARABIC_FIELD_SUFFIX) ? key.slice(0, -ARABIC_FIELD_SUFFIX.length) : undefined;
    if (english !== undefined && typeof source[english] === 'string') continue;
    const arabic = source[`${key}${ARABIC_FIELD_SUFFIX}`];
    out[key] =
      typeof entry === 'string'
        ? pickText(language, entry, typeof arabic === 'string' ? arabic : null)
        : localisedFields(entry, language);
  }
  return out;
}
