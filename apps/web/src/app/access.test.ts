import { AccountType } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { accessDecision, layoutFor, routeAccess } from './access';

describe('route access', () => {
  it('splits the paths of the route table into public, any account, candidates and clients', () => {
    for (const path of ['/', '/contact', '/search/query/showAll=true', '/offer/5-welder', '/documents/cookies', '/sign-in', '/lp/pobierz-aplikacje', '/users']) {
      expect(routeAccess(path), path).toBe('public');
    }
    expect(routeAccess('/user')).toBe('account');
    for (const path of ['/user/settings', '/wizard/3-languages', '/offers-matched', '/user/job-alerts', '/user/applications', '/user/saved-offers']) expect(routeAccess(path), path).toBe(AccountType.Candidate);
    for (const path of [
      '/client/settings',
      '/client/brands',
      '/client/price-list/subscriptions',
      '/user/offers/active/1',
      '/user/offer/create',
      '/user/offer/7/documents',
      '/user/cart',
      '/user/order-list',
      '/user/order/0b6c2c7e',
      '/user/invoices',
      '/user/sales-data',
      '/user/profiles-collection',
      '/offer/preview/12',
    ]) {
      expect(routeAccess(path), path).toBe(AccountType.Client);
    }
  });

  it("sends a signed-out visitor of a mail's deep link to the employer sign-in and back (issue 25)", () => {
    for (const path of ['/user/offer/candidates/42#newApplications', '/user/invoices']) {
      const decision = accessDecision(routeAccess(path.split('#')[0] as string), 'anonymous', undefined, path);
      expect(decision, path).toEqual({ kind: 'redirect', to: `/sign-in?tab=1&redirect=${encodeURIComponent(path)}` });
    }
  });

  it('waits for the session, sends visitors home and the other account type to its dashboard', () => {
    expect(accessDecision('public', 'anonymous', undefined)).toEqual({ kind: 'allow' });
    expect(accessDecision('account', 'starting', undefined)).toEqual({ kind: 'wait' });
    // A signed-out visitor signs in and comes back (the employer tab for employers' pages).
    expect(accessDecision(AccountType.Client, 'anonymous', undefined, '/user/offers/active/1')).toEqual({ kind: 'redirect', to: '/sign-in?tab=1&redirect=%2Fuser%2Foffers%2Factive%2F1' });
    expect(accessDecision(AccountType.Candidate, 'anonymous', undefined, '/user/job-alerts?x=1#a')).toEqual({ kind: 'redirect', to: '/sign-in?redirect=%2Fuser%2Fjob-alerts%3Fx%3D1%23a' });
    expect(accessDecision('account', 'anonymous', undefined, '/user')).toEqual({ kind: 'redirect', to: '/sign-in?redirect=%2Fuser' });
    expect(accessDecision('account', 'authenticated', AccountType.Client)).toEqual({ kind: 'allow' });
    expect(accessDecision(AccountType.Client, 'authenticated', AccountType.Client)).toEqual({ kind: 'allow' });
    expect(accessDecision(AccountType.Client, 'authenticated', AccountType.Candidate)).toEqual({ kind: 'redirect', to: '/user' });
    expect(accessDecision(AccountType.Candidate, 'authenticated', AccountType.Client)).toEqual({ kind: 'redirect', to: '/user' });
  });
});

describe('layout choice', () => {
  it('gives clients their panel everywhere but the home page', () => {
    expect(layoutFor('/', AccountType.Client)).toBe('public');
    expect(layoutFor('/contact', AccountType.Client)).toBe('client-panel');
    expect(layoutFor('/user', AccountType.Client)).toBe('client-panel');
  });

  it('gives candidates the side panel in their area only', () => {
    expect(layoutFor('/user', AccountType.Candidate)).toBe('candidate-panel');
    expect(layoutFor('/wizard/2-personal-informations', AccountType.Candidate)).toBe('candidate-panel');
    expect(layoutFor('/contact', AccountType.Candidate)).toBe('public');
    // The conversations are any account's page, in the candidate's own frame.
    expect(routeAccess('/user/conversations/12')).toBe('account');
    expect(layoutFor('/user/conversations/12', AccountType.Candidate)).toBe('candidate-panel');
    expect(layoutFor('/user/conversations', AccountType.Client)).toBe('client-panel');
    expect(layoutFor('/user', undefined)).toBe('public');
  });

  it('shows the app landing page alone', () => {
    expect(layoutFor('/lp/pobierz-aplikacje', AccountType.Client)).toBe('landing');
    expect(layoutFor('/lp/pobierz-aplikacje', undefined)).toBe('landing');
  });
});
