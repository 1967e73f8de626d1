import type { AdminHomeBlock } from '@shop/domain/schemas/admin-replies';

/** GET /api/admin/settings, /settings/home-blocks and /settings/media as their reply schemas read them. */
export type { AdminSettings, Banner, MediaFile } from '@shop/domain/schemas/admin-replies';

type WithoutTemplate<T> = T extends unknown ? Omit<T, 'web_template'> : never;

/** A home page block as the editor holds it and PUT /api/admin/settings/home-blocks takes it. */
export type HomeBlock = WithoutTemplate<AdminHomeBlock>;
