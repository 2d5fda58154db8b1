import { avatarMachine } from '@machines/avatar/avatar.machine';
import { avatarModel, sampleAvatarURL } from '@machines/avatar/avatar.model';
import { expect } from 'vitest';
import { isSendableAvatar } from '@/lib/image-file';
import { describeJourneyPaths, pending } from './location-paths';

/** Avatar journey: the fake app records every change it is told about. */
describeJourneyPaths({
  name: 'avatar',
  machine: avatarMachine,
  model: avatarModel,
  bounds: [4, 20],
  fake: () => {
    const effects = { changes: [] as (string | null)[] };
    const machine = avatarMachine.provide({
      actors: {
        loadAvatar: pending(),
        readFile: pending(),
        encodeImage: pending(),
        uploadAvatar: pending(),
        deleteAvatar: pending(),
      },
      actions: {
        notifyChanged: (_, { avatarURL }) => {
          effects.changes.push(avatarURL);
        },
      },
    });
    return { machine, effects };
  },
  invariant: (actor, effects) => {
    const s = actor.getSnapshot();
    const { avatarURL, file, encodedImage, problem, toast } = s.context;
    if (s.matches('idle')) {
      expect(s.hasTag('busy')).toBe(false);
      expect(file).toBeNull();
      expect(encodedImage).toBeNull();
      // A refused file and a toast never show together: each action clears the other.
      expect(problem === null || toast === null).toBe(true);
      if (toast === 'uploaded') expect(effects.changes.at(-1)).toBe(avatarURL);
      if (toast === 'deleted') expect(avatarURL).toBeNull();
    } else if (s.matches('reading') || s.matches('encoding')) {
      expect(s.hasTag('busy')).toBe(true);
      expect(file).not.toBeNull();
      expect(problem).toBeNull();
    } else if (s.matches('uploading')) {
      expect(isSendableAvatar(encodedImage ?? '')).toBe(true);
    } else if (s.matches('deleting')) {
      expect(avatarURL).toBe(sampleAvatarURL);
    } else if (s.matches('loading')) {
      expect(avatarURL).toBeNull();
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
  afterStep: (actor, event, effects) => {
    const { context } = actor.getSnapshot();
    if (event.type === 'xstate.error.actor.uploadAvatar')
      expect(context.toast).toBe('uploadFailed');
    if (event.type === 'xstate.error.actor.deleteAvatar') {
      expect(context.toast).toBe('deleteFailed');
      expect(context.avatarURL).toBe(sampleAvatarURL);
    }
    if (event.type === 'xstate.error.actor.encodeImage') expect(context.problem).toBe('unreadable');
    if (event.type === 'xstate.done.actor.deleteAvatar') expect(effects.changes.at(-1)).toBeNull();
  },
});
