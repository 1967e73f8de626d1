'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { type MessageTemplate, messageTemplatesReply } from '@shop/domain/schemas/admin-replies';
import {
  TEMPLATE_PLACEHOLDERS,
  type TemplatePlaceholder,
  type TemplateProblem,
  TEMPLATE_MAX_LENGTH,
  templateProblem,
} from '@shop/domain/message-templates';
import { formatOMR } from '@shop/domain/money';
import { arabicInput, inputClass, primaryButton, secondaryButton } from '../ui/form-kit/styles';
import { ActionMessage } from '../ui/action-message';
import { AdminForm } from '../ui/admin-form';
import { useAdminAction } from '../use-admin-action';

const STEP_LABELS: Record<string, string> = {
  placed_cod: 'Order placed (cash on delivery)',
  paid: 'Card payment received',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

const SAMPLE = { order: 'SAL-ORD-2026-00042', link: 'https://gulfglow.om/account/orders/SAL-ORD-2026-00042?k=…' };
const sample = (language: 'en' | 'ar') => ({
  ...SAMPLE,
  name: language === 'ar' ? 'عائشة' : 'Aisha',
  amount: formatOMR(12_500, language),
  link: language === 'ar' ? SAMPLE.link.replace('/account', '/ar/account') : SAMPLE.link,
});

function problemText(problem: TemplateProblem): string {
  switch (problem.code) {
    case 'template.empty':
      return 'Write the message, or reset it to the default.';
    case 'template.too_long':
      return `Keep it under ${problem.max} characters.`;
    case 'template.unknown_placeholder':
      return `${problem.placeholder} is not a placeholder: use {order}, {name}, {amount} or {link}.`;
    case 'template.link_missing':
      return 'Every message carries the order’s link: add {link}.';
  }
}

type Language = 'en' | 'ar';

const isPlaceholder = (name: string): name is TemplatePlaceholder =>
  (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);

/** The template filled with the sample order, each value isolated so an Arabic line keeps the link and number whole. */
function Preview({ text, language }: { text: string; language: Language }) {
  const values = sample(language);
  return text.split(/(\{\w*\})/).map((part, i) => {
    const name = /^\{(\w*)\}$/.exec(part)?.[1];
    if (name === undefined || !isPlaceholder(name)) return part;
    return (
      <bdi key={i} dir={name === 'name' ? undefined : 'ltr'}>
        {values[name]}
      </bdi>
    );
  });
}

function TemplateField({
  template,
  language,
  value,
  onChange,
}: {
  template: MessageTemplate;
  language: Language;
  value: string;
  onChange: (v: string) => void;
}) {
  const problem = templateProblem(value);
  const fallback = language === 'ar' ? template.default_ar : template.default_en;
  const id = `template-${template.kind}-${language}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {language === 'ar' ? 'Arabic' : 'English'}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={TEMPLATE_MAX_LENGTH + 100}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        className={`${inputClass} mt-0`}
        {...(language === 'ar' ? arabicInput : {})}
      />
      {problem ? (
        <p className="text-xs text-sale">{problemText(problem)}</p>
      ) : (
        <p
          className="whitespace-pre-wrap break-words rounded-lg bg-neutral-50 px-3 py-2 text-xs"
          data-testid="template-preview"
          {...(language === 'ar' ? arabicInput : {})}
        >
          <Preview text={value} language={language} />
        </p>
      )}
      {value !== fallback ? (
        <button type="button" className={`${secondaryButton} self-start text-xs`} onClick={() => onChange(fallback)}>
          Reset to default
        </button>
      ) : null}
    </div>
  );
}

/** The SMS sent at each step, in English and Arabic, with a preview filled with a sample order; saved together, audited by the server. */
export function MessageTemplatesEditor({ templates }: { templates: MessageTemplate[] }) {
  const router = useRouter();
  const [texts, setTexts] = useState(() => Object.fromEntries(templates.map((t) => [t.kind, { en: t.en, ar: t.ar }])));
  const save = useAdminAction();
  const changed = templates.flatMap((t) =>
    (['en', 'ar'] as const)
      .filter((language) => texts[t.kind]![language] !== t[language])
      .map((language) => ({ kind: t.kind, language })),
  );
  async function submit() {
    if (changed.length === 0) return save.fail('No message was changed.');
    if (changed.some(({ kind, language }) => templateProblem(texts[kind]![language])))
      return save.fail('Fix the messages marked in red first.');
    const body: { templates: Record<string, { en?: string; ar?: string }> } = { templates: {} };
    for (const { kind, language } of changed)
      body.templates[kind] = { ...body.templates[kind], [language]: texts[kind]![language] };
    await save.run(
      (client, init) => client.PUT('/api/admin/settings/message-templates', { body, ...init }),
      messageTemplatesReply,
      {
        onSuccess: () => {
          router.refresh();
          return { notice: 'Messages saved. The next ones go out with these texts.' };
        },
      },
    );
  }
  return (
    <AdminForm
      aria-label="Order messages"
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5"
      outcome={save}
      onSubmit={submit}
    >
      <p className="text-sm text-muted">
        Placeholders: <code>{'{order}'}</code> the order number, <code>{'{name}'}</code> the customer’s first name,{' '}
        <code>{'{amount}'}</code> the amount paid or refunded, <code>{'{link}'}</code> the order’s own page (required).
      </p>
      {templates.map((t) => (
        <fieldset
          key={t.kind}
          className="grid gap-3 border-t border-line pt-3 desk:grid-cols-2"
          data-testid={`template-${t.kind}`}
        >
          <legend className="text-sm font-semibold">{STEP_LABELS[t.kind] ?? t.kind}</legend>
          {(['en', 'ar'] as const).map((language) => (
            <TemplateField
              key={language}
              template={t}
              language={language}
              value={texts[t.kind]![language]}
              onChange={(value) => setTexts({ ...texts, [t.kind]: { ...texts[t.kind]!, [language]: value } })}
            />
          ))}
        </fieldset>
      ))}
      <ActionMessage error={save.error} notice={save.notice} />
      <button type="submit" disabled={save.pending} className={`${primaryButton} self-start`}>
        {save.pending ? 'Saving…' : 'Save messages'}
      </button>
    </AdminForm>
  );
}
