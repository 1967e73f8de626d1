/** GET /api/admin/dashboard as the page sees it: the server's own types. */
export type { DashboardFigures, SalesFigure } from '@shop/server/modules/dashboard/dashboard.admin.service';
