import { formatCents } from '../src/lib/money';
import { getSeed } from '../src/mocks/seed/seed';
import { cartUi, seedCart, tomatoes } from './support/cart-ui';
import { consentUi, seedConsent } from './support/consent-ui';
import { layoutShiftSum } from './support/layout-shift';
import { expect, forgetVisitor, type Page, test } from './support/test';

/**
 * Prerendered public pages (issue 24): the HTML the server returns holds the page, the browser
 * hydrates it without a mismatch, and what this browser keeps (cart, consent, closed messages)
 * comes back once hydrated.
 */

/** The shop's entry script: held or blocked to see the page as its HTML alone. */
const SHOP_SCRIPT = '**/assets/main-*.js';

/** The shop's script never arrives: what shows is the HTML and the kept look alone. */
const blockShopScript = (page: Page) => page.route(SHOP_SCRIPT, (route) => route.abort());

/** The shop's script waits until the returned function is called. */
async function holdShopScript(page: Page): Promise<() => void> {
  let letIn = () => {};
  const arrived = new Promise<void>((resolve) => {
    letIn = resolve;
  });
  await page.route(SHOP_SCRIPT, async (route) => {
    await arrived;
    await route.continue();
  });
  return letIn;
}

const seed = getSeed();
const feta = seed.productsBySlug.get('agora-deli-feta-cheese-300-g-1005')!;
const brand = seed.brands.find((b) => b.name === feta.brand)!;

/** A visitor who has decided on cookies, on the feta page, its script held until the call. */
async function fetaWithScriptHeld(page: Page): Promise<() => void> {
  await seedConsent(page);
  const letScriptIn = await holdShopScript(page);
  await page.goto(`/en/products/${feta.slug}`, { waitUntil: 'commit' });
  return letScriptIn;
}

test('a product page is in the HTML before any script runs: name, price, Product data', async ({
  request,
}) => {
  const response = await request.get(`/en/products/${feta.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${feta.displayName.en}[^<]*</h1>`));
  expect(html).toContain(formatCents(feta.price, 'en'));
  expect(html).toContain(`<title>${feta.displayName.en}`);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? 'null'),
  );
  const product = blocks.find((block) => block['@type'] === 'Product');
  expect(product).toMatchObject({
    name: feta.displayName.en,
    offers: { priceCurrency: 'EUR', price: (feta.price / 100).toFixed(2) },
  });
  // The footer too, with its links (the corporate pages, the shop's contacts), for crawlers.
  const footer = html.match(/<footer[^>]*>.*?<\/footer>/s)?.[0] ?? '';
  expect(footer.match(/<a [^>]*href="\/en\//g)?.length ?? 0).toBeGreaterThan(3);
  // No inline script but the kept look, whose hash the CSP names.
  const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>/g)];
  expect(inline).toHaveLength(1);
});

test("the shop's script loads once the page's HTML has painted, and takes the page over", async ({
  page,
  request,
}) => {
  const html = await (await request.get(`/products/${feta.slug}`)).text();
  // Inert in the HTML: no module script for the browser to fetch before the first paint.
  expect(html).not.toMatch(/<script type="module"/);
  expect(html).toMatch(
    /<script type="text\/x-after-first-paint" data-src="\/assets\/main-[^"]+\.js" data-preload="(\/assets\/[^" ]+\.js ?)+">/,
  );
  // The entry's own imports (the boot chunk) are fetched beside it, not after it.
  const preload = html.match(/data-preload="([^"]+)"/)?.[1]?.split(' ') ?? [];
  expect(preload[0]).toMatch(/^\/assets\/(boot|rolldown-runtime)-[^/]+\.js$/);
  await page.goto(`/products/${feta.slug}`);
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  // Each step of the take-over is marked for DevTools and benchmarks, in order.
  const marks = await page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('shop:'))
      .map((mark) => mark.name),
  );
  expect(marks).toEqual([
    'shop:entry-evaluated',
    'shop:hydration-started',
    'shop:hydrated',
    'shop:parts-settled',
    'shop:kept-restored',
  ]);
  const { paintedAt, requestedAt } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    requestedAt:
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/main-[^/]+\.js$/.test(entry.name))?.startTime ?? -1,
  }));
  expect(paintedAt).toBeGreaterThan(0);
  expect(requestedAt).toBeGreaterThanOrEqual(paintedAt);
  // The shell keeps its script as built: its content is the script's.
  const shell = await (await request.get('/checkout')).text();
  expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/main-/);
});

test('pages that are not prerendered get the empty shell, never another page', async ({
  request,
}) => {
  for (const path of ['/login', '/en/checkout', `/search?product=feta`]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root">');
    expect(html, path).not.toContain('<div id="root" data-prerendered');
  }
});

