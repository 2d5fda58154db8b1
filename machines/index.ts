import type { AnyStateMachine } from 'xstate';
import { consentMachine } from './consent/consent.machine';
import { consentModel } from './consent/consent.model';
import { guestAddressMachine } from './guest-address/guest-address.machine';
import { guestAddressModel } from './guest-address/guest-address.model';
import { postalCheckMachine } from './postal-check/postal-check.machine';
import { postalCheckModel } from './postal-check/postal-check.model';
import { prebookMachine } from './prebook/prebook.machine';
import { prebookModel } from './prebook/prebook.model';
import { savedAddressesMachine } from './saved-addresses/saved-addresses.machine';
import { savedAddressesModel } from './saved-addresses/saved-addresses.model';
import { serviceSelectionMachine } from './service-selection/service-selection.machine';
import { serviceSelectionModel } from './service-selection/service-selection.model';
import { storeFinderMachine } from './store-finder/store-finder.machine';
import { storeFinderModel } from './store-finder/store-finder.model';
import type { JourneyModel } from './testing/journey-paths';

/** One user journey: its statechart and what QA, diagrams and the explorer need to know. */
export interface Journey {
  id: string;
  title: string;
  description: string;
  /** Where the rules come from, in ../shared/spec. */
  spec: string;
  machine: AnyStateMachine;
  model: JourneyModel;
}

/** The journey registry: diagrams, path tests and coverage are generated from this list. */
export const journeys: Journey[] = [
  {
    id: 'consent',
    title: 'Cookie consent',
    description:
      'Accept all, decline all (necessary only, clears optional data) or choose categories on /cookies; the decision is stored and the banner stays away.',
    spec: 'shopping-app.md §4 "Cookie consent"; content-side.md §2 /cookies, §3 and §4 "Cookie consent"',
    machine: consentMachine,
    model: consentModel as JourneyModel,
  },
  {
    id: 'service-selection',
    title: 'Service selection',
    description:
      'Choose regular delivery, express or take-away; the cart is revalidated, then a guest checks the postal code and gives an address, a user picks a saved address, take-away picks a shop.',
    spec: 'shopping-app.md §3 "Shop", §4 "Delivery mode", "Selection order"',
    machine: serviceSelectionMachine,
    model: serviceSelectionModel as JourneyModel,
  },
  {
    id: 'postal-check',
    title: 'Postal check',
    description:
      'Type a postal code (validated from the configuration), check it: shops found, none, or a network failure with retry; editing starts over.',
    spec: 'shopping-app.md §4 "Postal check", §5 "Postal code check", §9',
    machine: postalCheckMachine,
    model: postalCheckModel as JourneyModel,
  },
  {
    id: 'guest-address',
    title: 'Guest address',
    description:
      'Street, number, postal code and contact phone; a supported address stores the shops and selects the first, an unsupported one offers a new address.',
    spec: 'shopping-app.md §4 "Guest address submit", §5 "Guest address", §8',
    machine: guestAddressMachine,
    model: guestAddressModel as JourneyModel,
  },
  {
    id: 'store-finder',
    title: 'Store finder',
    description:
      'Search the stores by name, region, city or street; with the browser location each store gets a distance and the list sorts by it.',
    spec: 'content-side.md §3 "Store", §4 "Store search", §5, §9 "Distance"',
    machine: storeFinderMachine,
    model: storeFinderModel as JourneyModel,
  },
  {
    id: 'prebook',
    title: 'Pre-book a time slot',
    description:
      'Pick a day and a slot, save to reserve it; the reservation counts down in minutes from its expiry, resets when it runs out, and checkout then shows the expiry modal.',
    spec: 'shopping-app.md §3 "Time slot", "Delivery day", "Reservation"; §4 "Pre-book", "Delivery day and slot availability"; §8; §9',
    machine: prebookMachine,
    model: prebookModel as JourneyModel,
  },
  {
    id: 'saved-addresses',
    title: 'Saved addresses',
    description:
      'A logged-in customer lists, adds and edits addresses (validated from the configuration), makes one the main address and deletes one after confirming; a failed save shows the server message.',
    spec: 'shopping-app.md §3 "Address", §5 "Address form", §8, §9; content-side.md "User address", "Address list presentation"',
    machine: savedAddressesMachine,
    model: savedAddressesModel as JourneyModel,
  },
];
