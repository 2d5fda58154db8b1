import { NewsletterBlock } from '@/features/newsletter/NewsletterBlock';
import { ProfileFailedNotice } from '@/features/session/ProfileFailedNotice';
import { SessionEndedNotice } from '@/features/session/SessionEndedNotice';
import Footer from '@/features/shell/Footer';

/**
 * The shell's footer with the newsletter sign-up block in it (lazy in the root route), and the
 * notices of a session ended by a 401 and of a profile that did not load: they show in the toast
 * region, and ride with the footer so that their code is not part of the first paint (every page
 * has the footer).
 */
export default function SiteFooter() {
  return (
    <>
      <Footer newsletter={(content) => <NewsletterBlock newsletter={content} />} />
      <SessionEndedNotice />
      <ProfileFailedNotice />
    </>
  );
}
