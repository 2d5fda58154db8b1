import type { HttpHandler } from 'msw';
import {
  deleteAvatarEndpoint,
  deleteSavedCardEndpoint,
  getMeEndpoint,
  getNotificationSettingsEndpoint,
  getSavedCardsEndpoint,
  putNotificationSettingsEndpoint,
  uploadAvatarEndpoint,
} from '@/api/contract/user';
import { userDto } from '../dto/user';
import { DemoError } from '../http/demo-error';
import { type DemoContext, route } from '../http/route';
import { decodeDataUrl, MAX_AVATAR_BYTES, sniffImage } from '../logic/image-check';

export const userHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, getMeEndpoint, ({ user }) => userDto(user!)),

  /** Checked by content (magic bytes) and size, kept in the session, served under /media/avatars. */
  route(demo, uploadAvatarEndpoint, ({ body, store, user, base }) => {
    const bytes = decodeDataUrl(body.encodedImage);
    const mime = bytes && bytes.length <= MAX_AVATAR_BYTES ? sniffImage(bytes) : undefined;
    if (!bytes || !mime) throw new DemoError(422, 'AVATAR_INVALID');
    const id = store.nextId('avatar');
    store.avatars.set(id, { mime, bytes });
    user!.avatarURL = `${base}/media/avatars/${id}`;
    return { avatarURL: user!.avatarURL };
  }),

  route(demo, deleteAvatarEndpoint, ({ user }) => {
    user!.avatarURL = null;
    return undefined;
  }),

  route(demo, getNotificationSettingsEndpoint, ({ user }) => user!.notifications),

  route(demo, putNotificationSettingsEndpoint, ({ body, user }) => {
    user!.notifications = { ...body };
    return user!.notifications;
  }),

  route(demo, getSavedCardsEndpoint, ({ user }) => ({ cards: user!.cards })),

  route(demo, deleteSavedCardEndpoint, ({ params, user }) => {
    const index = user!.cards.findIndex((card) => card._id === params.cardId);
    if (index < 0) throw new DemoError(404, 'CARD_NOT_FOUND');
    user!.cards.splice(index, 1);
    return undefined;
  }),
];
