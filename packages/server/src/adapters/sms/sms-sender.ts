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

/** SPEC §7: the sign-in message, letter for letter. */
export function otpMessage(otp: string): string {
  return `Dear Customer, your OTP for login is ${otp}.`;
}
