import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EmptyState } from '@/app/parts/EmptyState';
import { contentPageQuery } from '@/app/queries/content-pages';
import { useLocale } from '@/i18n/use-locale';
import { Link } from '@/ui/Link';
import { PageMeta } from '@/ui/PageMeta';
import { PageTitle } from '@/ui/PageTitle';
import { ContactForm } from './ContactForm';
import { ContentPage } from './ContentPage';
import pageStyles from './ContentPage.module.css';
import { ContentPageMeta } from './ContentPageMeta';
import { FaqList } from './FaqList';

const usePage = (slug: string) => useSuspenseQuery(contentPageQuery(useLocale(), slug)).data;

/** /corporate/corporatecontent/{slug}: a corporate page (job pages end with the open jobs). */
export function CorporatePageScreen({ slug }: { slug: string }) {
  const page = usePage(slug);
  return (
    <>
      <ContentPageMeta page={page} path={`/corporate/corporatecontent/${slug}`} />
      <ContentPage page={page} />
    </>
  );
}

/** /corporate/blogs/{blog}: the blog's posts, newest first. */
export function BlogScreen({ blog }: { blog: string }) {
  const page = usePage(blog);
  return (
    <>
      <ContentPageMeta page={page} path={`/corporate/blogs/${blog}`} />
      <ContentPage page={page} variant="blog" />
    </>
  );
}

/** landing-page/{slug}/: a landing page (greek-wines). */
export function LandingScreen({ slug }: { slug: string }) {
  const page = usePage(slug);
  return (
    <>
      <ContentPageMeta page={page} path={`/landing-page/${slug}`} />
      <ContentPage page={page} variant="landing" />
    </>
  );
}

/** /corporate/faqs: questions as disclosures, then a way to ask something else. */
export function FaqScreen() {
  const page = usePage('faqs');
  return (
    <div className={`page ${pageStyles.page}`} data-page-slug="faqs">
      <ContentPageMeta page={page} path="/corporate/faqs" />
      <header className={pageStyles.header}>
        <h1>{page.content.title}</h1>
        {page.content.subtitle && <p className={pageStyles.subtitle}>{page.content.subtitle}</p>}
      </header>
      <FaqList page={page} />
      <p>
        <Trans>Did not find your answer?</Trans>{' '}
        <Link href="/corporate/contactform/contact-us">
          <Trans>Write to us</Trans>
        </Link>
      </p>
    </div>
  );
}

/** /corporate/contactform/contact-us: the contact form. */
export function ContactScreen() {
  const { t } = useLingui();
  return (
    <div className={`page ${pageStyles.page}`}>
      <PageMeta title={t`Contact us`} path="/corporate/contactform/contact-us" />
      <header className={pageStyles.header}>
        <h1>
          <Trans>Contact us</Trans>
        </h1>
        <p className={pageStyles.subtitle}>
          <Trans>
            Write to us and we will reply within 24 hours. Customer support by phone: Monday to
            Saturday 8 AM to 8 PM, Sunday 9 AM to 6 PM.
          </Trans>
        </p>
      </header>
      <ContactForm />
    </div>
  );
}

/** An unknown page slug: the editor's "page not found" illustration and a way on. */
export function ContentNotFound() {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageTitle title={t`Page not found`} />
      <EmptyState kind="page_not_found" title={t`Page not found`} level={1}>
        <p>
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </p>
        <Link href="/" variant="button">
          <Trans>Back to the home page</Trans>
        </Link>
      </EmptyState>
    </div>
  );
}
