import { useLingui } from '@lingui/react/macro';
import type { DeliveryMode } from '@/api/contract/common';

/** The service names the header uses. */
export function useServiceName() {
  const { t } = useLingui();
  return (mode: DeliveryMode) =>
    ({ easy: t`Delivery`, express: t`Express`, takeAway: t`Pick-up` })[mode];
}
