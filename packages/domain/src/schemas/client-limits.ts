import { z } from 'zod';
import { CLIENT_LIMIT_NAMES, type ClientLimitName, clientLimitProblem } from '../client-limits';

/** One limit as staff send it: checked against CLIENT_LIMIT_RANGES, with its message. */
const limit = (name: ClientLimitName) =>
  z.custom<number>((value) => clientLimitProblem(name, value) === null, {
    error: (issue) => clientLimitProblem(name, issue.input) ?? 'Invalid',
  });

/** A change to some of the per-client limits (the back-office form sends them all). */
export const clientLimitsPatchSchema = z
  .object(
    Object.fromEntries(CLIENT_LIMIT_NAMES.map((name) => [name, limit(name)])) as Record<
      ClientLimitName,
      ReturnType<typeof limit>
    >,
  )
  .partial()
  .strict();
