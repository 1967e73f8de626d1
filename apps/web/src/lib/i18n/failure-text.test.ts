import { describe, expect, it } from 'vitest';
import { failureOf } from '../api/client';
import { ar, en } from './catalog';
import { failureText } from './failure-text';
import { createTranslate } from './translate';

const arT = createTranslate('ar-OM', ar);
const enT = createTranslate('en-OM', en);

describe('a failed call in the page’s words', () => {
  it('no answer at all reads as SPEC’s "Request Failed." in English and in Arabic on an Arabic page', () => {
    const none = failureOf(0, undefined);
    expect(failureText(enT, none)).toBe('Request Failed.');
    expect(failureText(arT, none)).toBe(ar['error.requestFailed']);
    expect(failureText(arT, none)).not.toMatch(/[A-Za-z]/);
  });

  it('a reply without a readable envelope, or the server’s unexpected failure, is the page’s "Something went wrong."', () => {
    expect(failureText(arT, failureOf(502, '<html>bad gateway</html>'))).toBe(ar['error.generic']);
    expect(
      failureText(
        arT,
        failureOf(500, { error: { code: 'server.failed', message: 'Something went wrong.', params: {} } }),
      ),
    ).toBe(ar['error.generic']);
  });

  it('a refusal keeps the server’s text when the reply says it is in the page’s language', () => {
    const refusal = failureOf(
      429,
      { error: { code: 'otp.resend_wait', message: 'يرجى الانتظار 30 ثانية', params: { seconds: 30 } } },
      undefined,
      'ar',
    );
    expect(refusal).toMatchObject({ status: 429, code: 'otp.resend_wait', params: { seconds: 30 }, language: 'ar' });
    expect(failureText(arT, refusal)).toBe('يرجى الانتظار 30 ثانية');
  });

  it('a refusal written in English (an API or staff text, or none named) is never shown on an Arabic page', () => {
    const body = { error: { code: 'request.invalid', message: 'cuid: Too big', params: { field: 'cuid' } } };
    for (const language of ['en', null]) {
      const refusal = failureOf(400, body, undefined, language);
      expect(refusal.language).toBe('en');
      expect(failureText(arT, refusal)).toBe(ar['error.generic']);
      expect(failureText(enT, refusal)).toBe('cuid: Too big');
    }
  });

  it('the browser’s own fallback text counts as English', () => {
    const proxyPage = failureOf(404, undefined, 'Request failed with status code 404', 'ar');
    expect(proxyPage.language).toBe('en');
    expect(failureText(arT, proxyPage)).toBe(ar['error.generic']);
  });

  it('reads Frappe’s envelope (code at the top level) as Strapi’s', () => {
    const frappe = failureOf(417, {
      exc_type: 'DataError',
      message: 'Field not permitted in query: x',
      code: 'request.invalid',
      params: {},
    });
    expect(frappe).toMatchObject({ status: 417, code: 'request.invalid', message: 'Field not permitted in query: x' });
  });
});
