import { useLingui } from '@lingui/react/macro';
import type { SmartBannerView } from '@/api/contract/content';
import { normalizeWebLink, safeImageSource } from '@/lib/content-links';
import type { AppPlatform } from '@/lib/smart-banner-rules';
import { Button } from '@/ui/Button';
import styles from './SmartBanner.module.css';

/** The app banner itself: its close button, icon, texts and the store link. */
export function SmartBannerCard({
  banner,
  platform,
  action,
  onClose,
  preview = false,
}: {
  banner: SmartBannerView;
  platform: AppPlatform | null;
  action: 'open' | 'download';
  onClose: () => void;
  /** The page's HTML version: shown only where the kept look names this platform. */
  preview?: boolean;
}) {
  const { t } = useLingui();
  const label =
    action === 'open' ? (banner.openLabel ?? t`Open`) : (banner.downloadLabel ?? t`Download`);
  // The app link and icon come from the CMS: web pages and the shop's own paths only.
  const appLink = normalizeWebLink(banner.appUrl);
  const icon = safeImageSource(banner.image);
  return (
    <aside
      className={preview ? `${styles.banner} ${styles.preview}` : styles.banner}
      aria-label={t`Get the app`}
      data-platform={platform}
      data-preview={preview ? '' : undefined}
    >
      <Button
        variant="ghost"
        size="sm"
        className={styles.close}
        aria-label={t`Close the app banner`}
        onPress={onClose}
      >
        ×
      </Button>
      {icon && (
        // Lazy on the page's banners: a hidden one (another platform, a desktop) is not fetched.
        <img
          className={styles.icon}
          src={icon}
          alt=""
          width={48}
          height={48}
          loading={preview ? 'lazy' : undefined}
        />
      )}
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
