'use client';

import { DEFAULT_ORDER_LIMITS } from '@shop/domain/order-limit-defaults';
import { type ReactNode, createContext, useContext } from 'react';

const MaxUnitsPerLine = createContext<number>(DEFAULT_ORDER_LIMITS.max_units_per_line);

/** Hands the shop's cap on one cart line (site setting order_limits.max_units_per_line) to the quantity controls below it. */
export function CartLimitsProvider({ maxUnitsPerLine, children }: { maxUnitsPerLine: number; children: ReactNode }) {
  return <MaxUnitsPerLine.Provider value={maxUnitsPerLine}>{children}</MaxUnitsPerLine.Provider>;
}

export const useMaxUnitsPerLine = (): number => useContext(MaxUnitsPerLine);
