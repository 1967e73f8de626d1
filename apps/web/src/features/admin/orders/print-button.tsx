'use client';

import { primaryButton } from '../ui/form-kit/styles';

export function PrintButton() {
  return (
    <button type="button" className={primaryButton} onClick={() => window.print()}>
      Print
    </button>
  );
}
