'use client';

import { useShopRouter } from '@/lib/i18n/navigation';
import { useT } from '@/lib/i18n/i18n-provider';

/** History back; with no history (a link opened in a new tab) to the home page. */
export function GoBackButton({ className = '' }: { className?: string }) {
  const t = useT();
  const router = useShopRouter();
  return (
    <button
      type="button"
      className={className}
      onClick={() => (window.history.length > 1 ? router.back() : router.push('/'))}
    >
      {t('product.goBack')}
    </button>
  );
}
