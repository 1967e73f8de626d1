import { z } from 'zod';
import { type Failure, type ReplyData, type RequestBody, api, failureOf } from '../api/client';

export type DiscountCheck = ReplyData<'/api/discount-check', 'post'>;

const checkSchema: z.ZodType<DiscountCheck> = z.object({
  status: z.boolean(),
  reason: z.string(),
  amount: z.number(),
  type: z.enum(['percentage', 'fixed', 'shipping']).nullable(),
  code: z.string(),
});

/**
 * SPEC §4: the server's verdict on a code for these lines (prices come from its database), or
 * none with the failure as the server gave it. No answer at all throws, as the form says so in its own words.
 */
export async function checkDiscount(
  discountCode: string,
  items: RequestBody<'/api/discount-check', 'post'>['items'],
): Promise<{ check?: DiscountCheck; failure?: Failure }> {
  const { data, error, response } = await api.POST('/api/discount-check', {
    body: { discount_code: discountCode, items },
  });
  const parsed = checkSchema.safeParse(data?.data);
  if (parsed.success) return { check: parsed.data };
  return { failure: failureOf(response.status, error, undefined, response.headers.get('content-language')) };
}
