'use client';

import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';

export function PrintInvoiceButton() {
  const t = useT();
  return (
    <Button size="md" onClick={() => window.print()} data-testid="print-invoice">
      {t('invoice.print')}
    </Button>
  );
}
