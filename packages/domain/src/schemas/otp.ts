import { z } from 'zod';
import { type CountryOption, DEFAULT_COUNTRIES, fullNumber, validateSignInPhone } from '../phone';

export const OTP_LENGTH = 6;
/** SPEC §9: resend cooldown 120 s (the dialog starts at 02:00). */
export const OTP_RESEND_SECONDS = 120;

/** SPEC §5 alerts, letter for letter. */
const OTP_MESSAGES = {
  invalidNumber: 'Please enter a valid number',
  empty: 'Please enter a valid OTP',
  wrong: 'Entered OTP is invalid',
} as const;

/**
 * Sending a code: the chosen country's prefix and the national number as typed (SPEC §2
 * Account). The number is checked with the sign-in rules of SPEC §5 against the countries in
 * settings, so the alerts match the page's ('… of {n} digits').
 */
export function sendOtpRequestSchema(countries: CountryOption[] = DEFAULT_COUNTRIES) {
  return z
    .object({
      prefix: z.string().regex(/^\d{1,4}$/, OTP_MESSAGES.invalidNumber),
      national: z.string().max(20, OTP_MESSAGES.invalidNumber),
    })
    .superRefine((value, ctx) => {
      const country = countries.find((c) => c.prefix === value.prefix);
      const message = country ? validateSignInPhone(value.national, country) : OTP_MESSAGES.invalidNumber;
      if (message !== null) ctx.addIssue({ code: 'custom', path: ['national'], message });
    });
}

export const sendOtpSchema = sendOtpRequestSchema();
export type SendOtpRequest = z.infer<typeof sendOtpSchema>;

/** The full number a send request is for: '968' + '91234567' → '96891234567'. */
export function otpNumber(request: SendOtpRequest): string {
  return fullNumber(request.prefix, request.national);
}

/**
 * Verifying a code (SPEC §7 body {number, uid, otp}). `uid` is accepted for wire
 * compatibility and carries no trust: the server keeps the code and its attempts itself.
 */
export const verifyOtpSchema = z.object({
  number: z.string().regex(/^\d{8,15}$/, OTP_MESSAGES.invalidNumber),
  uid: z.string().max(100).optional(),
  otp: z
    .string()
    .trim()
    .min(1, OTP_MESSAGES.empty)
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_MESSAGES.wrong),
});

export type VerifyOtpRequest = z.infer<typeof verifyOtpSchema>;

/** 'mm : ss' for the resend countdown (SPEC §2): 120 → '02 : 00'. */
export function countdownLabel(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')} : ${String(s % 60).padStart(2, '0')}`;
}

/** Seconds left before another code may be sent, from the last send time (SPEC §4/§9: 120 s). */
export function resendSecondsLeft(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt || Number.isNaN(lastSentAt.getTime())) return 0;
  const elapsed = (now.getTime() - lastSentAt.getTime()) / 1000;
  return Math.min(OTP_RESEND_SECONDS, Math.max(0, Math.ceil(OTP_RESEND_SECONDS - elapsed)));
}
