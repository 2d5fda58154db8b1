import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { lazySchema } from './lazy-schema';

export const fieldFormatSchema = z.enum(['NUMERIC', 'ALPHANUMERIC']);
export type FieldFormat = z.infer<typeof fieldFormatSchema>;

/** Length limits of one address field; a configured minimum of 0 or less is raised to 1 by the form. */
const textFieldRuleSchema = (minLength: number, maxLength: number) =>
  z.object({
    minLength: z._default(z.int(), minLength),
    maxLength: z._default(z.int().check(z.positive()), maxLength),
  });

/** A street, city or street number: lengths and, when configured, a format. */
const addressTextRuleSchema = (minLength: number, maxLength: number) =>
  z.extend(textFieldRuleSchema(minLength, maxLength), {
    format: z.optional(fieldFormatSchema),
  });

/** Street and number order in a displayed address. */
export const addressStreetPatternSchema = z.enum(['STREET_FIRST', 'NUMBER_FIRST']);
export type AddressStreetPattern = z.infer<typeof addressStreetPatternSchema>;

/** `USING_CART_INFO` skips slot prediction (spec section 4, pre-book). */
export const timeslotStrategySchema = z.enum(['DEFAULT', 'USING_CART_INFO']);
export type TimeslotStrategy = z.infer<typeof timeslotStrategySchema>;

const enabledSchema = (enabled: boolean) => z.object({ enabled: z._default(z.boolean(), enabled) });

/**
 * The configuration read by the shell (shopping-app.md section 3), with the dotted keys as nested
 * objects: `fields.address.postalCode.maxLength` is `config.fields.address.postalCode.maxLength`.
 * Every key has a default, so `appConfigurationSchema.parse({})` is a complete configuration.
 */
export const appConfigurationSchema = lazySchema(() =>
  z.object({
    fields: z.prefault(
      z.object({
        address: z.prefault(
          z.object({
            // A configured format replaces the field's own shape (src/lib/field-rules.ts).
            city: z.prefault(addressTextRuleSchema(1, 60), {}),
            street: z.prefault(addressTextRuleSchema(1, 80), {}),
            streetNo: z.prefault(addressTextRuleSchema(1, 10), {}),
            postalCode: z.prefault(
              z.extend(textFieldRuleSchema(5, 5), {
                format: z._default(fieldFormatSchema, 'NUMERIC'),
              }),
              {},
            ),
          }),
          {},
        ),
        orderItems: z.prefault(
          z.object({
            comments: z.prefault(
              z.object({ maxLength: z._default(z.int().check(z.positive()), 100) }),
              {},
            ),
          }),
          {},
        ),
      }),
      {},
    ),
    /**
     * Our own key (the spec names no source for "adding is blocked", content-side #44): the most
     * addresses a customer may save; null is no limit. The platform refuses one more with 409
     * `ADDRESS_LIMIT`.
     */
    addresses: z.prefault(
      z.object({ limit: z._default(z.nullable(z.int().check(z.positive())), null) }),
      {},
    ),
    order: z.prefault(z.object({ guest: z.prefault(enabledSchema(false), {}) }), {}),
    catalog: z.prefault(
      z.object({
        product: z.prefault(z.object({ packagingFee: z.prefault(enabledSchema(false), {}) }), {}),
        brand: z.prefault(
          z.object({ specialPageDisplay: z.prefault(enabledSchema(false), {}) }),
          {},
        ),
      }),
      {},
    ),
    timeslots: z.prefault(
      z.object({
        calculation: z.prefault(
          z.object({ strategy: z._default(timeslotStrategySchema, 'DEFAULT') }),
          {},
        ),
      }),
      {},
    ),
    loyalty: z.prefault(enabledSchema(false), {}),
    giftOrder: z.prefault(enabledSchema(false), {}),
    services: z.prefault(
      z.object({
        newsletter: z.prefault(enabledSchema(false), {}),
        chatbot: z.prefault(enabledSchema(false), {}),
      }),
      {},
    ),
    format: z.prefault(
      z.object({
        addressStreetPattern: z._default(addressStreetPatternSchema, 'STREET_FIRST'),
      }),
      {},
    ),
  }),
);
export type AppConfiguration = z.infer<typeof appConfigurationSchema>;
/** What the platform may send: any key may be missing. */
export type AppConfigurationInput = z.input<typeof appConfigurationSchema>;

/** The configuration content fetch (chosen path). */
export const getConfigurationEndpoint = endpoint({
  method: 'GET',
  path: '/v3/content/configuration',
  response: appConfigurationSchema,
});
