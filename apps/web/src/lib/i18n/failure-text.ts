import { type Failure, UNREACHABLE, UNREADABLE } from '../api/client';
import type { Translate } from './translate';

/**
 * A failed call in the page's language, chosen by its code: the browser's own failures (no answer,
 * an answer it cannot read, the server's unexpected failure) in the page's catalog; a refusal in the
 * server's words when it wrote them in the page's language (every call asks for it with Accept-Language;
 * the reply's Content-Language says whether it could), else the page's "Something went wrong.".
 */
export function failureText(t: Translate, failure: Pick<Failure, 'code' | 'message' | 'language'>): string {
  if (failure.code === UNREACHABLE) return t('error.requestFailed');
  if (failure.code === UNREADABLE || failure.code === 'server.failed') return t('error.generic');
  return inPageLanguage(t, failure.language) ? failure.message : t('error.generic');
}

/** Whether a text in `language` ('ar', 'en-OM') reads in the language of t's page. */
const inPageLanguage = (t: Translate, language: string) =>
  language.toLowerCase().split('-')[0] === t.locale.toLowerCase().split('-')[0];
