import 'server-only';
import { DEFAULT_STORE_WAREHOUSE } from '@shop/domain/store';

/** Storefront settings read on the server (never shipped to the browser unless passed as props). */
export const storeWarehouse = process.env.STORE_WAREHOUSE || DEFAULT_STORE_WAREHOUSE;
export const publicBaseUrl = (process.env.PUBLIC_BASE_URL || 'http://localhost:3000').replace(/\/$/, '');
