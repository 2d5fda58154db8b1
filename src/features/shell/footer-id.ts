/** The footer's element, which the shell hydrates once it comes near the screen. */
export const FOOTER_ID = 'site-footer';
