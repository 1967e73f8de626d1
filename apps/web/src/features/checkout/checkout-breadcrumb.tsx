'use client';

import { Link } from '@/lib/i18n/navigation';
import type { MessageId } from '@/lib/i18n/catalog';
import { useT } from '@/lib/i18n/i18n-provider';
import { routes } from '@/lib/routes';

export type CheckoutStep = 'information' | 'payment';

interface CheckoutBreadcrumbProps {
  step: CheckoutStep;
  /** Asked to switch step; going to Payment still has to pass validation (SPEC §4). */
  onSelect(step: CheckoutStep): void;
}

const steps: { id: CheckoutStep; label: MessageId }[] = [
  { id: 'information', label: 'checkout.step.information' },
  { id: 'payment', label: 'checkout.step.payment' },
];

function Chevron() {
  return (
    <svg viewBox="0 0 20 20" className="size-3.5 text-muted rtl:rotate-180" aria-hidden="true">
      <path
        d="M7 4l6 6-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** SPEC §2: Cart > Information > Payment, every crumb clickable; Cart leads back to /cart. */
export function CheckoutBreadcrumb({ step, onSelect }: CheckoutBreadcrumbProps) {
  const t = useT();
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
              {t(s.label)}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
