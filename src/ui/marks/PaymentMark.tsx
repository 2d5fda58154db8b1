import type { ReactNode } from 'react';
import type { PaymentMarkName } from '@/lib/payment-marks';

const word = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  fontWeight: 700,
  textAnchor: 'middle',
} as const;

/**
 * The shop's own small badges of the cards and wallets it accepts (48 x 30, drawn here): each
 * brand's colours and word or symbol, on a white card so they read on any background.
 */
const badges: Record<PaymentMarkName, ReactNode> = {
  Visa: (
    <text x="24" y="20.5" fontSize="13" fontStyle="italic" fill="#1a1f71" {...word}>
      VISA
    </text>
  ),
  Mastercard: (
    <>
      <circle cx="19" cy="15" r="8.5" fill="#eb001b" />
      <circle cx="29" cy="15" r="8.5" fill="#f79e1b" />
      <path d="M24 8.1a8.5 8.5 0 0 1 0 13.8 8.5 8.5 0 0 1 0-13.8z" fill="#ff5f00" />
    </>
  ),
  Maestro: (
    <>
      <circle cx="19" cy="15" r="8.5" fill="#eb001b" />
      <circle cx="29" cy="15" r="8.5" fill="#00a2e5" />
      <path d="M24 8.1a8.5 8.5 0 0 1 0 13.8 8.5 8.5 0 0 1 0-13.8z" fill="#7375cf" />
    </>
  ),
  'American Express': (
    <>
      <rect x="3" y="4" width="42" height="22" rx="2" fill="#2e77bc" />
      <text x="24" y="19.5" fontSize="11" fill="#fff" {...word}>
        AMEX
      </text>
    </>
  ),
  'Apple Pay': (
    <>
      <path
        fill="#000"
        d="M14.6 10.6c-.8 0-1.7.5-2.2.5s-1.2-.5-2-.5c-1.6 0-3 1.3-3 3.7 0 2.7 1.9 5.7 3.2 5.7.6 0 1-.4 1.8-.4s1.1.4 1.8.4c1.1 0 2.2-2 2.6-3.2-1.5-.6-1.8-2.9-.2-3.8-.5-.8-1.3-1.4-2-1.4zM13 9.9c.6-.6.9-1.4.8-2.1-.7 0-1.5.5-1.9 1.1-.4.5-.8 1.3-.7 2 .7.1 1.4-.4 1.8-1z"
      />
      <text x="30" y="19.5" fontSize="12" fill="#000" {...word} fontWeight={400}>
        Pay
      </text>
    </>
  ),
  'Google Pay': (
    <>
      <g fill="none" strokeWidth="2.4">
        <path d="M17.6 14.2A5.2 5.2 0 1 1 16 10.4" stroke="#ea4335" />
        <path d="M17.6 14.2a5.2 5.2 0 0 1-8.7 3.6" stroke="#34a853" />
        <path d="M8.9 17.8a5.2 5.2 0 0 1-.4-6.6" stroke="#fbbc04" />
        <path d="M12.7 14.4h5" stroke="#4285f4" />
      </g>
      <text x="31" y="19.5" fontSize="12" fill="#3c4043" {...word} fontWeight={400}>
        Pay
      </text>
    </>
  ),
};

/** A payment badge, named for assistive technology by the brand's name. */
export function PaymentMark({ name }: { name: PaymentMarkName }) {
  return (
    <svg width={48} height={30} viewBox="0 0 48 30" role="img" aria-label={name}>
      <rect x=".5" y=".5" width="47" height="29" rx="4" fill="#fff" stroke="#c9d3cc" />
      {badges[name]}
    </svg>
  );
}
