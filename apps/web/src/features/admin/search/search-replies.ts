import { z } from 'zod';

const synonym = z.object({ id: z.number(), terms: z.string(), modified: z.string() });
export type SynonymList = z.infer<typeof synonym>;
export const synonymsReply = z.object({ data: z.array(synonym) });
export const synonymReply = z.object({ data: synonym });
export const synonymRemovedReply = z.object({ data: z.object({ id: z.number() }) });

const reportRow = z.object({ query: z.string(), searches: z.number(), results: z.number() });
export type QueryReportRow = z.infer<typeof reportRow>;
export const searchReportReply = z.object({ data: z.object({ zero: z.array(reportRow), low: z.array(reportRow) }) });
