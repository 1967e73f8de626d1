import type { AdminOrderDetail, OrderListPage } from '@shop/domain/schemas/admin-replies';

/** GET /api/admin/orders and /api/admin/orders/:name as their reply schemas read them (amounts in baisa). */
export type { AdminOrderDetail };
export type AdminOrderRow = OrderListPage['data'][number];
