import type { actionsFor, listOrdersForStaff, orderDetailForStaff } from '@shop/server/modules/orders/orders.admin.service';

/**
 * GET /api/admin/orders and /api/admin/orders/:name as the server's order service returns them
 * (amounts in baisa): its own types, so a column it adds or drops reaches the pages' types.
 */
export type OrderListPage = Awaited<ReturnType<typeof listOrdersForStaff>>;
export type AdminOrderRow = OrderListPage['data'][number];
export type AdminOrderDetail = Awaited<ReturnType<typeof orderDetailForStaff>>;
/** What the team may still do with an order (the server decides). */
export type OrderActionsAllowed = ReturnType<typeof actionsFor>;
