// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RegisterPage } from '@/features/session/RegisterPage';
import { ProfileButton } from '@/features/shell/ProfileButton';
import { demoServerForFile } from '../app/demo-server';
import { renderInShop } from '../app/visit-view';

/**
 * Issue 22, item 8: the registration form's names follow the order form's rule
 * (src/lib/field-rules.ts, PERSON_NAME_PATTERN) with its message; nothing is sent until they do.
 * The page and the header's account button with the visit's session journey, on the demo
 * platform (msw/node).
 */
const server = demoServerForFile();

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

it('the registration form refuses names the order form refuses, with the same message', async () => {
  let registered = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/v3/auth/register')) registered += 1;
  });
  renderInShop(
    <>
      <ProfileButton />
      <RegisterPage redirect={undefined} />
    </>,
  );
  const form = await screen.findByRole('form', { name: 'Create an account' });
  const inForm = within(form);
  const firstName = inForm.getByRole('textbox', { name: 'First name' });
  const lastName = inForm.getByRole('textbox', { name: 'Last name (optional)' });
  type(firstName, 'Νίκος😀');
  type(lastName, '<b>Smith</b>');
  type(inForm.getByRole('textbox', { name: 'E-mail' }), `nikos-${Date.now()}@example.gr`);
  type(inForm.getByLabelText('Password (at least 8 characters)'), 'kalimera123');
  fireEvent.click(inForm.getByRole('button', { name: 'Create account' }));
  const message = 'Use letters, spaces, apostrophes and hyphens only.';
  expect(await inForm.findAllByText(message)).toHaveLength(2);
  expect(firstName.getAttribute('aria-invalid')).toBe('true');
  expect(lastName.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(firstName);
  expect(registered).toBe(0);

  type(firstName, 'Νίκος');
  type(lastName, "O'Brien-Παπαδόπουλος");
  fireEvent.blur(lastName);
  // The messages go once the fields are left.
  expect(inForm.queryAllByText(message)).toHaveLength(0);
  fireEvent.click(inForm.getByRole('button', { name: 'Create account' }));
  await screen.findByRole('button', { name: 'Account of Νίκος' });
  expect(registered).toBe(1);
});
