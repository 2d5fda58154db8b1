import { Trans } from '@lingui/react/macro';

/** First focusable element: jumps past the header to the page content. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      <Trans>Skip to content</Trans>
    </a>
  );
}
