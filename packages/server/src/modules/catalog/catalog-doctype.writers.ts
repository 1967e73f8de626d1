import type { ImageStorage } from '../../adapters/image-storage';
import type { Db } from '../../db/connection';
import { forbidden } from '../../errors';
import { resourceTokenActor } from '../audit/audit-log';
import type { DoctypeWriter, WriteContext } from '../resource/resource-writes.routes';
import { deleteBrand } from './brands.admin.service';
import { deleteCategory } from './categories.admin.service';

const tokenOnly = (doctype: string, context: WriteContext) => {
  if (!context.caller.authenticated) throw forbidden(`Insufficient Permission for ${doctype}: a token is required`);
};

/**
 * DELETE of Brand and Ecommerce Category with the resource token: the back-office's own deletes
 * (a brand no product uses and the home page does not list; a category without subcategories
 * or products: refused with 409 otherwise, as Frappe refuses a linked document), audited as the
 * token's.
 */
export function catalogDoctypeWriters(deps: { db: Db; storage: ImageStorage }): Record<string, DoctypeWriter> {
  return {
    Brand: {
      remove: async (name, context) => {
        tokenOnly('Brand', context);
        await deleteBrand(deps.db, name, resourceTokenActor(context.requestId));
      },
    },
    'Ecommerce Category': {
      remove: async (name, context) => {
        tokenOnly('Ecommerce Category', context);
        await deleteCategory(deps.db, deps.storage, name, resourceTokenActor(context.requestId));
      },
    },
  };
}
