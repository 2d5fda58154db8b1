import { expectNoViolations } from './support/axe';
import { seedCart, setScenarios, signIn, tomatoes } from './support/cart-ui';
import { consentUi, seedConsent } from './support/consent-ui';
import { sessionUi } from './support/session-ui';
import { expect, type Page, settled, test } from './support/test';

// `settled` waits for the page's requests in flight.
test.use({ watchRequests: true });

/**
 * The chat widget (services.chatbot.enabled): off in the default demo (its code never loads),
 * on with the `chatbot` scenario. The dialog sends a message to customer care and shows the
 * platform's canned reply; the conversation survives a reload and is gone after logout.
 */
const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with customer care' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Customer care' });
const REPLY =
  'Thank you for your message! A member of our customer care team will answer you shortly.';

test('off by default: no button and no widget code', async ({ page }) => {
  await seedConsent(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/ChatWidget|\/chatbot[-.]/.test(request.url())) chunks.push(request.url());
  });
  await page.goto('/en/cart');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await settled(page);
  await expect(launcher(page)).toHaveCount(0);
  expect(chunks).toEqual([]);
});

test('send a message, read the reply, keep the conversation over a reload; gone after logout @phone', async ({
  page,
  baseURL,
}) => {
  await seedConsent(page);
  await setScenarios(page, baseURL!, 'chatbot');
  await signIn(page, baseURL!);
  await page.goto('/en/offers');
  await launcher(page).click();
  const chat = dialog(page);
  await expect(chat).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expectNoViolations(page);
  const hostile = '<b>Where</b> is my order?';
  await chat.getByRole('textbox', { name: 'Your message' }).fill(hostile);
  await chat.getByRole('button', { name: 'Send' }).click();
  const conversation = chat.getByRole('list', { name: 'Conversation' });
  await expect(conversation).toContainText(hostile);
  await expect(conversation).toContainText(REPLY);
  await expect(chat.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  const stored = await page.evaluate(() => ({
    session: localStorage.getItem('chatbotSession'),
    history: localStorage.getItem('chatbotHistory'),
  }));
  expect(JSON.parse(stored.session ?? 'null')).toMatchObject({ conversationId: /chat-/ });
  expect(JSON.parse(stored.history ?? '[]')).toHaveLength(2);
  // The keyboard stays in the field after sending: Escape closes the chat.
  await expect(chat.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(launcher(page)).toBeFocused();

  await page.reload();
  await launcher(page).click();
  await expect(dialog(page).getByRole('list', { name: 'Conversation' })).toContainText(REPLY);
  await dialog(page).getByRole('button', { name: 'Close the chat' }).click();

  const menu = await sessionUi(page, page.context()).openProfileMenu();
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await page
    .getByRole('alertdialog', { name: 'Log out?' })
    .getByRole('button', { name: 'Yes, log out' })
    .click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('chatbotSession'),
      localStorage.getItem('chatbotHistory'),
    ]),
  ).toEqual([null, null]);
  await launcher(page).click();
  await expect(dialog(page).getByRole('list', { name: 'Conversation' })).not.toContainText(REPLY);
});

test('a failed send keeps the text to try again, in Greek too', async ({ page, baseURL }) => {
  await seedConsent(page);
  await setScenarios(page, baseURL!, 'chatbot', 'chatbot-error');
  await page.goto('/');
  await page.getByRole('button', { name: 'Συνομιλία με την εξυπηρέτηση πελατών' }).click();
  const chat = page.getByRole('dialog', { name: 'Εξυπηρέτηση πελατών' });
  const field = chat.getByRole('textbox', { name: 'Το μήνυμά σας' });
  await field.fill('Γεια σας');
  await chat.getByRole('button', { name: 'Αποστολή' }).click();
  await expect(chat.getByRole('alert')).toHaveText('Το μήνυμά σας δεν στάλθηκε. Δοκιμάστε ξανά.');
  await expect(field).toHaveValue('Γεια σας');
  await expectNoViolations(page);
  await setScenarios(page, baseURL!, 'chatbot');
  await chat.getByRole('button', { name: 'Αποστολή' }).click();
  await expect(chat.getByRole('alert')).toHaveCount(0);
  await expect(chat.getByRole('list')).toContainText('Ευχαριστούμε για το μήνυμά σας');
});

test('the button waits for the cookie decision and never covers the checkout button @phone', async ({
  page,
  baseURL,
}) => {
  await setScenarios(page, baseURL!, 'chatbot');
  await seedCart(page, [tomatoes]);
  await page.goto('/en/cart');
  // While the cookie banner holds the bottom of the screen, no chat button.
  const consent = consentUi(page);
  await expect(consent.banner).toBeVisible();
  await settled(page);
  await expect(launcher(page)).toHaveCount(0);
  await consent.banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(launcher(page)).toBeVisible();
  const checkout = page.getByRole('button', { name: 'Proceed to checkout' }).filter({
    visible: true,
  });
  await expect(checkout.first()).toBeVisible();
  const overlaps = async () => {
    const a = await launcher(page).boundingBox();
    const b = await checkout.first().boundingBox();
    if (!a || !b) return false;
    return (
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    );
  };
  await checkout.first().scrollIntoViewIfNeeded();
  expect(await overlaps()).toBe(false);
  // Scrolled so the checkout button is at the bottom edge of the screen, then the page's end.
  await checkout.first().evaluate((el) => el.scrollIntoView({ block: 'end' }));
  expect(await overlaps()).toBe(false);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await overlaps()).toBe(false);
});
