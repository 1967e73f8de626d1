import type { ReactNode } from 'react';
import type { AdminResult } from '../admin-server';
import { LoadError } from './page-header';
import { type PageMeta, Pagination } from './pagination';

/** A paged list read on the server: its rows drawn by `list`, then the page links; or why it could not be read. */
export function PagedResult<Row>({
  result,
  list,
  basePath,
  query,
}: {
  result: AdminResult<{ data: Row[]; meta: PageMeta }>;
  list: (rows: Row[]) => ReactNode;
  basePath: string;
  query: Record<string, string | undefined>;
}) {
  if (!result.ok) return <LoadError message={result.message} />;
  return (
    <>
      {list(result.data.data)}
      <Pagination meta={result.data.meta} basePath={basePath} query={query} />
    </>
  );
}
