'use client';

import { resendSecondsLeft } from '@shop/domain/schemas/otp';
import { useEffect, useState } from 'react';
import { lastSendTime } from './account-storage';

/**
 * Seconds until another code may be sent, counted from the stored last-send time (SPEC §4:
 * 120 s from resendTime). `stamp` changes whenever a code is sent, restarting the count.
 */
export function useResendCountdown(active: boolean, stamp: number): number {
  const [left, setLeft] = useState(() => (active ? resendSecondsLeft(lastSendTime(), new Date()) : 0));
  useEffect(() => {
    if (!active) return;
    const tick = () => setLeft(resendSecondsLeft(lastSendTime(), new Date()));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [active, stamp]);
  return left;
}
