import { z } from 'zod';

/**
 * POST /api/admin/search/synonyms and PUT …/:id: the terms that mean the same, separated by
 * commas. The server then checks there are two to ten, each a word or two.
 */
export const synonymBody = z.object({ terms: z.string().max(1000) });
export type SynonymBody = z.infer<typeof synonymBody>;
