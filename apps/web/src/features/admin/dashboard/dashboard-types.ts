export interface SalesFigure {
  orders: number;
  /** OMR. */
  revenue: number;
}

export interface DashboardFigures {
  today: SalesFigure & { date: string };
  month: SalesFigure & { month: string };
  days: (SalesFigure & { date: string })[];
}
