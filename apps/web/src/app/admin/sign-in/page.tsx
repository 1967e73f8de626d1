import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentStaff } from '@/features/admin/admin-server';
import { StaffSignInForm } from '@/features/admin/staff-sign-in-form';

export const metadata: Metadata = { title: 'Sign in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Only same-site back-office paths are followed after sign-in. */
function safeNext(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/admin') && !value.startsWith('//') ? value : '/admin';
}

export default async function SignInPage({ searchParams }: Props) {
  const next = safeNext((await searchParams).next);
  if (await currentStaff()) redirect(next);
  return <StaffSignInForm next={next} />;
}
