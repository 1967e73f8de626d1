import type { Metadata } from 'next';
import { Logo } from '@/components/ui/logo';
import { t } from '@/lib/i18n/messages';

export const metadata: Metadata = { title: "We're getting a makeover" };

export default function ComingSoonPage() {
  return (
    <section className="container-shop flex flex-col items-center gap-5 py-20 text-center">
      <Logo className="h-12 w-auto" />
      <h1 className="text-3xl font-semibold">{t('comingSoon.title')}</h1>
      <p className="max-w-lg text-muted">{t('comingSoon.text')}</p>
    </section>
  );
}
