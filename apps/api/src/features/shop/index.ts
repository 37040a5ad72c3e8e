/* The shop feature's surface: its routes (products, cart, orders, subscriptions, the buyer's company data), the subscriptions' publication quota the offer lifecycle uses, the making of an order from the cart and what a paid order gives (for payments), and the employer's orders and invoices for their data export. The pipeline reads candidate_profile_purchases through shop.tables.ts (the shop imports applications, so not through here). */
export { shopDepsOf, shopRoutes } from './shop.routes.ts';
export { type ShopDeps } from './cart.service.ts';
export { type PublicationQuota, publicationQuota } from './subscriptions.service.ts';
export { createOrderFromCart, orderDetail, ordersAndInvoicesOf } from './orders.service.ts';
export { fulfilOrder, withdrawOrder } from './fulfilment.ts';
