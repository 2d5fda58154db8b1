import { siteOrigin } from './seo';

/** The shop's published origin, fixed at build time (VITE_SITE_URL): the same in prerendered HTML and in the browser. */
export const SITE_ORIGIN = siteOrigin(import.meta.env.VITE_SITE_URL);
