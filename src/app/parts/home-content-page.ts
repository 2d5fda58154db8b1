/** The editor's home page (content `home`): its blocks go between home's rails. */
export const HOME_CONTENT_SLUG = 'home';

/** The element of home's blocks, which hydrates once it comes near the screen. */
export const HOME_CONTENT_ID = 'home-content';
