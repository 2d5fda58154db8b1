/**
 * The five faults of the fault matrix, and the platform's error body the 500 carries. Shared by
 * the browser's matrix (e2e/support/faults.ts) and the API client's (tests/api/fault-matrix.test.ts).
 *
 * The first three never reach the platform (the connection drops, a failing gateway answers,
 * nothing answers); the last two are the platform's reply spoiled on the way back, so a write
 * behind them has happened (what an unreadable reply to a committed write looks like).
 */
export const FAULTS = [
  'connection aborted',
  'HTTP 500',
  'no answer',
  'truncated JSON',
  'wrong shape',
] as const;
export type Fault = (typeof FAULTS)[number];

/** The platform's error body (`apiErrorBodySchema`: userMessage, code). */
export const PLATFORM_ERROR = {
  code: 'SERVER_ERROR',
  userMessage: 'The shop could not answer right now. Please try again.',
};

/** Valid JSON of another shape than the reply's (an object for a list, a list for an object). */
export const wrongShape = (body: unknown) =>
  Array.isArray(body) ? { unexpected: 'shape' } : [{ unexpected: 'shape' }];
