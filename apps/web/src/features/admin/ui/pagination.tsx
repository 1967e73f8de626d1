import Link from 'next/link';

/** Where a list's page stands, as every paged admin reply gives it. */
export interface PageMeta {
  page: number;
  pageSize: number;
  total: number;
}

/** Previous / next links that keep the page's other query parameters. */
export function Pagination({
  meta: { page, pageSize, total },
  basePath,
  query,
}: {
  meta: PageMeta;
  basePath: string;
  query: Record<string, string | undefined>;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (p: number) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v && k !== 'page') params.set(k, v);
    if (p > 1) params.set('page', String(p));
    const qs = params.toString();
    return qs ? `${basePath}?${qs}` : basePath;
  };
  const link = 'rounded-lg border border-line bg-white px-3 py-1.5 text-sm font-medium hover:bg-blush';
  // no way further: a dashed outline in the muted ink, which keeps its contrast (WCAG 1.4.3), not a faded link
  const off = 'rounded-lg border border-dashed border-line px-3 py-1.5 text-sm text-muted';
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      <p className="text-muted">
        {first}–{Math.min(page * pageSize, total)} of {total}
      </p>
      <div className="flex items-center gap-2">
        {page > 1 ? (
          <Link className={link} href={href(page - 1)} rel="prev">
            Previous
          </Link>
        ) : (
          <span className={off} aria-disabled="true">
            Previous
          </span>
        )}
        <span className="text-muted">
          Page {page} of {pages}
        </span>
        {page < pages ? (
          <Link className={link} href={href(page + 1)} rel="next">
            Next
          </Link>
        ) : (
          <span className={off} aria-disabled="true">
            Next
          </span>
        )}
      </div>
    </nav>
  );
}
