export const DEFAULT_LOCALE = 'en-OM';

/** 'Hello {name}' + {name: 'Aisha'} → 'Hello Aisha'. Unknown placeholders stay as written. */
export function formatMessage(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}
