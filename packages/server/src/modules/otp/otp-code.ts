import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@shop/domain/schemas/otp';

/** A 6-digit code from the CSPRNG, leading zeros kept ('004217'). */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** What is stored instead of the code: HMAC-SHA256 keyed by SESSION_SECRET over number and code. */
export function hashOtp(secret: string, phone: string, otp: string): string {
  return createHmac('sha256', secret).update(`otp:${phone}:${otp}`).digest('hex');
}

/** Constant-time comparison of a typed code with the stored hash. */
export function otpMatches(secret: string, phone: string, otp: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashOtp(secret, phone, otp), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
