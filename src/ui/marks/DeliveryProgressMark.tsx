// biome-ignore-all lint/a11y/noSvgWithoutTitle: decorative marks, aria-hidden beside the progress text.

/** Where the cart stands on the way to free delivery. */
export type ProgressMark = 'belowMinimum' | 'onTheWay' | 'free';

const common = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

/**
 * The free-delivery progress mark, drawn by the shop (no emoji font needed): a stop sign below
 * the minimum order value, a delivery van on its way, a tick once delivery is free.
 */
export function DeliveryProgressMark({ mark }: { mark: ProgressMark }) {
  if (mark === 'belowMinimum')
    return (
      <svg {...common} data-mark={mark}>
        <path fill="#c62828" d="M8.1 2h7.8L22 8.1v7.8L15.9 22H8.1L2 15.9V8.1z" />
        <rect x="6.5" y="10.6" width="11" height="2.8" rx="1" fill="#fff" />
      </svg>
    );
  if (mark === 'free')
    return (
      <svg {...common} data-mark={mark}>
        <circle cx="12" cy="12" r="10" fill="#1b7f4b" />
        <path
          d="m7.2 12.4 3.1 3.1 6.5-6.8"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    );
  return (
    <svg
      {...common}
      data-mark={mark}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 6h11v10H2zM13 9h4.5l3.5 3.5V16h-8" />
      <circle cx="6" cy="17.5" r="2" fill="#fff" />
      <circle cx="17" cy="17.5" r="2" fill="#fff" />
    </svg>
  );
}
