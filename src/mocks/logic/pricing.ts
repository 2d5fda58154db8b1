import type { CartItem, PricedCart } from '@/api/contract/cart';
import type { Locale } from '@/api/contract/common';
import { formatCents } from '@/lib/money';
import type { ScenarioName } from '../scenarios';
import { type SeedProduct, shelfPrice } from '../seed/products';
import type { Seed } from '../seed/seed';
import { FREE_DELIVERY_THRESHOLD, MINIMUM_ORDER_VALUE, type SeedService } from '../seed/services';
import type { DiscountType, FeeType } from '../seed/users';

export const MINIMUM_MESSAGE_CODE = 'MSG_ORDER00017';

export interface PricingInput {
  seed: Seed;
  items: readonly CartItem[];
  service: SeedService;
  scenarios: ReadonlySet<ScenarioName>;
  locale: Locale;
}

export interface PricedLine {
  item: CartItem;
  product: SeedProduct | undefined;
  unitPrice: number;
  unavailable: boolean;
  priceChanged: boolean;
  totalPrice: number;
}

export interface Pricing {
  lines: PricedLine[];
  itemsTotal: number;
  fees: Array<{ type: FeeType; amount: number }>;
  discounts: Array<{ type: DiscountType; amount: number }>;
  total: number;
  /** Value counted towards free delivery and the minimum: lines after offers, without packaging. */
  basket: number;
  hasChanges: boolean;
  minimumReached: boolean;
}

/** Today's unit and list price of a product (the price-changed scenario raises both by 10%). */
export const currentPrice = (product: SeedProduct, scenarios: ReadonlySet<ScenarioName>) => {
  const raise = (cents: number) =>
    scenarios.has('price-changed') ? shelfPrice(cents * 1.1) : cents;
  return { unit: raise(product.price), list: raise(product.originalPrice ?? product.price) };
};

/** Server-side cart pricing: lines, offers, bundles, shipping with a free-delivery threshold. */
export const priceItems = ({ seed, items, service, scenarios }: PricingInput): Pricing => {
  const packaging = seed.configuration.catalog.product.packagingFee.enabled;
  let itemsTotal = 0;
  let productsDiscount = 0;
  const lines = items.map((item, index): PricedLine => {
    const product = seed.productsById.get(item.id);
    const offered = product?.collectionTypes.includes(service.id) ?? false;
    if (!product || !offered || (index === 0 && scenarios.has('unavailable-items'))) {
      return {
        item,
        product,
        unitPrice: item.unitPrice,
        unavailable: true,
        priceChanged: false,
        totalPrice: 0,
      };
    }
    const price = currentPrice(product, scenarios);
    const pack = packaging && product.packaging ? product.packaging.unitPrice * item.quantity : 0;
    itemsTotal += price.list * item.quantity + pack;
    productsDiscount += (price.list - price.unit) * item.quantity;
    return {
      item,
      product,
      unitPrice: price.unit,
      unavailable: false,
      priceChanged: item.unitPrice !== price.unit,
      totalPrice: price.unit * item.quantity + pack,
    };
  });
  const bundleDiscount = seed.bundles.reduce((sum, bundle) => {
    const qualifying = lines.filter((l) => !l.unavailable && bundle.productIds.includes(l.item.id));
    const count = qualifying.reduce((n, l) => n + l.item.quantity, 0);
    const cheapest = Math.min(...qualifying.map((l) => l.unitPrice));
    return (
      sum + Math.floor(count / bundle.requiredQuantity) * (Number.isFinite(cheapest) ? cheapest : 0)
    );
  }, 0);
  const basket =
    lines.reduce((sum, l) => sum + (l.unavailable ? 0 : l.unitPrice * l.item.quantity), 0) -
    bundleDiscount;
  const shipping =
    service.shippingFee > 0 && basket > 0 && basket < FREE_DELIVERY_THRESHOLD
      ? service.shippingFee
      : 0;
  const fees: Pricing['fees'] =
    service.shippingFee > 0 ? [{ type: 'SHIPPING_COST', amount: shipping }] : [];
  const discounts: Pricing['discounts'] = [
    ...(productsDiscount > 0 ? [{ type: 'PRODUCTS' as const, amount: productsDiscount }] : []),
    ...(bundleDiscount > 0 ? [{ type: 'BUNDLE' as const, amount: bundleDiscount }] : []),
  ];
  const total = itemsTotal + shipping - productsDiscount - bundleDiscount;
  return {
    lines,
    itemsTotal,
    fees,
    discounts,
    total,
    basket,
    hasChanges: lines.some((l) => l.unavailable || l.priceChanged),
    minimumReached: !service.deliversToAddress || basket >= MINIMUM_ORDER_VALUE,
  };
};

