import Link from 'next/link';
import { t } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';

export default function NotFound() {
  return (
    <section className="container-shop flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href={routes.home} className="rounded-xl bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark">
          {t('notFound.home')}
        </Link>
        <Link href={routes.shop} className="rounded-xl border border-line px-5 py-3 font-semibold hover:border-brand hover:text-brand">
          {t('notFound.shop')}
        </Link>
      </div>
    </section>
  );
}
