'use client';

import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { inlineArrowStep, readingDirection } from '@/lib/browser/inline-arrows';

interface Tab {
  label: string;
  content: ReactNode;
}

/** An accessible tablist (arrow keys move between tabs); every panel is in the server HTML. */
export function ProductTabs({ tabs }: { tabs: Tab[] }) {
  const [active, setActive] = useState(0);
  const id = useId();
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = inlineArrowStep(event.key, readingDirection(event.currentTarget));
    if (!step) return;
    const next = (active + step + tabs.length) % tabs.length;
    setActive(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div>
      <div role="tablist" className="flex gap-6 border-b border-line">
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
            id={`${id}-tab-${i}`}
            role="tab"
            type="button"
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={onKey}
            className={`-mb-px border-b-2 py-3 text-sm font-semibold ${i === active ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.label}
          id={`${id}-panel-${i}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== active}
          className="py-5"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
