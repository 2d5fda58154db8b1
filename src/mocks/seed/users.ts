import type { Address } from '@/api/contract/addresses';
import type { ListType } from '@/api/contract/lists';
import type {
  Invoice,
  OrderEvent,
  OrderStatus,
  PaymentMethod,
  SubstitutionChoice,
} from '@/api/contract/orders';
import type { LoyaltyCard, NotificationSettings, SavedCard } from '@/api/contract/user';
import { DEMO_CARDS } from './cards';
import type { ServiceId } from './products';
import { FREE_DELIVERY_THRESHOLD, serviceById } from './services';

/** A list as the store keeps it (labels are what the user typed). */
export interface StoredList {
  _id: string;
  label: string;
  type: ListType;
  products: Array<{ sku: string; probability: number | null }>;
}

/** A server-cart line as kept by the store; display fields are filled from the catalogue. */
export interface StoredCartLine {
  id: string;
  quantity: number;
  options: string[];
  comments: string;
}

export interface StoredOrderLine {
  productId: string;
  quantity: number;
  unitPrice: number;
  comments: string;
  options: string[];
  /** What the shopper asked for should it be out of stock (absent: an order from before). */
  substitution?: SubstitutionChoice;
  /** Out of stock at picking: the product that came instead (null: none, not charged). */
  outOfStock?: { substituteId: string | null };
}

export type FeeType = 'SHIPPING_COST' | 'PACKAGING_FEE' | 'SERVICE_FEE';
export type DiscountType = 'PRODUCTS' | 'BUNDLE' | 'SHIPPING' | 'COUPON' | 'LOYALTY';

export interface StoredOrder {
  _id: string;
  orderNumber: string;
  idempotencyKey: string | null;
  status: OrderStatus;
  createdAt: string;
  deliveryService: ServiceId;
  shopId: string;
  timeslot: { startsAt: string; endsAt: string } | null;
  lines: StoredOrderLine[];
  address: Omit<Address, '_id' | 'isMainAddress'> | null;
  paymentMethod: PaymentMethod;
  isGift: boolean;
  /** The company the invoice is made out to (absent or null: a receipt). */
  invoice?: Invoice | null;
  /** What happened to it, oldest first (absent: placed, nothing since). */
  history?: OrderEvent[];
  /** Sum of the lines before discounts (cents). */
  itemsTotal: number;
  fees: Array<{ type: FeeType; amount: number }>;
  discounts: Array<{ type: DiscountType; amount: number }>;
}

export interface StoredUser {
  _id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  addresses: Address[];
  avatarURL: string | null;
  totalLoyaltyPoints: number;
  loyaltyCards: LoyaltyCard[];
  /** Cards saved with the payment provider (what /user/cards lists). */
  cards: SavedCard[];
  notifications: NotificationSettings;
  lists: StoredList[];
  cart: StoredCartLine[];
  orders: StoredOrder[];
}

export const DEMO_EMAIL = 'demo@agora.gr';
export const DEMO_PASSWORD = 'demo1234';

const line = (productId: string, quantity: number, unitPrice: number): StoredOrderLine => ({
  productId,
  quantity,
  unitPrice,
  comments: '',
  options: [],
});

type PastOrder = Omit<StoredOrder, 'itemsTotal' | 'fees' | 'discounts'>;

/** Totals of a seeded past order from its historic line prices. */
const settle = (order: PastOrder): StoredOrder => {
  const itemsTotal = order.lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const fee = serviceById(order.deliveryService).shippingFee;
  const shipping = itemsTotal >= FREE_DELIVERY_THRESHOLD ? 0 : fee;
  return {
    ...order,
    itemsTotal,
    fees: fee > 0 ? [{ type: 'SHIPPING_COST', amount: shipping }] : [],
    discounts: [],
  };
};

const HOME: Address = {
  _id: 'addr-demo-home',
  type: 0,
  street: 'Σκουφά',
  streetNo: '24',
  postalCode: '10673',
  city: 'Αθήνα',
  floor: '3',
  nameAtBell: 'Παπαδάκη',
  contactPhone: '6944123456',
  latitude: 37.9797,
  longitude: 23.7391,
  isMainAddress: true,
};

