import { z } from 'zod';
import type { Db } from '../../db/connection';
import { forbidden } from '../../errors';
import { resourceTokenActor } from '../audit/audit-log';
import { updateCatalogItem } from '../catalog/catalog.admin.service';
import { omrAmount } from '@shop/domain/schemas/omr-amount';
import type { DoctypeWriter } from '../resource/resource-writes.routes';
import { getResource, resourceView } from '../resource/resource.service';

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/** What an ERP keeps in step (SPEC §7's sync): prices in OMR, stock, published. Other fields are the back-office's. */
const erpItemPatch = z
  .object({
    custom_regular_price: omrAmount('custom_regular_price'),
    custom_sale_price: omrAmount('custom_sale_price').nullable(),
    custom_stock_available: z
      .number({ error: 'custom_stock_available must be a number' })
      .int()
      .min(0, 'custom_stock_available must not be negative')
      .max(1_000_000),
    published: flag,
  })
  .partial()
  .strict()
  .refine(
    (patch) => Object.keys(patch).length > 0,
    'Nothing to change: send custom_regular_price, custom_sale_price, custom_stock_available or published',
  );

/**
 * PUT /api/resource/Website Item/{name} with the resource token: the same edit as the product
 * form (sale ≤ regular, one transaction, audited, caches dropped), audited as the token's.
 */
export function websiteItemWriters(db: Db): Record<string, DoctypeWriter> {
  return {
    'Website Item': {
      update: async (name, body, context) => {
        if (!context.caller.authenticated)
          throw forbidden('Insufficient Permission for Website Item: a token is required');
        await updateCatalogItem(db, name, erpItemPatch.parse(body), resourceTokenActor(context.requestId));
        return getResource(db, resourceView('Website Item', context.caller), name);
      },
      notDeletable: {
        code: 'item.not_deletable',
        message:
          'Website Item cannot be deleted: orders and reviews name it (set published to 0 to take it off the shop)',
      },
    },
  };
}
