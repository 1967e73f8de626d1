import { type CountryOption } from '@shop/domain/phone';
import { OTP_RESEND_SECONDS, type VerifyOtpRequest, otpNumber, resendSecondsLeft, sendOtpRequestSchema } from '@shop/domain/schemas/otp';
import type { Kysely } from 'kysely';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { otpMessage } from '../../adapters/sms/sms-sender';
import type { Database } from '../../db/schema';
import { fromTimestamp, toTimestamp } from '../../db/time';
import { HttpError } from '../../http/errors';
import { findOrCreateCustomer } from '../customers/customers.repository';
import { generateOtp, hashOtp, otpMatches } from './otp-code';
import {
  OTP_MAX_ATTEMPTS, OTP_TTL_MS, SENDS_PER_IP_PER_HOUR, SENDS_PER_NUMBER_PER_HOUR, WRONG_CODES_PER_IP_PER_HOUR,
  countEvent, currentCount, isLimitedAddress, limitKeys,
} from './otp-limits';

export interface OtpDeps {
  db: Kysely<Database>;
  /** SESSION_SECRET: keys the stored code hashes. */
  secret: string;
  sms: SmsSender;
  /** The countries of settings valid_countries (SPEC §2): the number is checked against them. */
  countries: () => Promise<CountryOption[]>;
}

export interface SentOtp {
  /** The challenge id (SPEC's numberUID). */
  uid: string;
  number: string;
  resend_seconds_left: number;
  expires_in_seconds: number;
}

export interface OtpCheck {
  verified: boolean;
  customer_id: number | null;
  /** Why a code was not accepted: wrong, or no live code (expired, used or replaced). */
  reason?: 'invalid' | 'expired';
  attempts_left?: number;
}

const tooMany = (message: string, details?: Record<string, unknown>) => new HttpError('RateLimitError', message, 429, details);

/** Refuses a send inside the 120 s cooldown of the number's last code, telling the seconds left. */
async function assertCooldownOver(db: Kysely<Database>, phone: string, now: Date, excludeId?: number): Promise<void> {
  let query = db.selectFrom('otp_challenge').select('created_at').where('phone', '=', phone);
  if (excludeId !== undefined) query = query.where('id', '!=', excludeId);
  const last = await query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  const left = resendSecondsLeft(last ? fromTimestamp(last.created_at) : null, now);
  if (left > 0) {
    throw tooMany(`Please wait ${left} seconds before requesting a new OTP.`, { resend_seconds_left: left });
  }
}

/**
 * POST /api/otps/send-otp: checks the number against settings, the resend cooldown and the
 * hourly limits, stores only the code's hash with a 5 minute expiry (replacing the number's
 * earlier codes) and sends the SPEC §7 message. The code itself is never returned.
 */
export async function sendOtp(deps: OtpDeps, body: unknown, ip: string, now: Date): Promise<SentOtp> {
  const { db } = deps;
  const phone = otpNumber(sendOtpRequestSchema(await deps.countries()).parse(body));
  await assertCooldownOver(db, phone, now);
  if (isLimitedAddress(ip) && (await countEvent(db, limitKeys.sendIp(ip), now)) > SENDS_PER_IP_PER_HOUR) {
    throw tooMany('Too many OTP requests from your network. Please try again later.');
  }
  if ((await countEvent(db, limitKeys.sendNumber(phone), now)) > SENDS_PER_NUMBER_PER_HOUR) {
    throw tooMany('Too many OTP requests for this number. Please try again in an hour.');
  }
  const otp = generateOtp();
  const { id } = await db
    .insertInto('otp_challenge')
    .values({
      phone, code_hash: hashOtp(deps.secret, phone, otp), ip, attempts: 0,
      expires_at: toTimestamp(new Date(now.getTime() + OTP_TTL_MS)), consumed_at: null, created_at: toTimestamp(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    // Two sends racing past the first check: each sees the other's row and neither sends.
    await assertCooldownOver(db, phone, now, id);
  } catch (error) {
    await db.deleteFrom('otp_challenge').where('id', '=', id).execute();
    throw error;
  }
  await db.updateTable('otp_challenge').set({ consumed_at: toTimestamp(now) }).where('phone', '=', phone).where('id', '!=', id).where('consumed_at', 'is', null).execute();
  try {
    await deps.sms.send({ to: phone, message: otpMessage(otp) });
  } catch {
    await db.deleteFrom('otp_challenge').where('id', '=', id).execute();
    throw new HttpError('PaymentProviderError', 'The OTP could not be sent. Please try again.', 502);
  }
  return { uid: String(id), number: phone, resend_seconds_left: OTP_RESEND_SECONDS, expires_in_seconds: OTP_TTL_MS / 1000 };
}

/**
 * POST /api/otps/verify-otp: the number's live code, each try counted BEFORE the comparison (so
 * parallel guesses cannot exceed 5), a right code consumed once, the customer made on first
 * sign-in. `uid` carries no trust: the server keeps the code and its attempts.
 */
export async function verifyOtp(deps: OtpDeps, request: VerifyOtpRequest, ip: string, now: Date): Promise<OtpCheck> {
  const { db } = deps;
  const limitedIp = isLimitedAddress(ip);
  if (limitedIp && (await currentCount(db, limitKeys.wrongIp(ip), now)) >= WRONG_CODES_PER_IP_PER_HOUR) {
    throw tooMany('Too many wrong OTPs from your network. Please try again later.');
  }
  const challenge = await db
    .selectFrom('otp_challenge')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('phone', '=', request.number)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!challenge || challenge.expires_at <= toTimestamp(now)) return { verified: false, customer_id: null, reason: 'expired' };
  const counted = await db
    .updateTable('otp_challenge')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challenge.id)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) {
    throw tooMany('Too many wrong OTPs. Please request a new OTP.');
  }
  if (!otpMatches(deps.secret, request.number, request.otp, challenge.code_hash)) {
    if (limitedIp) await countEvent(db, limitKeys.wrongIp(ip), now);
    return { verified: false, customer_id: null, reason: 'invalid', attempts_left: Math.max(0, OTP_MAX_ATTEMPTS - challenge.attempts - 1) };
  }
  const used = await db
    .updateTable('otp_challenge')
    .set({ consumed_at: toTimestamp(now) })
    .where('id', '=', challenge.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return { verified: false, customer_id: null, reason: 'expired' };
  const customerId = await findOrCreateCustomer(db, request.number, now);
  return { verified: true, customer_id: customerId };
}
