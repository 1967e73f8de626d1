import { SHOP_NAME } from '@shop/domain/store';

export function Footer() {
  return (
    <footer className="border-t border-line py-6 text-sm text-muted">
      <div className="container-shop">© {new Date().getFullYear()} {SHOP_NAME}</div>
    </footer>
  );
}
