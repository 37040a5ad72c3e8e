import {
  AccountType,
  ShopMessageKey,
  activeSubscriptionList,
  cartAnswer,
  cartItemParams,
  cartItemsBody,
  candidateUuidParams,
  cartSummary,
  clientBillingBody,
  clientProfileShow,
  orderList,
  orderListQuery,
  priceList,
  profileUnlockAnswer,
  shopProductList,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../infra/auth/authenticate.ts';
import { translate } from '../../infra/i18n/messages.ts';
import type { FeatureContext } from '../context.ts';
import { saveBillingData } from './billing.ts';
import { viesClient } from './vies.ts';
import { type ShopDeps, cartSummary as summaryOf, changeCart, removeCartLine, showCart } from './cart.service.ts';
import { listOrders } from './orders.service.ts';
import { presentProduct, priceList as priceListOf, productsOnSale } from './products.ts';
import { activeSubscriptions, unlockProfileWithSubscription } from './subscriptions.service.ts';

const tags = ['shop'];
const security = [{ bearer: [] }];

export function shopDepsOf(context: FeatureContext): ShopDeps {
  return {
    db: context.db,
    now: context.now,
    secret: context.config.JWT_SECRET,
    catalogue: context.catalogue,
    viesEnabled: context.config.VIES_ENABLED,
    publicationDays: context.config.OFFER_PUBLICATION_DAYS,
  };
}

/** Products, the price list, the employer's cart, orders and subscriptions, and the company data orders are made out to (employer-side.md 7 "Shop, cart, orders, payment"). */
export const shopRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = shopDepsOf(context);
    const billing = { ...deps, vies: context.config.VIES_ENABLED ? viesClient(context.config.VIES_URL) : null };
    const onRequest = app.requireAccount(AccountType.Client);

    app.get('/v1/shop/product', { onRequest, schema: { tags, security, summary: 'Products on sale today', response: { 200: shopProductList } } }, async (request) => ({
      items: (await productsOnSale(context.db, context.now())).map((row) => presentProduct(row, request.locale)),
    }));

    app.get(
      '/v1/client-profile/price-list',
      { onRequest, schema: { tags, security, summary: 'Single products and subscriptions with their comparison tables', response: { 200: priceList } } },
      async (request) => priceListOf(context.db, request.locale, context.now()),
    );

    app.get('/v1/shop/cart', { onRequest, schema: { tags, security, summary: 'The caller’s open cart', response: { 200: cartAnswer } } }, async (request) =>
      showCart(deps, currentUser(request).userId, request.locale),
    );

    app.get('/v1/shop/cart/summary', { onRequest, schema: { tags, security, summary: 'The cart’s totals in grosze', response: { 200: cartSummary } } }, async (request) =>
      summaryOf(deps, currentUser(request).userId),
    );

    app.post(
      '/v1/shop/cart/item/add',
      { onRequest, schema: { tags, security, summary: 'Add items; one refused item refuses the call', body: cartItemsBody, response: { 200: cartAnswer } } },
      async (request) => changeCart(deps, currentUser(request).userId, request.body, 'add', request.locale),
    );

    app.put(
      '/v1/shop/cart/item',
      { onRequest, schema: { tags, security, summary: 'Replace the items of each product named', body: cartItemsBody, response: { 200: cartAnswer } } },
      async (request) => changeCart(deps, currentUser(request).userId, request.body, 'replace', request.locale),
    );

    app.delete(
      '/v1/shop/cart/item/:id',
      { onRequest, schema: { tags, security, summary: 'Remove one line of the cart (its `id`)', params: cartItemParams, response: { 200: cartAnswer } } },
      async (request) => removeCartLine(deps, currentUser(request).userId, request.params.id, request.locale),
    );

    app.get(
      '/v1/shop/subscription',
      { onRequest, schema: { tags, security, summary: 'Subscriptions running now with this month’s quota and use', response: { 200: activeSubscriptionList } } },
      async (request) => ({ items: await activeSubscriptions(context.db, currentUser(request).userId, request.locale, context.now()) }),
    );

    app.post(
      '/v1/shop/candidate-profile/:uuid/unlock',
      {
        onRequest,
        schema: { tags, security, summary: 'Unlock a candidate’s profile with the subscription’s quota (409 without quota)', params: candidateUuidParams, response: { 200: profileUnlockAnswer } },
      },
      async (request) => {
        await unlockProfileWithSubscription(context.db, context.config.JWT_SECRET, currentUser(request).userId, request.params.uuid, context.now());
        return { unlocked: true as const, message: translate(ShopMessageKey.ProfileUnlocked, request.locale) };
      },
    );

    app.get('/v1/shop/order', { onRequest, schema: { tags, security, summary: 'The caller’s orders, newest first', querystring: orderListQuery, response: { 200: orderList } } }, async (request) => ({
      items: await listOrders(context.db, currentUser(request).userId, request.query.status),
    }));

    app.post(
      '/v1/client-profile/update',
      {
        onRequest,
        schema: { tags, security, summary: 'The company data orders and invoices are made out to', body: clientBillingBody, response: { 200: clientProfileShow.extend({ message: z.string() }) } },
      },
      async (request) => ({
        ...(await saveBillingData(billing, currentUser(request).userId, request.body)),
        message: translate(ShopMessageKey.BillingDataSaved, request.locale),
      }),
    );
  };
