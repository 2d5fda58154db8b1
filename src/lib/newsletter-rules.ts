/** Newsletter sign-up: a plausible e-mail address: something@domain.tld, no spaces (the server has the last word). */
export const isPlausibleEmail = (value: string): boolean =>
  /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim()) && value.trim().length <= 254;
