/* The shop feature's surface: its routes (products, cart, orders, subscriptions, the buyer's company data), the subscriptions' publication quota the offer lifecycle uses, the making of an order from the cart and what a paid order gives (for payments), and the employer's orders and invoices for their data export. The pipeline learns which profiles an employer bought from purchasedCandidateIds, handed to it where the app is composed (the shop builds on applications). */
export { shopDepsOf, shopRoutes } from './shop.routes.ts';
export { type ShopDeps } from './cart.service.ts';
export { type PublicationQuota, publicationQuota } from './subscriptions.service.ts';
export { type ShopOrderDetail, createOrderFromCart, orderDetail, ordersOf } from './orders.service.ts';
export { fulfilOrder, withdrawOrder } from './fulfilment.ts';
export { purchasedCandidateIds } from './purchased-profiles.ts';