/**
 * Console errors and warnings from load to hydration, and whether React kept the server's h1:
 * `visit` loads a page as a first-time visitor and returns what it saw.
 */
async function watchHydration(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    // Playwright's own word for the shop's service worker, which the e2e blocks (not the shop's).
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('h1');
    });
  });
  return async (path: string) => {
    await forgetVisitor(page);
    messages.length = 0;
    await page.goto(path);
    // The shop's script loads after the first paint (src/boot/held-entry.ts): wait for the take-over.
    await expect
      .soft(page.locator('#root'), `${path} hydrates`)
      .toHaveAttribute('data-hydrated', '');
    const keptServerH1 = await page.evaluate(() => {
      const serverH1 = (window as unknown as { serverH1: Element | null }).serverH1;
      return serverH1 !== null && serverH1 === document.querySelector('h1');
    });
    const prerendered = await page.locator('#root').getAttribute('data-prerendered');
    return { messages: [...messages], keptServerH1, prerendered };
  };
}

const pages = [
  '/',
  '/en',
  '/offers',
  '/en/categories',
  '/categories',
  `/products/${feta.slug}`,
  `/en/brand/${brand.slug}`,
  '/cookies',
  '/en/corporate/faqs',
  '/corporate/corporatecontent/about-us',
  '/en/corporate/blogs/sintages',
  '/landing-page/greek-wines',
  '/cart',
  '/en/cart',
];

// One tab visits every page as a new visitor (e2e/support/test.ts, forgetVisitor); each page's
// findings are reported under its path.
test(`every prerendered page hydrates its HTML: no warning, the server's elements kept @phone`, async ({
  page,
}) => {
  test.setTimeout(pages.length * 15_000);
  const visit = await watchHydration(page);
  for (const path of pages) {
    const { messages, keptServerH1, prerendered } = await visit(path);
    expect.soft(prerendered, `${path} is prerendered`).toBe('');
    expect.soft(messages, `${path}: warnings while hydrating`).toEqual([]);
    expect.soft(keptServerH1, `${path} keeps the server's h1`).toBe(true);
  }
});

test("the footer stays the HTML's until it comes near the screen, then works as the shop's @phone", async ({
  page,
}) => {
  await seedConsent(page);
  // The footer's code is its own chunk, asked for only once the shopper comes near it; here it
  // is held back until the shopper has typed and sent the form in the footer's HTML.
  const footerCode: string[] = [];
  let letFooterIn = () => {};
  const footerIn = new Promise<void>((resolve) => {
    letFooterIn = resolve;
  });
  await page.route(/\/assets\/SiteFooter-[^/]*\.js$/, async (route) => {
    footerCode.push(route.request().url());
    await footerIn;
    await route.continue();
  });
  await page.goto('/en');
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  await page.evaluate(() => {
    (window as { serverFooter?: Element | null }).serverFooter = document.querySelector('footer');
  });
  const footer = page.getByRole('contentinfo');
  // Drawn by the HTML, links and all, while its code waits.
  await expect(footer.getByRole('link', { name: '210 700 4500' })).toBeAttached();
  expect(footerCode).toEqual([]);
  // Not yet the shop's: what waits for its links to be the shop's (shopFooter) waits on this mark.
  await expect(page.locator('footer[data-hydrated]')).toHaveCount(0);
  await footer.scrollIntoViewIfNeeded();
  const email = footer.getByRole('textbox', { name: 'Your e-mail address' });
  await email.fill('not an address');
  await email.press('Enter');
  await expect.poll(() => footerCode.length).toBe(1);
  letFooterIn();
  // The text typed and the form sent before then are the shop's: its check answers, on this page.
  await expect(footer.getByText(/valid e-mail/i)).toBeVisible();
  await expect(footer).toHaveAttribute('data-hydrated', '');
  await expect(email).toHaveValue('not an address');
  await expect(page).toHaveURL(/\/en$/);
  expect(
    await page.evaluate(
      () => (window as { serverFooter?: Element | null }).serverFooter?.isConnected,
    ),
  ).toBe(true);
});

test("home's blocks and popular products stay the HTML's until they come near; a press there is kept @phone-only", async ({
  page,
}) => {
  await seedConsent(page);
  // The blocks' code (their views) is asked for only once the shopper comes near them.
  const blocksCode: string[] = [];
  await page.route(/\/assets\/(HomeContent|BlockView)-[^/]*\.js$/, (route) => {
    blocksCode.push(route.request().url());
    return route.continue();
  });
  await page.goto('/en');
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  const blocks = page.getByTestId('home-content');
  await expect(blocks).toBeAttached();
  expect(blocksCode).toEqual([]);
  await blocks.scrollIntoViewIfNeeded();
  await expect.poll(() => blocksCode.length).toBe(2);
  // The popular rail hydrates as it comes near: an "Add to cart" pressed in its HTML is kept.
  const rail = page.locator('section', {
    has: page.getByRole('heading', { name: 'Popular in Athens' }),
  });
  const first = rail.getByRole('article').first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: /Add .* to cart/ }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByText(`${name} added to your cart.`)).toBeVisible();
});

