import { sessionMachine } from '@machines/session/session.machine';
import { sessionModel } from '@machines/session/session.model';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise, type StateValue } from 'xstate';
import { makePng } from '../support/avatar-files';
import { seedConsent } from '../support/consent-ui';
import { logInAsDemoCustomer } from '../support/demo-login';
import { holdRoute } from '../support/held-route';
import { expectTokenOnlyInCookie, firstPaint, sessionUi } from '../support/session-ui';
import { mainMenu } from '../support/shell-ui';
import { expect, type Page, test } from '../support/test';

/**
 * UI-level tours of the session journey, generated from the same graph as the machine-level
 * tests and replayed against the demo platform. A submit is a form filled in; a platform reply
 * is the real one (wrong password, e-mail taken) or, for failures no form can cause (a profile
 * that answers 401 or does not answer), a routed reply, set up step by step: each action that
 * starts a profile call routes the answer the step after it needs, and an action from a settled
 * state (visitor, signedIn) first removes the routes of the steps before. "Another tab" is a
 * second page of the same browser context where the shopper logs in or out through the shop
 * itself. The oracle is the machine itself.
 */
test.describe.configure({ timeout: 120_000 });
const paths = generateUiTours(sessionMachine, sessionModel);
const PROFILE = '**/api/v3/users/me';
const noop = () => {};
/** The session's state (visitor, signedIn…) and, signed in, where its logout stands. */
const top = (value: StateValue) => (typeof value === 'string' ? value : Object.keys(value)[0]!);
const logoutStep = (value: StateValue) =>
  typeof value === 'string' ? null : (Object.values(value)[0] as string);
/** The oracle's calls never settle: the path itself sends their replies. */
const pending = fromPromise(() => new Promise<never>(() => {})) as never;

