/** Paths where the cart button and the time-slot control are hidden (spec §2). */
const checkoutPaths = ['/cart', '/checkout', '/thank-you'];

export const isCheckoutPath = (pathname: string): boolean =>
  checkoutPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
