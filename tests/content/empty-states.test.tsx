// @vitest-environment jsdom
import {
  type ListPage as ListDetailPage,
  listDetailMachine,
} from '@machines/list-detail/list-detail.machine';
import { listsMachine } from '@machines/lists/lists.machine';
import { savedAddressesMachine } from '@machines/saved-addresses/saved-addresses.machine';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import type { Address } from '@/api/contract/addresses';
import type { Product } from '@/api/contract/catalog';
import type { ListSummary, ListType } from '@/api/contract/lists';
import { ListDetailActor, ListsActor } from '@/app/actors/page/lists';
import { SavedAddressesActor } from '@/app/actors/page/saved-addresses';
import { CatalogProducts } from '@/app/parts/product-image-fallback';
import { ordersQuery } from '@/app/queries/orders';
import { type VisitActor, VisitProvider } from '@/app/visit';
import { CardsPage } from '@/features/account/CardsPage';
import { OrdersPage } from '@/features/account/OrdersPage';
import { AddressesPage } from '@/features/addresses/AddressesPage';
import { CartPage } from '@/features/cart/CartPage';
import { SideCart } from '@/features/cart/SideCart';
import { ListPage } from '@/features/lists/ListPage';
import { ListsPage } from '@/features/lists/ListsPage';
import { NotFoundPage } from '@/features/shell/NotFoundPage';
import { demoServerForFile } from '../app/demo-server';
import { newQueryClient, renderView, seededProducts } from './render';

/**
 * The editor's empty-state images (content `empty-states`, served by the demo platform over
 * msw/node) where a view shows an empty state: each view's heading and the content's image for
 * its kind, decorative (alt=""); the editor's default product image for a product without an
 * image or whose image fails. Each view is given empty data as its journey or query holds it for
 * a new customer. The browser runs axe on an empty account page and the empty cart
 * (e2e/empty-states.spec.ts).
 */

// The account frame (sign-in gate, navigation) is not what these views' empty states show.
vi.mock('@/features/account/AccountPage', () => ({
  AccountPage: ({ children }: { children: ReactNode }) => children,
}));
// The cart's checkout button reads the checkout press and the selection: not an empty state's.
vi.mock('@/features/cart/CheckoutButton', () => ({ CheckoutButton: () => null }));

// The shop's language for the views and the API calls (the content in English).
const server = demoServerForFile();

/** The state's illustration, once the content has come: the content's image for it, decorative. */
async function expectStateImage(kind: string, media: string, scope: HTMLElement = document.body) {
  const state = scope.querySelector<HTMLElement>(`[data-empty-state="${kind}"]`);
  expect(state, `empty state ${kind}`).not.toBeNull();
  const image = await within(state as HTMLElement).findByRole('presentation');
  expect(image.tagName).toBe('IMG');
  expect(image.getAttribute('src')).toMatch(new RegExp(`/media/content/en/${media}\\.svg`));
  expect(image.getAttribute('alt')).toBe('');
}

/**
 * A visit whose cart journey holds an empty cart: the views read it as the shop's `cart` system
 * actor (`useJourney('cart')`), and the visit's own state has no checkout press running.
 */
function visitWithEmptyCart(): VisitActor {
  const emptyCart = createMachine({
    context: { items: [], priced: null, keptLater: false, pricingFailed: false },
  });
  return createActor(
    createMachine({ invoke: { src: emptyCart, systemId: 'cart' } }),
  ).start() as unknown as VisitActor;
}

describe("a new customer's empty account pages", () => {
  it('addresses: no saved addresses, with the address image', async () => {
    const logic = savedAddressesMachine.provide({
      actors: { loadAddresses: fromPromise<Address[]>(async () => []) },
    });
    renderView(
      <SavedAddressesActor.Provider logic={logic} options={{ input: {} }}>
        <AddressesPage pattern="STREET_FIRST" />
      </SavedAddressesActor.Provider>,
    );
    await screen.findByRole('heading', { level: 2, name: 'You have no saved addresses yet.' });
    await expectStateImage('address', 'empty-address');
  });

  it('orders: no orders yet, with the orders image', async () => {
    const client = newQueryClient();
    client.setQueryData(ordersQuery(1, 'en').queryKey, {
      items: [],
      pageNumber: 1,
      pageSize: 10,
      totalItems: 0,
      totalPages: 0,
    });
    renderView(<OrdersPage pageNumber={1} />, client);
    await screen.findByRole('heading', { name: 'You have no orders yet.' });
    await expectStateImage('orders', 'empty-orders');
  });

  it('cards: no saved cards, with the cards image', async () => {
    server.use(http.get('*/api/v3/users/me/cards', () => HttpResponse.json({ cards: [] })));
    renderView(<CardsPage />);
    await screen.findByRole('heading', { name: 'You have no saved cards.' });
    await expectStateImage('cards', 'empty-cards');
  });
});

