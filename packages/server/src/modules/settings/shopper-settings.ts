import { CLIENT_LIMITS_SETTING } from '@shop/domain/client-limits';
import type { Language } from '@shop/domain/language';
import { localisedFields } from '@shop/domain/localised-fields';

/**
 * Settings lists whose entries are chosen by `name`: the outlet a pickup order names and the
 * country an order ships to. Orders store and validate that English name, so it is served as
 * stored; what a shopper reads is `label`, the Arabic `name_ar` for an Arabic reader where one
 * is written, the name otherwise. A page shows the label and sends the name.
 */
const NAMED_LISTS = ['outlets', 'valid_countries'] as const;

function labelled(entry: unknown): unknown {
  if (entry === null || typeof entry !== 'object' || typeof (entry as { name?: unknown }).name !== 'string')
    return entry;
  const { name_ar: nameAr, ...rest } = entry as { name: string; name_ar?: unknown };
  return { ...rest, label: rest.name, ...(typeof nameAr === 'string' ? { label_ar: nameAr } : {}) };
}

/** The global settings' attributes as a reader of this language gets them (domain/localised-fields.ts, named lists labelled; the abuse limits left out). */
export function shopperSettings(attributes: Record<string, unknown>, language: Language): Record<string, unknown> {
  const { [CLIENT_LIMITS_SETTING]: _limits, ...out } = attributes;
  for (const key of NAMED_LISTS) {
    const list = out[key] as { sections?: unknown } | undefined;
    if (list && Array.isArray(list.sections)) out[key] = { ...list, sections: list.sections.map(labelled) };
  }
  return localisedFields(out, language) as Record<string, unknown>;
}
