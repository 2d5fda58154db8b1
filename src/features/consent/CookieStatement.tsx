import { Trans, useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { PageMeta } from '@/ui/PageMeta';
import { CookieSettings } from './CookieSettings';
import styles from './CookieStatement.module.css';

/** /cookies: the cookie statement (general, kinds, acceptance, settings) with the toggles. */
export function CookieStatement() {
  const { t } = useLingui();
  return (
    <div className={`page ${styles.statement}`}>
      <PageMeta
        title={t`Cookie statement`}
        description={t`Which cookies Agora Market uses, why, and how to change your choice.`}
        path="/cookies"
      />
      <Breadcrumbs
        items={[
          { label: t`Home`, href: '/' },
          { label: t`Statement`, href: '/cookies' },
        ]}
      />
      <h1>
        <Trans>Cookie statement</Trans>
      </h1>
      <section aria-labelledby="cookies-general">
        <h2 id="cookies-general">
          <Trans>General</Trans>
        </h2>
        <p>
          <Trans>
            Cookies are small text files a website stores in your browser. Agora Market uses them,
            and similar browser storage, to keep the shop working and, only if you agree, to measure
            and improve it and to show you relevant offers.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="cookies-kinds">
        <h2 id="cookies-kinds">
          <Trans>Kinds of cookies</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Necessary: your cart, your language, your login and your cookie choice. The shop
              cannot work without them, so they are always on.
            </Trans>
          </li>
          <li>
            <Trans>Performance: anonymous visit counts and page speed measurements.</Trans>
          </li>
          <li>
            <Trans>Advertising: offers that match your interests, here and on partner sites.</Trans>
          </li>
          <li>
            <Trans>Experience: recent searches and preferences that make shopping easier.</Trans>
          </li>
        </ul>
      </section>
      <section aria-labelledby="cookies-acceptance">
        <h2 id="cookies-acceptance">
          <Trans>Acceptance</Trans>
        </h2>
        <p>
          <Trans>
            Until you choose, only necessary cookies are used. Accepting all turns every category
            on; declining keeps only the necessary ones and deletes what the other categories had
            stored. Your choice is kept in this browser and you can change it here at any time.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="cookies-settings">
        <h2 id="cookies-settings">
          <Trans>Settings</Trans>
        </h2>
        <CookieSettings />
      </section>
    </div>
  );
}
