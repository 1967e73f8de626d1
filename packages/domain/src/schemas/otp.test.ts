import { describe, expect, it } from 'vitest';
import {
  countdownLabel,
  otpNumber,
  resendSecondsLeft,
  sendOtpRequestSchema,
  sendOtpSchema,
  verifyOtpSchema,
} from './otp';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('sending a one-time code (SPEC §5 sign-in alerts)', () => {
  it('accepts a prefix and a national number of the country length, and joins them', () => {
    const request = sendOtpSchema.parse({ prefix: '968', national: '91234567' });
    expect(otpNumber(request)).toBe('96891234567');
    expect(sendOtpSchema.safeParse({ prefix: '971', national: '501234567' }).success).toBe(true);
  });

  it('an empty number gives "Please enter a valid number"; a short one names the length', () => {
    expect(firstMessage(sendOtpSchema.safeParse({ prefix: '968', national: '' }))).toBe('Please enter a valid number');
    expect(firstMessage(sendOtpSchema.safeParse({ prefix: '968', national: '9123' }))).toBe(
      'Please enter a valid number of 8 digits',
    );
    expect(firstMessage(sendOtpSchema.safeParse({ prefix: '966', national: '5012' }))).toBe(
      'Please enter a valid number of 9 digits',
    );
  });

  it('refuses a prefix the shop does not serve, non-digit prefixes and over-long input', () => {
    expect(firstMessage(sendOtpSchema.safeParse({ prefix: '1', national: '91234567' }))).toBe(
      'Please enter a valid number',
    );
    expect(sendOtpSchema.safeParse({ prefix: '+968', national: '91234567' }).success).toBe(false);
    expect(sendOtpSchema.safeParse({ prefix: '968', national: '9'.repeat(21) }).success).toBe(false);
    expect(
      sendOtpRequestSchema([{ name: 'Oman', prefix: '968', valid_length: 11 }]).safeParse({
        prefix: '971',
        national: '501234567',
      }).success,
    ).toBe(false);
  });

  it('never takes a code from the client', () => {
    const parsed = sendOtpSchema.parse({ prefix: '968', national: '91234567', otp: '123456' });
    expect(parsed).not.toHaveProperty('otp');
  });
});

describe('verifying a one-time code', () => {
  it('an empty code gives "Please enter a valid OTP"; a malformed one "Entered OTP is invalid"', () => {
    expect(firstMessage(verifyOtpSchema.safeParse({ number: '96891234567', otp: '' }))).toBe(
      'Please enter a valid OTP',
    );
    expect(firstMessage(verifyOtpSchema.safeParse({ number: '96891234567', otp: '   ' }))).toBe(
      'Please enter a valid OTP',
    );
    expect(firstMessage(verifyOtpSchema.safeParse({ number: '96891234567', otp: '12ab56' }))).toBe(
      'Entered OTP is invalid',
    );
    expect(firstMessage(verifyOtpSchema.safeParse({ number: '96891234567', otp: '1234567' }))).toBe(
      'Entered OTP is invalid',
    );
    expect(verifyOtpSchema.safeParse({ number: '96891234567', otp: '123456' }).success).toBe(true);
  });

  it('accepts the SPEC §7 body {number, uid, otp}; the number is digits only', () => {
    expect(verifyOtpSchema.safeParse({ number: '96891234567', uid: 'abc', otp: '123456' }).success).toBe(true);
    expect(verifyOtpSchema.safeParse({ number: '+968 9123', otp: '123456' }).success).toBe(false);
  });
});

describe('resend countdown (SPEC §2, §9)', () => {
  it('reads mm : ss from 02 : 00', () => {
    expect(countdownLabel(120)).toBe('02 : 00');
    expect(countdownLabel(61)).toBe('01 : 01');
    expect(countdownLabel(0.2)).toBe('00 : 01');
    expect(countdownLabel(-3)).toBe('00 : 00');
  });

  it('counts 120 s from the last send', () => {
    const sent = new Date('2026-11-22T10:00:00Z');
    expect(resendSecondsLeft(sent, sent)).toBe(120);
    expect(resendSecondsLeft(sent, new Date('2026-11-22T10:01:30.500Z'))).toBe(30);
    expect(resendSecondsLeft(sent, new Date('2026-11-22T10:02:00Z'))).toBe(0);
    expect(resendSecondsLeft(sent, new Date('2026-11-22T09:00:00Z'))).toBe(120);
    expect(resendSecondsLeft(null, sent)).toBe(0);
  });
});
