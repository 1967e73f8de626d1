import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SCHEMA_FILE, apiTypesSource } from './api-document';

await writeFile(SCHEMA_FILE, await apiTypesSource());
console.log(`wrote ${fileURLToPath(SCHEMA_FILE)}`);
