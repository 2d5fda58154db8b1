/**
 * Editor product codes are `PR` + the catalogue number. The catalogue seed is agreed to number its
 * products from PR1001 upward (src/mocks/seed/products.ts); promoted-products blocks only use PR1001..PR1300. If the catalogue
 * numbers differently, change this base only.
 */
export const PRODUCT_NUMBER_BASE = 1000;

/** The code of the n-th catalogue product (1-based): `productCode(1)` is `PR1001`. */
export const productCode = (n: number): string => `PR${PRODUCT_NUMBER_BASE + n}`;

/** Codes of the n-th products, in order. */
export const productCodes = (...ns: number[]): string[] => ns.map(productCode);
