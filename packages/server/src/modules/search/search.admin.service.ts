import type { Db } from '../../db/connection';
import { toTimestamp } from '../../db/time';
import { badRequest, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import {
  type QueryReportRow,
  deleteSynonym,
  insertSynonym,
  queryReport,
  synonymById,
  synonymRows,
  updateSynonym,
} from './search-store.queries';
import { synonymTerms } from './search-words';

/**
 * The team's synonyms and the zero- and low-result report (issue 29). A synonym list is terms
 * that widen each other (`sunblock, sunscreen`; `كريم, مرطب`), each a word or two; every change is
 * audited in its transaction.
 */
const MAX_TERMS = 10;
const MAX_TERM_WORDS = 2;
const REPORT_DAYS = 30;
const LOW_RESULTS = 3;
const REPORT_ROWS = 50;

/** The terms as stored: each in the search's written form, no repeats, `, `-separated; refused unless two to ten terms of one or two words. */
function cleanTerms(text: string): string {
  const terms = [...new Set(synonymTerms(text).map((words) => words.join(' ')))];
  if (terms.length < 2 || terms.length > MAX_TERMS || terms.some((t) => t.split(' ').length > MAX_TERM_WORDS)) {
    throw badRequest('Give two to ten terms separated by commas, each a word or two.', { code: 'synonym_terms' });
  }
  return terms.join(', ');
}

export const listSynonyms = (db: Db) => synonymRows(db);

export async function createSynonym(db: Db, actor: AuditActor, text: string, now = new Date()) {
  const terms = cleanTerms(text);
  return db.kysely.transaction().execute(async (trx) => {
    const id = await insertSynonym(trx, terms, toTimestamp(now));
    await recordAudit(
      trx,
      actor,
      { action: 'synonym.create', target: { type: 'search_synonym', id }, after: { terms } },
      now,
    );
    return { id, terms, modified: toTimestamp(now) };
  });
}

export async function changeSynonym(db: Db, actor: AuditActor, id: number, text: string, now = new Date()) {
  const terms = cleanTerms(text);
  return db.kysely.transaction().execute(async (trx) => {
    const before = await synonymById(trx, id);
    if (!before) throw notFound(`No synonym list ${id}`);
    await updateSynonym(trx, id, terms, toTimestamp(now));
    await recordAudit(
      trx,
      actor,
      {
        action: 'synonym.change',
        target: { type: 'search_synonym', id },
        before: { terms: before.terms },
        after: { terms },
      },
      now,
    );
    return { id, terms, modified: toTimestamp(now) };
  });
}

export async function removeSynonym(db: Db, actor: AuditActor, id: number, now = new Date()): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const before = await synonymById(trx, id);
    if (!before) throw notFound(`No synonym list ${id}`);
    await deleteSynonym(trx, id);
    await recordAudit(
      trx,
      actor,
      { action: 'synonym.delete', target: { type: 'search_synonym', id }, before: { terms: before.terms } },
      now,
    );
  });
}

/** The last 30 days' most searched queries that found nothing, and those that found 1–3 products. */
export async function searchReport(
  db: Db,
  now = new Date(),
): Promise<{ zero: QueryReportRow[]; low: QueryReportRow[] }> {
  const since = toTimestamp(new Date(now.getTime() - REPORT_DAYS * 86_400_000));
  const rows = await queryReport(db, since, LOW_RESULTS, REPORT_ROWS * 2);
  return {
    zero: rows.filter((r) => r.results === 0).slice(0, REPORT_ROWS),
    low: rows.filter((r) => r.results > 0).slice(0, REPORT_ROWS),
  };
}
