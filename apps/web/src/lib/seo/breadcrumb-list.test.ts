import { describe, expect, it } from 'vitest';
import { breadcrumbListLd } from './breadcrumb-list';

describe('breadcrumbListLd', () => {
  it('numbers the crumbs from 1 in the order shown, each naming its page', () => {
    expect(
      breadcrumbListLd([
        { name: 'Home', url: 'https://shop.example.om/' },
        { name: 'Shop', url: 'https://shop.example.om/shop' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.om/' },
        { '@type': 'ListItem', position: 2, name: 'Shop', item: 'https://shop.example.om/shop' },
      ],
    });
  });
});
