import type { Language } from '@shop/domain/language';
import { render, text } from '../../i18n/shopper-text';

/** One text message to a full number (country code + national number, digits only). */
export interface SmsMessage {
  to: string;
  message: string;
}

/**
 * Sends a text message. Implementations: the outbox (default; stores the message in the
 * sms_outbox table and logs it) and the SPEC §7 gateway client. A failure throws.
 */
export interface SmsSender {
  readonly provider: 'outbox' | 'gateway';
  send(message: SmsMessage): Promise<void>;
}

/** The sign-in message in the shopper's language: SPEC §7's text, letter for letter, in English. */
export function otpMessage(otp: string, language: Language): string {
  return render(language, text('otp.sms', { otp }));
}
