import { z } from 'zod/mini';

/** Cookie categories (content-side.md §3 "Cookie consent"). `necessary` is always true. */
export const consentCategories = ['necessary', 'performance', 'ad', 'ux'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;
export const optionalCategories: readonly OptionalCategory[] = ['performance', 'ad', 'ux'];

export const consentChoicesSchema = z.object({
  necessary: z.literal(true),
  performance: z.boolean(),
  ad: z.boolean(),
  ux: z.boolean(),
});
export type ConsentChoices = z.infer<typeof consentChoicesSchema>;

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
