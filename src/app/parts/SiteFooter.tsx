import { NewsletterBlock } from '@/features/newsletter/NewsletterBlock';
import { SessionEndedNotice } from '@/features/session/SessionEndedNotice';
import Footer from '@/features/shell/Footer';

/**
 * The shell's footer with the newsletter sign-up block in it (lazy in the root route), and the
 * notice of a session ended by a 401: it shows in the toast region, and rides with the footer so
 * that its code is not part of the first paint (every page has the footer).
 */
export default function SiteFooter() {
  return (
    <>
      <Footer newsletter={(content) => <NewsletterBlock newsletter={content} />} />
      <SessionEndedNotice />
    </>
  );
}
