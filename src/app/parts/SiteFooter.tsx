import { NewsletterBlock } from '@/features/newsletter/NewsletterBlock';
import Footer from '@/features/shell/Footer';

/** The shell's footer with the newsletter sign-up block in it (lazy in the root route). */
export default function SiteFooter() {
  return <Footer newsletter={(content) => <NewsletterBlock newsletter={content} />} />;
}
