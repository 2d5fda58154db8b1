import type { AnyStateMachine } from 'xstate';
import { avatarMachine } from './avatar/avatar.machine';
import { avatarModel } from './avatar/avatar.model';
import { cartMachine } from './cart/cart.machine';
import { cartModel } from './cart/cart.model';
import { chatbotMachine } from './chatbot/chatbot.machine';
import { chatbotModel } from './chatbot/chatbot.model';
import { checkoutMachine } from './checkout/checkout.machine';
import { checkoutModel } from './checkout/checkout.model';
import { checkoutPressMachine } from './checkout-press/checkout-press.machine';
import { checkoutPressModel } from './checkout-press/checkout-press.model';
import { consentMachine } from './consent/consent.machine';
import { consentModel } from './consent/consent.model';
import { guestAddressMachine } from './guest-address/guest-address.machine';
import { guestAddressModel } from './guest-address/guest-address.model';
import { listAdditionMachine } from './list-addition/list-addition.machine';
import { listAdditionModel } from './list-addition/list-addition.model';
import { listDetailMachine } from './list-detail/list-detail.machine';
import { listDetailModel } from './list-detail/list-detail.model';
import { listSearchMachine } from './list-search/list-search.machine';
import { listSearchModel } from './list-search/list-search.model';
import { listsMachine } from './lists/lists.machine';
import { listsModel } from './lists/lists.model';
import { mergeCartMachine } from './merge-cart/merge-cart.machine';
import { mergeCartModel } from './merge-cart/merge-cart.model';
import { newsletterMachine } from './newsletter/newsletter.machine';
import { newsletterModel } from './newsletter/newsletter.model';
import { notificationSettingsMachine } from './notification-settings/notification-settings.machine';
import { notificationSettingsModel } from './notification-settings/notification-settings.model';
import { offersSnackbarMachine } from './offers-snackbar/offers-snackbar.machine';
import { offersSnackbarModel } from './offers-snackbar/offers-snackbar.model';
import { orderCancelMachine } from './order-cancel/order-cancel.machine';
import { orderCancelModel } from './order-cancel/order-cancel.model';
import { orderEditMachine } from './order-edit/order-edit.machine';
import { orderEditModel } from './order-edit/order-edit.model';
import { passwordChangeMachine } from './password-change/password-change.machine';
import { passwordChangeModel } from './password-change/password-change.model';
import { postalCheckMachine } from './postal-check/postal-check.machine';
import { postalCheckModel } from './postal-check/postal-check.model';
import { prebookMachine } from './prebook/prebook.machine';
import { prebookModel } from './prebook/prebook.model';
import { priceChangesMachine } from './price-changes/price-changes.machine';
import { priceChangesModel } from './price-changes/price-changes.model';
import { questionnaireMachine } from './questionnaire/questionnaire.machine';
import { questionnaireModel } from './questionnaire/questionnaire.model';
import { reorderMachine } from './reorder/reorder.machine';
import { reorderModel } from './reorder/reorder.model';
import { savedAddressesMachine } from './saved-addresses/saved-addresses.machine';
import { savedAddressesModel } from './saved-addresses/saved-addresses.model';
import { savedCardsMachine } from './saved-cards/saved-cards.machine';
import { savedCardsModel } from './saved-cards/saved-cards.model';
import { searchSuggestionsMachine } from './search-suggestions/search-suggestions.machine';
import { searchSuggestionsModel } from './search-suggestions/search-suggestions.model';
import { serviceSelectionMachine } from './service-selection/service-selection.machine';
import { serviceSelectionModel } from './service-selection/service-selection.model';
import { sessionMachine } from './session/session.machine';
import { sessionModel } from './session/session.model';
import { smartBannerMachine } from './smart-banner/smart-banner.machine';
import { smartBannerModel } from './smart-banner/smart-banner.model';
import { storeFinderMachine } from './store-finder/store-finder.machine';
import { storeFinderModel } from './store-finder/store-finder.model';
import { substitutionMachine } from './substitution/substitution.machine';
import { substitutionModel } from './substitution/substitution.model';
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
  {
    id: 'offers-snackbar',
    title: 'Offers snackbar',
    description:
      'Opening /offers shows a snackbar for 4 seconds (or until dismissed); another page of offers shows it again.',
    spec: 'shopping-app.md §4 "List save toggle" (offers snackbar 4 seconds), §9',
    machine: offersSnackbarMachine,
    model: offersSnackbarModel as JourneyModel,
  },
  {
    id: 'questionnaire',
    title: 'Product-preference questionnaire',
    description:
      'Household, diet and focus, one question a step with back and next; the answers open the product preference modal with matching products.',
    spec: 'shopping-app.md §2 /questionnaire/... and "product preference modal" (the questions are ours)',
    machine: questionnaireMachine,
    model: questionnaireModel as JourneyModel,
  },
  {
    id: 'avatar',
    title: 'Avatar',
    description:
      'Pick an image (jpeg, png, gif or webp by its content), re-encode it to 200 px and 1 MB, upload it with a toast; delete it (204), a failure is reported.',
    spec: 'shopping-app.md §5 "Avatar", §7 avatar calls, §8, §9',
    machine: avatarMachine,
    model: avatarModel as JourneyModel,
  },
  {
    id: 'smart-banner',
    title: 'Smart banner',
    description:
      'On phones (not Safari, not the Mi browser) while its cookie is absent: the iOS or Android app banner from content; Open when the app is installed; close hides it for a day.',
    spec: 'shopping-app.md §4 "Smart banner", §9; content-side.md §2 and §3 "Smart banner"',
    machine: smartBannerMachine,
    model: smartBannerModel as JourneyModel,
  },
  {
    id: 'newsletter',
    title: 'Newsletter sign-up',
    description:
      'The footer block posts the e-mail form-encoded (no-cors); success opens the confirmation modal and updates the contact widget, failure goes to /.',
    spec: 'shopping-app.md §5 "Newsletter", §8; content-side.md §2 "Footer", §7, §8',
    machine: newsletterMachine,
    model: newsletterModel as JourneyModel,
  },
  {
    id: 'chatbot',
    title: 'Chat with customer care',
    description:
      'When services.chatbot.enabled: a chat button opens a dialog where the shopper writes to customer care and the platform answers; a failed send keeps the text; the conversation is kept until logout.',
    spec: 'shopping-app.md §3 "services.chatbot.enabled", §4 "Logout" (clears chatbot); the call is our own contract',
    machine: chatbotMachine,
    model: chatbotModel as JourneyModel,
  },
  {
    id: 'lists',
    title: 'Product lists',
    description:
      "A customer's favourites, suggested and custom lists on /user/lists: create (an existing name is refused), rename, delete after confirming, add a whole list to the cart.",
    spec: 'shopping-app.md §3 "List", §5 "New list name", §7 lists calls, §8 "List creation error", §9',
    machine: listsMachine,
    model: listsModel as JourneyModel,
  },
  {
    id: 'list-detail',
    title: 'One product list',
    description:
      'The products of one list on /user/lists/list: local search from 3 characters, remove a product (PUT remove), add the available products to the cart.',
    spec: 'shopping-app.md §5 "Local product search", §7 "PUT /lists/{listId}/products", §9',
    machine: listDetailMachine,
    model: listDetailModel as JourneyModel,
  },
  {
    id: 'list-addition',
    title: 'Save a product to lists',
    description:
      'The list-addition sheet of a product: a visitor gets the login-required modal; a customer toggles the product in favourites and custom lists, each toggle confirmed for 2 seconds.',
    spec: 'shopping-app.md §2 "list-addition sheet", "login-required modals", §4 "List save toggle", §6 Visitor, §9',
    machine: listAdditionMachine,
    model: listAdditionModel as JourneyModel,
  },
  {
    id: 'substitution',
    title: 'Substitute a cart line',
    description:
      'Should a cart line be out of stock at picking: a similar product (the default, or the order default at checkout), nothing, or one of up to 5 products of its category the platform suggests; Save keeps it for the line and the order.',
    spec: 'Beyond the spec (issue 25, part 2): our own contract GET /v3/products/:sku/substitutes and the order fields substitutions and substitutionDefault',
    machine: substitutionMachine,
    model: substitutionModel as JourneyModel,
  },
  {
    id: 'list-search',
    title: 'Search a shopping list',
    description:
      "On /search/list (and the header search's entry): a list typed or pasted, one item a line or comma separated with an optional quantity first, up to 50; one platform call answers a row per item with the best match for the selected shop and service and alternatives to swap in; a row that found nothing says so and its words can be edited; Add all puts the chosen products in the cart as one change and says what was and was not added; a signed-in customer can keep the list as one of their lists.",
    spec: 'Beyond the spec (issue 45, part 1): our own contract POST /v3.1/products/search/list',
    machine: listSearchMachine,
    model: listSearchModel as JourneyModel,
  },
  {
    id: 'reorder',
    title: 'Order again',
    description:
      "Add to cart on a past order (/user/history, its details): the order's products the selected shop offers go into the cart (options and comments kept, quantities added to lines already there); the others are named; a failure says so with a retry.",
    spec: 'Beyond the spec (issue 25, part 3): our own contract POST /v3/users/me/orders/:orderId/reorder',
    machine: reorderMachine,
    model: reorderModel as JourneyModel,
  },
  {
    id: 'saved-cards',
    title: 'Saved cards',
    description:
      'The cards saved with the payment provider on /user/cards: brand, last four digits and expiry; removing one asks first (DELETE, 204) and a refusal keeps the list.',
    spec: 'shopping-app.md §2 "/user/cards: Saved cards" (no call or fields in the spec: our own contract)',
    machine: savedCardsMachine,
    model: savedCardsModel as JourneyModel,
  },
  {
    id: 'notification-settings',
    title: 'Notification settings',
    description:
      'The offers e-mail and order text messages on /user/notifications: a switch shows the change at once, is saved (PUT) and goes back with a message when the platform refuses it.',
    spec: 'shopping-app.md §2 "/user/notifications: only when the newsletter service is enabled" (no call in the spec: our own contract)',
    machine: notificationSettingsMachine,
    model: notificationSettingsModel as JourneyModel,
  },
  {
    id: 'password-change',
    title: 'Change the password',
    description:
      'On /user/credentials: the current and a new password (at least 8 characters, not the current one); the platform checks the current one, a refusal is said at its field and a dropped connection above the form, both passwords kept; once changed the session stays and the other sessions end.',
    spec: 'Beyond the spec (issue 44, point 5; content-side "Empty-state images": change password): our own contract POST /v3/users/me/password',
    machine: passwordChangeMachine,
    model: passwordChangeModel as JourneyModel,
  },
  {
    id: 'order-cancel',
    title: 'Cancel an order',
    description:
      "On a placed order's details before its cut-off (3 hours before its slot, or an hour after placing without one): asked first; the platform cancels it and releases its time slot, and the page says so with the editor's image; past the cut-off the button is gone and the page says why; a failed try keeps the dialog with a retry.",
    spec: 'Beyond the spec (issue 44, point 5; content-side "Empty-state images": cancel order, edit_order_timeframe): our own contract POST /v3/users/me/orders/:orderId/cancel and the order fields editableUntil, isEditable, history',
    machine: orderCancelMachine,
    model: orderCancelModel as JourneyModel,
  },
  {
    id: 'order-edit',
    title: 'Change an order',
    description:
      "On a placed order's details before its cut-off: quantities, products removed and added (a search of the order's shop), every change priced for the order's shop and service; Save sends the new lines and the order's history says so; a price changed meanwhile is priced again, past the cut-off the changes close and say why; changes a customer no longer wants are discarded after asking.",
    spec: 'Beyond the spec (issue 44, point 5; content-side "Empty-state images": edit order, cancel_edit): our own contract PUT /v3/users/me/orders/:orderId',
    machine: orderEditMachine,
    model: orderEditModel as JourneyModel,
  },
  {
    id: 'session',
    title: 'Session: login, register and logout',
    description:
      'Log in or register with e-mail and password (field checks, the server message on failure); the token goes to a cookie, the profile is fetched on return, the shopper goes back where they were; a 401 from any call ends the session and keeps the cart. Logout: confirm in the modal, the platform is told, then the visit starts over on the home page without a reload: no shop, slot, lists, addresses, invoice or chat kept, easy delivery; the cart stays.',
    spec: 'shopping-app.md §2 /login /register, "logout confirm modal", §3 "User", "Browser storage", §4 "After login", "Logout", §6, §9',
    machine: sessionMachine,
    model: sessionModel as JourneyModel,
  },
  {
    id: 'cart',
    title: 'Cart',
    description:
      'The local cart: add, remove, change quantity and comment; stored on every change and kept in step across tabs; every change is priced again (only the newest answer counts); a pricing error sets the global error flag and closes the side cart. Offline the lines change and are kept, nothing is priced; back online the cart is priced once and that pricing is told to the visit.',
    spec: 'shopping-app.md §3 "Cart item", "Priced cart response"; §4 "Cart"; §5 "Item comment"; §8 "Cart pricing error"; §9',
    machine: cartMachine,
    model: cartModel as JourneyModel,
  },
  {
    id: 'checkout-press',
    title: 'Checkout press',
    description:
      'Guards in order: no user and guests disabled -> /login; no shop -> select-shop snackbar; empty cart -> /categories; otherwise ask the cart for its pricing and wait, then /cart (/checkout from /cart) or the price-changes modal. Back online, the changes found by the first pricing of the cart open the same modal without a press.',
    spec: 'shopping-app.md §4 "Checkout press", §6',
    machine: checkoutPressMachine,
    model: checkoutPressModel as JourneyModel,
  },
  {
    id: 'price-changes',
    title: 'Price changes',
    description:
      'The modal lists unavailable items and renewed prices; Continue removes the unavailable ones, prices again and goes to /cart (/checkout from /cart, /login without a user); Back to cart closes it. Opened back online without a press: Update my cart takes the changes and nobody is sent anywhere.',
    spec: 'shopping-app.md §4 "Price-changes modal"',
    machine: priceChangesMachine,
    model: priceChangesModel as JourneyModel,
  },
  {
    id: 'search-suggestions',
    title: 'Search suggestions',
    description:
      'Type 3 or more characters: after a 500 ms pause the header asks for suggestions (products, suggested products, brands, categories), a newer keystroke discards the pending answer; fewer characters list the previous searches; submit needs text and goes to /search.',
    spec: 'shopping-app.md §4, §5 "Search suggestions", §7 suggestions call, §9',
    machine: searchSuggestionsMachine,
    model: searchSuggestionsModel as JourneyModel,
  },
  {
    id: 'checkout',
    title: 'Checkout and order',
    description:
      '/checkout checks shop, address, cart, slot, guest contact, invoice (when one is asked for instead of a receipt: company, valid ΑΦΜ, ΔΟΥ, address) and payment in that order, then places the order once per attempt (idempotency key); no answer in time offers a retry with the same key; then /thank-you.',
    spec: 'shopping-app.md §1, §2 /checkout and /thank-you, §6 "Guest", §9 payment marks; browser storage temporaryInvoice, notSavedInvoiceFlag',
    machine: checkoutMachine,
    model: checkoutModel as JourneyModel,
  },
  {
    id: 'merge-cart',
    title: 'Merge cart after login',
    description:
      'After login the saved server cart is merged into the local cart (same sku and options: quantities combined, nothing local lost); the merge modal lists what was added.',
    spec: 'shopping-app.md §4 "After login"',
    machine: mergeCartMachine,
    model: mergeCartModel as JourneyModel,
  },
];
