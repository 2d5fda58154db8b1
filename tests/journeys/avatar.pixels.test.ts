import { avatarMachine } from '@machines/avatar/avatar.machine';
import { pngHeaderOf } from '@machines/avatar/avatar.model';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

/**
 * A decompression bomb (a 390 KB PNG of 20000 x 20000 pixels) is refused from its header: the
 * decoder is never called. The same holds for a header whose pixel size cannot be read.
 */
function pick(header: Uint8Array, size: number) {
  const encodeImage = vi.fn(async () => 'data:image/webp;base64,AAAA');
  const actor = createActor(
    avatarMachine.provide({
      actors: {
        loadAvatar: fromPromise<string | null>(async () => null),
        readFile: fromPromise(async () => ({ header, size })),
        encodeImage: fromPromise(encodeImage),
        uploadAvatar: fromPromise(async () => '/api/media/avatars/a'),
      },
      actions: { notifyChanged: () => {} },
    }),
  ).start();
  return {
    encodeImage,
    async select() {
      await waitFor(actor, (s) => s.matches('idle'));
      actor.send({ type: 'avatar.select', file: new Blob([header.slice()]) });
      return waitFor(actor, (s) => s.matches('idle'));
    },
  };
}

describe('avatar: the pixel size is checked before decoding', () => {
  it('refuses a 20000 x 20000 PNG of 390 KB without decoding it', async () => {
    const file = pick(pngHeaderOf(20_000, 20_000), 390_000);
    const after = await file.select();
    expect(after.context.problem).toBe('tooManyPixels');
    expect(file.encodeImage).not.toHaveBeenCalled();
  });

  it('refuses a PNG whose header ends before its size, without decoding it', async () => {
    const file = pick(pngHeaderOf(640, 480).slice(0, 12), 2_000);
    const after = await file.select();
    expect(after.context.problem).toBe('unreadable');
    expect(file.encodeImage).not.toHaveBeenCalled();
  });

  it('decodes a 640 x 480 PNG', async () => {
    const file = pick(pngHeaderOf(640, 480), 2_000);
    const after = await file.select();
    expect(after.context.problem).toBeNull();
    expect(file.encodeImage).toHaveBeenCalledOnce();
  });
});
