/** Fired on window by the API client when a call answers 401; the visit listens for it. */
export const UNAUTHORIZED_EVENT = 'shop:unauthorized';
