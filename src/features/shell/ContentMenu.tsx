import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import type { MenuList } from '@/api/contract/content';
import { menusQuery } from '@/app/queries/content';
import { useLocale } from '@/i18n/use-locale';
import { MenuView } from './MainMenu';

/** The main menu as the editor published it (the first menu list), else the shop's own. */
export default function ContentMenu({
  fallback,
  ...props
}: Omit<ComponentProps<typeof MenuView>, 'menu'> & { fallback: MenuList }) {
  const locale = useLocale();
  const menu = useQuery(menusQuery(locale)).data?.[0];
  return <MenuView menu={menu && menu.items.length > 0 ? menu : fallback} {...props} />;
}
