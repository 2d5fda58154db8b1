import { avatarMachine } from '@machines/avatar/avatar.machine';
import { avatarModel } from '@machines/avatar/avatar.model';
import type { AvatarContext } from '@machines/avatar/avatar.types';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise } from 'xstate';
import { forgedPng, makePng } from '../support/avatar-files';
import { avatarUi } from '../support/avatar-ui';
import { expectNoViolations } from '../support/axe';
import { seedConsent } from '../support/consent-ui';
import { logInAsDemoCustomer } from '../support/demo-login';
import { expect, test } from '../support/test';

const PROFILE = '**/api/v3/users/me';

/**
 * UI-level paths of the avatar journey on /user/credentials, generated from the same graph as the
 * machine-level tests, as the demo customer (who starts without a photo). The file picked is
 * decided by the path: a real PNG, a text file named .png, a PNG header over 15 MB, or a PNG
 * header with no image behind it. Faults no file can cause are injected: the platform's replies
 * (routed), a file the browser can no longer read (NotReadableError, as when it was removed after
 * picking) and an encoder whose output stays over 1 MB. The oracle is the machine itself.
 */
const paths = generateUiTours(avatarMachine, avatarModel);
const pending = fromPromise(() => new Promise<never>(() => {})) as never;

const problems = {
  notAnImage: 'This file is not a JPEG, PNG, GIF or WebP image. Please choose a photo.',
  tooLarge: 'This file is too large. Please choose a photo under 15 MB.',
  tooManyPixels:
    'This image has too many pixels to process. Please choose a photo of at most 40 megapixels.',
  unreadable: 'This image could not be read. It may be damaged; please choose another.',
} as const;
const toasts = {
  uploaded: 'Your profile photo was updated.',
  uploadFailed: 'Your profile photo could not be uploaded. Please try again.',
  deleted: 'Your profile photo was removed.',
  deleteFailed: 'Your profile photo could not be removed. Please try again.',
  loadFailed: 'Your profile photo could not be loaded.',
} as const;

/** What the file read and the encoder give, from the steps after "pick a file". */
function fileFor(steps: JourneyStep[], index: number) {
  const read = steps[index + 1]?.event as { type: string; output?: { size: number } };
  const encoded = steps[index + 2]?.event.type;
  if (read.type === 'xstate.done.actor.readFile' && read.output!.size > 15 * 1024 * 1024)
    return forgedPng(15 * 1024 * 1024 + 1);
  if (read.type === 'xstate.done.actor.readFile' && read.output!.size < 100)
    return Buffer.from('Not a picture at all, just text.\n');
  if (encoded === 'xstate.error.actor.encodeImage') return forgedPng(4096);
  return makePng(640, 480);
}

