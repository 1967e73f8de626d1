import type { ReactNode } from 'react';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex gap-2">{actions}</div> : null}
    </div>
  );
}

/** A failed load, shown in place of the page's content. */
export function LoadError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl border border-line bg-blush px-4 py-3 text-sm text-sale-dark">
      {message}
    </p>
  );
}
