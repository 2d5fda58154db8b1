/** Cookie categories (content-side.md §3 "Cookie consent"). `necessary` is always true. */
export const consentCategories = ['necessary', 'performance', 'ad', 'ux'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;
export const optionalCategories: readonly OptionalCategory[] = ['performance', 'ad', 'ux'];

export interface ConsentChoices {
  necessary: true;
  performance: boolean;
  ad: boolean;
  ux: boolean;
}

/**
 * Validates a stored consent (same `safeParse` shape as a zod schema). Hand-written because the
 * shell reads it before the first paint, and zod would add ~15 KB gzip to that path.
 */
export const consentChoicesSchema = {
  safeParse(value: unknown): { success: true; data: ConsentChoices } | { success: false } {
    if (typeof value !== 'object' || value === null) return { success: false };
    const v = value as Record<string, unknown>;
    const valid =
      v.necessary === true &&
      typeof v.performance === 'boolean' &&
      typeof v.ad === 'boolean' &&
      typeof v.ux === 'boolean';
    return valid
      ? {
          success: true,
          data: {
            necessary: true,
            performance: v.performance,
            ad: v.ad,
            ux: v.ux,
          } as ConsentChoices,
        }
      : { success: false };
  },
};

export const allAccepted: ConsentChoices = {
  necessary: true,
  performance: true,
  ad: true,
  ux: true,
};
export const necessaryOnly: ConsentChoices = {
  necessary: true,
  performance: false,
  ad: false,
  ux: false,
};

/** Whether two decisions allow the same categories. */
export const sameChoices = (a: ConsentChoices, b: ConsentChoices): boolean =>
  consentCategories.every((category) => a[category] === b[category]);