export const FEE_TITLES: Record<FeeType, { el: string; en: string }> = {
  SHIPPING_COST: { el: 'Κόστος αποστολής', en: 'Delivery cost' },
  PACKAGING_FEE: { el: 'Κόστος συσκευασίας', en: 'Packaging' },
  SERVICE_FEE: { el: 'Κόστος υπηρεσίας', en: 'Service fee' },
};

export const DISCOUNT_TITLES: Record<DiscountType, { el: string; en: string }> = {
  PRODUCTS: { el: 'Εκπτώσεις προσφορών', en: 'Offer savings' },
  BUNDLE: { el: 'Προσφορά 3 με 2', en: '3 for 2 offer' },
  SHIPPING: { el: 'Δωρεάν αποστολή', en: 'Free delivery' },
  COUPON: { el: 'Κουπόνι', en: 'Coupon' },
  LOYALTY: { el: 'Πόντοι επιβράβευσης', en: 'Loyalty points' },
};

/** The contract reply of a pricing. */
export const pricedCart = (pricing: Pricing, input: PricingInput): PricedCart => {
  const { locale, service } = input;
  const { basket } = pricing;
  const remainingForFree =
    service.shippingFee > 0 ? Math.max(0, FREE_DELIVERY_THRESHOLD - basket) : 0;
  const remaining = service.deliversToAddress ? Math.max(0, MINIMUM_ORDER_VALUE - basket) : 0;
  const code = pricing.hasChanges
    ? 'ITEMS_CHANGED'
    : pricing.minimumReached
      ? 'ALLOWED'
      : 'MINIMUM_NOT_REACHED';
  const title =
    service.shippingFee === 0
      ? { el: 'Παραλαβή χωρίς κόστος', en: 'Pick-up at no cost' }
      : remainingForFree > 0
        ? {
            el: `Προσθέστε ${formatCents(remainingForFree, 'el')} για δωρεάν αποστολή`,
            en: `Add ${formatCents(remainingForFree, 'en')} for free delivery`,
          }
        : { el: 'Έχετε δωρεάν αποστολή!', en: 'You have free delivery!' };
  const minimum = formatCents(MINIMUM_ORDER_VALUE, locale);
  return {
    order: {
      products: pricing.lines.map((l) => ({
        productId: l.item.id,
        sku: l.item.sku,
        quantity: l.unavailable ? 0 : l.item.quantity,
        packagingProductId: l.product?.packaging?.productId ?? null,
        unitPrice: l.unitPrice,
        previousUnitPrice: l.priceChanged ? l.item.unitPrice : null,
        totalPrice: l.totalPrice,
        labelType: l.unavailable ? 'unavailable' : l.priceChanged ? 'priceChanged' : null,
      })),
      fees: pricing.fees.map((f) => ({ ...f, title: FEE_TITLES[f.type][locale] })),
      discounts: pricing.discounts.map((d) => ({ ...d, title: DISCOUNT_TITLES[d.type][locale] })),
      orderItemsPriceWithoutDiscounts: pricing.itemsTotal,
      total: pricing.total,
    },
    messages: [
      ...(pricing.hasChanges ? [{ code: 'ITEMS_CHANGED' }] : []),
      ...(pricing.minimumReached
        ? []
        : [
            {
              code: MINIMUM_MESSAGE_CODE,
              userMessage:
                locale === 'el'
                  ? `Η ελάχιστη αξία παραγγελίας είναι ${minimum}.`
                  : `The minimum order value is ${minimum}.`,
            },
          ]),
    ],
    progress: {
      title: title[locale],
      code,
      data: {
        remainingAmountForFree: remainingForFree,
        remainingAmount: remaining,
        currency: 'EUR',
      },
      progressInfo: { currentValue: basket, requiredValue: FREE_DELIVERY_THRESHOLD },
    },
  };
};
