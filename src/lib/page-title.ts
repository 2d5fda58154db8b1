/** The shop's name, as the browser title ends. */
export const SHOP_NAME = 'Agora Market';

/**
 * The browser title of a page: its title, then the shop's name, once (an editor's metadata title
 * may already end with it: "Who we are | Agora Market").
 */
export const browserTitle = (title: string): string => {
  const trimmed = title.trim();
  return trimmed.endsWith(SHOP_NAME) ? trimmed : `${trimmed} | ${SHOP_NAME}`;
};
