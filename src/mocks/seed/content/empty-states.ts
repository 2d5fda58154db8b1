import type { EmptyStates } from '@/api/contract/content';
import type { Bilingual } from './bilingual';
import { imageAsset } from './media';

/** Illustrations of empty and warning states; the last four are unset in the content service. */
export const emptyStates: Bilingual<EmptyStates> = {
  cart: imageAsset('empty-cart'),
  address: imageAsset('empty-address'),
  orders: imageAsset('empty-orders'),
  cards: imageAsset('empty-cards'),
  lists: imageAsset('empty-lists'),
  favorite_products: imageAsset('empty-favourites'),
  smart_lists: imageAsset('empty-smart-lists'),
  page_not_found: imageAsset('page-not-found'),
  default_warning: imageAsset('default-warning'),
  email: imageAsset('email-sent'),
  cancel_order: imageAsset('cancel-order'),
  edit_order: imageAsset('edit-order'),
  minimum_order_value: imageAsset('minimum-order-value'),
  change_password: imageAsset('change-password'),
  default_product_image: imageAsset('default-product'),
  cancel_edit: null,
  edit_order_timeframe: null,
  prebook: null,
  welcome_image: null,
};
