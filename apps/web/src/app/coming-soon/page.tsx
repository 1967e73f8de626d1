import type { Metadata } from 'next';
import { Logo } from '@/components/ui/logo';
import { StatusArt } from '@/features/layout/status-art';
import { getT, requestLocale } from '@/lib/i18n/messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: getT(await requestLocale())('comingSoon.metaTitle') };
}

/** SPEC §2 /coming-soon: a static message that the site is getting a makeover. */
export default async function ComingSoonPage() {
  const t = getT(await requestLocale());
  return (
    <section className="container-shop py-10 desk:py-16">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 rounded-[2rem] bg-gradient-to-b from-blush to-cream px-6 py-12 text-center desk:py-16">
        <Logo className="h-10 w-auto desk:h-12" />
        <StatusArt className="h-40 w-auto desk:h-48" />
        <p className="text-xs font-bold uppercase tracking-[0.3em] text-brand">{t('comingSoon.eyebrow')}</p>
        <h1 className="text-3xl font-semibold desk:text-4xl">{t('comingSoon.title')}</h1>
        <p className="max-w-lg leading-relaxed text-muted">{t('comingSoon.text')}</p>
      </div>
    </section>
  );
}
