import type { DashboardFigures } from '@shop/domain/schemas/admin-replies';

/** GET /api/admin/dashboard as its reply schema reads it. */
export type { DashboardFigures };
export type SalesFigure = Pick<DashboardFigures['today'], 'orders' | 'revenue'>;
