import {
  isSmartBannerVisible,
  smartBannerAction,
  smartBannerPlatformOf,
  smartBannerView,
} from '@machines/smart-banner/smart-banner.selectors';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SmartBannerActor, SmartBannerProvider } from '@/app/actors/smart-banner';
import { type SmartBannerPreview, smartBannerPreviewKey } from '@/lib/smart-banner-preview';
import { SmartBannerCard } from './SmartBannerCard';

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
  const actor = SmartBannerActor.useActorRef();
  const visible = SmartBannerActor.useSelector(isSmartBannerVisible);
  const banner = SmartBannerActor.useSelector(smartBannerView);
  const action = SmartBannerActor.useSelector(smartBannerAction);
  const platform = SmartBannerActor.useSelector(smartBannerPlatformOf);
  const hidden = SmartBannerActor.useSelector((s) => s.matches('hidden'));
  // A prerendered page's banner (read once: the server's render and the hydration's must match).
  const queryClient = useQueryClient();
  const [preview] = useState(() =>
    queryClient.getQueryData<SmartBannerPreview>(smartBannerPreviewKey),
  );
  useEffect(() => {
    if (hidden) onHidden?.();
  }, [hidden, onHidden]);
  const close = () => actor.send({ type: 'smartBanner.close' });
  if (visible && banner) {
    // Keyed as the page's banner for this platform: React keeps its nodes, so a close pressed on
    // the page's banner before the take-over (held, src/boot/early-presses.ts) is pressed again
    // on this one.
    return [
      <SmartBannerCard
        key={platform ?? 'none'}
        banner={banner}
        platform={platform}
        action={action}
        onClose={close}
      />,
    ];
  }
  if (hidden || !preview) return null;
  // While the journey checks: each platform's banner from the page, shown (CSS) only on the
  // phone the kept look named. A close here closes the journey's banner too.
  return (['android', 'ios'] as const).map((p) => {
    const view = preview[p];
    return (
      view && (
        <SmartBannerCard
          key={p}
          banner={view}
          platform={p}
          action="download"
          onClose={close}
          preview
        />
      )
    );
  });
}
