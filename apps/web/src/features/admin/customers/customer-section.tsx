import { type Column, DataTable } from '../ui/table';

/** One part of a customer's page: a heading and its rows as a table (cards on a phone). */
export function CustomerSection<Row>({
  id,
  title,
  rows,
  rowKey,
  empty,
  columns,
}: {
  id: string;
  title: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
  columns: Column<Row>[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      <DataTable caption={title} rows={rows} rowKey={rowKey} empty={empty} columns={columns} />
    </section>
  );
}
