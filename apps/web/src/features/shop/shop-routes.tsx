import type { RouteObject } from 'react-router';
import type * as ShopPages from './shop-pages';

const page = (name: keyof typeof ShopPages) => async () => ({ Component: (await import('./shop-pages'))[name] });

/** The employer's shop: cart, orders, invoices, sales data, price lists; clients only. */
export const shopRoutes: RouteObject[] = [
  { path: 'user/cart', lazy: page('CartPage') },
  { path: 'user/order-list', lazy: page('OrdersPage') },
  { path: 'user/order/:uuid', lazy: page('OrderDetailsPage') },
  { path: 'user/invoices', lazy: page('InvoicesPage') },
  { path: 'user/sales-data', lazy: page('SalesDataPage') },
  { path: 'client/price-list/subscriptions', lazy: page('SubscriptionPriceListPage') },
  { path: 'client/price-list/single-products', lazy: page('SingleProductPriceListPage') },
];