for (const path of paths) {
  test(`session: ${path.name}`, async ({ page, context, baseURL }) => {
    const ui = sessionUi(page, context);
    await seedConsent(page);
    // After a login the merge-cart modal (checkout journey) opens: see expectState.
    const merged = page.getByRole('dialog', { name: 'We added your saved cart' });
    const logoutDialog = page.getByRole('alertdialog', { name: 'Log out?' });
    let otherTab: Page | undefined;
    const oracle = createActor(
      sessionMachine.provide({
        actors: { signIn: pending, register: pending, loadProfile: pending, revokeToken: pending },
        actions: {
          goHome: noop,
          storeToken: noop,
          markFromLogin: noop,
          announceSignedIn: noop,
          returnToOrigin: noop,
          endSession: noop,
        },
      }),
      { input: path.input as { hasToken: boolean } },
    ).start();

    // What this page's profile call answers is decided by the step after the one that starts it.
    let releaseProfile: (() => void) | undefined;
    /** The page a login or register form was opened from: the shop goes back there after it. */
    let origin: string | undefined;
    /** `after`: the answer waits for it (another tab's login must show before this tab's 401 ends it). */
    async function answerProfileAs(next: JourneyStep | undefined, after?: Promise<void>) {
      const event = next?.event as { type: string; error?: { status?: number } } | undefined;
      if (event?.type === 'session.expired' || event?.error?.status === 401) {
        await page.route(PROFILE, async (route) => {
          await after;
          await route.fulfill({ status: 401, json: {} });
        });
      } else if (event?.type === 'xstate.error.actor.loadProfile') {
        await page.route(PROFILE, async (route) => {
          await after;
          await route.abort('internetdisconnected');
        });
      } else if (event?.type === 'session.changedElsewhere') {
        // Still loading when the other tab logs out.
        releaseProfile = await holdRoute(page, PROFILE, 'abort');
      }
    }

    if ((path.input as { hasToken: boolean }).hasToken) {
      await logInAsDemoCustomer(page, context, baseURL);
      await answerProfileAs(path.steps[0]);
    }
    await page.goto('/en/offers');
    await expectState(oracle.getSnapshot().value, undefined);

    for (const [index, step] of path.steps.entries()) {
      await perform(step, top(oracle.getSnapshot().value), path.steps[index + 1]);
      oracle.send(step.event as never);
      await expectState(step.state, step);
    }

    async function anotherTab() {
      otherTab ??= await context.newPage();
      return otherTab;
    }

    async function toForm(kind: 'login' | 'register') {
      const { pathname } = new URL(page.url());
      if (pathname === `/en/${kind}`) return;
      if (!/^\/en\/(login|register)$/.test(pathname)) origin = page.url();
      const menu = await ui.openProfileMenu();
      const name = kind === 'login' ? 'Log in' : 'Create an account';
      await menu.getByRole('menuitem', { name }).click();
      await expect(kind === 'login' ? ui.loginForm : ui.registerForm).toBeVisible(firstPaint);
    }

    async function register(email: string, password: string) {
      await toForm('register');
      const form = ui.registerForm;
      await form.getByRole('textbox', { name: 'First name' }).fill('Νίκος');
      await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await form.getByLabel('Password (at least 8 characters)').fill(password);
      await form.getByRole('button', { name: 'Create account' }).click();
    }

    async function perform(step: JourneyStep, from: string, next: JourneyStep | undefined) {
      const event = step.event as {
        type: string;
        credentials?: { password: string };
        registration?: { password: string };
      };
      // From a settled state no call is waiting for its answer: the routes of the steps before
      // (a 401 or a dropped profile, the orders' 401) are removed, so they answer nothing later.
      if (!event.type.startsWith('xstate.') && (from === 'visitor' || from === 'signedIn')) {
        releaseProfile?.();
        releaseProfile = undefined;
        await page.unrouteAll({ behavior: 'wait' });
      }
      switch (event.type) {
        case 'login.submit':
          await toForm('login');
          if (!event.credentials?.password) return ui.fillLogin('demo@', '');
          return ui.fillLogin(
            'demo@agora.gr',
            next?.event.type === 'xstate.error.actor.signIn' ? 'not-the-password' : 'demo1234',
          );
        case 'register.submit':
          if (event.registration?.password === 'short')
            return register('nikos@example.gr', 'short');
          return register(
            next?.event.type === 'xstate.error.actor.register'
              ? 'demo@agora.gr'
              : `nikos-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.gr`,
            'kalimera123',
          );
        case 'form.clear': {
          const onLogin = new URL(page.url()).pathname === '/en/login';
          if (!onLogin) return toForm('login');
          await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
          return expect(ui.registerForm).toBeVisible(firstPaint);
        }
        case 'profile.retry': {
          // The retry's answer is the next step's (held while another tab logs out).
          await page.unroute(PROFILE);
          await answerProfileAs(next);
          const menu = await ui.openProfileMenu();
          return menu.getByRole('menuitem', { name: /did not load/ }).click();
        }
        case 'session.expired':
          if (from === 'loadingProfile') return; // the profile call itself answered 401
          await page.route('**/api/v3/users/me/orders**', (route) =>
            route.fulfill({ status: 401, json: {} }),
          );
          await (await mainMenu(page)).getByText('My orders').click();
          return;
        case 'profile.avatarChanged': {
          // Through the profile menu (no reload), then the photo panel of My details.
          const menu = await ui.openProfileMenu();
          await menu.getByRole('menuitem', { name: 'My details' }).click();
          const panel = page.getByRole('region', { name: 'Profile photo' });
          await expect(panel.getByRole('img', { name: 'No profile photo' })).toBeVisible(
            firstPaint,
          );
          const chooser = page.waitForEvent('filechooser');
          await panel.getByRole('button', { name: 'Choose a photo' }).click();
          await (await chooser).setFiles({
            name: 'me.png',
            mimeType: 'image/png',
            buffer: makePng(120, 120),
          });
          return expect(panel.getByRole('status')).toContainText('Your profile photo was updated.');
        }
        case 'session.changedElsewhere': {
          const other = await anotherTab();
          const otherUi = sessionUi(other, context);
          if ((event as { hasToken?: boolean }).hasToken) {
            await page.unroute(PROFILE);
            // A 401 in this tab ends the session in every tab (the token is dropped), so this
            // tab's answer waits until the other tab has shown its customer.
            let signedInThere = () => {};
            await answerProfileAs(next, new Promise<void>((done) => (signedInThere = done)));
            await other.goto('/en/login');
            await expect(otherUi.loginForm).toBeVisible(firstPaint);
            await otherUi.fillLogin('demo@agora.gr', 'demo1234');
            await expect(otherUi.customerButton('Ελένη')).toBeVisible(firstPaint);
            signedInThere();
            return;
          }
          await other.goto('/en');
          const menu = await otherUi.openProfileMenu();
          await menu.getByRole('menuitem', { name: 'Log out' }).click();
          await other
            .getByRole('alertdialog')
            .getByRole('button', { name: 'Yes, log out' })
            .click();
          await expect(otherUi.visitorButton).toBeVisible(firstPaint);
          releaseProfile?.();
          releaseProfile = undefined;
          return;
        }
        case 'logout.request': {
          const menu = await ui.openProfileMenu();
          return menu.getByRole('menuitem', { name: 'Log out' }).click();
        }
        case 'logout.cancel':
          return logoutDialog.getByRole('button', { name: 'Stay logged in' }).click();
        case 'logout.confirm':
          if (next?.event.type === 'xstate.error.actor.revokeToken') {
            await page.route('**/api/v3/auth/logout', (route) =>
              route.abort('internetdisconnected'),
            );
          }
          return logoutDialog.getByRole('button', { name: 'Yes, log out' }).click();
        default:
          // A platform reply (xstate.done/error.actor.*): it arrives by itself.
          if (event.type.startsWith('xstate.')) return;
          throw new Error(`No UI action for ${event.type}`);
      }
    }

    async function expectState(value: StateValue, step: JourneyStep | undefined) {
      const { errors, failure } = oracle.getSnapshot().context;
      const state = top(value);
      const logout = logoutStep(value);
      if (logout === 'confirmingLogout') {
        await expect(logoutDialog).toBeVisible(firstPaint);
        return;
      }
      // signingOut: a moment between the press and the platform's reply.
      if (logout === 'signingOut') return;
      if (step?.event.type === 'logout.cancel') {
        // Still the customer's session, the modal gone.
        await expect(logoutDialog).toBeHidden();
        const name = oracle.getSnapshot().context.user?.firstName;
        if (name) await expect(ui.customerButton(name)).toBeVisible();
        expect(await ui.token()).toBeDefined();
        return;
      }
      if (state === 'visitor') {
        await expect(ui.visitorButton).toBeVisible(firstPaint);
        await expect.poll(ui.token).toBeUndefined();
        if (errors.email)
          await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
        if (errors.password === 'tooShort') {
          await expect(page.getByText('The password needs at least 8 characters.')).toBeVisible();
        }
        if (failure)
          await expect(page.getByRole('main').getByRole('alert')).toBeVisible(firstPaint);
        if (step?.event.type.endsWith('.actor.revokeToken')) {
          // Answered or not, the logout ends here: on the home page, the modal gone.
          await expect(page).toHaveURL(/\/en$/, firstPaint);
          await expect(logoutDialog).toBeHidden();
        }
        if (step?.event.type === 'session.expired' && from(step) === 'signedIn') {
          await expect(page.getByText(/Your session has ended/)).toBeVisible(firstPaint);
        }
      } else if (state === 'signedIn') {
        // The customer as the oracle holds them (the demo customer, or the one just registered).
        const name = oracle.getSnapshot().context.user?.firstName ?? 'Ελένη';
        await expect(ui.customerButton(name)).toBeVisible(firstPaint);
        if (step?.event.type === 'profile.avatarChanged') {
          // The header's account button shows the new photo at once.
          await expect(ui.customerButton(name).locator('img')).toBeVisible();
          return;
        }
        // The shop wrote the cookie itself after a login or registration (not the test's cookie).
        const written = step?.event.type !== 'xstate.done.actor.loadProfile';
        await expectTokenOnlyInCookie(page, context, { written });
        if (step?.event.type === 'xstate.done.actor.signIn') {
          // The demo customer has a saved cart: the merge modal follows the login. Closed here so
          // the next step's dialog does not open under it.
          await expect(merged).toBeVisible(firstPaint);
          await merged.getByRole('button', { name: 'OK, continue' }).click();
          await expect(merged).toBeHidden();
        }
        if (written) {
          // Back where the shopper was before the login (the tour starts on /en/offers).
          expect(origin).toBeDefined();
          await expect(page).toHaveURL(origin!, firstPaint);
        }
      } else if (state === 'profileFailed') {
        // Said at once outside the account pages (which say it in place); dismissed here so the
        // header it covers is free for the next step.
        if (!/\/user(\/|$)/.test(new URL(page.url()).pathname)) {
          const notice = page
            .getByRole('status')
            .filter({ hasText: 'We could not load your account details.' });
          await expect(notice).toBeVisible(firstPaint);
          await notice.getByRole('button', { name: 'Dismiss' }).click();
          await expect(notice).toBeHidden();
        }
        // The retry entry is what tells a failed profile from one still loading.
        const menu = await ui.openProfileMenu();
        await expect(menu.getByRole('menuitem', { name: /did not load/ })).toBeVisible(firstPaint);
        await page.keyboard.press('Escape');
        expect(await ui.token()).toBeDefined();
      }
      // signingIn, registering, loadingProfile: a moment between a press and the reply.
    }

    function from(step: JourneyStep) {
      const index = path.steps.indexOf(step);
      return index > 0 ? top(path.steps[index - 1]!.state) : 'start';
    }
  });
}
