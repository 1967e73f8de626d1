import { z } from 'zod';

export const OTP_LENGTH = 6;
/** SPEC §9: resend cooldown 120 s (the dialog starts at 02:00). */
export const OTP_RESEND_SECONDS = 120;

export const OTP_MESSAGES = {
  empty: 'Please enter a valid OTP',
  wrong: 'Entered OTP is invalid',
} as const;

/** Full number = country prefix + national number, digits only (e.g. 96891234567). */
const fullNumber = z.string().regex(/^\d{8,15}$/, 'Please enter a valid number');

export const sendOtpSchema = z.object({ number: fullNumber }).strict();

export const verifyOtpSchema = z
  .object({
    number: fullNumber,
    otp: z.string().trim().min(1, OTP_MESSAGES.empty).regex(/^\d{6}$/, OTP_MESSAGES.wrong),
  })
  .strict();

/** 'mm : ss' for the resend countdown: 120 → '02 : 00'. */
export function countdownLabel(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')} : ${String(s % 60).padStart(2, '0')}`;
}
