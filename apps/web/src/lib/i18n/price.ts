import { type Baisa, formatOMR } from '@shop/domain/money';
import { languageOf } from './locale';
import type { Translate } from './translate';

/** A price in the language of `t`: 'OMR 12.500' or '12.500 ر.ع.' (the rule: formatOMR in packages/domain). */
export function price(t: Translate, baisa: Baisa): string {
  return formatOMR(baisa, languageOf(t.locale));
}
