import { createHash, timingSafeEqual } from 'node:crypto';
import { unauthorized } from '../../errors';

/**
 * Frappe's token auth: `Authorization: token <api_key>:<api_secret>` (also accepted as
 * `Basic base64(key:secret)`, as Frappe does). No header: an anonymous caller. A header that
 * is malformed or wrong: 401 AuthenticationError, never a silent fall-back to anonymous.
 */
export interface Caller {
  authenticated: boolean;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function tokenChecker(key: string, secret: string): (header: string | undefined) => Caller {
  const expected = digest(`${key}:${secret}`);
  return (header) => {
    if (header === undefined || header.trim() === '') return { authenticated: false };
    const [scheme = '', ...rest] = header.trim().split(/\s+/);
    const credential = rest.join(' ');
    let pair: string | undefined;
    if (scheme.toLowerCase() === 'token') pair = credential;
    else if (scheme.toLowerCase() === 'basic') pair = Buffer.from(credential, 'base64').toString('utf8');
    if (!pair || !pair.includes(':'))
      throw unauthorized('Invalid authorization header: use "token api_key:api_secret"');
    // Compare fixed-length digests so the time taken says nothing about the secret.
    if (!timingSafeEqual(digest(pair), expected)) throw unauthorized('Invalid API key or secret');
    return { authenticated: true };
  };
}
