import { useVisitState } from '@/app/visit';

/** The browser has a connection (the visit hears its `online` and `offline` events). */
export const useOnline = (): boolean => useVisitState((s) => s.context.online);
