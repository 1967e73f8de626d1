/** GET /api/admin/orders and /api/admin/orders/:name as the pages see them. Amounts are baisa. */
export interface AdminOrderRow {
  name: string;
  creation: string;
  first_name: string;
  phone: string;
  payment_method: string;
  custom_online_payment_status: string;
  status: string;
  shipping_method: string;
  grand_total: number;
  coupon_code: string | null;
  /** 'Due' when the order is cancelled but its payment was received: it needs a refund. */
  refund_status: string | null;
}

export interface OrderListPage {
  data: AdminOrderRow[];
  meta: { page: number; pageSize: number; total: number };
}

export interface AdminOrderDetail {
  order: AdminOrderRow & {
    email: string | null;
    country: string;
    province: string | null;
    wilaya: string | null;
    zone: string | null;
    address: string | null;
    postal_code: string | null;
    pickup_date: string | null;
    pickup_time: string | null;
    outlet: string | null;
    delivery_date: string;
    sub_total: number;
    discount_amount: number;
    vat_amount: number;
    shipping_amount: number;
    stock_returned: number;
    custom_cancelled_payment: number;
    custom_payment_verification_check: number;
    client_reference_id: string | null;
    /** COD: when the team's confirmation call was recorded; null until then. */
    confirmed_at: string | null;
    modified: string;
  };
  items: { id: number; idx: number; item_code: string; item_name: string; image: string | null; qty: number; rate: number; amount: number; distributed_discount_amount: number }[];
  taxes: { description: string; rate: number; tax_amount: number }[];
  paymentSessions: {
    id: number;
    provider: string;
    client_reference_id: string;
    provider_session_id: string | null;
    status: string;
    total_amount: number;
    created_at: string;
    updated_at: string;
    events: { id: number; status: string; source: string; created_at: string }[];
  }[];
  actions: OrderActionsAllowed;
}

/** What the team may still do with an order (the server decides). */
export interface OrderActionsAllowed {
  confirm: boolean;
  markDelivered: boolean;
  cancel: boolean;
}
