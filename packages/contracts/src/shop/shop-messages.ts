/** Error codes of the shop, cart, payment and invoice calls (all in `code` or `formErrors`). */
export const ShopMessageKey = {
  ProductNotFound: 'shop_product_not_found',
  /** Not the caller's offer, or not a Draft (status 1). */
  OfferNotAvailable: 'shop_offer_not_available',
  /** A candidate the caller may not see, already bought, or whose contacts the caller already sees. */
  CandidateNotAvailable: 'shop_candidate_not_available',
  DuplicateItem: 'shop_duplicate_item',
  CartEmpty: 'shop_cart_empty',
  /** The offer or the candidate is already in a waiting order of the caller. */
  ItemInOpenOrder: 'shop_item_in_open_order',
  OrderAlreadyPaid: 'shop_order_already_paid',
  OrderNotRenewable: 'shop_order_not_renewable',
  OrderCanceled: 'shop_order_canceled',
  /** Only a paid order with money not yet returned can be refunded. */
  OrderNotRefundable: 'shop_order_not_refundable',
  /** More than is left to return ({{max}}). */
  RefundTooHigh: 'shop_refund_too_high',
  RefundRecorded: 'shop_refund_recorded',
  /** Only an unpaid order can be cancelled. */
  OrderNotCancelable: 'shop_order_not_cancelable',
  /** The profile waits in an order of the caller: paying it and unlocking it with the quota would charge twice. */
  ProfileInPendingOrder: 'shop_profile_in_pending_order',
  PaymentNotPending: 'shop_payment_not_pending',
  InvalidReturnUrl: 'shop_invalid_return_url',
  InvalidPaymentMethod: 'shop_invalid_payment_method',
  PaymentProviderError: 'shop_payment_provider_error',
  InvalidNotification: 'shop_invalid_notification',
  /** No active subscription with quota left this month. */
  NoSubscriptionQuota: 'shop_no_subscription_quota',
  BillingDataSaved: 'shop_billing_data_saved',
  /** Checkout without the buyer's name, street, postal code, city, country or tax id (field errors say which). */
  BillingDataIncomplete: 'billing_data_incomplete',
  ProfileUnlocked: 'shop_profile_unlocked',
} as const;
export type ShopMessageKey = (typeof ShopMessageKey)[keyof typeof ShopMessageKey];
