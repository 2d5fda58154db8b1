import { type Bi, type Bilingual, documentLocale } from './bilingual';

/** Deterministic 24-hex id (like the content service's object ids) from a readable key. */
export const docId = (key: string): string => {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  let c = 0x2545f491;
  for (let i = 0; i < key.length; i += 1) {
    const code = key.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x85ebca6b) >>> 0;
    c = Math.imul(c ^ (code + i), 0xc2b2ae35) >>> 0;
  }
  return [a, b, c].map((n) => n.toString(16).padStart(8, '0')).join('');
};

/** Editor accounts of the content service (ids only: the data never names people). */
export const editors = {
  content: 'editor-3f2a9c',
  marketing: 'editor-7b41d0',
  hr: 'editor-c95e12',
} as const;

export interface DocumentMeta {
  id: string;
  locale: string;
  requestLocale: string;
  version: number;
  publishedAt: string;
  updatedAt: string;
  createdAt: string;
  creator: string;
  editor: string;
  channel: string;
}

const day = 24 * 60 * 60 * 1000;
const epoch = Date.UTC(2024, 0, 8, 9, 0, 0);

/**
 * The common fields of a content document, the same in both locales apart from the locale codes.
 * Dates are fixed and derived from the key, so the seed is deterministic.
 */
export const documentMeta = (
  key: string,
  editor: keyof typeof editors = 'content',
): Bilingual<DocumentMeta> => {
  const id = docId(key);
  const spread = Number.parseInt(id.slice(0, 6), 16);
  const created = epoch + (spread % 300) * day;
  const updated = created + ((spread >> 9) % 90) * day + 3 * 60 * 60 * 1000;
  const locale: Bi = documentLocale;
  return {
    id,
    locale,
    requestLocale: locale,
    version: 1 + (spread % 7),
    publishedAt: new Date(updated + 15 * 60 * 1000).toISOString(),
    updatedAt: new Date(updated).toISOString(),
    createdAt: new Date(created).toISOString(),
    creator: editors.content,
    editor: editors[editor],
    channel: 'web',
  };
};
