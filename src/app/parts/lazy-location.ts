import { lazyPart } from '@/lib/lazy-part';

/** The service picker, its sheets and their data (zod, API client): loaded on the first open. */
export const LocationSheets = lazyPart(() => import('@/features/location/LocationSheets'));

/** The "supported" toast after an address or shop is chosen: loaded the first time it shows. */
export const SelectionNotice = lazyPart(() => import('@/features/location/SelectionNotice'));
