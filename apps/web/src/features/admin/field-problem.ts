/** What a field's constraints (required, pattern, min…) found, as the browser reports it, with the field's own words. */
export interface FieldCheck {
  /** The field's label as staff read it. */
  label: string;
  validity: Pick<
    ValidityState,
    | 'valueMissing'
    | 'typeMismatch'
    | 'patternMismatch'
    | 'tooLong'
    | 'tooShort'
    | 'rangeUnderflow'
    | 'rangeOverflow'
    | 'stepMismatch'
    | 'badInput'
  >;
  type: string;
  /** A pattern's explanation (the field's title). */
  title: string;
  min: string;
  max: string;
  step: string;
  minLength: number;
  maxLength: number;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The back-office's message for a field the browser finds wrong, in place of the browser's own
 * bubble (its wording and language are the browser's, and it is gone in a moment): the label,
 * then what to do. Null when nothing is wrong.
 */
export function fieldProblem(field: FieldCheck): string | null {
  const { validity: v, label } = field;
  if (v.valueMissing)
    return field.type.startsWith('select') ? `${label}: choose one.` : `${label}: this field is required.`;
  if (v.badInput || (v.typeMismatch && field.type === 'number')) return `${label}: enter a number.`;
  if (v.typeMismatch)
    return field.type === 'email'
      ? `${label}: enter an email address, like name@example.om.`
      : `${label}: enter a full address.`;
  if (v.patternMismatch) return `${label}: ${field.title ? lowerFirst(field.title) : 'check what you entered'}.`;
  if (v.tooShort) return `${label}: at least ${field.minLength} characters.`;
  if (v.tooLong) return `${label}: at most ${field.maxLength} characters.`;
  if (v.rangeUnderflow) return `${label}: ${field.min} or more.`;
  if (v.rangeOverflow) return `${label}: ${field.max} or less.`;
  if (v.stepMismatch)
    return !field.step || field.step === '1' ? `${label}: a whole number.` : `${label}: in steps of ${field.step}.`;
  return null;
}
