import Link from 'next/link';
import { t } from '@/lib/i18n/delivered';
import { routes } from '@/lib/routes';

export type CheckoutStep = 'information' | 'payment';

interface CheckoutBreadcrumbProps {
  step: CheckoutStep;
  /** Asked to switch step; going to Payment still has to pass validation (SPEC §4). */
  onSelect(step: CheckoutStep): void;
}

const steps: { id: CheckoutStep; label: string }[] = [
  { id: 'information', label: t('checkout.step.information') },
  { id: 'payment', label: t('checkout.step.payment') },
];

function Chevron() {
  return (
    <svg viewBox="0 0 20 20" className="size-3.5 text-muted" aria-hidden="true">
      <path d="M7 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** SPEC §2: Cart > Information > Payment, every crumb clickable; Cart leads back to /cart. */
export function CheckoutBreadcrumb({ step, onSelect }: CheckoutBreadcrumbProps) {
  return (
    <nav aria-label={t('checkout.steps')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link href={routes.cart} className="text-brand hover:underline">
            {t('checkout.step.cart')}
          </Link>
        </li>
        {steps.map((s) => (
          <li key={s.id} className="flex items-center gap-2">
            <Chevron />
            <button
              type="button"
              onClick={() => onSelect(s.id)}
              aria-current={s.id === step ? 'step' : undefined}
              className={s.id === step ? 'font-semibold text-ink' : 'text-brand hover:underline'}
            >
              {s.label}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
