import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { selectedShop } from '@machines/service-selection/service-selection.selectors';
import { hasSession } from '@machines/session/session.selectors';
import { useQuery } from '@tanstack/react-query';
import { listsPreviewQuery } from '@/app/queries/lists';
import { useJourney } from '@/app/visit';
import { useLocale } from '@/i18n/use-locale';
import { Link } from '@/ui/Link';
import styles from './Lists.module.css';
import { listChoiceLabel } from './list-labels';

function Preview() {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const shop = useJourney('selection', selectedShop)?._id;
  const { data: lists, isError } = useQuery(listsPreviewQuery(locale, shop));
  if (isError || !lists || lists.length === 0) return null;
  return (
    <section className={styles.preview} aria-label={t`My lists`}>
      <h3>
        <Link href="/user/lists" variant="plain">
          <Trans>My lists</Trans>
        </Link>
      </h3>
      {lists.map((list) => {
        const label = listChoiceLabel(i18n, list);
        const count = list.productCount;
        return (
          <div key={list._id}>
            <Link href={`/user/lists/list?id=${encodeURIComponent(list._id)}`} variant="plain">
              {label}
            </Link>{' '}
            <span className={styles.muted}>
              (<Plural value={count} one="# product" other="# products" />)
            </span>
            {list.previewProducts.length > 0 && (
              <ul className={styles.previews} aria-label={t`First products of ${label}`}>
                {list.previewProducts.map((product) => (
                  <li key={product.sku}>
                    <img src={product.image} alt={product.displayName} width={56} height={56} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** The side cart's preview of the customer's lists, 4 products each; nothing for a visitor. */
export default function ListsPreview() {
  const signedIn = useJourney('session', hasSession);
  return signedIn ? <Preview /> : null;
}
