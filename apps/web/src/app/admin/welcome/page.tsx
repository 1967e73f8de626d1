import type { Metadata } from 'next';
import { WelcomeForm } from '@/features/admin/staff/welcome-form';

export const metadata: Metadata = { title: 'Welcome', referrer: 'no-referrer' };

export default function WelcomePage() {
  return <WelcomeForm />;
}
