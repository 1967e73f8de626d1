'use client';

import { digitsOnly, nationalMaxLength } from '@shop/domain/phone';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import type { SignInCountry } from './use-phone-sign-in';

export interface SignInFormProps {
  countries: SignInCountry[];
  sending: boolean;
  onSubmit: (country: SignInCountry, national: string) => void;
}

const field = 'h-12 rounded-lg border border-line bg-white px-3 text-base text-ink focus:border-brand';

/** SPEC §2 signed out: country (name +prefix), phone (digits only, valid_length − prefix length), sign-in button. */
export function SignInForm({ countries, sending, onSubmit }: SignInFormProps) {
  const t = useT();
  const id = useId();
  const [prefix, setPrefix] = useState(
    countries.find((c) => c.prefix === '968')?.prefix ?? countries[0]?.prefix ?? '968',
  );
  const [national, setNational] = useState('');
  const country = countries.find((c) => c.prefix === prefix) ?? countries[0]!;
  const maxLength = nationalMaxLength({ prefix: country.prefix, valid_length: country.validLength });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) onSubmit(country, national);
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-country`} className="text-sm font-medium text-ink">
          {t('account.country')}
        </label>
        <select
          id={`${id}-country`}
          value={prefix}
          onChange={(event) => {
            const next = countries.find((c) => c.prefix === event.target.value) ?? country;
            setPrefix(next.prefix);
            setNational((n) => n.slice(0, nationalMaxLength({ prefix: next.prefix, valid_length: next.validLength })));
          }}
          className={field}
        >
          {countries.map((c) => (
            <option key={c.prefix} value={c.prefix}>
              {t('account.countryOption', { name: c.label, prefix: c.prefix })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-phone`} className="text-sm font-medium text-ink">
          {t('account.phone')}
        </label>
        <div className="flex">
          <span
            dir="ltr"
            className="flex h-12 items-center rounded-s-lg border border-e-0 border-line bg-cream px-3 text-base text-muted"
            aria-hidden="true"
          >
            +{country.prefix}
          </span>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="numeric"
            dir="ltr"
            autoComplete="tel-national"
            pattern="[0-9]*"
            maxLength={maxLength}
            value={national}
            onChange={(event) => setNational(digitsOnly(event.target.value).slice(0, maxLength))}
            className={`${field} min-w-0 flex-1 rounded-s-none`}
          />
        </div>
      </div>
      <Button
        type="submit"
        // aria-disabled, not disabled: the button keeps focus while the code is sent, so focus returns to it when the OTP dialog closes
        aria-disabled={sending}
        shape="lg"
      >
        {sending && <Spinner className="size-4" />}
        {t('account.signIn')}
      </Button>
    </form>
  );
}
