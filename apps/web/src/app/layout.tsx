import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: 'Gulf Glow — skin care and beauty in Oman',
  description: 'Skin-care and beauty products delivered across Oman and the Gulf, priced in Omani rial.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-OM" dir="ltr">
      <body>{children}</body>
    </html>
  );
}
