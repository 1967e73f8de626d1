'use client';

import { SHOP_NAME } from '@shop/domain/store';
import { errorTexts } from '@/lib/i18n/error-texts';
import { type Locale, localizePath } from '@/lib/i18n/locale';
import { routes } from '@/lib/routes';

const button = {
  display: 'inline-block',
  padding: '12px 24px',
  borderRadius: 999,
  fontWeight: 600,
  fontSize: 14,
  textDecoration: 'none',
};

/**
 * What app/global-error.tsx shows when the root layout itself failed: inline styles (the layout's
 * stylesheet may be what failed), the shop's name and ways back. Its texts come straight from the
 * catalog's error part: the layout that delivers messages is what failed.
 */
export function GlobalErrorView({ locale, reset }: { locale: Locale; reset: () => void }) {
  const errors = errorTexts(locale);
  return (
    <main style={{ maxWidth: 520, margin: '0 auto', padding: '80px 16px', textAlign: 'center' }}>
      <p
        style={{
          fontFamily: "Georgia, 'Times New Roman', serif",
          fontSize: 28,
          fontWeight: 700,
          color: '#7e2646',
          margin: 0,
        }}
      >
        {SHOP_NAME}
      </p>
      <h1 style={{ fontSize: 26, margin: '32px 0 8px' }}>{errors['error.title']}</h1>
      <p style={{ color: '#6b6469', lineHeight: 1.5 }}>{errors['error.text']}</p>
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap', marginTop: 24 }}>
        <button
          type="button"
          onClick={reset}
          style={{ ...button, border: 0, background: '#a3385e', color: '#fff', cursor: 'pointer' }}
        >
          {errors['error.retry']}
        </button>
        {/* a full page load: the client router is part of what failed */}
        <a
          href={localizePath(locale, routes.home)}
          style={{ ...button, border: '1px solid #ebe4e7', background: '#fff', color: '#1d1a1c' }}
        >
          {errors['notFound.home']}
        </a>
      </p>
    </main>
  );
}
