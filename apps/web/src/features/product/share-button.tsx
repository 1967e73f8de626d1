'use client';

import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { useNotify } from '@/lib/toast';
import { LineIcon } from '@/components/ui/line-icon';

/**
 * Native share where the browser has it, else the link is copied. A copy is reported only once the
 * clipboard took it; a refused or missing clipboard says so.
 */
export function ShareButton({ url, text }: { url: string; text: string }) {
  const t = useT();
  const notify = useNotify();
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
    } catch {
      notify.error(t('product.linkCopyFailed'));
      return;
    }
    notify.success(t('product.linkCopied'));
  };

  const share = async () => {
    if (canShare) {
      try {
        await navigator.share({ title: text, text, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    await copy();
  };

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex h-10 items-center gap-2 rounded-full border border-line px-4 text-sm font-medium hover:border-brand hover:text-brand"
    >
      <LineIcon className="size-4">
        <path
          d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </LineIcon>
      {t('product.share')}
    </button>
  );
}
