import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: relative paths in settings (SQLite file, media folder) resolve from here. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
