import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb } from 'react-aria-components';
import { Link } from '@/ui/Link';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href: string;
}

/** Breadcrumbs; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumbs`}>
      <AriaBreadcrumbs className={styles.list}>
        {items.map((item, index) => (
          <Breadcrumb key={item.href} className={styles.crumb}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <Link href={item.href}>{item.label}</Link>
            )}
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}
