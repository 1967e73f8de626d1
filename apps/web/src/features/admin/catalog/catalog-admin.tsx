import Link from 'next/link';
import { routes } from '@/lib/routes';
import { Badge } from '../ui/badge';
import { FilterText, FiltersBar } from '../ui/filters-bar';
import { PageHeader } from '../ui/page-header';
import { type Column, DataTable } from '../ui/table';
import type { AdminCatalogItem, CatalogPageMeta } from './catalog-types';
import { ItemEditor } from './item-editor';
import { omrText } from './omr-field';
import { primaryButton, secondaryButton } from '../ui/form-kit/styles';

/** The catalog section: search, one keyset page of items, each editable in place. */
export function CatalogAdmin({
  items,
  meta,
  q,
  after,
}: {
  items: AdminCatalogItem[];
  meta: CatalogPageMeta;
  q: string;
  after: string;
}) {
  const columns: Column<AdminCatalogItem>[] = [
    {
      key: 'item',
      header: 'Item',
      cell: (item) => (
        <div className="flex items-start gap-3">
          {item.website_image ? (
            <img
              src={item.website_image}
              alt=""
              width={40}
              height={40}
              className="size-10 shrink-0 rounded-md border border-line object-cover"
            />
          ) : (
            <span className="size-10 shrink-0 rounded-md border border-line bg-cream" />
          )}
          <div className="min-w-0">
            <Link
              className="inline-block py-0.5 font-medium underline-offset-2 hover:underline"
              href={`/admin/catalog/items/${encodeURIComponent(item.name)}`}
            >
              {item.web_item_name}
            </Link>
            <p className="text-xs text-muted">
              {item.item_code} ·{' '}
              <Link className="inline-block py-1 underline" href={routes.product(item.route)} target="_blank">
                view in the shop
              </Link>
            </p>
          </div>
        </div>
      ),
    },
    {
      key: 'price',
      header: 'Price (OMR)',
      cell: (item) => (
        <span className="whitespace-nowrap tabular-nums">
          {item.custom_sale_price === null ? (
            <span className="text-muted">not sold</span>
          ) : (
            omrText(item.custom_sale_price)
          )}
          {item.custom_sale_price !== null && item.custom_sale_price < item.custom_regular_price ? (
            <span className="ms-2 text-xs text-muted line-through">{omrText(item.custom_regular_price)}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'stock',
      header: 'Stock',
      cell: (item) => (
        <span className={item.custom_stock_available === 0 ? 'text-sale' : ''}>{item.custom_stock_available}</span>
      ),
    },
    {
      key: 'flags',
      header: 'Flags',
      cell: (item) => (
        <div className="flex flex-wrap gap-1">
          {item.published ? <Badge tone="ok">Published</Badge> : <Badge>Hidden</Badge>}
          {item.custom_show_on_offer_page ? <Badge tone="brand">Offers</Badge> : null}
          {item.custom_bogo_offer ? <Badge tone="brand">BOGO</Badge> : null}
          {item.custom_is_dangerous_good_ ? <Badge tone="warn">Dangerous</Badge> : null}
        </div>
      ),
    },
    {
      key: 'edit',
      header: <span className="sr-only">Edit</span>,
      cell: (item) => <ItemEditor item={item} />,
      className: 'w-0',
    },
  ];
  const nextHref = meta.nextCursor
    ? `/admin/catalog?${new URLSearchParams({ ...(q ? { q } : {}), after: meta.nextCursor }).toString()}`
    : null;
  return (
    <>
      <PageHeader
        title="Catalog"
        actions={
          <>
            <Link
              className={secondaryButton}
              href={q ? `/admin/catalog/transfer?q=${encodeURIComponent(q)}` : '/admin/catalog/transfer'}
            >
              {q ? 'Export this list' : 'Import / export'}
            </Link>
            <Link className={primaryButton} href="/admin/catalog/new">
              New product
            </Link>
          </>
        }
        description={
          meta.total === null
            ? `Items whose name contains “${q}”, or whose item code is “${q}”. Prices in OMR.`
            : `${meta.total.toLocaleString('en')} item${meta.total === 1 ? '' : 's'}. Prices in OMR.`
        }
      />
      <FiltersBar label="Search the catalog">
        <FilterText
          name="q"
          label="Item code or name"
          type="search"
          defaultValue={q}
          placeholder="e.g. GG-000123 or serum"
        />
      </FiltersBar>
      <DataTable
        caption="Website Items"
        columns={columns}
        rows={items}
        rowKey={(item) => item.name}
        empty={q ? 'No item matches this search.' : 'No items yet.'}
      />
      <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-2 text-sm">
        {after ? (
          <Link
            className={secondaryButton}
            href={q ? `/admin/catalog?${new URLSearchParams({ q }).toString()}` : '/admin/catalog'}
          >
            First page
          </Link>
        ) : null}
        {nextHref ? (
          <Link className={secondaryButton} href={nextHref} rel="next">
            Next
          </Link>
        ) : (
          <span className="text-muted">End of list</span>
        )}
      </nav>
    </>
  );
}
