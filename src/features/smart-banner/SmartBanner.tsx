import {
  isSmartBannerVisible,
  smartBannerAction,
  smartBannerPlatformOf,
  smartBannerView,
} from '@machines/smart-banner/smart-banner.selectors';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLoadedJourney } from '@/app/hooks/use-loaded-journey';
import { type SmartBannerPreview, smartBannerPreviewKey } from '@/lib/smart-banner-preview';
import { SmartBannerCard } from './SmartBannerCard';

/**
 * The app-install banner on phones (a lazy chunk mounted by the shell's slot), shown by the
 * visit's `smartBanner` journey (loaded with it; until it runs, the page's banner shows as while
 * the journey checks). `onHidden` is called once the journey decides there is no banner (or it
 * was closed).
 */
export default function SmartBanner({ onHidden }: { onHidden?: () => void }) {
  const actor = useLoadedJourney('smartBanner');
  const visible = useSelector(actor, (s) => (s ? isSmartBannerVisible(s) : false));
  const banner = useSelector(actor, (s) => (s ? smartBannerView(s) : null));
  const action = useSelector(actor, (s) => (s ? smartBannerAction(s) : 'download'));
  const platform = useSelector(actor, (s) => (s ? smartBannerPlatformOf(s) : null));
  const hidden = useSelector(actor, (s) => s?.matches('hidden') ?? false);
  // A close pressed before the journey runs (on the page's banner) is sent once it does.
  const [closeHeld, setCloseHeld] = useState(false);
  useEffect(() => {
    if (actor && closeHeld) actor.send({ type: 'smartBanner.close' });
  }, [actor, closeHeld]);
  // A prerendered page's banner (read once: the server's render and the hydration's must match).
  const queryClient = useQueryClient();
  const [preview] = useState(() =>
    queryClient.getQueryData<SmartBannerPreview>(smartBannerPreviewKey),
  );
  useEffect(() => {
    if (hidden) onHidden?.();
  }, [hidden, onHidden]);
  const close = () => (actor ? actor.send({ type: 'smartBanner.close' }) : setCloseHeld(true));
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
  if (hidden || closeHeld || !preview) return null;
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
