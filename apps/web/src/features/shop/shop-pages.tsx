import { ComingSoonPage } from '@/components/coming-soon-page';

// Delivered by the shop issue; until then the routes say so.
export function CartPage() {
  return <ComingSoonPage feature="cart" />;
}

export function OrdersPage() {
  return <ComingSoonPage feature="orders" />;
}

export function OrderDetailsPage() {
  return <ComingSoonPage feature="orderDetails" />;
}

export function InvoicesPage() {
  return <ComingSoonPage feature="invoices" />;
}

export function SalesDataPage() {
  return <ComingSoonPage feature="salesData" />;
}

export function SubscriptionPriceListPage() {
  return <ComingSoonPage feature="priceLists" />;
}

export function SingleProductPriceListPage() {
  return <ComingSoonPage feature="priceLists" />;
}
