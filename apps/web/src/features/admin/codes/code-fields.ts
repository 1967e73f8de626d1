import type { z } from 'zod';
import type { discountCodeCreate, discountCodeReplace } from '@shop/domain/schemas/admin-discounts';
import { omrText } from '../catalog/omr-field';
import { numberOrText } from '../ui/form-kit/form-values';
import { type AdminDiscountCode, type CodeType, fromOmanLocal, toOmanLocal } from './code-types';

/** What the code form's fields hold. */
export interface CodeFields {
  code: string;
  type: CodeType;
  value: string;
  usage_limit: string;
  valid_from: string;
  valid_to: string;
  description: string;
  active: boolean;
}

/** The body of POST /api/admin/discounts/codes (with `code`) or of its PUT (without). */
export type NewCodeBody = z.input<typeof discountCodeCreate>;
export type CodeBody = NewCodeBody | z.input<typeof discountCodeReplace>;

/** The value field's text for a type: the edited code's own value when it has that type. */
export function valueFor(type: CodeType, editing?: AdminDiscountCode): string {
  if (type === 'shipping') return '0';
  if (!editing || editing.type !== type) return '';
  return type === 'fixed' ? omrText(editing.value) : String(editing.value);
}

export function codeDefaults(editing?: AdminDiscountCode): CodeFields {
  const type = editing?.type ?? 'percentage';
  return {
    code: '',
    type,
    value: valueFor(type, editing),
    usage_limit: editing?.usage_limit === null || editing?.usage_limit === undefined ? '' : String(editing.usage_limit),
    valid_from: toOmanLocal(editing?.valid_from ?? null),
    valid_to: toOmanLocal(editing?.valid_to ?? null),
    description: editing?.description ?? '',
    active: editing?.active ?? true,
  };
}

/** The fields as PUT /api/admin/discounts/codes/:code takes them (the code is in the path). */
export function codeBody(fields: CodeFields): Record<string, unknown> {
  return {
    type: fields.type,
    value: fields.type === 'shipping' ? 0 : numberOrText(fields.value),
    valid_from: fromOmanLocal(fields.valid_from),
    valid_to: fromOmanLocal(fields.valid_to),
    usage_limit: numberOrText(fields.usage_limit),
    active: fields.active,
    description: fields.description.trim(),
  };
}

/** A new code's fields as POST /api/admin/discounts/codes takes them. */
export const newCodeBody = (fields: CodeFields): Record<string, unknown> => ({
  code: fields.code,
  ...codeBody(fields),
});
