import { assign, fromPromise, setup } from 'xstate';
import type { DeliveryMode } from '@/api/contract/common';
import type { Shop } from '@/api/contract/shops';
import { normalizePostalCode } from '@/lib/field-rules';
import {
  defaultGuestRules,
  emptyGuestAddress,
  type GuestAddressErrors,
  type GuestAddressInput,
  type GuestAddressOutput,
  type GuestAddressRules,
  type GuestAddressValues,
  type GuestField,
  validateGuestAddress,
} from './guest-address.types';

export interface GuestAddressContext {
  service: DeliveryMode;
  rules: GuestAddressRules;
  values: GuestAddressValues;
  /** Shown after a submit: one code per invalid field. */
  errors: GuestAddressErrors;
  /** The last submit could not reach the platform. */
  failed: boolean;
  shops: Shop[];
}

export type GuestAddressEvent =
  | { type: 'field.change'; field: GuestField; value: string }
  | { type: 'address.submit' }
  | { type: 'address.retry' };

export const guestAddressMachine = setup({
  types: {
    input: {} as GuestAddressInput,
    context: {} as GuestAddressContext,
    events: {} as GuestAddressEvent,
    output: {} as GuestAddressOutput,
  },
  actors: {
    /** Shops of the service delivering to the postal code; `[]` when it is not served. */
    findShops: fromPromise<Shop[], { service: DeliveryMode; postalCode: string }>(() => {
      throw new Error('guest-address: actor "findShops" not provided');
    }),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    showErrors: assign({
      errors: ({ context }) => validateGuestAddress(context.values, context.rules),
    }),
  },
  guards: {
    isFormValid: ({ context }) =>
      Object.keys(validateGuestAddress(context.values, context.rules)).length === 0,
    hasShops: ({ event }) => ((event as { output?: Shop[] }).output?.length ?? 0) > 0,
  },
}).createMachine({
  id: 'guestAddress',
  description:
    'The guest address form: street, number, postal code, city and phone; submit finds shops.',
  context: ({ input }) => ({
    service: input.service,
    rules: input.rules ?? defaultGuestRules,
    values: { ...emptyGuestAddress, ...input.initial },
    errors: {},
    failed: false,
    shops: [],
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The guest types; after a failed submit the errors show and the input stays.',
      on: {
        'field.change': { actions: 'setField' },
        'address.submit': [
          {
            guard: 'isFormValid',
            target: 'submitting',
            actions: assign({ errors: {}, failed: false }),
          },
          { actions: 'showErrors' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'findShops',
        src: 'findShops',
        input: ({ context }) => ({
          service: context.service,
          postalCode: normalizePostalCode(context.values.postalCode),
        }),
        onDone: [
          {
            guard: 'hasShops',
            target: 'supported',
            actions: assign({ shops: ({ event }) => event.output }),
          },
          { target: 'unsupported' },
        ],
        onError: { target: 'editing', actions: assign({ failed: true }) },
      },
    },
    unsupported: {
      description:
        'No shop delivers there: the unsupported screen offers a new address, or closing the sheet.',
      on: { 'address.retry': { target: 'editing' } },
    },
    supported: {
      description: 'Shops found: the selection stores them, selects the first and closes.',
      type: 'final',
    },
  },
  output: ({ context }) => ({
    shops: context.shops,
    address: { ...context.values, postalCode: normalizePostalCode(context.values.postalCode) },
  }),
});
