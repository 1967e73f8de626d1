/**
 * The texts of the order's messages (issue 28), one per step and language, edited by the team.
 * A template is plain text with placeholders in braces; every one must carry {link}, the order's
 * own page, and may use only the placeholders below.
 */
export const MESSAGE_KINDS = [
  'placed_cod',
  'paid',
  'confirmed',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'collected',
  'cancelled',
  'refunded',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** order: its number; name: the shopper's first name; amount: paid or refunded, in the message's language; link: the order's page. */
export const TEMPLATE_PLACEHOLDERS = ['order', 'name', 'amount', 'link'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** Three SMS segments of Arabic text (UCS-2, 67 characters each) and some room for the link. */
export const TEMPLATE_MAX_LENGTH = 400;

/** The site_setting that keeps the edited templates: { [kind]: { en?, ar? } }; a missing one is the shop's default text. */
export const MESSAGE_TEMPLATES_SETTING = 'order_message_templates';

export type TemplateProblem =
  | { code: 'template.empty' }
  | { code: 'template.too_long'; max: number }
  | { code: 'template.unknown_placeholder'; placeholder: string }
  | { code: 'template.link_missing' };

const PLACEHOLDER = /\{(\w*)\}/g;

/** What is wrong with a template, or null when it can be sent. */
export function templateProblem(text: string): TemplateProblem | null {
  if (text.trim() === '') return { code: 'template.empty' };
  if (text.length > TEMPLATE_MAX_LENGTH) return { code: 'template.too_long', max: TEMPLATE_MAX_LENGTH };
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (!(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name!))
      return { code: 'template.unknown_placeholder', placeholder: `{${name}}` };
  }
  return text.includes('{link}') ? null : { code: 'template.link_missing' };
}

/** The template with its placeholders filled in. */
export function fillTemplate(text: string, values: Record<TemplatePlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as TemplatePlaceholder] : whole,
  );
}
