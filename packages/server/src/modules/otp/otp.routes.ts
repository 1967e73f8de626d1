import { verifyOtpSchema } from '@shop/domain/schemas/otp';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { strapiErrorReply } from '../../error-reply';
import { requestLanguage } from '../../i18n/request-language';
import { type CookieSettings, startSession } from '../customers/sessions';
import { type OtpDeps, sendOtp, verifyOtp } from './otp.service';

/** The country's prefix and the national number as typed; checked against settings in the service. */
const sendBody = z.object({ prefix: z.string().max(8), national: z.string().max(32) });

const sentReply = z.object({
  data: z.object({
    uid: z.string(),
    number: z.string(),
    resend_seconds_left: z.number(),
    expires_in_seconds: z.number(),
  }),
});

const checkReply = z.object({
  data: z.object({
    verified: z.boolean(),
    customer_id: z.number().nullable(),
    reason: z.enum(['invalid', 'expired']).optional(),
    attempts_left: z.number().optional(),
  }),
});

export function registerOtpRoutes(app: FastifyInstance, deps: OtpDeps & { cookies: CookieSettings }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/otps/send-otp',
    {
      schema: {
        tags: ['content'],
        summary: 'Send a one-time sign-in code by SMS (the code is never in the reply)',
        description:
          '120 s resend cooldown per number (429 tells the seconds left in details.resend_seconds_left); hourly limits per number and per IP.',
        body: sendBody,
        response: { 200: sentReply, 400: strapiErrorReply, 429: strapiErrorReply, 502: strapiErrorReply },
      },
    },
    async (request) => ({
      data: await sendOtp(deps, request.body, request.client, new Date(), requestLanguage(request)),
    }),
  );
  typed.post(
    '/otps/verify-otp',
    {
      schema: {
        tags: ['content'],
        summary: 'Check a sign-in code; on success sets the signed session cookie',
        description:
          'A code works once, for 5 minutes, and takes at most 5 tries. A wrong code answers verified: false.',
        body: verifyOtpSchema,
        response: { 200: checkReply, 400: strapiErrorReply, 429: strapiErrorReply },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const check = await verifyOtp(deps, request.body, request.client, now);
      if (check.verified && check.customer_id !== null)
        await startSession(deps.db, reply, check.customer_id, deps.cookies, now);
      return { data: check };
    },
  );
}
