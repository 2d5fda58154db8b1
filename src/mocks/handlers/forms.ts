import type { HttpHandler } from 'msw';
import { sendContactFormEndpoint } from '@/api/contract/contact';
import { subscribeNewsletterEndpoint } from '@/api/contract/newsletter';
import { DemoError } from '../http/demo-error';
import { type DemoContext, route } from '../http/route';

export const formHandlers = (demo: DemoContext): HttpHandler[] => [
  /** A form post (possibly no-cors, which drops custom headers): no appId required. */
  route(
    demo,
    subscribeNewsletterEndpoint,
    ({ body, store, scenarios }) => {
      if (scenarios.has('newsletter-error')) throw new DemoError(500, 'SERVER_ERROR');
      store.newsletter.add(body.sfemail.toLowerCase());
      return undefined;
    },
    { appId: false },
  ),

  /** 422 on invalid fields (contract). */
  route(
    demo,
    sendContactFormEndpoint,
    ({ body, store }) => {
      store.contactMessages.push(body);
      return undefined;
    },
    { invalidStatus: 422 },
  ),
];
