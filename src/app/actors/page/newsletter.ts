import {
  type NewsletterSubscribedEvent,
  newsletterMachine,
} from '@machines/newsletter/newsletter.machine';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { appConfigFromEnv } from '@/api/client';
import { subscribeNewsletterEndpoint } from '@/api/contract/newsletter';
import { type ContactWidgetCallback, updateContactWidget } from '@/lib/contact-widget';
import { pageJourney } from './page-journey';

/**
 * Where the form is posted and its form id. The footer content carries no form URL, so the
 * platform's sign-up form is the default; VITE_NEWSLETTER_URL / VITE_NEWSLETTER_FORM_ID point
 * it at an external provider.
 */
export const newsletterTarget = (env: Record<string, string | boolean | undefined>) => {
  const read = (key: string) => {
    const value = env[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  return {
    url:
      read('VITE_NEWSLETTER_URL') ??
      `${appConfigFromEnv(env).baseURL}${subscribeNewsletterEndpoint.path}`,
    formId: read('VITE_NEWSLETTER_FORM_ID') ?? 'agora-weekly',
  };
};

/** How long the sign-up waits for an answer (the API client's timeout). */
export const NEWSLETTER_TIMEOUT_MS = 10_000;

/**
 * Posts the form the way an external form expects it: form-encoded, no-cors, redirects
 * followed, the body never read. A network failure, or a readable (same-origin) non-2xx status,
 * is a failure; an opaque cross-origin reply counts as sent.
 */
export async function postNewsletterForm(
  target: { url: string; formId: string },
  email: string,
  doFetch: typeof fetch = fetch,
  timeoutMs = NEWSLETTER_TIMEOUT_MS,
): Promise<void> {
  // A form that never answers fails like any call of the API client (same timeout), instead of
  // leaving "Signing up…" on screen for good.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('Newsletter sign-up timed out')),
    timeoutMs,
  );
  let response: Response;
  try {
    response = await doFetch(target.url, {
      method: 'POST',
      mode: 'no-cors',
      redirect: 'follow',
      body: new URLSearchParams({ gm_pid: target.formId, sfemail: email }),
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
  if (response.type !== 'opaque' && !response.ok) {
    throw new Error(`Newsletter sign-up failed with ${response.status}`);
  }
}

/** The contact widget the host page may install (`window.contactPigeon.update`). */
const hostContactWidget: ContactWidgetCallback<NewsletterSubscribedEvent> = (event) =>
  (
    globalThis as { contactPigeon?: { update?: (event: unknown) => unknown } }
  ).contactPigeon?.update?.(event);

/**
 * The footer's newsletter sign-up, hosted by the footer: its form takes the text typed and the
 * form sent before the footer hydrated (src/lib/hydrate-when-near.tsx hands them over as it
 * hydrates), so its journey must run from the footer's first render, not a load later.
 * `contactWidget` receives the sign-up event object; its failure is logged, never shown.
 */
export const { Actor: NewsletterActor, Provider: NewsletterProvider } = pageJourney(
  newsletterMachine,
).hosted<{ contactWidget?: ContactWidgetCallback<NewsletterSubscribedEvent> }>({
  useEffects: ({ contactWidget = hostContactWidget }) => {
    const navigate = useNavigate();
    const navigateRef = useRef(navigate);
    navigateRef.current = navigate;
    const widgetRef = useRef(contactWidget);
    widgetRef.current = contactWidget;
    return () => ({
      actors: {
        subscribe: fromPromise(({ input }: { input: { email: string } }) =>
          postNewsletterForm(newsletterTarget(import.meta.env), input.email),
        ),
      },
      actions: {
        redirectHome: () => {
          void navigateRef.current({ to: '/' });
        },
        updateContactWidget: (_: unknown, { event }: { event: NewsletterSubscribedEvent }) => {
          void updateContactWidget(event, widgetRef.current);
        },
      },
    });
  },
});
