'use client';

import { OTP_LENGTH, countdownLabel } from '@shop/domain/schemas/otp';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { useResendCountdown } from './use-resend-countdown';
import type { OtpTarget } from './use-phone-sign-in';
import { Code } from '@/components/ui/code';
import { richMessage } from '@/lib/i18n/rich-message';
import { CrossIcon } from '@/components/ui/close-button';

export interface OtpDialogProps {
  target: OtpTarget | null;
  /** Changes on every send: restarts the countdown. */
  sentAt: number;
  verifying: boolean;
  sending: boolean;
  onSubmit: (otp: string) => void;
  onResend: () => void;
  onClose: () => void;
}

/** SPEC §2 'Enter OTP Code': the number, the code, Submit, and 'Resend OTP in mm : ss' then 'Resend OTP'. */
export function OtpDialog({ target, sentAt, verifying, sending, onSubmit, onResend, onClose }: OtpDialogProps) {
  const t = useT();
  const id = useId();
  const [otp, setOtp] = useState('');
  const left = useResendCountdown(target !== null, sentAt);

  useEffect(() => {
    // A new code: clear the old one from the input.
    setOtp('');
  }, [sentAt]);

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      labelledBy={`${id}-title`}
      className="inset-0 m-auto h-fit w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white text-ink shadow-xl backdrop:bg-ink/50"
    >
      <form
        noValidate
        className="flex flex-col gap-4 p-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(otp);
        }}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('account.otpTitle')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="-me-2 -mt-2 flex size-10 items-center justify-center rounded-full text-muted hover:bg-cream"
          >
            <CrossIcon />
          </button>
        </div>
        <p className="text-sm text-muted">
          {richMessage(t, 'account.otpSent', {
            number: target ? <Code>{`+${target.prefix} ${target.national}`}</Code> : '',
          })}
        </p>
        <label htmlFor={`${id}-otp`} className="sr-only">
          {t('account.otpLabel')}
        </label>
        <input
          id={`${id}-otp`}
          data-autofocus
          type="text"
          inputMode="numeric"
          dir="ltr"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={otp}
          onChange={(event) => setOtp(event.target.value.replace(/\D+/g, '').slice(0, OTP_LENGTH))}
          className="h-12 rounded-lg border border-line px-3 text-center text-xl tracking-[0.5em] focus:border-brand"
        />
        <Button type="submit" disabled={verifying} shape="lg">
          {verifying && <Spinner className="size-4" />}
          {t('account.submit')}
        </Button>
        <div className="flex h-8 items-center justify-center text-sm" aria-live="polite">
          {left > 0 ? (
            <span className="text-muted" data-testid="resend-countdown">
              {t('account.resendIn', { time: countdownLabel(left) })}
            </span>
          ) : (
            <button
              type="button"
              onClick={onResend}
              disabled={sending}
              className="font-semibold text-brand hover:underline disabled:opacity-60"
            >
              {t('account.resend')}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