const WORK: Address = {
  _id: 'addr-demo-work',
  type: 1,
  street: 'Λεωφόρος Κηφισίας',
  streetNo: '120',
  postalCode: '15125',
  city: 'Μαρούσι',
  floor: '5',
  nameAtBell: 'Agora Office',
  contactPhone: '2106001234',
  latitude: 38.0455,
  longitude: 23.7993,
  isMainAddress: false,
};

const { _id: _home, isMainAddress: _main, ...homeForOrder } = HOME;

/**
 * The demo customer (log in with demo@agora.gr / demo1234). Product ids are from the first 360
 * products, which are the same in every catalogue size; unit prices in orders are historic.
 */
export const buildDemoUser = (): StoredUser => ({
  _id: 'user-demo',
  email: DEMO_EMAIL,
  password: DEMO_PASSWORD,
  firstName: 'Ελένη',
  lastName: 'Παπαδάκη',
  addresses: [HOME, WORK],
  avatarURL: null,
  totalLoyaltyPoints: 1240,
  loyaltyCards: [{ number: 'AG-4471-2290', label: 'Agora Plus', points: 1240 }],
  notifications: { newsletter: true, orderUpdatesBySms: false },
  cards: DEMO_CARDS,
  lists: [
    {
      _id: 'list-demo-favorites',
      label: 'Αγαπημένα',
      type: 'favorites',
      products: ['1001', '1004', '1005', '1006', '1010', '1011', '1020'].map((sku) => ({
        sku,
        probability: null,
      })),
    },
    {
      _id: 'list-demo-weekend',
      label: 'Για το Σαββατοκύριακο',
      type: 'custom',
      products: ['1002', '1012', '1009', '1022', '1018'].map((sku) => ({
        sku,
        probability: null,
      })),
    },
    {
      _id: 'list-demo-suggested',
      label: 'Προτάσεις για εσάς',
      type: 'suggested',
      products: [
        ['1017', 0.94],
        ['1003', 0.81],
        ['1008', 0.72],
        ['1019', 0.66],
        ['1013', 0.53],
        ['1021', 0.47],
        ['1014', 0.38],
        ['1007', 0.31],
      ].map(([sku, probability]) => ({ sku: String(sku), probability: Number(probability) })),
    },
  ],
  cart: [
    { id: '1001', quantity: 2, options: [], comments: '' },
    { id: '1005', quantity: 1, options: ['thin'], comments: 'Όχι πολύ αλμυρή, παρακαλώ' },
  ],
  orders: PAST_ORDERS.map(settle),
});

const PAST_ORDERS: PastOrder[] = [
  {
    _id: 'order-demo-1',
    orderNumber: 'AG-250412-0193',
    idempotencyKey: 'seed-key-order-demo-1',
    status: 'COMPLETED',
    createdAt: '2025-04-12T07:41:00.000Z',
    deliveryService: 'easy',
    shopId: 'shop-kolonaki',
    timeslot: { startsAt: '2025-04-12T13:00:00.000Z', endsAt: '2025-04-12T15:00:00.000Z' },
    lines: [line('1001', 2, 229), line('1004', 3, 139), line('1006', 1, 189), line('1011', 6, 39)],
    address: homeForOrder,
    paymentMethod: 'CARD',
    isGift: false,
  },
  {
    _id: 'order-demo-2',
    orderNumber: 'AG-250503-0871',
    idempotencyKey: null,
    status: 'COMPLETED',
    createdAt: '2025-05-03T15:12:00.000Z',
    deliveryService: 'takeAway',
    shopId: 'shop-marousi',
    timeslot: { startsAt: '2025-05-04T07:00:00.000Z', endsAt: '2025-05-04T08:00:00.000Z' },
    lines: [line('1002', 1, 1199), line('1012', 2, 1189), line('1009', 2, 179)],
    address: null,
    paymentMethod: 'CARD_ON_DELIVERY',
    isGift: false,
  },
  {
    _id: 'order-demo-3',
    orderNumber: 'AG-250611-1422',
    idempotencyKey: null,
    status: 'CANCELLED',
    createdAt: '2025-06-11T09:05:00.000Z',
    deliveryService: 'express',
    shopId: 'shop-kolonaki',
    timeslot: { startsAt: '2025-06-11T10:00:00.000Z', endsAt: '2025-06-11T11:00:00.000Z' },
    lines: [line('1003', 1, 1129), line('1008', 2, 289)],
    address: homeForOrder,
    paymentMethod: 'CASH_ON_DELIVERY',
    isGift: true,
  },
];
