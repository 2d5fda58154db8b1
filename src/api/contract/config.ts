import { z } from 'zod';
import { endpoint } from '../endpoint';
import { lazySchema } from './lazy-schema';

export const fieldFormatSchema = z.enum(['NUMERIC', 'ALPHANUMERIC']);
export type FieldFormat = z.infer<typeof fieldFormatSchema>;

/** Length limits of one address field; a configured minimum of 0 or less is raised to 1 by the form. */
const textFieldRuleSchema = (minLength: number, maxLength: number) =>
  z.object({
    minLength: z.int().default(minLength),
    maxLength: z.int().positive().default(maxLength),
  });

/** Street and number order in a displayed address. */
export const addressStreetPatternSchema = z.enum(['STREET_FIRST', 'NUMBER_FIRST']);
export type AddressStreetPattern = z.infer<typeof addressStreetPatternSchema>;

/** `USING_CART_INFO` skips slot prediction (spec section 4, pre-book). */
export const timeslotStrategySchema = z.enum(['DEFAULT', 'USING_CART_INFO']);
export type TimeslotStrategy = z.infer<typeof timeslotStrategySchema>;

const enabledSchema = (enabled: boolean) => z.object({ enabled: z.boolean().default(enabled) });

/**
 * The configuration read by the shell (shopping-app.md section 3), with the dotted keys as nested
 * objects: `fields.address.postalCode.maxLength` is `config.fields.address.postalCode.maxLength`.
 * Every key has a default, so `appConfigurationSchema.parse({})` is a complete configuration.
 */
export const appConfigurationSchema = lazySchema(() =>
  z.object({
    fields: z
      .object({
        address: z
          .object({
            city: textFieldRuleSchema(1, 60).prefault({}),
            street: textFieldRuleSchema(1, 80).prefault({}),
            streetNo: textFieldRuleSchema(1, 10).prefault({}),
            postalCode: textFieldRuleSchema(5, 5)
              .extend({ format: fieldFormatSchema.default('NUMERIC') })
              .prefault({}),
          })
          .prefault({}),
        orderItems: z
          .object({
            comments: z.object({ maxLength: z.int().positive().default(100) }).prefault({}),
          })
          .prefault({}),
      })
      .prefault({}),
    order: z.object({ guest: enabledSchema(false).prefault({}) }).prefault({}),
    catalog: z
      .object({
        product: z.object({ packagingFee: enabledSchema(false).prefault({}) }).prefault({}),
        brand: z.object({ specialPageDisplay: enabledSchema(false).prefault({}) }).prefault({}),
      })
      .prefault({}),
    timeslots: z
      .object({
        calculation: z.object({ strategy: timeslotStrategySchema.default('DEFAULT') }).prefault({}),
      })
      .prefault({}),
    loyalty: enabledSchema(false).prefault({}),
    giftOrder: enabledSchema(false).prefault({}),
    services: z
      .object({
        newsletter: enabledSchema(false).prefault({}),
        chatbot: enabledSchema(false).prefault({}),
      })
      .prefault({}),
    format: z
      .object({
        addressStreetPattern: addressStreetPatternSchema.default('STREET_FIRST'),
      })
      .prefault({}),
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
