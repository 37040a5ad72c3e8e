/* The shop: products and price lists, the cart, orders and payment, invoices and sales data; the money rules. */
export * from './money.ts';
export * from './products.ts';
export * from './cart.ts';
export * from './orders.ts';
export * from './invoices.ts';
export * from './billing.ts';
export * from './shop-messages.ts';
export * from './subscriptions.ts';
