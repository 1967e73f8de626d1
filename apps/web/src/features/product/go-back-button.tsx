'use client';

import { useRouter } from 'next/navigation';
import { t } from '@/lib/i18n/delivered';

/** History back; with no history (a link opened in a new tab) to the home page. */
export function GoBackButton({ className = '' }: { className?: string }) {
  const router = useRouter();
  return (
    <button type="button" className={className} onClick={() => (window.history.length > 1 ? router.back() : router.push('/'))}>
      {t('product.goBack')}
    </button>
  );
}
