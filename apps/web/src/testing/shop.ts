import type { CartAnswer, CartGroup, CartItem, CartSummary, ClientProfileShow, CountryDictionary, OrderDetail, OrderRow, PriceList, ShopProduct } from '@trades/contracts';

/* Fixtures of the shop page tests. */

export function product(uuid: string, overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    uuid,
    type: 'subscription_monthly',
    name: `Product ${uuid}`,
    description: '',
    features: 'One|Two',
    productFeatures: ['One', 'Two'],
    isAdditional: false,
    isMain: false,
    isPopular: false,
    isPromotion: false,
    isSub: true,
    listInTree: true,
    price: { amount: 49_900, currency: 'PLN', isString: true },
    priceRegular: null,
    priceText: '499,00 zł net / month',
    period: 'month',
    months: 1,
    quota: { publications: 5, profiles: 5 },
    validFrom: '2026-01-01',
    validTo: null,
    ...overrides,
  };
}

export const PUBLISH_OFFER = product('p-offer', {
  type: 'publish_offer',
  name: 'Offer publication',
  isSub: false,
  isMain: true,
  isPromotion: true,
  price: { amount: 100, currency: 'PLN', isString: false },
  priceRegular: { amount: 9_900, currency: 'PLN' },
  priceText: '1,00 zł net',
  features: 'Published for 30 days|Matched candidates',
  productFeatures: ['Published for 30 days', 'Matched candidates'],
  period: null,
  months: null,
  quota: null,
});

export const PROFILE = product('p-profile', {
  type: 'candidate_profile_assignment',
  name: 'Candidate profile',
  isSub: false,
  isAdditional: true,
  price: { amount: 4_900, currency: 'PLN', isString: false },
  priceText: '49,00 zł net',
  period: null,
  months: null,
  quota: null,
});

export const MONTHLY = product('p-month', { name: 'Business monthly', isPopular: true });
export const ANNUAL = product('p-year', { type: 'subscription_annual', name: 'Business annual', period: 'year', months: 12, priceText: '5 489,00 zł net / year' });

export function priceListAnswer(): PriceList {
  const tree = (products: ShopProduct[]) => ({
    header: products.map((p) => ({ uuid: p.uuid, name: p.name, type: p.type })),
    items: [{ title: 'Offer publications', values: products.map(() => '5') }],
  });
  return {
    functions: [PUBLISH_OFFER, PROFILE],
    tree_functions: tree([PUBLISH_OFFER, PROFILE]),
    tree_subscription: { month: tree([MONTHLY]), year: tree([ANNUAL]) },
    subscription: [MONTHLY, ANNUAL],
  };
}

const emptyItem: CartItem = { id: 0, uuid: '', name: '', profession: null, workStartAt: null, workEndAt: null, first_name: null, last_name: null, start_at: null, end_at: null };
export const cartItem = (overrides: Partial<CartItem>): CartItem => ({ ...emptyItem, ...overrides });

export function cartGroup(overrides: Partial<CartGroup>): CartGroup {
  return { uuid: 'p-offer', name: 'Offer publication', type: 'publish_offer', price: 100, currency: 'PLN', items: [], ...overrides };
}

export const OFFER_GROUP = cartGroup({
  items: [
    cartItem({ id: 11, uuid: 'offer-1', name: 'Welder, Bergen', profession: { id: 3, title: 'Welder' }, workStartAt: '2026-12-01', workEndAt: null, start_at: '2026-11-20', end_at: '2026-12-20' }),
    cartItem({ id: 12, uuid: 'offer-2', name: 'Plumber, Oslo', profession: { id: 4, title: 'Plumber' }, workStartAt: '2026-12-01', workEndAt: '2027-03-31', start_at: '2026-11-20', end_at: '2026-12-20' }),
  ],
});
export const PROFILE_GROUP = cartGroup({
  uuid: 'p-profile',
  name: 'Candidate profile',
  type: 'candidate_profile_assignment',
  price: 4_900,
  items: [cartItem({ id: 13, uuid: 'cand-1', name: 'Olena Kovalenko', first_name: 'Olena', last_name: 'Kovalenko' })],
});

export function cartAnswer(groups: CartGroup[]): CartAnswer {
  return { data: { uuid: 'cart-uuid', cartItems: { data: groups } } };
}

export function summaryAnswer(net: number, overrides: Partial<CartSummary['items'][number]> = {}): CartSummary {
  const tax = Math.floor((net * 23 + 50) / 100);
  return { items: [{ totalItemsQuantity: 3, totalNetValue: net, taxValue: tax, taxRate: 23, totalGrossValue: net + tax, currency: 'PLN', vatTreatment: 'standard', ...overrides }] };
}

export const METHODS = {
  items: [
    { provider_method_id: 1, code: 'card', title: 'Payment card', logo: '/payment-methods/card.svg' },
    { provider_method_id: 2, code: 'blik', title: 'BLIK', logo: '/payment-methods/blik.svg' },
  ],
};

export function orderRow(uuid: string, status: number, overrides: Partial<OrderRow> = {}): OrderRow {
  return { uuid, number: `ZAM/2026/11/${uuid.replace(/\D/g, '').padStart(4, '0')}`, dateCreated: '2026-11-20T10:00:00.000Z', status, is_recreate: status === 3 || status === 7, totalNetValue: 5_100, totalGrossValue: 6_273, currency: 'PLN', ...overrides };
}

export function orderDetail(uuid: string, status: number, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    uuid,
    number: 'ZAM/2026/11/0007',
    created_at: '2026-11-20T10:00:00.000Z',
    dateCreated: '2026-11-20T10:00:00.000Z',
    paidAt: null,
    status,
    is_recreate: status === 3 || status === 7,
    cartItems: { data: [OFFER_GROUP] },
    paymentUrl: null,
    totalItemsQuantity: 2,
    totalNetValue: 200,
    taxValue: 46,
    taxRate: 23,
    totalGrossValue: 246,
    currency: 'PLN',
    invoiceId: null,
    failureReason: status === 3 ? 'unverified' : status === 7 ? 'declined' : null,
    ...overrides,
  };
}

/** A buyer whose company data an invoice can be made out to (GET /v1/client-profile/show). */
export const BUYER: ClientProfileShow = {
  name: 'Fjord Steel AS',
  licTradNum: '923456783',
  street: 'Bryggen',
  propertyNumber: '5',
  apartmentNumber: null,
  zipCode: '5003',
  city: 'Bergen',
  country: 'NO',
  contactEmail: null,
  contactPhone: { number: null },
  status: { id: 2 },
  isEmailConfirmed: true,
};

/** GET /v1/public/dictionary/countries, shortened. */
export const COUNTRIES: CountryDictionary = {
  preferred: [
    { id: 'NO', countryCode: 'NO', country: 'Norway', title: 'Norway' },
    { id: 'PL', countryCode: 'PL', country: 'Poland', title: 'Poland' },
  ],
  remaining: [{ id: 'DE', countryCode: 'DE', country: 'Germany', title: 'Germany' }],
};
