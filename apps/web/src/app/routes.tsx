import { type RouteObject, redirect } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { NotFoundPage } from '@/components/not-found-page';
import { accountRoutes } from '@/features/accounts';
import { brandRoutes } from '@/features/brands';
import { candidateDocumentRoutes } from '@/features/candidate-documents';
import { clientOfferRoutes } from '@/features/client-offers';
import { contactRoutes } from '@/features/contact';
import { contentRoutes } from '@/features/content';
import { conversationRoutes } from '@/features/conversations';
import { dashboardRoutes } from '@/features/dashboard';
import { jobAlertRoutes } from '@/features/job-alerts';
import { matchedOfferRoutes } from '@/features/matched-offers';
import { myApplicationRoutes } from '@/features/my-applications';
import { offerCandidateRoutes } from '@/features/offer-candidates';
import { offerRoutes } from '@/features/offers';
import { operatorRoutes } from '@/features/operator';
import { profilesCollectionRoutes } from '@/features/profiles-collection';
import { savedOfferRoutes } from '@/features/saved-offers';
import { searchRoutes } from '@/features/search';
import { shopRoutes } from '@/features/shop';
import { wizardRoutes } from '@/features/wizard';
import { loadAllTexts } from '@/lib/i18n';
import { AppLayout } from './layout/app-layout';
import { RouteErrorScreen } from './layout/route-error-screen';
import { languageRedirectLoader } from './navigation/language-redirect-loader';

/**
 * A page beyond the public first views waits for every text of the language before it shows: a first
 * view starts with its own namespaces only (lib/i18n.ts), and the visitor may leave it before the rest
 * has come.
 */
function withAllTexts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy } = route;
    if (typeof lazy !== 'function') return route;
    return { ...route, lazy: async () => (await Promise.all([lazy(), loadAllTexts()]))[0] } as RouteObject;
  });
}

/**
 * The product's route table. Every page loads on demand (the home page too: the search and offer
 * pages, which visitors reach first as often, need not carry it); each feature
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
          { index: true, lazy: async () => ({ Component: (await import('@/features/home')).HomePage }) },
          // The loader redirects before anything renders; the loader shows only if that takes a moment.
          { path: 'lang/:languageId/*', loader: languageRedirectLoader, element: <PageLoader /> },
          ...withAllTexts([...contactRoutes, ...contentRoutes, ...accountRoutes, ...dashboardRoutes]),
          // The mail area only groups the e-mail link pages (mail/confirmation, mail/reading).
          { path: 'mail', loader: () => redirect('/') },
          // The public first views (the home page above, search, offers) start with their own texts.
          ...searchRoutes,
          ...offerRoutes,
          ...withAllTexts([
            ...wizardRoutes,
            ...matchedOfferRoutes,
            ...myApplicationRoutes,
            ...savedOfferRoutes,
            ...conversationRoutes,
            ...jobAlertRoutes,
            ...clientOfferRoutes,
            ...offerCandidateRoutes,
            ...candidateDocumentRoutes,
            ...shopRoutes,
            ...profilesCollectionRoutes,
            ...brandRoutes,
            ...operatorRoutes,
          ]),
          // The not-found page is also the error screen's 404, so it is part of the entry bundle.
          { path: '404', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
