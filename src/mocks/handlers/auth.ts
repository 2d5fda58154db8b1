import type { HttpHandler } from 'msw';
import {
  changePasswordEndpoint,
  loginEndpoint,
  logoutEndpoint,
  registerEndpoint,
} from '@/api/contract/auth';
import { userDto } from '../dto/user';
import { DemoError } from '../http/demo-error';
import { type DemoContext, route } from '../http/route';
import type { StoredUser } from '../seed/users';
import { randomHex, type SessionStore } from '../store';

/** A fresh opaque token per login, bound to the session's user. */
const issueToken = (store: SessionStore, user: StoredUser) => {
  const token = `tok_${randomHex(24)}`;
  store.tokens.set(token, user._id);
  return { ...userDto(user), token };
};

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const authHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, loginEndpoint, ({ body, store, scenarios }) => {
    const user = store.users.find((candidate) => sameEmail(candidate.email, body.email));
    if (!user || user.password !== body.password) throw new DemoError(401, 'INVALID_CREDENTIALS');
    if (scenarios.has('empty-server-cart')) user.cart = [];
    return issueToken(store, user);
  }),

  route(demo, registerEndpoint, ({ body, store }) => {
    if (store.users.some((candidate) => sameEmail(candidate.email, body.email))) {
      throw new DemoError(409, 'EMAIL_TAKEN');
    }
    const user: StoredUser = {
      _id: store.nextId('user'),
      email: body.email.trim(),
      password: body.password,
      firstName: body.firstName,
      lastName: body.lastName ?? '',
      addresses: [],
      avatarURL: null,
      totalLoyaltyPoints: 0,
      loyaltyCards: [],
      cards: [],
      notifications: { newsletter: body.newsletter ?? false, orderUpdatesBySms: false },
      lists: [{ _id: store.nextId('list'), label: 'Αγαπημένα', type: 'favorites', products: [] }],
      cart: [],
      orders: [],
    };
    store.users.push(user);
    if (body.newsletter) store.newsletter.add(user.email);
    return issueToken(store, user);
  }),

  /** This session stays; the customer's other sessions end (their next call answers 401). */
  route(demo, changePasswordEndpoint, ({ body, store, user, token }) => {
    if (body.currentPassword !== user!.password) throw new DemoError(422, 'WRONG_PASSWORD');
    if (body.newPassword === body.currentPassword) {
      throw new DemoError(400, 'VALIDATION_FAILED', 'the new password is the current one');
    }
    user!.password = body.newPassword;
    for (const [other, userId] of store.tokens) {
      if (userId === user!._id && other !== token) store.tokens.delete(other);
    }
    return undefined;
  }),

  route(demo, logoutEndpoint, ({ store, token }) => {
    if (token) store.tokens.delete(token);
    return undefined;
  }),
];
