import type { SnapshotFrom } from 'xstate';
import { isListSearchActive, searchListProducts } from '@/lib/list-rules';
import type { listDetailMachine } from './list-detail.machine';

type Snapshot = SnapshotFrom<typeof listDetailMachine>;

export const list = (s: Snapshot) => s.context.list;
export const isLoading = (s: Snapshot) => s.matches('loading');
export const hasLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const isBusy = (s: Snapshot) => s.hasTag('busy');
export const query = (s: Snapshot) => s.context.query;
export const isSearching = (s: Snapshot) => isListSearchActive(s.context.query);
export const productCount = (s: Snapshot) => s.context.products.length;
/** The products shown: all of them, or those matching a search of 3 characters or more. */
export const visibleProducts = (s: Snapshot) =>
  searchListProducts(s.context.products, s.context.query);
export const canAddToCart = (s: Snapshot) => s.can({ type: 'list.addToCart' });
export const removingSku = (s: Snapshot) => s.context.removingSku;
export const notice = (s: Snapshot) => s.context.notice;
