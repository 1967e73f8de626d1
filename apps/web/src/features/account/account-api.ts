/**
 * The account calls of the content service, from the browser (same origin; the session is an
 * HttpOnly cookie the browser sends by itself). Failures are values, with the server's message.
 */
import { z } from 'zod';
import { type ReplyData, api, envelopeData, outcomeOf, sameOrigin } from '@/lib/api/client';

export type Customer = ReplyData<'/api/customers/me', 'get'>;
export type AccountOrder = Customer['attributes']['orders'][number];
export type SentOtp = Pick<ReplyData<'/api/otps/send-otp', 'post'>, 'uid' | 'number' | 'resend_seconds_left'>;
export type OtpCheck = Pick<ReplyData<'/api/otps/verify-otp', 'post'>, 'verified' | 'customer_id' | 'reason'>;

const sentOtpSchema: z.ZodType<SentOtp> = z.object({
  uid: z.string(),
  number: z.string(),
  resend_seconds_left: z.number(),
});
const otpCheckSchema: z.ZodType<OtpCheck> = z.object({
  verified: z.boolean(),
  customer_id: z.number().nullable(),
  reason: z.enum(['invalid', 'expired']).optional(),
});
const accountOrderSchema: z.ZodType<AccountOrder> = z.object({
  id: z.string(),
  createdAt: z.string(),
  Items_and_quanity: z.array(z.object({ image: z.string().nullable(), qty: z.number() })),
  custom_online_payment_status: z.string(),
  custom_cancelled_payment: z.boolean(),
  custom_payment_verification_check: z.boolean(),
});
const customerSchema: z.ZodType<Customer> = z.object({
  id: z.number(),
  attributes: z.object({ first_name: z.string(), phone: z.string(), orders: z.array(accountOrderSchema) }),
});
const signedOutSchema = z.object({ signed_out: z.boolean() });

export const sendOtp = (prefix: string, national: string) =>
  outcomeOf(
    () => api.POST('/api/otps/send-otp', { body: { prefix, national }, ...sameOrigin() }),
    envelopeData(sentOtpSchema),
  );
export const verifyOtp = (number: string, uid: string | null, otp: string) =>
  outcomeOf(
    () => api.POST('/api/otps/verify-otp', { body: { number, otp, ...(uid ? { uid } : {}) }, ...sameOrigin() }),
    envelopeData(otpCheckSchema),
  );
/** The signed-in customer, or null when signed out (a 200 either way, so a signed-out visit logs no failed request). */
export const fetchSession = () =>
  outcomeOf(() => api.GET('/api/customers/session', sameOrigin()), envelopeData(customerSchema.nullable()));
export const signOut = () =>
  outcomeOf(() => api.POST('/api/customers/sign-out', sameOrigin()), envelopeData(signedOutSchema));
