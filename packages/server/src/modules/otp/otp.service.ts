import type { Language } from '@shop/domain/language';
import { type CountryOption } from '@shop/domain/phone';
import {
  OTP_RESEND_SECONDS,
  type VerifyOtpRequest,
  otpNumber,
  resendSecondsLeft,
  sendOtpRequestSchema,
} from '@shop/domain/schemas/otp';
import type { Kysely } from 'kysely';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { otpMessage } from '../../adapters/sms/sms-sender';
import type { Database } from '../../db/schema';
import { fromTimestamp, toTimestamp } from '../../db/time';
import { ShopperError, count, text } from '../../i18n/shopper-text';
import { findOrCreateCustomer } from '../customers/customers.repository';
import { generateOtp, hashOtp, otpMatches } from './otp-code';
import type { ClientAddress } from '../rate-limit/client-address';
import { admitClient, refusedOwnBrowser } from '../rate-limit/client-limits';
import { type Slots, claim, takeSlots } from '../rate-limit/fixed-window.queries';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, SENDS_PER_CLIENT, SENDS_PER_NUMBER, WRONG_CODES_PER_CLIENT } from './otp-limits';

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

/** Refuses a send inside the 120 s cooldown of the number's last code, telling the seconds left. */
async function assertCooldownOver(db: Kysely<Database>, phone: string, now: Date, excludeId?: number): Promise<void> {
  let query = db.selectFrom('otp_challenge').select('created_at').where('phone', '=', phone);
  if (excludeId !== undefined) query = query.where('id', '!=', excludeId);
  const last = await query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  const left = resendSecondsLeft(last ? fromTimestamp(last.created_at) : null, now);
  if (left > 0) {
    throw new ShopperError('RateLimitError', text('otp.resendWait', { seconds: count(left, 'second') }), {
      resend_seconds_left: left,
    });
  }
}

/** Takes the send's slots (the client's, then the number's) or refuses with the limit that is used up. */
async function takeSendSlots(db: Kysely<Database>, phone: string, client: ClientAddress, now: Date): Promise<Slots> {
  const admitted = await admitClient(db, SENDS_PER_CLIENT, client, now);
  if ('refusedBy' in admitted)
    throw new ShopperError(
      'RateLimitError',
      text(refusedOwnBrowser(admitted.refusedBy, client) ? 'otp.tooManyFromDevice' : 'otp.tooManyFromNetwork'),
      {
        limit: `otp_sends_per_${admitted.refusedBy}`,
      },
    );
  const fromClient = admitted.slots;
  const toNumber = await takeSlots(db, [claim(SENDS_PER_NUMBER, phone)], now);
  if (!toNumber) {
    await fromClient.giveBack();
    throw new ShopperError('RateLimitError', text('otp.tooManyForNumber'));
  }
  return {
    giveBack: async () => {
      await fromClient.giveBack();
      await toNumber.giveBack();
    },
  };
}

/**
 * POST /api/otps/send-otp: checks the number against settings, the resend cooldown and the
 * hourly limits (slots taken before anything is written, given back when nothing was sent),
 * stores only the code's hash with a 5 minute expiry (replacing the number's earlier codes) and
 * sends the SPEC §7 message in the request's language. The code itself is never returned.
 */
export async function sendOtp(
  deps: OtpDeps,
  body: unknown,
  client: ClientAddress,
  now: Date,
  language: Language,
): Promise<SentOtp> {
  const { db } = deps;
  const phone = otpNumber(sendOtpRequestSchema(await deps.countries()).parse(body));
  await assertCooldownOver(db, phone, now);
  const slots = await takeSendSlots(db, phone, client, now);
  const otp = generateOtp();
  const { id } = await db
    .insertInto('otp_challenge')
    .values({
      phone,
      code_hash: hashOtp(deps.secret, phone, otp),
      ip: client.ip,
      attempts: 0,
      expires_at: toTimestamp(new Date(now.getTime() + OTP_TTL_MS)),
      consumed_at: null,
      created_at: toTimestamp(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    // Two sends racing past the first check: each sees the other's row and neither sends.
    await assertCooldownOver(db, phone, now, id);
  } catch (error) {
    await db.deleteFrom('otp_challenge').where('id', '=', id).execute();
    await slots.giveBack();
    throw error;
  }
  await db
    .updateTable('otp_challenge')
    .set({ consumed_at: toTimestamp(now) })
    .where('phone', '=', phone)
    .where('id', '!=', id)
    .where('consumed_at', 'is', null)
    .execute();
  try {
    await deps.sms.send({ to: phone, message: otpMessage(otp, language) });
  } catch {
    await db.deleteFrom('otp_challenge').where('id', '=', id).execute();
    await slots.giveBack();
    throw new ShopperError('PaymentProviderError', text('otp.notSent'));
  }
  return {
    uid: String(id),
    number: phone,
    resend_seconds_left: OTP_RESEND_SECONDS,
    expires_in_seconds: OTP_TTL_MS / 1000,
  };
}

/**
 * POST /api/otps/verify-otp: the number's live code, each try counted BEFORE the comparison, on
 * the code (so parallel guesses cannot exceed 5) and on the client's hourly wrong-code slots
 * (given back unless the code was wrong), a right code consumed once, the customer made on first
 * sign-in. `uid` carries no trust: the server keeps the code and its attempts.
 */
export async function verifyOtp(
  deps: OtpDeps,
  request: VerifyOtpRequest,
  client: ClientAddress,
  now: Date,
): Promise<OtpCheck> {
  const admitted = await admitClient(deps.db, WRONG_CODES_PER_CLIENT, client, now);
  if ('refusedBy' in admitted) {
    const words = refusedOwnBrowser(admitted.refusedBy, client)
      ? 'otp.tooManyWrongFromDevice'
      : 'otp.tooManyWrongFromNetwork';
    throw new ShopperError('RateLimitError', text(words), { limit: `otp_wrong_codes_per_${admitted.refusedBy}` });
  }
  const slot = admitted.slots;
  let wrong = false;
  try {
    const check = await checkCode(deps, request, now);
    wrong = check.reason === 'invalid';
    return check;
  } finally {
    if (!wrong) await slot.giveBack();
  }
}

async function checkCode(deps: OtpDeps, request: VerifyOtpRequest, now: Date): Promise<OtpCheck> {
  const { db } = deps;
  const challenge = await db
    .selectFrom('otp_challenge')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('phone', '=', request.number)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!challenge || challenge.expires_at <= toTimestamp(now))
    return { verified: false, customer_id: null, reason: 'expired' };
  const counted = await db
    .updateTable('otp_challenge')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challenge.id)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) {
    throw new ShopperError('RateLimitError', text('otp.tooManyWrong'));
  }
  if (!otpMatches(deps.secret, request.number, request.otp, challenge.code_hash)) {
    return {
      verified: false,
      customer_id: null,
      reason: 'invalid',
      attempts_left: Math.max(0, OTP_MAX_ATTEMPTS - challenge.attempts - 1),
    };
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
