import { ComingSoonPage } from '@/components/coming-soon-page';

// Delivered by the matched offers issue; until then the route says so.
export function MatchedOffersPage() {
  return <ComingSoonPage feature="matchedOffers" />;
}