test('a press in the footer before its code has arrived is not lost @phone', async ({ page }) => {
  await seedConsent(page);
  let letFooterIn = () => {};
  const footerIn = new Promise<void>((resolve) => {
    letFooterIn = resolve;
  });
  let asked = false;
  await page.route(/\/assets\/SiteFooter-[^/]*\.js$/, async (route) => {
    asked = true;
    await footerIn;
    await route.continue();
  });
  await page.goto('/en');
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  // Pressed in the footer's HTML: the press waits for the footer's code, then opens the settings.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect.poll(() => asked).toBe(true);
  await expect(page).toHaveURL(/\/en$/);
  letFooterIn();
  await expect(page).toHaveURL(/\/en\/cookies$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a returning shopper gets their cart back once the page has hydrated, never told it is empty', async ({
  page,
  request,
}) => {
  const path = `/en/products/${feta.slug}`;
  // The HTML is everyone's: the cart's count waits for what this browser keeps.
  const html = (await (await request.get(path)).text()).replaceAll('<!-- -->', '');
  expect(html).toContain('<span class="visually-hidden">Cart</span>');
  expect(html).not.toMatch(/Cart, \d/);
  await seedCart(page, [tomatoes]);
  // Every name the cart button has from the first paint on, as a screen reader would meet it.
  await page.addInitScript(() => {
    const names = new Set<string>();
    (window as { cartNames?: Set<string> }).cartNames = names;
    new MutationObserver(() => {
      for (const hidden of document.querySelectorAll('header button .visually-hidden')) {
        if (hidden.textContent?.startsWith('Cart')) names.add(hidden.textContent);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  const names = await page.evaluate(() => [...(window as { cartNames?: Set<string> }).cartNames!]);
  expect(names).toContain('Cart, 2 items');
  expect(names.filter((name) => name !== 'Cart' && name !== 'Cart, 2 items')).toEqual([]);
});

test("/cart's first paint is its HTML: the empty cart's picture for a new visitor @phone", async ({
  page,
}) => {
  await blockShopScript(page);
  await page.goto('/en/cart', { waitUntil: 'commit' });
  const empty = page.locator('[data-empty-state="cart"]');
  await expect(empty.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
  await expect(empty.locator('img')).toBeVisible();
});

test('a returning shopper on /cart is never shown an empty cart: its lines come in its place @phone', async ({
  page,
}) => {
  await seedCart(page, [tomatoes]);
  // Whether the empty state was ever on screen, frame by frame from the first paint.
  await page.addInitScript(() => {
    const seen = { empty: false };
    (window as { emptySeen?: typeof seen }).emptySeen = seen;
    const look = () => {
      const empty = document.querySelector('[data-empty-state="cart"]');
      if (empty?.checkVisibility()) seen.empty = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const letScriptIn = await holdShopScript(page);
  await page.goto('/en/cart', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.locator('[data-empty-state="cart"]')).toBeHidden();
  letScriptIn();
  await expect(page.getByTestId('cart-line').filter({ hasText: tomatoes.name })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  expect(
    await page.evaluate(() => (window as { emptySeen?: { empty: boolean } }).emptySeen),
  ).toEqual({ empty: false });
  // Their place was kept, and the footer came with them: nothing on screen moved.
  expect(await layoutShiftSum(page)).toBeLessThan(0.01);
});

test('a prerendered home does not move as it hydrates on a phone @phone-only', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  expect(await layoutShiftSum(page)).toBe(0);
});

test('a press on "Add to cart" before the page has hydrated is not lost', async ({ page }) => {
  // The shop's script waits until the shopper has pressed on the HTML.
  const letScriptIn = await fetaWithScriptHeld(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  letScriptIn();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

/** "Add" on the first three different products of the home page's HTML. */
async function threeAddButtons(page: Page) {
  const adds = page.locator('button[aria-label^="Add "][aria-label$=" to cart"]');
  await expect(adds.first()).toBeVisible();
  const labels = await adds.evaluateAll((buttons) => [
    ...new Set(buttons.map((button) => button.getAttribute('aria-label') ?? '')),
  ]);
  return labels.slice(0, 3).map((name) => page.getByRole('button', { name, exact: true }).first());
}

test('three presses on three home products before the page has hydrated put three items in the cart @phone', async ({
  page,
}) => {
  await seedConsent(page);
  const letScriptIn = await holdShopScript(page);
  await page.goto('/en', { waitUntil: 'commit' });
  for (const add of await threeAddButtons(page)) await add.click();
  letScriptIn();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
});

for (const run of [1, 2]) {
  test(`three quick presses on a slow phone as soon as the products show: three items (run ${run}) @phone-only @own-context`, async ({
    page,
  }) => {
    await seedConsent(page);
    // A mid-range phone's CPU on a first visit (its own context: nothing cached): the presses
    // land while the script is still arriving and running.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/en', { waitUntil: 'commit' });
    for (const add of await threeAddButtons(page)) await add.click();
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  });
}

test('on a phone the app banner is in the page from the first paint, before the shop script @phone-only', async ({
  page,
}) => {
  await blockShopScript(page);
  await page.goto(`/en/products/${feta.slug}`, { waitUntil: 'commit' });
  // Once the stylesheets are in (the page holds both platforms' banners, one shown).
  await page.waitForLoadState('load');
  const banner = page.getByRole('complementary', { name: 'Get the app' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Agora Market for Android');
  await expect(banner.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    /play\.google\.com/,
  );
});

test('a desktop browser gets no app banner from the HTML', async ({ page }) => {
  await blockShopScript(page);
  await page.goto(`/en/products/${feta.slug}`, { waitUntil: 'commit' });
  // The heading comes after the banner's place in the page: the banner's HTML is in by then.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
});

test('a first-time visitor gets the cookie banner once the page is hydrated, not in its HTML @phone', async ({
  page,
  request,
}) => {
  // Not the phone's largest paint: the page's own content is.
  expect(await (await request.get('/en/offers')).text()).not.toContain('Cookies on Agora Market');
  await page.goto('/en/offers');
  await expect(consentUi(page).banner).toBeVisible();
  await expect(consentUi(page).banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
});

test('a visitor who has decided gets no cookie banner from the HTML', async ({ page }) => {
  await seedConsent(page);
  await blockShopScript(page);
  await page.goto('/en/offers', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  await expect(consentUi(page).banner).toHaveCount(0);
});

test('"Accept all" pressed as soon as the cookie banner shows is kept', async ({ page }) => {
  await page.goto('/en/offers', { waitUntil: 'commit' });
  await consentUi(page).banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(consentUi(page).banner).toHaveCount(0);
  expect(await consentUi(page).stored()).toEqual({
    necessary: true,
    performance: true,
    ad: true,
    ux: true,
  });
});

test('the app banner closed before the script arrives stays closed @phone-only', async ({
  page,
  context,
}) => {
  // The shop's script waits until the shopper has pressed on the HTML.
  const letScriptIn = await fetaWithScriptHeld(page);
  const banner = page.getByRole('complementary', { name: 'Get the app' });
  // The page holds both platforms' banners (CSS shows this phone's): press the Android one.
  await banner
    .and(page.locator('[data-platform="android"]'))
    .getByRole('button', { name: 'Close the app banner' })
    .click();
  letScriptIn();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  await expect(banner).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'smartBannerDisplay');
  expect(cookie?.value).toBe('hidden');
});

test('words typed in the HTML before the script arrives are still there once the page is the browser’s', async ({
  page,
}) => {
  const letScriptIn = await fetaWithScriptHeld(page);
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('fet');
  const comment = page.getByRole('textbox', { name: /Comment for the picker/ });
  await comment.fill('A ripe one');
  letScriptIn();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  await expect(search).toHaveValue('fet');
  await expect(comment).toHaveValue('A ripe one');
  // The focus stays in the comment, and no suggestions are looked for or shown for the search.
  await expect(comment).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /suggestion/i })).toHaveCount(0);
  // The words reached the journey: a press on the search sends them.
  await search.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?product=fet/);
});

test('a comment typed and "Add to cart" pressed before the script arrives: the line has the comment', async ({
  page,
}) => {
  const letScriptIn = await fetaWithScriptHeld(page);
  await page.getByRole('textbox', { name: /Comment for the picker/ }).fill('A ripe one');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  letScriptIn();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await cartUi(page).open();
  await expect(
    page.getByRole('dialog').getByRole('textbox', { name: 'Comment for the picker' }),
  ).toHaveValue('A ripe one');
});

test('Enter in the search before the script arrives shows the results', async ({ page }) => {
  const letScriptIn = await fetaWithScriptHeld(page);
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('cheese');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?product=cheese$/);
  letScriptIn();
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “cheese”' })).toBeVisible();
});
