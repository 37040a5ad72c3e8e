import { ComingSoonPage } from '@/components/coming-soon-page';

// Delivered by the candidate collection issue; until then the route says so.
export function ProfilesCollectionPage() {
  return <ComingSoonPage feature="profilesCollection" />;
}
