'use client';

import { textDirection } from '@shop/domain/language';
import { usePathname } from 'next/navigation';
import { Suspense, lazy } from 'react';
import { splitLocalePath } from '@/lib/i18n/locale';

/**
 * The last resort when the root layout itself fails: its own html and body. This boundary is in
 * every page's first load; what it shows (both languages' texts) loads only when it is needed, as
 * app/error.tsx does.
 */
const GlobalErrorView = lazy(() =>
  import('@/features/layout/global-error-view').then((m) => ({ default: m.GlobalErrorView })),
);

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { locale } = splitLocalePath(usePathname());
  return (
    <html lang={locale} dir={textDirection(locale)}>
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#1d1a1c', background: '#fbf7f5' }}>
        <Suspense fallback={null}>
          <GlobalErrorView locale={locale} reset={reset} />
        </Suspense>
      </body>
    </html>
  );
}
