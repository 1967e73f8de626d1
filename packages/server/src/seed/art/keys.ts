/**
 * Storage keys of generated images. The version is part of the key: bump a folder's version when
 * its artwork changes, so a reseed draws new pictures instead of finding the old files by key.
 * Categories 3: tiles carry no words (the page writes the name in its language). Banners 3: the
 * Arabic calls to action address the shopper as the storefront does.
 */
const ART_VERSIONS = { products: 2, categories: 3, brands: 2, banners: 3 } as const;

export const artKey = (folder: keyof typeof ART_VERSIONS, name: string) =>
  `${folder}/${name}.v${ART_VERSIONS[folder]}.webp`;
