/**
 * A product's address from its name, as the back-office suggests it: 'Vitamin C Serum 30ml' →
 * 'vitamin-c-serum-30ml'. Accents are dropped, anything but a-z and 0-9 becomes one hyphen; a
 * name with no Latin letters or digits (Arabic only) gives ''.
 */
export function routeSlugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 140)
    .replace(/-+$/, '');
}
