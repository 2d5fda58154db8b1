// biome-ignore-all lint/a11y/noSvgWithoutTitle: decorative marks, aria-hidden inside a link named for the network.
import type { ReactNode } from 'react';
import type { SocialNetwork } from '@/lib/social-networks';

/**
 * The shop's own one-colour marks of the social networks (currentColor, 24 x 24): drawn here,
 * not fetched, so they show without a font or a third-party request.
 */
const glyphs: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path
        fill="var(--social-cutout, #13261c)"
        d="M13.4 22v-7.1h2.4l.4-2.8h-2.8v-1.8c0-.8.3-1.4 1.4-1.4h1.5V6.4a19 19 0 0 0-2.2-.1c-2.2 0-3.6 1.3-3.6 3.7v2.1H8.1v2.8h2.4V22z"
      />
    </>
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r=".6" fill="currentColor" />
    </g>
  ),
  x: (
    <>
      <path d="M3.5 3.5h5l12 17h-5z" />
      <path
        d="M19.5 3.5 13.4 10.4M10.6 13.6 4.5 20.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </>
  ),
  youtube: (
    <>
      <rect x="1.5" y="5" width="21" height="14" rx="4" />
      <path fill="var(--social-cutout, #13261c)" d="m10 8.8 5.6 3.2-5.6 3.2z" />
    </>
  ),
  tiktok: (
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M14 3v11.6a3.6 3.6 0 1 1-3.6-3.6M14 3c.3 2.6 2.1 4.4 4.8 4.6"
    />
  ),
  linkedin: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="3" />
      <g fill="var(--social-cutout, #13261c)">
        <circle cx="7.3" cy="7.2" r="1.6" />
        <rect x="5.9" y="9.8" width="2.8" height="8.2" />
        <path d="M10.9 9.8h2.7V11c.5-.8 1.5-1.4 2.8-1.4 2.2 0 3 1.4 3 3.6V18h-2.8v-4.3c0-1-.2-1.9-1.3-1.9s-1.6.8-1.6 1.9V18h-2.8z" />
      </g>
    </>
  ),
};

/** A network's mark, hidden from assistive technology: its link carries the name. */
export function SocialIcon({ network, size = 24 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      data-network={network}
    >
      {glyphs[network]}
    </svg>
  );
}
