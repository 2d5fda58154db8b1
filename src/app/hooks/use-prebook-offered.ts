import { deliveryMode } from '@machines/service-selection/service-selection.selectors';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/i18n/use-locale';
import { servicesQuery } from '../queries/shops';
import { useJourney } from '../visit';

/**
 * Whether the selected service offers pre-booking a time slot (`timeslots.prebook.enabled` of
 * the platform's delivery service). Without it there is no slot to choose: the platform gives
 * the earliest one. Offered until the services are read (every service offers it by default).
 */
export function usePrebookOffered(): boolean {
  const locale = useLocale();
  const mode = useJourney('selection', deliveryMode);
  const { data } = useQuery({
    ...servicesQuery(locale),
    select: (services) => services.find((s) => s.id === mode)?.timeslots.prebook.enabled,
  });
  return data ?? true;
}
