import { DEFAULT_COMMENT_MAX_LENGTH } from '@machines/cart/cart.types';
import { useQuery } from '@tanstack/react-query';
import { configurationQuery } from '@/app/queries/content';

/** The configuration the cart's lines read: comment maximum, packaging fees. */
export function useCartConfig() {
  const config = useQuery(configurationQuery()).data;
  return {
    commentMaxLength: config?.fields.orderItems.comments.maxLength ?? DEFAULT_COMMENT_MAX_LENGTH,
    packagingFee: config?.catalog.product.packagingFee.enabled ?? false,
  };
}
