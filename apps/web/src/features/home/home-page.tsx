import { HydrateLater } from '@/components/hydrate-later';
import { usePageTitle } from '@/components/use-page-title';
import { AppDownloadSection } from './app-download-section';
import { BenefitsSection } from './benefits-section';
import { CreateAccountSection } from './create-account-section';
import { HeroSection } from './hero-section';
import { NewestOffersSection } from './newest-offers-section';
import { OurWorkSection } from './our-work-section';

/** The home page; the one page in the entry bundle. The search at its top is adopted first, the sections below it after. */
export function HomePage() {
  usePageTitle();
  return (
    <>
      <HeroSection />
      <HydrateLater>
        <NewestOffersSection />
      </HydrateLater>
      <HydrateLater>
        <BenefitsSection />
      </HydrateLater>
      <HydrateLater>
        <CreateAccountSection />
      </HydrateLater>
      <HydrateLater>
        <AppDownloadSection />
      </HydrateLater>
      <HydrateLater>
        <OurWorkSection />
      </HydrateLater>
    </>
  );
}
