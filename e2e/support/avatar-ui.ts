import type { Page } from '@playwright/test';

/** The profile photo panel of /user/credentials (English shop), by role. */
export const avatarUi = (page: Page) => {
  const panel = page.getByRole('region', { name: 'Profile photo' });
  const choose = panel.getByRole('button', { name: 'Choose a photo' });
  return {
    panel,
    picture: panel.getByRole('img', { name: 'Your avatar' }),
    placeholder: panel.getByRole('img', { name: 'No profile photo' }),
    problem: panel.getByRole('alert'),
    toast: panel.getByRole('status'),
    choose,
    remove: panel.getByRole('button', { name: 'Remove photo' }),
    /** Picks a file through the browser's file chooser, as a person does. */
    async pick(name: string, mimeType: string, buffer: Buffer) {
      const chooser = page.waitForEvent('filechooser');
      await choose.click();
      await (await chooser).setFiles({ name, mimeType, buffer });
    },
  };
};
