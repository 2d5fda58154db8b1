import { assign, fromPromise, setup } from 'xstate';
import type { DeliveryMode } from '@/api/contract/common';
import type { Shop } from '@/api/contract/shops';
import {
  DEFAULT_POSTAL_CODE_RULE,
  type FieldError,
  normalizePostalCode,
  type PostalCodeRule,
  validatePostalCode,
} from '@/lib/field-rules';

export interface PostalCheckInput {
  service: DeliveryMode;
  /** `fields.address.postalCode` of the configuration; default 5 digits. */
  rule?: PostalCodeRule;
  /** What the shopper typed before (kept when the sheet reopens). */
  postalCode?: string;
}

export interface PostalCheckContext {
  service: DeliveryMode;
  rule: PostalCodeRule;
  /** The input as typed. */
  postalCode: string;
  /** The validation error shown on the input, or null. */
  error: FieldError | null;
  /** Shops delivering to the checked postal code. */
  shops: Shop[];
}

export interface PostalCheckOutput {
  postalCode: string;
  shops: Shop[];
}

export type PostalCheckEvent =
  | { type: 'postalCode.change'; value: string }
  | { type: 'postalCode.submit' }
  | { type: 'postalCode.retry' }
  | { type: 'postalCode.confirm' };

export const postalCheckMachine = setup({
  types: {
    input: {} as PostalCheckInput,
    context: {} as PostalCheckContext,
    events: {} as PostalCheckEvent,
    output: {} as PostalCheckOutput,
  },
  actors: {
    /** Shops of the service delivering to the postal code; `[]` when it is not served. */
    findShops: fromPromise<Shop[], { service: DeliveryMode; postalCode: string }>(() => {
      throw new Error('postal-check: actor "findShops" not provided');
    }),
  },
  actions: {
    setPostalCode: assign({
      postalCode: ({ context, event }) =>
        event.type === 'postalCode.change' ? event.value : context.postalCode,
      error: null,
    }),
    showValidationError: assign({
      error: ({ context }) => validatePostalCode(context.postalCode, context.rule),
    }),
  },
  guards: {
    isPostalCodeValid: ({ context }) =>
      validatePostalCode(context.postalCode, context.rule) === null,
    hasShops: ({ event }) => ((event as { output?: Shop[] }).output?.length ?? 0) > 0,
  },
}).createMachine({
  id: 'postalCheck',
  description: 'The postal-code check sheet: do we deliver to this postal code with this service?',
  context: ({ input }) => ({
    service: input.service,
    rule: input.rule ?? DEFAULT_POSTAL_CODE_RULE,
    postalCode: input.postalCode ?? '',
    error: null,
    shops: [],
  }),
  initial: 'unknown',
  states: {
    unknown: {
      description: 'Nothing checked for the input as it stands; a validation error may show on it.',
      on: {
        'postalCode.change': { target: 'unknown', actions: 'setPostalCode' },
        'postalCode.submit': [
          { guard: 'isPostalCodeValid', target: 'checking' },
          { actions: 'showValidationError' },
        ],
      },
    },
    checking: {
      tags: ['busy'],
      description: 'Asking the platform; editing the input abandons the check.',
      on: { 'postalCode.change': { target: 'unknown', actions: 'setPostalCode' } },
      invoke: {
        id: 'findShops',
        src: 'findShops',
        input: ({ context }) => ({
          service: context.service,
          postalCode: normalizePostalCode(context.postalCode),
        }),
        onDone: [
          {
            guard: 'hasShops',
            target: 'success',
            actions: assign({ shops: ({ event }) => event.output }),
          },
          { target: 'error', actions: assign({ shops: [] }) },
        ],
        onError: { target: 'networkError' },
      },
    },
    success: {
      description: 'Shops deliver to the postal code.',
      on: {
        'postalCode.change': { target: 'unknown', actions: 'setPostalCode' },
        'postalCode.confirm': { target: 'confirmed' },
      },
    },
    error: {
      description: 'No shop delivers to the postal code: the unsupported text shows on the input.',
      on: { 'postalCode.change': { target: 'unknown', actions: 'setPostalCode' } },
    },
    networkError: {
      description: 'The platform did not answer: nothing is known about the postal code yet.',
      on: {
        'postalCode.change': { target: 'unknown', actions: 'setPostalCode' },
        'postalCode.retry': { target: 'checking' },
      },
    },
    confirmed: { type: 'final' },
  },
  output: ({ context }) => ({
    postalCode: normalizePostalCode(context.postalCode),
    shops: context.shops,
  }),
});
