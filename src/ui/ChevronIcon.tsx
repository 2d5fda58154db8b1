/** A small chevron for disclosures (FAQ answers, the footer's groups on a phone); decorative. */
export function ChevronIcon({
  className,
  direction = 'right',
}: {
  className?: string;
  direction?: 'right' | 'down';
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={direction === 'right' ? 'M5 3l5 5-5 5' : 'M3 6l5 5 5-5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
