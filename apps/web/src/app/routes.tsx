import { type RouteObject, redirect } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { accountRoutes } from '@/features/accounts/account-routes';
import { brandRoutes } from '@/features/brands/brand-routes';
import { clientOfferRoutes } from '@/features/client-offers/client-offer-routes';
import { HomePage } from '@/features/home/home-page';
import { AppLayout } from '@/features/layout/app-layout';
import { NotFoundPage } from '@/features/layout/not-found-page';
import { RouteErrorScreen } from '@/features/layout/route-error-screen';
import { matchedOfferRoutes } from '@/features/matched-offers/matched-offer-routes';
import { languageRedirectLoader } from '@/features/navigation/language-redirect-loader';
import { offerRoutes } from '@/features/offers/offer-routes';
import { profilesCollectionRoutes } from '@/features/profiles-collection/profiles-collection-routes';
import { searchRoutes } from '@/features/search/search-routes';
import { shopRoutes } from '@/features/shop/shop-routes';
import { wizardRoutes } from '@/features/wizard/wizard-routes';

/**
 * The route table of platform.md 2.1. Every page but the home page loads on demand; each feature
 * owns its list of routes. Access (session, account type) and the frame are decided by path in
 * AppLayout (app/access.ts), so a feature's routes need no wrappers.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    // Errors of the layout itself; page errors render inside the layout (below).
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <PageLoader minHeight="100vh" />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <HomePage /> },
          // The loader redirects before anything renders; the loader shows only if that takes a moment.
          { path: 'lang/:languageId/*', loader: languageRedirectLoader, element: <PageLoader /> },
          { path: 'contact', lazy: async () => ({ Component: (await import('@/features/contact/contact-page')).ContactPage }) },
          { path: 'documents/:documentKey', lazy: async () => ({ Component: (await import('@/features/content/document-page')).DocumentPage }) },
          { path: 'european-funds', lazy: async () => ({ Component: (await import('@/features/content/european-funds-page')).EuropeanFundsPage }) },
          { path: 'recommend-us', lazy: async () => ({ Component: (await import('@/features/content/recommend-us-page')).RecommendUsPage }) },
          { path: 'profits', lazy: async () => ({ Component: (await import('@/features/content/profits-page')).ProfitsPage }) },
          { path: 'lp/pobierz-aplikacje', lazy: async () => ({ Component: (await import('@/features/content/app-landing-page')).AppLandingPage }) },
          ...accountRoutes,
          // The mail area only groups the e-mail link pages (mail/confirmation, mail/reading).
          { path: 'mail', loader: () => redirect('/') },
          ...searchRoutes,
          ...offerRoutes,
          ...wizardRoutes,
          ...matchedOfferRoutes,
          ...clientOfferRoutes,
          ...shopRoutes,
          ...profilesCollectionRoutes,
          ...brandRoutes,
          // The not-found page is also the error screen's 404, so it is part of the entry bundle.
          { path: '404', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
