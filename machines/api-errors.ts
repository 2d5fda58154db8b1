/**
 * What a journey reads of a failed call, without importing the API client: its `ApiError` shape
 * (src/api/api-error.ts) as a plain object, so fakes in tests are plain objects too.
 */
interface ErrorLike {
  kind?: string;
  status?: number;
  code?: string;
  userMessage?: string;
}

const read = (error: unknown): ErrorLike => (error ?? {}) as ErrorLike;

/** The platform refused with this status and code. */
export const isRefusal = (error: unknown, status: number, code?: string): boolean => {
  const e = read(error);
  return e.status === status && (code === undefined || e.code === code);
};

/** The call never got an answer (no connection). */
export const isNetworkError = (error: unknown): boolean => read(error).kind === 'network';

/** The platform's own message, shown as is when it sent one. */
export const serverMessage = (error: unknown): string | null => {
  const message = read(error).userMessage;
  return typeof message === 'string' && message.trim() ? message : null;
};
