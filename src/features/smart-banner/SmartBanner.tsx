import { useLingui } from '@lingui/react/macro';
import {
  isSmartBannerVisible,
  smartBannerAction,
  smartBannerPlatformOf,
  smartBannerView,
} from '@machines/smart-banner/smart-banner.selectors';
import { useEffect } from 'react';
import { SmartBannerActor, SmartBannerProvider } from '@/app/actors/smart-banner';
import { normalizeWebLink, safeImageSource } from '@/lib/content-links';
import { Button } from '@/ui/Button';
import styles from './SmartBanner.module.css';

/**
 * The app-install banner on phones (a lazy chunk mounted by the shell's slot). `onHidden` is
 * called once the journey decides there is no banner (or it was closed).
 */
export default function SmartBanner({ onHidden }: { onHidden?: () => void }) {
  return (
    <SmartBannerProvider>
      <SmartBannerView onHidden={onHidden} />
    </SmartBannerProvider>
  );
}

function SmartBannerView({ onHidden }: { onHidden?: (() => void) | undefined }) {
  const { t } = useLingui();
  const actor = SmartBannerActor.useActorRef();
  const visible = SmartBannerActor.useSelector(isSmartBannerVisible);
  const banner = SmartBannerActor.useSelector(smartBannerView);
  const action = SmartBannerActor.useSelector(smartBannerAction);
  const platform = SmartBannerActor.useSelector(smartBannerPlatformOf);
  const hidden = SmartBannerActor.useSelector((s) => s.matches('hidden'));
  useEffect(() => {
    if (hidden) onHidden?.();
  }, [hidden, onHidden]);
  if (!visible || !banner) return null;
  const label =
    action === 'open' ? (banner.openLabel ?? t`Open`) : (banner.downloadLabel ?? t`Download`);
  // The app link and icon come from the CMS: web pages and the shop's own paths only.
  const appLink = normalizeWebLink(banner.appUrl);
  const icon = safeImageSource(banner.image);
  return (
    <aside className={styles.banner} aria-label={t`Get the app`} data-platform={platform}>
      <Button
        variant="ghost"
        size="sm"
        className={styles.close}
        aria-label={t`Close the app banner`}
        onPress={() => actor.send({ type: 'smartBanner.close' })}
      >
        ×
      </Button>
      {icon && <img className={styles.icon} src={icon} alt="" width={48} height={48} />}
      <div className={styles.text}>
        <p className={styles.title}>{banner.title}</p>
        <p className={styles.description}>{banner.description}</p>
      </div>
      {appLink && (
        <a className={styles.action} href={appLink.href} rel="noopener noreferrer">
          {label}
        </a>
      )}
    </aside>
  );
}
