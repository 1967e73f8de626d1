'use client';

import { primaryButton } from '../catalog/omr-field';

export function PrintButton() {
  return (
    <button type="button" className={primaryButton} onClick={() => window.print()}>
      Print
    </button>
  );
}
