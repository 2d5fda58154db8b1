import { createFileRoute } from '@tanstack/react-router';
import { StoreFinderProvider } from '@/app/actors/page/store-finder';
import { StoreFinder } from '@/features/location/StoreFinder';

/** /corporate/stores: the store finder (search, distance from the shopper, working hours). */
export const Route = createFileRoute('/corporate/stores')({
  component: StoresPage,
});

function StoresPage() {
  return (
    <StoreFinderProvider>
      <StoreFinder />
    </StoreFinderProvider>
  );
}
