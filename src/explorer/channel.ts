/**
 * The local live-inspection protocol between the shop (src/app/inspect-broadcast.ts) and the
 * journey explorer, over `BroadcastChannel('journeys')` (same origin, any tab). Kept tiny and
 * free of imports so the shop's broadcaster chunk stays small.
 */
export const journeysChannel = 'journeys';

/** The state of one of the app's machine actors, as the explorer receives it. */
export interface LiveSnapshot {
  kind: 'snapshot';
  /** The machine's id (`consent`), which is the journey id in machines/index.ts. */
  machine: string;
  /** The actor's system id or session id. */
  actor: string;
  value: unknown;
  status: string;
  /** The event that led here (`consent.acceptAll`). */
  event: string;
}

/** Sent by an explorer when it opens: the shop answers with the latest snapshot of each actor. */
export interface LiveHello {
  kind: 'hello';
}

export type LiveMessage = LiveSnapshot | LiveHello;

/** Every state path active in a state value: `{ a: 'b' }` -> `['a', 'a.b']`. */
export function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...activePaths(child, `${prefix}${key}.`),
  ]);
}
