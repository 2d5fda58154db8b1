import type { MenuList } from '@/api/contract/content';
import { type Bilingual, bi } from './bilingual';

/**
 * The main menu. The app maps `enum` to its route: 0 products (/categories), 1 offers (/offers),
 * 2 my lists (/user/lists), 3 my orders (/user/history/).
 */
export const mainMenu: Bilingual<MenuList> = {
  title: bi('Κύριο μενού', 'Main menu'),
  has_icon: true,
  items: [
    { title: bi('Προϊόντα', 'Products'), enum: 0 },
    { title: bi('Προσφορές', 'Offers'), enum: 1 },
    { title: bi('Οι λίστες μου', 'My lists'), enum: 2 },
    { title: bi('Οι παραγγελίες μου', 'My orders'), enum: 3 },
  ],
};

export const menus: Bilingual<MenuList>[] = [mainMenu];
