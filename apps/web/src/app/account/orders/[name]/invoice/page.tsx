import { loadTaxInvoice } from '@/features/order-page/order-page-data';
import { orderPaths } from '@/features/order-page/order-paths';
import { PrintInvoiceButton } from '@/features/order-page/print-invoice-button';
import { TaxInvoiceDocument } from '@/features/order-page/tax-invoice-document';
import { buttonClass } from '@/components/ui/button';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { localizePath } from '@/lib/i18n/locale';
import { Messages } from '@/lib/i18n/messages-boundary';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { privatePageMetadata } from '@/lib/i18n/private-page-metadata';
import { searchParam } from '@/lib/search-param';
import { notFound } from 'next/navigation';

export const generateMetadata = privatePageMetadata('seo.invoiceTitle');

type Props = {
  params: Promise<{ name: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The order's tax invoice (issue 28): printable, with its PDF; the same right to see it as the order page. */
export default async function Page({ params, searchParams }: Props) {
  const name = decodeURIComponent((await params).name);
  const key = searchParam((await searchParams).k) ?? undefined;
  const locale = await requestLocale();
  const t = getT(locale);
  const localize = (path: string) => localizePath(locale, path);
  const result = await loadTaxInvoice(name, key);
  if (!result.ok && result.reason === 'missing') notFound();
  if (!result.ok) throw new Error(`The tax invoice of ${name} could not be loaded.`);
  return (
    <div className="print-page container-shop flex max-w-4xl flex-col gap-4 py-6 desk:py-10">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <a href={localize(orderPaths.page(name, key))} className="text-sm text-brand hover:underline">
          {t('invoice.back')}
        </a>
        <span className="flex-1" />
        <a
          href={orderPaths.invoicePdf(name, key)}
          className={buttonClass({ size: 'md', variant: 'secondary' })}
          data-testid="invoice-pdf"
        >
          {t('invoice.pdf')}
        </a>
        <Messages ids={clientMessageIds.invoice}>
          <PrintInvoiceButton />
        </Messages>
      </div>
      <TaxInvoiceDocument invoice={result.data} />
    </div>
  );
}
