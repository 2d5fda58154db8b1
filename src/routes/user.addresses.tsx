import { addressFormRules } from '@machines/saved-addresses/saved-addresses.types';
import { createFileRoute } from '@tanstack/react-router';
import { readTokenCookie } from '@/api/token-cookie';
import { SavedAddressesProvider } from '@/app/actors/page/saved-addresses';
import { configurationQuery } from '@/app/queries/content';
import { AddressesPage, LoggedOutAddresses } from '@/features/addresses/AddressesPage';

/** /user/addresses: the logged-in customer's saved addresses (shopping-app.md §4 "Saved addresses"). */
export const Route = createFileRoute('/user/addresses')({
  loader: async ({ context: { queryClient } }) => {
    const config = await queryClient.ensureQueryData(configurationQuery());
    return {
      rules: addressFormRules(config.fields.address),
      pattern: config.format.addressStreetPattern,
      addressLimit: config.addresses.limit,
    };
  },
  component: SavedAddressesRoute,
});

function SavedAddressesRoute() {
  const { rules, pattern, addressLimit } = Route.useLoaderData();
  if (!readTokenCookie()) return <LoggedOutAddresses />;
  return (
    <SavedAddressesProvider rules={rules} addressLimit={addressLimit}>
      <AddressesPage pattern={pattern} />
    </SavedAddressesProvider>
  );
}
