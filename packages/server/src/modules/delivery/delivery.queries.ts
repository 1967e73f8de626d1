import { sql } from 'kysely';

/** Zone ids are numbers held as text: ordered by length first, so zone 9 comes before zone 10. */
export const zoneIdLength = () => sql`length(z.zone_id)`;
