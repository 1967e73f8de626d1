'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type MessageTemplate, messageTemplatesReply } from '@shop/domain/schemas/admin-replies';
import {
  TEMPLATE_PLACEHOLDERS,
  type TemplatePlaceholder,
  type TemplateProblem,
  TEMPLATE_MAX_LENGTH,
  templateProblem,
} from '@shop/domain/message-templates';
import { formatOMR } from '@shop/domain/money';
import { messageTemplatesPatch } from '@shop/domain/schemas/admin-settings';
import { TextArea } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { arabicInput, primaryButton, secondaryButton } from '../ui/form-kit/styles';
import { useAdminForm } from '../ui/form-kit/use-admin-form';
import { ActionMessage } from '../ui/action-message';
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

type TemplateValues = { templates: Record<string, Record<Language, string>> };
type TemplatesBody = z.input<typeof messageTemplatesPatch>;
type Form = ReturnType<typeof useAdminForm<TemplateValues, typeof messageTemplatesPatch>>;

function TemplateField({ form, template, language }: { form: Form; template: MessageTemplate; language: Language }) {
  const name = `templates.${template.kind}.${language}` as const;
  const value = useWatch({ control: form.control, name }) ?? '';
  const problem = templateProblem(value);
  const fallback = language === 'ar' ? template.default_ar : template.default_en;
  return (
    <div className="flex flex-col gap-1">
      <TextArea
        form={form}
        name={name}
        label={language === 'ar' ? 'Arabic' : 'English'}
        problem={problem ? problemText(problem) : undefined}
        rows={3}
        maxLength={TEMPLATE_MAX_LENGTH + 100}
        {...(language === 'ar' ? arabicInput : {})}
      />
      {problem ? null : (
        <p
          className="whitespace-pre-wrap break-words rounded-lg bg-neutral-50 px-3 py-2 text-xs"
          data-testid="template-preview"
          {...(language === 'ar' ? arabicInput : {})}
        >
          <Preview text={value} language={language} />
        </p>
      )}
      {value !== fallback ? (
        <button
          type="button"
          className={`${secondaryButton} self-start text-xs`}
          onClick={() => form.setValue(name, fallback, { shouldDirty: true })}
        >
          Reset to default
        </button>
      ) : null}
    </div>
  );
}

const textsOf = (templates: MessageTemplate[]): TemplateValues => ({
  templates: Object.fromEntries(templates.map((t) => [t.kind, { en: t.en, ar: t.ar }])),
});

/** The SMS sent at each step, in English and Arabic, with a preview filled with a sample order; saved together, audited by the server. */
export function MessageTemplatesEditor({ templates }: { templates: MessageTemplate[] }) {
  const router = useRouter();
  const save = useAdminAction();
  // only the texts that differ from the ones last loaded are sent
  const changedOnly = useCallback(
    ({ templates: texts }: TemplateValues): TemplatesBody => {
      const changed: Record<string, Partial<Record<Language, string>>> = {};
      for (const t of templates)
        for (const language of ['en', 'ar'] as const)
          if (texts[t.kind]![language] !== t[language])
            changed[t.kind] = { ...changed[t.kind], [language]: texts[t.kind]![language] };
      return { templates: changed as TemplatesBody['templates'] };
    },
    [templates],
  );
  const form = useAdminForm(messageTemplatesPatch, textsOf(templates), changedOnly);
  async function send(body: TemplatesBody) {
    const changed = Object.values(body.templates).flatMap((texts) => Object.values(texts ?? {}));
    if (changed.length === 0) return save.fail('No message was changed.');
    if (changed.some((text) => templateProblem(text))) return save.fail('Fix the messages marked in red first.');
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
    <KitForm
      aria-label="Order messages"
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5"
      form={form}
      outcome={save}
      onValid={send}
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
            <TemplateField key={language} form={form} template={t} language={language} />
          ))}
        </fieldset>
      ))}
      <ActionMessage error={save.error} notice={save.notice} />
      <button type="submit" disabled={save.pending} className={`${primaryButton} self-start`}>
        {save.pending ? 'Saving…' : 'Save messages'}
      </button>
    </KitForm>
  );
}
