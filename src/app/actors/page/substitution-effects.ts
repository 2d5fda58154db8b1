import type { Substitute } from '@machines/substitution/substitution.types';
import { getSubstitutesEndpoint } from '@/api/contract/catalog';
import { api } from '../../api';

/** The substitution sheet's call: the API client and contract load with the first sheet. */
export const loadSubstitutes = async (
  sku: string,
  shop: string | undefined,
): Promise<Substitute[]> =>
  (await api.call(getSubstitutesEndpoint, { params: { sku }, query: shop ? { shop } : {} })).map(
    ({ sku, name, price, image }) => ({ sku, name, price, image }),
  );
