import { sql } from 'kysely';

/** A stored UTC timestamp column's hour, `YYYY-MM-DD HH` (timestamps are stored as UTC text). */
export const hourOf = (column: 'creation' | 'paid_at') => sql<string>`substr(${sql.ref(column)}, 1, 13)`;
