import { LANGUAGES, type Language } from '@shop/domain/language';
import {
  MESSAGE_KINDS,
  MESSAGE_TEMPLATES_SETTING,
  type MessageKind,
  templateProblem,
} from '@shop/domain/message-templates';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { badRequest } from '../../errors';
import { type AuditActor, auditText, recordAudit } from '../audit/audit-log';
import { SHOPPER_MESSAGES } from '../../i18n/shopper-messages';
import { invalidateSiteSettings } from '../settings/settings.service';

type Texts = Partial<Record<Language, string>>;
type Stored = Partial<Record<MessageKind, Texts>>;

/** The shop's own text of a step's message: what is sent while the team has not written another. */
const defaultTemplate = (kind: MessageKind, language: Language): string => SHOPPER_MESSAGES[`sms.${kind}`][language];

function parseStored(value: string | undefined): Stored {
  try {
    const parsed = value === undefined ? {} : (JSON.parse(value) as unknown);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

async function storedTemplates(db: Kysely<Database>): Promise<Stored> {
  const row = await db
    .selectFrom('site_setting')
    .select('value')
    .where('key', '=', MESSAGE_TEMPLATES_SETTING)
    .executeTakeFirst();
  return parseStored(row?.value);
}

/** The text each step's message is sent with, in each language: the team's, else the default. */
export async function messageTemplates(
  db: Kysely<Database>,
): Promise<(kind: MessageKind, language: Language) => string> {
  const stored = await storedTemplates(db);
  return (kind, language) => {
    const custom = stored[kind]?.[language];
    return typeof custom === 'string' && templateProblem(custom) === null ? custom : defaultTemplate(kind, language);
  };
}

/** Every step's template in both languages, with the default beside it (the back-office editor). */
export async function readMessageTemplates(db: Kysely<Database>) {
  const text = await messageTemplates(db);
  return MESSAGE_KINDS.map((kind) => ({
    kind,
    en: text(kind, 'en'),
    ar: text(kind, 'ar'),
    default_en: defaultTemplate(kind, 'en'),
    default_ar: defaultTemplate(kind, 'ar'),
  }));
}

/**
 * Changes some templates (staff, audited). Each must pass templateProblem, else the whole change
 * is refused with `settings.<problem code>` naming the step and language; a text equal to the
 * default is stored as no text, so it follows the default.
 */
export async function updateMessageTemplates(
  db: Kysely<Database>,
  patch: Partial<Record<MessageKind, Texts>>,
  actor: AuditActor,
  now = new Date(),
) {
  const changes: { kind: MessageKind; language: Language; text: string }[] = [];
  for (const kind of MESSAGE_KINDS) {
    for (const language of LANGUAGES) {
      const text = patch[kind]?.[language];
      if (text === undefined) continue;
      const problem = templateProblem(text);
      if (problem) {
        const { code, ...details } = problem;
        throw badRequest(
          `The ${language === 'ar' ? 'Arabic' : 'English'} "${kind}" message: ${code.replace('template.', '').replaceAll('_', ' ')}.`,
          undefined,
          {
            code: `settings.${code}`,
            params: { kind, language, ...details },
          },
        );
      }
      changes.push({ kind, language, text: text.trim() });
    }
  }
  if (changes.length === 0)
    throw badRequest('No message template to change.', undefined, { code: 'settings.template_nothing' });
  const at = toTimestamp(now);
  await db.transaction().execute(async (trx) => {
    const stored = await storedTemplates(trx);
    const before: Record<string, string | null> = {};
    const after: Record<string, string | null> = {};
    for (const { kind, language, text } of changes) {
      const old = stored[kind]?.[language] ?? null;
      const next = text === defaultTemplate(kind, language) ? null : text;
      if (old === next) continue;
      before[`${kind}.${language}`] = old === null ? null : auditText(old);
      after[`${kind}.${language}`] = next === null ? null : auditText(next);
      const texts = { ...stored[kind] };
      if (next === null) delete texts[language];
      else texts[language] = next;
      stored[kind] = texts;
    }
    if (Object.keys(after).length === 0) return;
    await recordAudit(
      trx,
      actor,
      {
        action: 'settings.message_templates',
        target: { type: 'site_setting', id: MESSAGE_TEMPLATES_SETTING },
        before,
        after,
      },
      now,
    );
    const value = JSON.stringify(stored);
    await trx
      .insertInto('site_setting')
      .values({ key: MESSAGE_TEMPLATES_SETTING, value, modified: at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, modified: at }))
      .execute();
  });
  invalidateSiteSettings();
  return readMessageTemplates(db);
}
