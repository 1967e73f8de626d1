import { sql } from 'kysely';

/** An order's creation hour in UTC, `YYYY-MM-DD HH` (timestamps are stored as UTC text). */
export const creationHour = () => sql<string>`substr(creation, 1, 13)`;
