import { type Failure, UNREACHABLE, UNREADABLE } from '../api/client';
import type { Translate } from './translate';

/**
 * A failed call in the page's language, chosen by its code: the browser's own failures (no answer,
 * an answer it cannot read, the server's unexpected failure) in the page's catalog; a refusal in the
 * server's words, which it wrote in the page's language (every call sends it as Accept-Language).
 */
export function failureText(t: Translate, failure: Pick<Failure, 'code' | 'message'>): string {
  if (failure.code === UNREACHABLE) return t('error.requestFailed');
  if (failure.code === UNREADABLE || failure.code === 'server.failed') return t('error.generic');
  return failure.message;
}
