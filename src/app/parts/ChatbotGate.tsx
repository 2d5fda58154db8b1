import { isBannerOpen } from '@machines/consent/consent.selectors';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { configurationQuery } from '../queries/content';
import { useJourney } from '../visit';

// The widget's code (its journey, the dialog) loads only when the configuration enables it.
const ChatWidget = lazyPart(() => import('@/features/chatbot/ChatWidget'));

/**
 * The chat widget when `services.chatbot.enabled` is on, and not while the cookie banner is open
 * (the banner holds the bottom of the screen until the shopper decides). A configuration that
 * does not load shows no widget.
 */
export default function ChatbotGate() {
  const { data: enabled } = useQuery({
    ...configurationQuery(),
    select: (config) => config.services.chatbot.enabled,
  });
  const bannerOpen = useJourney('consent', isBannerOpen);
  if (!enabled || bannerOpen) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
