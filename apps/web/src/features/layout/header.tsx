import Link from 'next/link';
import { SHOP_NAME } from '@shop/domain/store';

export function Header() {
  return (
    <header className="border-b border-line">
      <div className="container-shop flex h-16 items-center">
        <Link href="/" className="text-xl font-semibold text-brand">
          {SHOP_NAME}
        </Link>
      </div>
    </header>
  );
}
