import Link from 'next/link';
import { Badge } from '../ui/badge';
import { FilterText, FiltersBar } from '../ui/filters-bar';
import { PageHeader } from '../ui/page-header';
import { type Column, DataTable } from '../ui/table';
import type { AdminCatalogItem } from './catalog-types';

/** Products with at most `threshold` in stock, fewest first: what to reorder. */
export function LowStock({ items, threshold }: { items: AdminCatalogItem[]; threshold: number }) {
  const columns: Column<AdminCatalogItem>[] = [
    {
      key: 'stock',
      header: 'Stock',
      cell: (item) => (
        <span className={`tabular-nums font-semibold ${item.custom_stock_available === 0 ? 'text-sale' : ''}`}>
          {item.custom_stock_available}
        </span>
      ),
      className: 'w-0',
    },
    {
      key: 'item',
      header: 'Product',
      cell: (item) => (
        <Link className="font-medium underline" href={`/admin/catalog/items/${encodeURIComponent(item.name)}`}>
          {item.web_item_name}
        </Link>
      ),
    },
    { key: 'code', header: 'Item code', cell: (item) => <span className="text-muted">{item.item_code}</span> },
    {
      key: 'state',
      header: 'Shop',
      cell: (item) => (item.published ? <Badge tone="ok">Published</Badge> : <Badge>Hidden</Badge>),
    },
  ];
  return (
    <>
      <PageHeader
        title="Low stock"
        description={`Products with ${threshold} or fewer in stock, fewest first (at most 200).`}
      />
      <FiltersBar label="Threshold">
        <FilterText name="threshold" label="At most (pieces)" defaultValue={String(threshold)} />
      </FiltersBar>
      <DataTable
        caption="Products low in stock"
        columns={columns}
        rows={items}
        rowKey={(item) => item.name}
        empty="No product is this low."
      />
    </>
  );
}
