import { Trans, useLingui } from '@lingui/react/macro';
import {
  hasFailed,
  isConfirmationOpen,
  isSubmitting,
  newsletterEmail,
  newsletterError,
} from '@machines/newsletter/newsletter.selectors';
import { Suspense } from 'react';
import { FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import type { FooterNewsletter } from '@/api/contract/content';
import { NewsletterActor, NewsletterProvider } from '@/app/actors/page/newsletter';
import { lazyPart } from '@/lib/lazy-part';
import { Button } from '@/ui/Button';
import { ContentImage } from '@/ui/ContentImage';
import styles from './Newsletter.module.css';

const NewsletterConfirmation = lazyPart(() => import('./NewsletterConfirmation'));

/** The footer's newsletter sign-up block, from the footer content (shown when enabled). */
export function NewsletterBlock({ newsletter }: { newsletter: FooterNewsletter }) {
  if (!newsletter.enabled) return null;
  return (
    <NewsletterProvider>
      <NewsletterForm newsletter={newsletter} />
      <Confirmation link={newsletter.input_link ?? null} />
    </NewsletterProvider>
  );
}

/** The modal's code loads the first time a sign-up is confirmed. */
function Confirmation({ link }: { link: string | null }) {
  const open = NewsletterActor.useSelector(isConfirmationOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterConfirmation link={link} />
    </Suspense>
  );
}

function NewsletterForm({ newsletter }: { newsletter: FooterNewsletter }) {
  const { t } = useLingui();
  const actor = NewsletterActor.useActorRef();
  const email = NewsletterActor.useSelector(newsletterEmail);
  const error = NewsletterActor.useSelector(newsletterError);
  const busy = NewsletterActor.useSelector(isSubmitting);
  const failed = NewsletterActor.useSelector(hasFailed);
  return (
    <section className={styles.block} aria-labelledby="newsletter-title">
      {newsletter.image && (
        <ContentImage
          image={newsletter.image}
          width={936}
          height={600}
          decorative
          className={styles.image}
        />
      )}
      <div className={styles.body}>
        <h2 id="newsletter-title" className={styles.title}>
          {newsletter.title}
        </h2>
        <Form
          className={styles.form}
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'newsletter.submit' });
          }}
        >
          <TextField
            className={styles.field}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(value) => actor.send({ type: 'newsletter.change', value })}
            isInvalid={error !== null}
          >
            <Label>{newsletter.input_text}</Label>
            <Input className={styles.input} placeholder={newsletter.input_text} />
            <FieldError className={styles.error}>
              <Trans>Please enter a valid e-mail address, such as name@example.gr.</Trans>
            </FieldError>
          </TextField>
          {/* Not isPending (axe rejects its live region): a busy label; the journey ignores repeats. */}
          <Button type="submit">
            {busy ? <Trans>Signing up…</Trans> : <Trans>Sign up</Trans>}
          </Button>
        </Form>
        {failed && (
          <p role="alert" className={styles.failure}>
            {t`We could not sign you up right now. Please try again later.`}
          </p>
        )}
      </div>
    </section>
  );
}
