import { describe, expect, it } from 'vitest';
import { countdownLabel, sendOtpSchema, verifyOtpSchema } from './otp';

describe('one-time code requests', () => {
  it('an empty code gives "Please enter a valid OTP"; a malformed one "Entered OTP is invalid"', () => {
    expect(verifyOtpSchema.safeParse({ number: '96891234567', otp: '' }).error?.issues[0]?.message).toBe('Please enter a valid OTP');
    expect(verifyOtpSchema.safeParse({ number: '96891234567', otp: '12ab56' }).error?.issues[0]?.message).toBe('Entered OTP is invalid');
    expect(verifyOtpSchema.safeParse({ number: '96891234567', otp: '123456' }).success).toBe(true);
  });

  it('numbers are digits only and the client never sends a code of its own', () => {
    expect(sendOtpSchema.safeParse({ number: '96891234567' }).success).toBe(true);
    expect(sendOtpSchema.safeParse({ number: '+968 9123' }).success).toBe(false);
    expect(sendOtpSchema.safeParse({ number: '96891234567', otp: '123456' }).success).toBe(false);
  });

  it('the resend countdown reads mm : ss from 02 : 00', () => {
    expect(countdownLabel(120)).toBe('02 : 00');
    expect(countdownLabel(61)).toBe('01 : 01');
    expect(countdownLabel(0.2)).toBe('00 : 01');
    expect(countdownLabel(-3)).toBe('00 : 00');
  });
});