for (const path of paths) {
  test(`avatar: ${path.name}`, async ({ page, context, baseURL }) => {
    const ui = avatarUi(page);
    const has = (type: string, output?: (o: unknown) => boolean) =>
      path.steps.some(
        (s) =>
          s.event.type === type && (!output || output((s.event as { output?: unknown }).output)),
      );
    await seedConsent(page);
    await logInAsDemoCustomer(page, context, baseURL);

    // Faults decided per pick or delete from the steps that follow it (a tour may meet a
    // reply or a file twice with two outcomes): the platform's replies (routed), a file the
    // browser can no longer read and an encoder whose output stays over 1 MB (switched on the
    // page for that pick only).
    const faults = { upload: false, delete: false, unreadable: false, oversized: false };
    await page.route('**/api/v3/users/me/avatar', (route) => {
      const method = route.request().method();
      const fails = (method === 'POST' && faults.upload) || (method === 'DELETE' && faults.delete);
      return fails
        ? route.fulfill({ status: 500, json: { code: 'SERVER_ERROR' } })
        : route.fallback();
    });
    const faultsInBrowser = { unreadable: false, oversized: false };
    if (has('xstate.error.actor.readFile')) {
      faultsInBrowser.unreadable = true;
      await page.addInitScript(() => {
        const faulty = window as unknown as { avatarFaults?: { unreadable?: boolean } };
        const arrayBuffer = Blob.prototype.arrayBuffer;
        Blob.prototype.arrayBuffer = function (this: Blob) {
          return faulty.avatarFaults?.unreadable
            ? Promise.reject(new DOMException('The file could not be read.', 'NotReadableError'))
            : arrayBuffer.call(this);
        };
      });
    }
    if (has('xstate.done.actor.encodeImage', (o) => String(o).length > 1_000_000)) {
      faultsInBrowser.oversized = true;
      await page.addInitScript(() => {
        const faulty = window as unknown as { avatarFaults?: { oversized?: boolean } };
        const toBlob = HTMLCanvasElement.prototype.toBlob;
        HTMLCanvasElement.prototype.toBlob = function (this: HTMLCanvasElement, callback, type, q) {
          if (!faulty.avatarFaults?.oversized) return toBlob.call(this, callback, type, q);
          callback(new Blob([new Uint8Array(1_100_000)], { type: type ?? 'image/webp' }));
        };
      });
    }
    /** Sets the faults the step at `i` meets, from the steps after it. */
    const faultsFor = async (i: number) => {
      const after = (n: number) =>
        path.steps[i + n]?.event as { type: string; output?: unknown } | undefined;
      if (path.steps[i]!.event.type === 'avatar.delete') {
        faults.delete = after(1)?.type === 'xstate.error.actor.deleteAvatar';
        return;
      }
      if (path.steps[i]!.event.type !== 'avatar.select') return;
      faults.unreadable = after(1)?.type === 'xstate.error.actor.readFile';
      faults.oversized =
        after(2)?.type === 'xstate.done.actor.encodeImage' &&
        String(after(2)!.output).length > 1_000_000;
      faults.upload = after(3)?.type === 'xstate.error.actor.uploadAvatar';
      if (faultsInBrowser.unreadable || faultsInBrowser.oversized) {
        await page.evaluate(
          (avatarFaults) => {
            (window as unknown as { avatarFaults: unknown }).avatarFaults = avatarFaults;
          },
          { unreadable: faults.unreadable, oversized: faults.oversized },
        );
      }
    };

    const oracle = createActor(
      avatarMachine.provide({
        actors: {
          loadAvatar: pending,
          readFile: pending,
          encodeImage: pending,
          uploadAvatar: pending,
          deleteAvatar: pending,
        },
        actions: { notifyChanged: () => {} },
      }),
    ).start();

    let posts = 0;
    /**
     * axe checks the page with a problem shown once, in the tour that opens it from the profile
     * menu: a page reached without a load, whose title the shop itself must give.
     */
    let axeChecked = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/users/me/avatar')) posts += 1;
    });
    if (has('xstate.error.actor.loadAvatar')) {
      // The session's profile loads first; then the connection drops before the photo panel's
      // own call, and My details is opened from the profile menu (no reload).
      await page.goto('/en');
      const account = page.getByRole('button', { name: 'Account of Ελένη' });
      await expect(account).toBeVisible({ timeout: 15_000 });
      await page.route(PROFILE, (route) => route.abort('internetdisconnected'));
      await account.click();
      await page.getByRole('menuitem', { name: 'My details' }).click();
      await expect(page).toHaveTitle('My details | Agora Market');
    } else {
      await page.goto('/en/user/credentials');
    }
    for (const [i, step] of path.steps.entries()) {
      await faultsFor(i);
      await perform(step, i);
      oracle.send(step.event as never);
      await expectState(String(oracle.getSnapshot().value));
      // The profile's call answers again once its failure has been seen.
      if (step.event.type === 'xstate.error.actor.loadAvatar') await page.unroute(PROFILE);
    }
    if (has('xstate.error.actor.loadAvatar')) {
      expect(axeChecked, 'axe ran on the page opened from the menu').toBe(true);
    }
    // A refused file (by content, size or a failed decode) never leaves the browser.
    expect(posts).toBe(path.steps.filter((s) => s.state === 'uploading').length);

    async function perform(step: JourneyStep, i: number) {
      switch (step.event.type) {
        case 'avatar.select':
          return ui.pick('me.png', 'image/png', fileFor(path.steps, i));
        case 'avatar.delete':
          return ui.remove.click();
        case 'avatar.dismiss':
          return ui.toast.getByRole('button', { name: 'Dismiss' }).click();
        default:
          // A platform reply or the browser's file work: it arrives by itself.
          return;
      }
    }

    async function expectState(state: string) {
      // reading, encoding, uploading, deleting: a moment before the answer, asserted next.
      if (state !== 'idle') return;
      const { avatarURL, problem, toast } = oracle.getSnapshot().context as AvatarContext;
      await (problem
        ? expect(ui.problem).toHaveText(problems[problem], { timeout: 15_000 })
        : expect(ui.problem).toHaveCount(0, { timeout: 15_000 }));
      await (toast
        ? expect(ui.toast).toContainText(toasts[toast])
        : expect(ui.toast).toHaveCount(0));
      await expect(avatarURL ? ui.picture : ui.placeholder).toBeVisible();
      await expect(ui.remove).toHaveCount(avatarURL ? 1 : 0);
      await expect(ui.choose).toBeEnabled();
      if (problem && !axeChecked && has('xstate.error.actor.loadAvatar')) {
        axeChecked = true;
        await expectNoViolations(page);
      }
    }
  });
}
