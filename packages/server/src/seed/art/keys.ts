/**
 * Storage keys of generated images. The version is part of the key: bump it when the artwork
 * changes, so a reseed draws new pictures instead of finding the old files by key.
 */
const ART_VERSION = 2;

export const artKey = (folder: 'products' | 'categories' | 'brands' | 'banners', name: string) => `${folder}/${name}.v${ART_VERSION}.webp`;
