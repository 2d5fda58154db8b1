import { cartRestoreLoss } from '@machines/cart/cart.selectors';
import { isBannerOpen } from '@machines/consent/consent.selectors';
import {
  isExpiryModalOpen,
  isExpiryWarning,
  isSheetOpen,
  isSlotKept,
} from '@machines/prebook/prebook.selectors';
import { addAddressRef } from '@machines/service-selection/service-selection.selectors';
import { hasSessionExpired, isProfileFailed } from '@machines/session/session.selectors';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { type ReactNode, Suspense, use, useState } from 'react';
import { HeaderMessageSlot } from '@/app/parts/HeaderMessageSlot';
import { AppProviders } from '@/app/providers';
import type { RouterContext } from '@/app/router';
import { useJourney, useJourneyRef } from '@/app/visit';
import { MergeCartMount } from '@/features/checkout/MergeCartMount';
import { FOOTER_ID } from '@/features/shell/footer-id';
import { Header } from '@/features/shell/Header';
import { PageSkeleton } from '@/features/shell/PageSkeleton';
import { SkipLink } from '@/features/shell/SkipLink';
import { SmartBannerSlot } from '@/features/smart-banner/SmartBannerSlot';
import { activeLocale, pageWordsReady } from '@/i18n/i18n';
import { hydratedWhenNear } from '@/lib/hydrate-when-near';
import { lazyPart } from '@/lib/lazy-part';
import { AppManifest } from '@/ui/AppManifest';
import { ToastRegion } from '@/ui/ToastRegion';

// The footer is below the fold and brings the content contract: its code loads, and the HTML's
// footer hydrates, once it comes near the screen.
const Footer = lazyPart(() => import('@/app/parts/SiteFooter'));
// Said wherever the shopper is when the session ends (401) or the profile does not load.
const SessionNotices = lazyPart(() => import('@/app/parts/SessionNotices'));
// The time-slot sheet and its modals load the first time one opens.
const PrebookOverlays = lazyPart(() => import('@/features/prebook/PrebookOverlays'));
// "Keep my slot" a few minutes before the reservation runs out, and the slot kept.
const ExpiryWarning = lazyPart(() => import('@/features/prebook/ExpiryWarning'));
// The add-address sheet the header's address list opens (the saved-addresses journey's view).
const AddressSheet = lazyPart(() => import('@/features/addresses/AddressSheet'));
// The cookie banner (a fixed overlay: no layout shift) loads only while a decision is missing.
const ConsentBanner = lazyPart(
  () => import('@/features/consent/ConsentBanner'),
  (m) => m.ConsentBanner,
);
// Said once after a reload that could not read part of the kept cart.
const CartRestoreNotice = lazyPart(() => import('@/features/cart/CartRestoreNotice'));
// Reads services.chatbot.enabled after the first paint; the widget's own code only when on.
const ChatbotGate = lazyPart(() => import('@/app/parts/ChatbotGate'));
// The fallback page (spec §8) loads when a page fails.
const ErrorPage = lazyPart(() => import('@/features/shell/ErrorPage'));
// A page the shopper rarely meets: its code loads when an address matches no route.
const NotFoundPage = lazyPart(
  () => import('@/features/shell/NotFoundPage'),
  (m) => m.NotFoundPage,
);

export const Route = createRootRouteWithContext<RouterContext>()({
  // The shell renders at once around whatever the routes are doing (loading, error, not found).
  shellComponent: AppShell,
  // The header message is in the first render, never pushed in later (header-message-load.ts).
  loader: async ({ context: { queryClient } }) => {
    const { loadHeaderMessage } = await import('@/app/parts/header-message-load');
    await loadHeaderMessage(queryClient, activeLocale());
  },
  errorComponent: ({ error, reset }) => (
    <Suspense fallback={<PageSkeleton />}>
      <ErrorPage error={error} reset={reset} />
    </Suspense>
  ),
  notFoundComponent: () => (
    <Suspense fallback={<PageSkeleton />}>
      <NotFoundPage />
    </Suspense>
  ),
});

function AppShell({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <AppManifest />
      <SkipLink />
      <SmartBannerSlot />
      <HeaderMessageSlot />
      <Header />
      <ExpiryWarningMount />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <PageWords>{children}</PageWords>
        </Suspense>
      </main>
      <LateFooter />
      <ToastRegion />
      <SessionNoticesMount />
      <Suspense fallback={null}>
        <ChatbotGate />
      </Suspense>
      <ConsentBannerWhenUndecided />
      <PrebookMount />
      <AddAddressMount />
      <MergeCartMount />
      <CartRestoreMount />
    </AppProviders>
  );
}

/** The page renders once the page catalog's words are in (the shell renders with its own). */
function PageWords({ children }: { children: ReactNode }) {
  use(pageWordsReady());
  return children;
}

/** The footer hydrates once it comes near the screen: the shell's renders never reach it. */
const LateFooter = hydratedWhenNear(FOOTER_ID, Footer);

function SessionNoticesMount() {
  const saying = useJourney('session', (s) => hasSessionExpired(s) || isProfileFailed(s));
  // Once loaded they stay: each keeps its notice until it is dismissed or times out.
  const [needed, setNeeded] = useState(false);
  if (saying && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <SessionNotices />
    </Suspense>
  ) : null;
}

function CartRestoreMount() {
  // Known once the kept cart is read (kept.restore).
  const loss = useJourney('cart', cartRestoreLoss);
  const cart = useJourneyRef('cart');
  return loss === null ? null : (
    <Suspense fallback={null}>
      <CartRestoreNotice
        loss={loss}
        onDismiss={() => cart.send({ type: 'cart.restoreLossSeen' })}
      />
    </Suspense>
  );
}

function PrebookMount() {
  const needed = useJourney('prebook', (s) => isSheetOpen(s) || isExpiryModalOpen(s));
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <PrebookOverlays />
    </Suspense>
  );
}

function ExpiryWarningMount() {
  // The warning, then in its place the confirmation that the slot is kept.
  const warning = useJourney('prebook', (s) => isExpiryWarning(s) || isSlotKept(s));
  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <ExpiryWarning />
    </Suspense>
  );
}

function AddAddressMount() {
  const actor = useJourney('selection', addAddressRef);
  if (!actor) return null;
  return (
    <Suspense fallback={null}>
      <AddressSheet actor={actor} />
    </Suspense>
  );
}

/**
 * The cookie banner, while the consent journey asks: not in prerendered HTML (the decision kept
 * is read once the page is hydrated), and a returning visitor never loads its code.
 */
function ConsentBannerWhenUndecided() {
  const open = useJourney('consent', isBannerOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
