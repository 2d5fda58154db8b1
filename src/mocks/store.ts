import type { ContactForm } from '@/api/contract/contact';
import type { ServiceId } from './seed/products';
import type { Seed } from './seed/seed';
import type { StoredOrder, StoredUser } from './seed/users';

export interface StoredReservation {
  requestId: string;
  idempotencyKey: string;
  shopId: string;
  service: ServiceId;
  /** UTC milliseconds. */
  startsAt: number;
  endsAt: number;
  expiresAt: number;
  postalCode: string | null;
  /** Set when an order used it: it keeps its capacity and no longer expires. */
  orderId: string | null;
  /** The idempotency keys of its extensions, oldest first (their count is the limit's). */
  extensionKeys?: string[];
}

/** Everything one browser session may change; created lazily from the shared seed. */
export interface SessionStore {
  readonly id: string;
  readonly seed: Seed;
  users: StoredUser[];
  /** token -> user id */
  tokens: Map<string, string>;
  reservations: Map<string, StoredReservation>;
  /** idempotency key -> order (guest orders included). */
  orderKeys: Map<string, StoredOrder>;
  guestOrders: StoredOrder[];
  avatars: Map<string, { mime: string; bytes: Uint8Array }>;
  newsletter: Set<string>;
  contactMessages: ContactForm[];
  /** Reduced search terms, newest last (suggestions mark them previouslySearched). */
  searches: string[];
  nextId(prefix: string): string;
}

/** Hex from the platform's crypto (Node 20, browsers, workers): tokens and session ids. */
export const randomHex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

export const createSessionStore = (id: string, seed: Seed): SessionStore => {
  let counter = 0;
  const users = structuredClone(seed.users) as StoredUser[];
  return {
    id,
    seed,
    users,
    tokens: new Map(),
    reservations: new Map(),
    // The seeded orders placed with a key answer by it, as the shop's own would.
    orderKeys: new Map(
      users.flatMap((user) =>
        user.orders.flatMap((order) =>
          order.idempotencyKey ? [[order.idempotencyKey, order] as const] : [],
        ),
      ),
    ),
    guestOrders: [],
    avatars: new Map(),
    newsletter: new Set(),
    contactMessages: [],
    searches: [],
    nextId(prefix) {
      counter += 1;
      return `${prefix}-${counter.toString(36)}${randomHex(4)}`;
    },
  };
};

export const SESSION_COOKIE = 'demo_session';
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

export interface SessionRegistry {
  /**
   * The store of a session id, created when unknown. Without a (valid) id: a new session with a
   * fresh id (`created` true, the caller sets the cookie), or the registry's shared session when
   * it was made with `fallback: 'shared'` (msw/node has no cookie jar).
   */
  resolve(id: string | undefined): { store: SessionStore; created: boolean };
  readonly size: number;
  clear(): void;
}

export const createSessionRegistry = (options: {
  seed: Seed;
  maxSessions?: number;
  fallback?: 'new' | 'shared';
}): SessionRegistry => {
  const max = options.maxSessions ?? 200;
  const sessions = new Map<string, SessionStore>();
  const touch = (id: string): SessionStore => {
    let store = sessions.get(id);
    if (store) sessions.delete(id);
    else store = createSessionStore(id, options.seed);
    sessions.set(id, store);
    while (sessions.size > max) {
      const oldest = sessions.keys().next().value;
      if (oldest === undefined) break;
      sessions.delete(oldest);
    }
    return store;
  };
  return {
    resolve(id) {
      if (id !== undefined && SESSION_ID.test(id)) return { store: touch(id), created: false };
      if (options.fallback === 'shared') return { store: touch('shared-session'), created: false };
      return { store: touch(`s${randomHex(12)}`), created: true };
    },
    get size() {
      return sessions.size;
    },
    clear() {
      sessions.clear();
    },
  };
};
