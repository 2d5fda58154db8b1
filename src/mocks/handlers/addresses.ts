import type { HttpHandler } from 'msw';
import {
  type Address,
  createAddressEndpoint,
  deleteAddressEndpoint,
  getAddressesEndpoint,
  setMainAddressEndpoint,
  updateAddressEndpoint,
} from '@/api/contract/addresses';
import type { AppConfiguration } from '@/api/contract/config';
import { DemoError } from '../http/demo-error';
import { type DemoContext, type RouteContext, route } from '../http/route';
import { addressProblem, isEligible } from '../logic/address-rules';
import { configurationFor } from '../logic/configuration';
import type { StoredUser } from '../seed/users';

type AddressFields = Omit<Address, '_id' | 'isMainAddress'>;
type AddressRules = AppConfiguration['fields']['address'];
const rulesOf = ({
  store,
  scenarios,
}: Pick<RouteContext<unknown, unknown, unknown>, 'store' | 'scenarios'>) =>
  configurationFor(store.seed.configuration, scenarios).fields.address;

/** Checked with the rules the shopper's form had (the session's configuration). */
const checked = (input: AddressFields, rules: AddressRules): AddressFields => {
  const problem = addressProblem(input, rules);
  if (problem) throw new DemoError(400, 'VALIDATION_FAILED', problem);
  if (!isEligible(input.postalCode)) throw new DemoError(422, 'ADDRESS_NOT_ELIGIBLE');
  return { ...input, postalCode: input.postalCode.replace(/\s+/g, '') };
};

const find = (user: StoredUser, id: string): Address => {
  const address = user.addresses.find((candidate) => candidate._id === id);
  if (!address) throw new DemoError(404, 'ADDRESS_NOT_FOUND');
  return address;
};

export const addressHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, getAddressesEndpoint, ({ user }) => user!.addresses),

  /** The first address becomes the main one; one past the configured limit is refused. */
  route(demo, createAddressEndpoint, ({ body, store, user, scenarios }) => {
    const { limit } = configurationFor(store.seed.configuration, scenarios).addresses;
    if (limit !== null && user!.addresses.length >= limit) {
      throw new DemoError(409, 'ADDRESS_LIMIT');
    }
    const address = {
      ...checked(body, rulesOf({ store, scenarios })),
      _id: store.nextId('addr'),
      isMainAddress: user!.addresses.length === 0,
    };
    user!.addresses.push(address);
    return address;
  }),

  route(demo, updateAddressEndpoint, ({ params, body, user, store, scenarios }) => {
    const address = find(user!, params.addressId);
    Object.assign(address, checked(body, rulesOf({ store, scenarios })));
    return address;
  }),

  /** Deleting the main address makes the first remaining one main. */
  route(demo, deleteAddressEndpoint, ({ params, user }) => {
    const address = find(user!, params.addressId);
    user!.addresses = user!.addresses.filter((candidate) => candidate !== address);
    const first = user!.addresses[0];
    if (address.isMainAddress && first) first.isMainAddress = true;
    return undefined;
  }),

  route(demo, setMainAddressEndpoint, ({ params, user }) => {
    const main = find(user!, params.addressId);
    for (const address of user!.addresses) address.isMainAddress = address === main;
    return user!.addresses;
  }),
];
