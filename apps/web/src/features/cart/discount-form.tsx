'use client';

import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { checkDiscount } from '@/lib/browser/discount-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { failureText } from '@/lib/i18n/failure-text';
import { TOAST_MS, useNotify } from '@/lib/toast';
import { useCart } from './cart-store';

/** SPEC §4 discount form: Apply (spinner while pending) → Remove with the input disabled; an invalid code clears the discount. */
export function DiscountForm() {
  const t = useT();
  const notify = useNotify();
  const items = useCart((s) => s.items);
  const discount = useCart((s) => s.verifiedDiscount);
  const setDiscount = useCart((s) => s.setDiscount);
  const [code, setCode] = useState(discount?.code ?? '');
  const [pending, setPending] = useState(false);

  const apply = async () => {
    if (!code.trim()) return;
    setPending(true);
    try {
      const { check, failure } = await checkDiscount(
        code.trim(),
        items.map((l) => ({ item_code: l.product.itemCode, quantity: l.quantity })),
      );
      if (check?.status && check.type) {
        setDiscount({ code: check.code, type: check.type, amount: check.amount });
        notify.success(t('cart.discountApplied'), TOAST_MS.discount, check.reason);
      } else {
        setDiscount(null);
        notify.error(
          t('cart.discountInvalid'),
          TOAST_MS.discount,
          check?.reason ?? (failure ? failureText(t, failure) : undefined),
        );
      }
    } catch {
      setDiscount(null);
      notify.error(t('cart.discountInvalid'), TOAST_MS.discount, t('error.requestFailed'));
    } finally {
      setPending(false);
    }
  };

  const remove = () => {
    setDiscount(null);
    setCode('');
  };

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (discount) remove();
        else void apply();
      }}
    >
      <label htmlFor="discount-code" className="text-sm font-semibold">
        {t('cart.discountLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id="discount-code"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          disabled={Boolean(discount) || pending}
          maxLength={40}
          placeholder={t('cart.discountPlaceholder')}
          className="h-11 w-0 min-w-0 flex-1 rounded-xl border border-line px-3 text-sm uppercase disabled:bg-cream rtl:placeholder:text-right"
        />
        <button
          type="submit"
          disabled={pending}
          className="inline-flex h-11 min-w-20 shrink-0 items-center justify-center rounded-xl bg-ink px-4 text-sm font-semibold text-white disabled:opacity-70"
        >
          {pending ? <Spinner label={t('common.loading')} /> : discount ? t('cart.remove') : t('cart.apply')}
        </button>
      </div>
    </form>
  );
}
