import { ORDER_STAGES, STAGE_LABELS } from '@shop/domain/order-lifecycle';
import { FilterSelect, FilterText, FiltersBar } from '../ui/filters-bar';

const PAYMENT_STATUSES = [
  { value: 'Unpaid', label: 'Unpaid' },
  { value: 'Paid', label: 'Paid' },
  { value: 'Cancelled', label: 'Cancelled' },
];
const PAYMENT_TYPES = [
  { value: 'Credit / Debit Card', label: 'Card' },
  { value: 'COD', label: 'Cash on delivery' },
];
const REFUNDS = [{ value: 'due', label: 'Needs refund' }];
const ORDER_STATUSES = [
  { value: 'Placed', label: 'Placed' },
  { value: 'Delivered', label: 'Delivered' },
  { value: 'Cancelled', label: 'Cancelled' },
];

const STAGES = ORDER_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }));

export function OrderFilters({ query }: { query: Record<string, string | undefined> }) {
  return (
    <FiltersBar label="Order filters">
      <FilterText
        name="q"
        type="search"
        label="Order or phone"
        defaultValue={query.q}
        placeholder="SAL-ORD-… or 9123…"
      />
      <FilterSelect
        name="paymentStatus"
        label="Payment status"
        defaultValue={query.paymentStatus}
        options={PAYMENT_STATUSES}
      />
      <FilterSelect name="paymentType" label="Payment type" defaultValue={query.paymentType} options={PAYMENT_TYPES} />
      <FilterSelect name="status" label="Order status" defaultValue={query.status} options={ORDER_STATUSES} />
      <FilterSelect name="stage" label="Stage" defaultValue={query.stage} options={STAGES} />
      <FilterSelect name="refund" label="Refund" defaultValue={query.refund} options={REFUNDS} />
      <FilterText name="from" type="date" label="From" defaultValue={query.from} />
      <FilterText name="to" type="date" label="To" defaultValue={query.to} />
    </FiltersBar>
  );
}
