'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A GET form whose fields are the page's query parameters: submitting (or "Clear") navigates,
 * so filters live in the URL and the server page loads the matching rows.
 */
export function FiltersBar({ children, label = 'Filters' }: { children: ReactNode; label?: string }) {
  const router = useRouter();
  const path = usePathname();
  const current = useSearchParams();
  return (
    <form
      role="search"
      aria-label={label}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [k, v] of new FormData(event.currentTarget))
          if (typeof v === 'string' && v.trim()) params.set(k, v.trim());
        const qs = params.toString();
        router.push(qs ? `${path}?${qs}` : path);
      }}
    >
      {children}
      <div className="flex gap-2">
        <Button type="submit" size="sm" shape="lg">
          Apply
        </Button>
        {current.toString() ? (
          <button
            type="button"
            className="rounded-lg border border-line px-4 py-2 text-sm font-medium hover:bg-blush"
            onClick={() => router.push(path)}
          >
            Clear
          </button>
        ) : null}
      </div>
    </form>
  );
}

const field = 'mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-sm focus:border-brand';

export function FilterText({
  name,
  label,
  defaultValue,
  placeholder,
  type = 'text',
}: {
  name: string;
  label: string;
  defaultValue?: string;
  placeholder?: string;
  type?: 'text' | 'date' | 'search';
}) {
  return (
    <label className="text-xs font-medium text-muted">
      {label}
      <input
        name={name}
        type={type}
        defaultValue={defaultValue ?? ''}
        placeholder={placeholder}
        className={`${field} text-ink`}
      />
    </label>
  );
}

export function FilterSelect({
  name,
  label,
  defaultValue,
  options,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className="text-xs font-medium text-muted">
      {label}
      <select name={name} defaultValue={defaultValue ?? ''} className={`${field} text-ink`}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
