import type { RouteObject } from 'react-router';

/** The employer's shop: cart, orders, invoices, sales data, price lists (clients only), and the demo provider's payment page (public). */
export const shopRoutes: RouteObject[] = [
  { path: 'user/cart', lazy: async () => ({ Component: (await import('./pages/cart-page')).CartPage }) },
  { path: 'user/order-list', lazy: async () => ({ Component: (await import('./pages/order-list-page')).OrderListPage }) },
  { path: 'user/order/:uuid', lazy: async () => ({ Component: (await import('./pages/order-page')).OrderPage }) },
  { path: 'user/invoices', lazy: async () => ({ Component: (await import('./pages/invoices-page')).InvoicesPage }) },
  { path: 'user/sales-data', lazy: async () => ({ Component: (await import('./pages/sales-data-page')).SalesDataPage }) },
  { path: 'client/price-list/subscriptions', lazy: async () => ({ Component: (await import('./pages/price-list-page')).SubscriptionPriceListPage }) },
  { path: 'client/price-list/single-products', lazy: async () => ({ Component: (await import('./pages/price-list-page')).SingleProductPriceListPage }) },
  { path: 'payment/sandbox/:token', lazy: async () => ({ Component: (await import('./pages/sandbox-payment-page')).SandboxPaymentPage }) },
];
