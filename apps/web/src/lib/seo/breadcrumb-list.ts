import type { JsonLdNode } from './json-ld';

export interface LinkedCrumb {
  name: string;
  /** Absolute address of the page the crumb names. */
  url: string;
}

/** schema.org BreadcrumbList of the crumbs the page shows, in their order. */
export function breadcrumbListLd(crumbs: LinkedCrumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
