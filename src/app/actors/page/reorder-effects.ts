import type { ReorderTarget } from '@machines/reorder/reorder.types';
import { reorderEndpoint } from '@/api/contract/orders';
import { api } from '../../api';

/** "Add to cart" on a past order: the API client and contract load with the first press. */
export const loadReorderLines = (orderId: string, target: ReorderTarget) =>
  api.call(reorderEndpoint, { params: { orderId }, body: target });
