import type { z } from 'zod/mini';

/**
 * - `network`: no reply (connection dropped, DNS, CORS, timeout, aborted).
 * - `http`: a non-2xx reply; `status`, and `userMessage` / `code` when the body carries them.
 * - `invalid-response`: a 2xx reply that does not match the endpoint's schema; `issues` says why.
 */
export type ApiErrorKind = 'network' | 'http' | 'invalid-response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** `METHOD /path/template` of the call, e.g. `GET /v3/shops/:shopId/delivery-days`. */
  endpoint: string;
  status?: number;
  userMessage?: string;
  code?: string;
  issues?: z.core.$ZodIssue[];
  cause?: unknown;
  message?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly status?: number;
  /** Already translated by the platform: may be shown to the shopper as is. */
  readonly userMessage?: string;
  readonly code?: string;
  readonly issues?: z.core.$ZodIssue[];

  constructor(init: ApiErrorInit) {
    super(init.message ?? defaultMessage(init), { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.userMessage = init.userMessage;
    this.code = init.code;
    this.issues = init.issues;
  }
}

const defaultMessage = ({ kind, endpoint, status }: ApiErrorInit): string => {
  switch (kind) {
    case 'network':
      return `No reply from ${endpoint}`;
    case 'http':
      return `${endpoint} answered ${status ?? 'an error'}`;
    case 'invalid-response':
      return `${endpoint} sent a reply that does not match its schema`;
  }
};

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Replies that say the platform may have done the write anyway (or is still doing it). */
const UNKNOWN_OUTCOME_STATUSES = new Set([408, 500, 502, 503, 504]);

/**
 * Whether a failed write may still have happened: no reply, a reply that cannot be read, or a
 * 408/5xx. A definite refusal (any other 4xx) changed nothing.
 */
export const isOutcomeUnknown = (error: unknown): boolean =>
  !(error instanceof ApiError) ||
  error.kind !== 'http' ||
  (error.status !== undefined && UNKNOWN_OUTCOME_STATUSES.has(error.status));
