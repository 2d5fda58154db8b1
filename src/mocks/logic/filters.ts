import type { SeedProduct } from '../seed/products';
import type { Seed } from '../seed/seed';
import { COLLECTION_TYPE } from '../seed/services';
import { slugify } from '../seed/text';

/** A product is offered for every requested collection type (codes or service ids). */
export const offeredFor = (product: SeedProduct, types: readonly string[] | undefined): boolean =>
  !types?.length ||
  types.every((type) =>
    product.collectionTypes.some(
      (service) => service === type || COLLECTION_TYPE[service] === type,
    ),
  );

/** Products of a category given by id, slug, friendlyId or integratorId. */
export const inCategory = (seed: Seed, key: string | undefined) => {
  if (!key) return () => true;
  const category = seed.categories.find(
    (c) => c.id === key || c.integratorId === key || slugify(c.name.en) === key,
  );
  return (product: SeedProduct) => product.categoryId === category?.id;
};

/** Products of a brand given by slug or name. */
export const ofBrand = (key: string | undefined) => {
  if (!key) return () => true;
  const wanted = slugify(key);
  return (product: SeedProduct) => slugify(product.brand) === wanted;
};
