import type { Page } from '@playwright/test';

/** Playwright's errors for a call the page gave up on while a route handler held it. */
const CANCELLED =
  /has been disposed|Request context disposed|Target page, context or browser has been closed/;

const cancelled = (error: unknown) => error instanceof Error && CANCELLED.test(error.message);

/**
 * Serves the demo platform's reply to `url` with its JSON changed by `change`.
 *
 * The shop may cancel such a call while the handler waits for the real reply (a redirect or a
 * new page aborts the loaders' requests). Playwright then disposes the reply and reading it
 * throws; nobody is left to read a changed body, so the handler lets that call go. Any other
 * failure still fails the test.
 */
export async function withJsonReply(
  page: Page,
  url: string,
  change: (body: Record<string, unknown>) => Record<string, unknown> | undefined,
) {
  await page.route(url, async (route) => {
    try {
      const reply = await route.fetch();
      const body = (await reply.json()) as Record<string, unknown>;
      await route.fulfill({ response: reply, json: change(body) ?? body });
    } catch (error) {
      if (!cancelled(error)) throw error;
    }
  });
}
