import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { collectionTypeSchema, deliveryModeSchema } from './common';
import { lazySchema } from './lazy-schema';

export const deliveryServiceSchema = lazySchema(() =>
  z.object({
    /** easy (regular delivery), express, takeAway. */
    id: deliveryModeSchema,
    title: z.string(),
    /** Icon URL. */
    icon: z.string(),
    /** true: delivery to an address; false: take-away or pick-up at a shop. */
    deliversToAddress: z.boolean(),
    timeslots: z.object({ prebook: z.object({ enabled: z.boolean() }) }),
    /** Length of one time slot (120 regular, 60 express). */
    timeAllocationInMinutes: z.int().check(z.positive()),
    collections: z.array(z.object({ collectionType: collectionTypeSchema })),
  }),
);
export type DeliveryService = z.infer<typeof deliveryServiceSchema>;

export const getDeliveryServicesEndpoint = endpoint({
  method: 'GET',
  path: '/v3/delivery-services',
  response: z.array(deliveryServiceSchema),
});