describe('empty lists', () => {
  const listPage = (type: ListType, label: string) => {
    const logic = listDetailMachine.provide({
      actors: {
        loadList: fromPromise<ListDetailPage, { listId: string }>(async () => ({
          list: { _id: `list-${type}`, label, type, products: [] },
          products: [],
        })),
      },
    });
    return renderView(
      <ListDetailActor.Provider logic={logic} options={{ input: { listId: `list-${type}` } }}>
        <ListPage />
      </ListDetailActor.Provider>,
    );
  };

  it('the favourites list without products shows the favourites image', async () => {
    listPage('favorites', 'Favourites');
    await screen.findByRole('heading', { name: 'This list has no products yet.' });
    await expectStateImage('favorite_products', 'empty-favourites');
  });

  it('a custom list without products shows its name and the lists image', async () => {
    listPage('custom', 'Party');
    await screen.findByRole('heading', { level: 1, name: 'Party' });
    await screen.findByRole('heading', { name: 'This list has no products yet.' });
    await expectStateImage('lists', 'empty-lists');
  });

  it('a customer without any list sees the lists image', async () => {
    const logic = listsMachine.provide({
      actors: { loadLists: fromPromise<ListSummary[]>(async () => []) },
    });
    renderView(
      <ListsActor.Provider logic={logic}>
        <ListsPage title="My lists" />
      </ListsActor.Provider>,
    );
    await screen.findByRole('heading', { name: 'You have no lists yet.' });
    await expectStateImage('lists', 'empty-lists');
  });
});

describe('the empty cart', () => {
  it('the cart page says so, with the cart image', async () => {
    renderView(
      <VisitProvider visit={visitWithEmptyCart()}>
        <CartPage />
      </VisitProvider>,
    );
    await screen.findByRole('heading', { name: 'Your cart is empty.' });
    await expectStateImage('cart', 'empty-cart');
  });

  it('the side cart says so too, with the cart image', async () => {
    renderView(
      <VisitProvider visit={visitWithEmptyCart()}>
        <SideCart />
      </VisitProvider>,
    );
    const sheet = await screen.findByRole('dialog', { name: 'Your cart' });
    await within(sheet).findByRole('heading', { level: 3, name: 'Your cart is empty.' });
    await expectStateImage('cart', 'empty-cart', sheet);
  });
});

it('the not-found page shows the not-found image', async () => {
  renderView(<NotFoundPage />);
  await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  await expectStateImage('page_not_found', 'page-not-found');
});

it("a product without an image, or whose image fails, shows the editor's default product image", async () => {
  const products = seededProducts(['PR1001', 'PR1002', 'PR1003']);
  expect(products).toHaveLength(3);
  const [first, second, third] = products as [Product, Product, Product];
  const { container } = renderView(
    <CatalogProducts
      products={[
        { ...first, image: '' },
        { ...second, image: '/api/media/content/no-such-image.png' },
        third,
      ]}
      onAdd={() => undefined}
    />,
  );
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(3);
  const failing = cards[1]?.querySelector(`img[src="/api/media/content/no-such-image.png"]`);
  expect(failing).not.toBeNull();
  fireEvent.error(failing as Element);
  for (const card of cards.slice(0, 2)) {
    await vi.waitFor(() =>
      expect(card.querySelector('img[data-product-image="default"]')?.getAttribute('src')).toMatch(
        /\/media\/content\/en\/default-product\.svg/,
      ),
    );
  }
  // The others keep their own.
  expect(container.querySelectorAll('img[data-product-image="default"]')).toHaveLength(2);
  expect(cards[2]?.querySelector('img')?.getAttribute('src')).toBe(third.image);
});
