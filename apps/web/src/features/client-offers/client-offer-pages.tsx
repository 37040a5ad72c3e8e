import { ComingSoonPage } from '@/components/coming-soon-page';

// Delivered by the employer offers issue; until then the routes say so.
export function OfferDocumentsPage() {
  return <ComingSoonPage feature="offerDocuments" />;
}
