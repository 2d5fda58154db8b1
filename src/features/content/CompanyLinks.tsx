import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { headerContentQuery } from '@/app/queries/content-pages';
import { useLocale } from '@/i18n/use-locale';
import { ContentLink } from '@/ui/ContentLink';
import { LoadFailed } from '@/ui/LoadFailed';
import styles from './CompanySheet.module.css';

/**
 * The company links' groups (Company, Services, Announcements, page examples) from editor
 * content: in the header's company sheet, and in the phone's menu drawer.
 */
export default function CompanyLinks({
  close,
  groupHeading: GroupHeading = 'h3',
}: {
  close: () => void;
  /** h4 where the links sit under a heading of their own (the drawer's "Company"). */
  groupHeading?: 'h3' | 'h4';
}) {
  const locale = useLocale();
  const { data, isPending, isError, isFetching, refetch } = useQuery(headerContentQuery(locale));
  if (isPending) {
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (isError) {
    return (
      <LoadFailed onRetry={() => void refetch()} retrying={isFetching}>
        <Trans>These links could not be loaded right now.</Trans>
      </LoadFailed>
    );
  }
  return (
    <div className={styles.groups}>
      {data.categories.map((category) => (
        <section key={category.title} aria-label={category.title} className={styles.category}>
          {category.fields.map((field) => (
            <div key={field.title} className={styles.group}>
              <GroupHeading>{field.title}</GroupHeading>
              <ul>
                {field.links.map((link) => (
                  <li key={`${link.link_title}${link.redirect_link}`}>
                    <ContentLink
                      href={link.redirect_link}
                      variant="plain"
                      className={styles.link}
                      onPress={close}
                    >
                      {link.link_title}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
