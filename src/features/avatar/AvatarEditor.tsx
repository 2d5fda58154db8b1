import { Trans, useLingui } from '@lingui/react/macro';
import {
  avatarProblem,
  avatarToast,
  avatarURL,
  canDelete,
  isBusy,
} from '@machines/avatar/avatar.selectors';
import type { AvatarProblem, AvatarToast } from '@machines/avatar/avatar.types';
import { FileTrigger } from 'react-aria-components';
import { AvatarActor, AvatarProvider } from '@/app/actors/page/avatar';
import { Button } from '@/ui/Button';
import styles from './AvatarEditor.module.css';

/**
 * The avatar on /user/credentials: the picture, "Choose a photo" and "Remove photo", the reason a
 * file was refused and the toast after an upload or a delete. Lazy-loadable (default export).
 */
export default function AvatarEditor({
  onAvatarChange,
}: {
  onAvatarChange?: (avatarURL: string | null) => void;
}) {
  return (
    <AvatarProvider onAvatarChange={onAvatarChange}>
      <AvatarPanel />
    </AvatarProvider>
  );
}

const accepted = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

function AvatarPanel() {
  const { t } = useLingui();
  const actor = AvatarActor.useActorRef();
  const url = AvatarActor.useSelector(avatarURL);
  const busy = AvatarActor.useSelector(isBusy);
  const problem = AvatarActor.useSelector(avatarProblem);
  const toast = AvatarActor.useSelector(avatarToast);
  const deletable = AvatarActor.useSelector(canDelete);
  return (
    <section className={styles.panel} aria-labelledby="avatar-title">
      <h2 id="avatar-title" className={styles.title}>
        <Trans>Profile photo</Trans>
      </h2>
      <div className={styles.row}>
        {url ? (
          <img className={styles.picture} src={url} alt={t`Your avatar`} width={96} height={96} />
        ) : (
          <span className={styles.placeholder} role="img" aria-label={t`No profile photo`} />
        )}
        <div className={styles.actions}>
          <FileTrigger
            acceptedFileTypes={accepted}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) actor.send({ type: 'avatar.select', file });
            }}
          >
            <Button isDisabled={busy}>
              {busy ? <Trans>Please wait…</Trans> : <Trans>Choose a photo</Trans>}
            </Button>
          </FileTrigger>
          {deletable && (
            <Button variant="secondary" onPress={() => actor.send({ type: 'avatar.delete' })}>
              <Trans>Remove photo</Trans>
            </Button>
          )}
          <p className={styles.hint}>
            <Trans>JPEG, PNG, GIF or WebP. We resize it to 200 pixels before sending it.</Trans>
          </p>
        </div>
      </div>
      {problem && (
        <p role="alert" className={styles.problem}>
          <ProblemText problem={problem} />
        </p>
      )}
      {toast && (
        <div role="status" className={toast.endsWith('Failed') ? styles.toastError : styles.toast}>
          <ToastText toast={toast} />
          <Button size="sm" variant="ghost" onPress={() => actor.send({ type: 'avatar.dismiss' })}>
            <Trans>Dismiss</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}

function ProblemText({ problem }: { problem: AvatarProblem }) {
  switch (problem) {
    case 'notAnImage':
      return <Trans>This file is not a JPEG, PNG, GIF or WebP image. Please choose a photo.</Trans>;
    case 'tooLarge':
      return <Trans>This file is too large. Please choose a photo under 15 MB.</Trans>;
    case 'tooManyPixels':
      return (
        <Trans>
          This image has too many pixels to process. Please choose a photo of at most 40 megapixels.
        </Trans>
      );
    case 'unreadable':
      return <Trans>This image could not be read. It may be damaged; please choose another.</Trans>;
  }
}

function ToastText({ toast }: { toast: AvatarToast }) {
  switch (toast) {
    case 'uploaded':
      return <Trans>Your profile photo was updated.</Trans>;
    case 'uploadFailed':
      return <Trans>Your profile photo could not be uploaded. Please try again.</Trans>;
    case 'deleted':
      return <Trans>Your profile photo was removed.</Trans>;
    case 'deleteFailed':
      return <Trans>Your profile photo could not be removed. Please try again.</Trans>;
    case 'loadFailed':
      return <Trans>Your profile photo could not be loaded.</Trans>;
  }
}
