'use client';

import { digitsOnly, fullNumber, validateSignInPhone } from '@shop/domain/phone';
import { OTP_RESEND_SECONDS } from '@shop/domain/schemas/otp';
import { useState } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { sendOtp, verifyOtp } from './account-api';
import { STORAGE_KEYS, markSignedIn, readKey, writeKey } from './account-storage';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { languageOf } from '@/lib/i18n/locale';
import { failureText } from '@/lib/i18n/failure-text';

export interface SignInCountry {
  name: string;
  /** The name in the page's language (settings valid_countries label). */
  label: string;
  prefix: string;
  validLength: number;
}

export interface OtpTarget {
  number: string;
  prefix: string;
  national: string;
}

/**
 * SPEC §4 'Phone sign-in': the number checked with the SPEC §5 alerts, a code sent by the
 * server (the dialog opens; a refused resend keeps counting from the earlier send), the code
 * checked by the server. Alerts are window.alert, as SPEC §5 says.
 */
export function usePhoneSignIn(onSignedIn: () => Promise<void>) {
  const language = languageOf(useLocale());
  const t = useT();
  const [target, setTarget] = useState<OtpTarget | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [sentAt, setSentAt] = useState(0);

  async function requestCode(country: SignInCountry, typed: string): Promise<void> {
    const national = digitsOnly(typed);
    const problem = validateSignInPhone(
      national,
      { prefix: country.prefix, valid_length: country.validLength },
      language,
    );
    if (problem) {
      window.alert(problem);
      return;
    }
    setSending(true);
    const result = await sendOtp(country.prefix, national);
    setSending(false);
    const number = fullNumber(country.prefix, national);
    const left = result.ok || result.code !== 'otp.resend_wait' ? null : result.params.seconds;
    if (result.ok) {
      writeKey(STORAGE_KEYS.uid, result.data.uid);
      writeKey(STORAGE_KEYS.resendTime, String(Date.now()));
    } else if (typeof left === 'number') {
      // The number's last code is still valid: keep counting from when it was sent.
      writeKey(STORAGE_KEYS.resendTime, String(Date.now() - (OTP_RESEND_SECONDS - left) * 1000));
    } else {
      window.alert(failureText(t, result));
      return;
    }
    writeKey(STORAGE_KEYS.number, number);
    setSentAt(Date.now());
    setTarget({ number, prefix: country.prefix, national });
  }

  async function submitCode(otp: string): Promise<void> {
    if (!target) return;
    const code = otp.trim();
    if (!code) {
      window.alert(t('account.alert.invalidOtp'));
      return;
    }
    setVerifying(true);
    const result = await verifyOtp(target.number, readKey(STORAGE_KEYS.uid), code);
    setVerifying(false);
    if (result.ok && result.data.verified && result.data.customer_id !== null) {
      markSignedIn(result.data.customer_id);
      setTarget(null);
      await onSignedIn();
      return;
    }
    if (result.ok)
      window.alert(t(result.data.reason === 'expired' ? 'account.alert.expiredOtp' : 'account.alert.wrongOtp'));
    else window.alert(result.code === 'request.invalid' ? t('account.alert.wrongOtp') : failureText(t, result));
  }

  return { target, sending, verifying, sentAt, requestCode, submitCode, close: () => setTarget(null) };
}
