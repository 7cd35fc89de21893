// Order and points history. alex@summit.example gets a full story ([demo 14]: a Shipped order with
// tracking, a received one, one in "API Error", a cancelled one whose points came back, at least
// 10 transactions ending at 25,000). Every
// other points participant's history is the opening balance the participants file's importer writes.
import { fixtureProducts } from './fixtures.ts';
import { ALEX_BALANCE, ALEX_HOME } from './people.ts';
import type { S, SeedProduct } from './types.ts';

export interface SeedOrderItem {
  id: string;
  position: number;
  product: SeedProduct;
  /** The option bought; the order line lists its values as a placed order does (chosenOptions). */
  option: S['ProductOption'] | null;
  quantity: number;
  tracking: NonNullable<S['OrderItem']['tracking']> | null;
}

export interface SeedOrder {
  id: string;
  userId: string;
  createdAt: string;
  status: S['OrderStatus'];
  items: SeedOrderItem[];
  shippingAddress: S['OrderAddress'];
  region: S['Region'];
  customFields: Record<string, string>;
}

/**
 * A transaction line; `order` names the order whose number goes in the description, as the server
 * writes it: `Order #N` for the debit, `Order #N cancelled` for the refund (`refund`).
 */
export interface SeedTransaction {
  id: string;
  userId: string;
  createdAt: string;
  description: string;
  amount: number;
  order?: string;
  refund?: boolean;
}

export const unitPriceOf = (item: SeedOrderItem) => item.option?.price ?? item.product.discountPrice ?? item.product.price;
export const orderTotal = (order: SeedOrder) => order.items.reduce((sum, i) => sum + unitPriceOf(i) * i.quantity, 0);

const UPS = (trackingNumber: string) => ({
  trackingNumber,
  trackingCompany: 'UPS',
  trackingLink: `https://www.ups.com/track?tracknum=${trackingNumber}`,
});

export function alexOrders(): SeedOrder[] {
  const products = new Map(fixtureProducts().map((p) => [p.slug, p]));
  const product = (slug: string) => products.get(slug)!;
  const optionOf = (slug: string, predicate: (o: S['ProductOption']) => boolean) => product(slug).details.options.find(predicate)!;
  const { email = null, ...home } = ALEX_HOME;
  const shippingAddress: S['OrderAddress'] = {
    fullName: home.fullName,
    address1: home.address1,
    address2: home.address2 ?? null,
    address3: null,
    address4: null,
    stateCounty: home.stateCounty,
    townCity: home.townCity,
    postcode: home.postcode,
    country: home.country,
    phone: home.phone,
    email: typeof email === 'string' ? email : null,
  };
  const common = {
    userId: 'u_alex_summit',
    shippingAddress,
    region: { location: 'USA-CONT', country: 'USA' },
    customFields: { customField1: 'CC-4410', customField2: 'E-20417' },
  };
  const tracking = UPS('1Z999AA10123456784');
  return [
    {
      ...common,
      id: 'ord_alex_1',
      createdAt: '2026-06-14T15:20:00.000Z',
      status: 'Shipped',
      items: [
        {
          id: 'oi_alex_1_1',
          position: 0,
          product: product('aurora-wireless-headphones'),
          option: optionOf('aurora-wireless-headphones', (o) => o.optionColorValue === 'Black'),
          quantity: 1,
          tracking,
        },
        { id: 'oi_alex_1_2', position: 1, product: product('everyday-water-bottle'), option: null, quantity: 2, tracking },
      ],
    },
    {
      ...common,
      id: 'ord_alex_2',
      createdAt: '2026-08-30T10:05:00.000Z',
      // The fulfilment partner rejected it; the shop shows the status as it is.
      status: 'API Error',
      items: [
        {
          id: 'oi_alex_2_1',
          position: 0,
          product: product('echo-smart-speaker'),
          option: optionOf('echo-smart-speaker', () => true),
          quantity: 1,
          tracking: null,
        },
      ],
    },
    {
      ...common,
      id: 'ord_alex_3',
      createdAt: '2026-11-02T08:45:00.000Z',
      status: 'received',
      items: [
        {
          id: 'oi_alex_3_1',
          position: 0,
          product: product('custom-engraved-pen'),
          option: optionOf('custom-engraved-pen', (o) => o.optionCustom1Value === 'Script'),
          quantity: 1,
          tracking: null,
        },
      ],
    },
    {
      ...common,
      id: 'ord_alex_4',
      createdAt: '2026-11-09T16:10:00.000Z',
      // Cancelled by the operator before it shipped; its points came back (alexTransactions).
      status: 'Cancelled',
      items: [
        {
          id: 'oi_alex_4_1',
          position: 0,
          product: product('aurora-wireless-headphones'),
          option: optionOf('aurora-wireless-headphones', (o) => o.optionColorValue === 'White'),
          quantity: 1,
          tracking: null,
        },
      ],
    },
  ];
}

/** When the demo's cancelled order was cancelled: the day after it was placed. */
const ALEX_CANCELLED_AT = '2026-11-10T09:30:00.000Z';

/** Oldest first; the running balance is computed on insert and must end at alex's balance. */
export function alexTransactions(orders: readonly SeedOrder[]): SeedTransaction[] {
  const debit = (n: number): Pick<SeedTransaction, 'amount' | 'order' | 'createdAt'> => {
    const order = orders[n]!;
    return { amount: -orderTotal(order), order: order.id, createdAt: order.createdAt };
  };
  const lines: Omit<SeedTransaction, 'id' | 'userId'>[] = [
    { createdAt: '2026-01-05T09:00:00.000Z', description: 'Welcome to Summit Rewards', amount: 5_000 },
    { createdAt: '2026-03-31T17:00:00.000Z', description: 'Q1 sales target achieved', amount: 10_000 },
    { createdAt: '2026-04-18T12:00:00.000Z', description: 'Safety training completed', amount: 1_500 },
    { description: '', ...debit(0) },
    { createdAt: '2026-06-30T17:00:00.000Z', description: 'Q2 sales target achieved', amount: 8_000 },
    { createdAt: '2026-07-22T11:30:00.000Z', description: 'Peer recognition from Jordan Lee', amount: 1_000 },
    { description: '', ...debit(1) },
    { createdAt: '2026-09-30T17:00:00.000Z', description: 'Q3 sales target achieved', amount: 12_000 },
    { createdAt: '2026-10-15T00:00:00.000Z', description: 'Expired points adjustment', amount: -600 },
    { createdAt: '2026-10-28T14:00:00.000Z', description: 'Customer excellence award', amount: 3_500 },
    { description: '', ...debit(2) },
    { description: '', ...debit(3) },
    { description: '', amount: orderTotal(orders[3]!), order: orders[3]!.id, refund: true, createdAt: ALEX_CANCELLED_AT },
  ];
  const out = lines.map((line, i) => ({ ...line, id: `txn_alex_summit_${String(i + 1).padStart(2, '0')}`, userId: 'u_alex_summit' }));
  const end = out.reduce((sum, t) => sum + t.amount, 0);
  if (end !== ALEX_BALANCE) throw new Error(`alex's transactions end at ${end}, not ${ALEX_BALANCE}`);
  return out;
}
