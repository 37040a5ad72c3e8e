import { OrderStatus, StatusId } from '@trades/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, newCandidate } from '../../test/accounts.ts';
import { OPERATOR_ENV, operatorHeaders } from '../../test/operator.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import type { Account } from '../applications/testing.ts';
import { offers } from '../offers/offers.tables.ts';
import { insertOffer } from '../offers/testing.ts';
import { BUDPOL, FJORDBYGG, PUBLISH_OFFER, addToCart, billedEmployer } from '../shop/testing.ts';
import { operatorAudit } from './operator.tables.ts';

/* Offer moderation (issue 26): with OFFER_MODERATION on, nothing reaches the public before an operator approves it. */

describe('offer moderation', () => {
  let t: TestApp;
  let operator: Record<string, string>;
  let boss: Account;
  let other: Account;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...OPERATOR_ENV, OFFER_MODERATION: 'true', FREE_PUBLICATION: 'true' } });
    operator = await operatorHeaders(t.app);
    boss = await billedEmployer(t.app, db(), BUDPOL);
    other = await billedEmployer(t.app, db(), FJORDBYGG);
    await db().update(users).set({ locale: 'pl' }).where(eq(users.id, boss.userId));
  });
  afterAll(() => t.close());

  const inVerification = (overrides: Parameters<typeof insertOffer>[2] = {}) =>
    insertOffer(db(), boss.userId, { status: StatusId.Verification, publicationAt: null, endPublicationAt: null, ...overrides });
  const statusOf = async (id: number) => (await db().select({ status: offers.status }).from(offers).where(eq(offers.id, id)))[0]?.status;
  const queue = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/operator/moderation?limit=100', headers: operator });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { id: number; title: string; paid: boolean; employer: Record<string, unknown>; flags: Record<string, boolean>; contacts: Record<string, string[]>; wage: { below: string[]; floor: unknown }; descriptionPreview: string }[]; numTotal: number };
  };
  const post = (url: string, payload?: Record<string, unknown>, headers = operator) => t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const employerOffer = async (account: Account, id: number) => t.app.inject({ method: 'GET', url: `/v1/client-offer/${id}`, headers: account.auth });
  const listRow = async (account: Account, id: number) => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/client-offer/list', headers: account.auth, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { id: number; status: { id: number }; allowedActions: string[]; moderation: unknown }[]).find((row) => row.id === id);
  };
  const auditOf = (id: number, action: string) => db().select().from(operatorAudit).where(and(eq(operatorAudit.targetType, 'offer'), eq(operatorAudit.targetId, String(id)), eq(operatorAudit.action, action)));

  it('is the operators’ only: 401 anonymous, 403 for candidates and employers', async () => {
    const candidate = await newCandidate(t.app, db());
    const routes = [
      { method: 'GET' as const, url: '/v1/operator/moderation' },
      { method: 'GET' as const, url: '/v1/operator/offers?q=Budpol' },
      { method: 'POST' as const, url: '/v1/operator/moderation/1/approve' },
      { method: 'POST' as const, url: '/v1/operator/moderation/1/reject', payload: { reason: 'Kontakt w opisie' } },
      { method: 'POST' as const, url: '/v1/operator/offers/1/unpublish', payload: { reason: 'Oszustwo' } },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, route.url).toBe(401);
      expect((await t.app.inject({ ...route, headers: candidate.auth })).statusCode, route.url).toBe(403);
      expect((await t.app.inject({ ...route, headers: boss.auth })).statusCode, route.url).toBe(403);
    }
  });

  it('queues the offers in verification, the longest waiting first, with the employer, the wage against the floor and the contacts in the description', async () => {
    const employerApproved = await insertOffer(db(), boss.userId, { status: StatusId.Draft, publicationAt: null, endPublicationAt: null });
    const approve = await t.app.inject({ method: 'PATCH', url: `/v1/client-offer/${employerApproved.id}/approved`, headers: boss.auth });
    expect(approve.json().offer.status.id).toBe(StatusId.Verification);
    const older = await inVerification({
      updatedAt: new Date('2020-01-01T10:00:00Z'),
      salaryGrossMin: '100',
      description: '<p>Zadzwoń: +48 601 234 567</p><p>Pisz na <a href="mailto:praca@budpol.pl">praca@budpol.pl</a> lub www.budpol.pl</p>',
    });
    const newer = await inVerification({ updatedAt: new Date('2020-01-02T10:00:00Z') });

    const { items } = await queue();
    const mine = items.filter((item) => [employerApproved.id, older.id, newer.id].includes(item.id));
    expect(mine.map((item) => item.id)).toEqual([older.id, newer.id, employerApproved.id]);
    expect(items.every((item) => item !== undefined)).toBe(true);
    const [first, second] = mine;
    expect(first).toMatchObject({
      title: expect.stringContaining(`#${older.id}`),
      paid: false,
      employer: { userId: boss.userId, companyName: BUDPOL.name, email: boss.email, taxId: BUDPOL.licTradNum },
      wage: { below: ['hourly'], floor: expect.objectContaining({ currency: 'NOK' }) },
      contacts: { emails: ['praca@budpol.pl'], phones: ['+48 601 234 567'], urls: ['www.budpol.pl'] },
      flags: { wageBelowFloor: true, contactsFound: true },
    });
    expect(first?.descriptionPreview).toBe('Zadzwoń: +48 601 234 567\nPisz na praca@budpol.pl lub www.budpol.pl');
    expect(second).toMatchObject({ flags: { wageBelowFloor: false, contactsFound: false }, wage: { below: [] } });
    // Nothing else is in it.
    const statuses = await Promise.all(items.map((item) => statusOf(item.id)));
    expect(statuses.every((status) => status === StatusId.Verification)).toBe(true);
  });

  it('approves: verified (6), audited; the employer then goes on as before, and the offer waits while in verification', async () => {
    const offer = await inVerification();
    const waiting = await t.app.inject({ method: 'PATCH', url: `/v1/client-offer/${offer.id}/approved`, headers: boss.auth });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({ code: 'offer_awaiting_moderation' });
    expect((await listRow(boss, offer.id))?.allowedActions).not.toContain('approve');

    const approved = await post(`/v1/operator/moderation/${offer.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ message: 'The offer has been approved.', offer: { id: offer.id, status: { id: StatusId.Verified } } });
    expect(await auditOf(offer.id, 'offer.approve')).toEqual([expect.objectContaining({ operatorEmail: OPERATOR_ENV.OPERATOR_EMAIL, details: expect.objectContaining({ from: 5, to: 6 }) })]);

    const row = await listRow(boss, offer.id);
    expect(row).toMatchObject({ status: { id: StatusId.Verified }, moderation: null });
    expect(row?.allowedActions).toEqual(['edit', 'approve', 'archive', 'duplicate', 'delete', 'select']);
    const published = await t.app.inject({ method: 'PATCH', url: `/v1/client-offer/${offer.id}/approved`, headers: boss.auth });
    expect(published.json().offer.status.id).toBe(StatusId.Active);

    const again = await post(`/v1/operator/moderation/${offer.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'offer_not_in_verification', message: 'Only an offer waiting in verification can be approved or sent back.' });
    expect((await post('/v1/operator/moderation/99999999/approve')).statusCode).toBe(404);
  });

  it('sends a verified offer whose content the employer changes back to verification', async () => {
    const offer = await inVerification({ regions: [{ regionId: 102, cityIds: [10201] }] });
    await post(`/v1/operator/moderation/${offer.id}/approve`);
    const brand = (await t.app.inject({ method: 'GET', url: '/v1/client-offer/primary', headers: boss.auth })).json().clientBrand[0].id as number;
    const form = { ...(await employerOffer(boss, offer.id)).json(), clientBrand: brand };
    const { id: _id, uuid: _uuid, slug: _slug, status: _status, editMode: _mode, createdAt: _c, updatedAt: _u, publicationAt: _p, endPublicationAt: _e, offerStatistics: _s, moderation: _m, salaryType: _t, ...values } = form;
    const saved = await t.app.inject({ method: 'POST', url: `/v1/client-offer/${offer.id}/update`, headers: boss.auth, payload: { ...values, description: '<p>Dzwoń 601 234 567</p>' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().offer.status.id).toBe(StatusId.Verification);
  });

  it('rejects with a reason: back to draft, the reason kept, shown to its employer only, mailed in their language, and gone once they approve again', async () => {
    const offer = await inVerification();
    const short = await post(`/v1/operator/moderation/${offer.id}/reject`, { reason: ' ab ' });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ formErrors: { reason: ['moderation_reason_too_short'] } });
    expect((await post(`/v1/operator/moderation/${offer.id}/reject`, {})).json()).toMatchObject({ formErrors: { reason: ['field_required'] } });
    expect((await post(`/v1/operator/moderation/${offer.id}/reject`, { reason: 'x'.repeat(1001) })).json()).toMatchObject({ formErrors: { reason: ['too_long'] } });

    const rejected = await post(`/v1/operator/moderation/${offer.id}/reject`, { reason: '  Numer telefonu w opisie  ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().offer.status.id).toBe(StatusId.Draft);
    const [stored] = await db().select().from(offers).where(eq(offers.id, offer.id));
    expect(stored).toMatchObject({ status: StatusId.Draft, moderationReason: 'Numer telefonu w opisie', moderatedAt: expect.any(Date) });
    expect(await auditOf(offer.id, 'offer.reject')).toEqual([expect.objectContaining({ reason: 'Numer telefonu w opisie' })]);

    const mail = await latestMail(db(), boss.email, 'offer_moderation_rejected');
    expect(mail.locale).toBe('pl');
    expect(mail.subject).toMatch(/^Twoja oferta wymaga poprawek: /);
    expect(mail.text).toContain('Powód podany przez moderatora: Numer telefonu w opisie');
    expect(mail.text).toContain(`/lang/pl/user/offer/edit/${offer.id}`);

    const note = { reason: 'Numer telefonu w opisie', at: expect.any(String) };
    expect((await employerOffer(boss, offer.id)).json().moderation).toEqual(note);
    expect((await listRow(boss, offer.id))?.moderation).toEqual(note);
    // Another employer does not see it at all.
    expect((await employerOffer(other, offer.id)).statusCode).toBe(404);
    expect(await listRow(other, offer.id)).toBeUndefined();

    const resubmitted = await t.app.inject({ method: 'PATCH', url: `/v1/client-offer/${offer.id}/approved`, headers: boss.auth });
    expect(resubmitted.json().offer.status.id).toBe(StatusId.Verification);
    expect((await employerOffer(boss, offer.id)).json().moderation).toBeNull();
    expect((await post(`/v1/operator/moderation/${offer.id}/reject`, { reason: 'Drugi raz' })).statusCode).toBe(200);
    expect((await post(`/v1/operator/moderation/${offer.id}/reject`, { reason: 'Trzeci raz' })).json()).toMatchObject({ code: 'offer_not_in_verification' });
  });

  it('lets only one of an approve and a reject sent together win', async () => {
    const offer = await inVerification();
    const [approved, rejected] = await Promise.all([post(`/v1/operator/moderation/${offer.id}/approve`), post(`/v1/operator/moderation/${offer.id}/reject`, { reason: 'Kontakt w opisie' })]);
    expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
    const audited = [...(await auditOf(offer.id, 'offer.approve')), ...(await auditOf(offer.id, 'offer.reject'))];
    expect(audited).toHaveLength(1);
    expect(await statusOf(offer.id)).toBe(approved.statusCode === 200 ? StatusId.Verified : StatusId.Draft);
  });

  it('holds a paid offer until approved: a paid draft goes to verification, and the approval publishes it', async () => {
    const draft = await insertOffer(db(), boss.userId, { status: StatusId.Draft, publicationAt: null, endPublicationAt: null });
    await addToCart(t.app, boss.auth, PUBLISH_OFFER.uuid, [draft.uuid]);
    const cart = (await t.app.inject({ method: 'GET', url: '/v1/shop/cart', headers: boss.auth })).json().data.uuid as string;
    const placed = (await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/register/${cart}`, headers: boss.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } })).json().items[0];
    const paid = await t.app.inject({ method: 'POST', url: `/v1/payment/sandbox/${String(placed.paymentUrl).split('/').pop()}/complete`, payload: { outcome: 'success' } });
    expect(paid.json().status).toBe(OrderStatus.PaymentCompleted);
    expect(await statusOf(draft.id)).toBe(StatusId.Verification);
    expect((await queue()).items.find((item) => item.id === draft.id)).toMatchObject({ paid: true });
    // The employer cannot publish it themselves meanwhile.
    expect((await t.app.inject({ method: 'PATCH', url: `/v1/client-offer/${draft.id}/approved`, headers: boss.auth })).statusCode).toBe(409);

    const approved = await post(`/v1/operator/moderation/${draft.id}/approve`);
    expect(approved.json().offer.status.id).toBe(StatusId.Active);
    const publicList = (await t.app.inject({ method: 'GET', url: '/v1/public/offer/list?limit=100' })).json().items as { id: number }[];
    expect(publicList.map((item) => item.id)).toContain(draft.id);
  });

  it('unpublishes a published offer with a reason: inactive, off the public list at once, mailed, shown, audited', async () => {
    const active = await insertOffer(db(), boss.userId);
    // Written straight into the table: the list learns of it as a publication would tell it.
    t.offerListCache.clear();
    const ids = async () => ((await t.app.inject({ method: 'GET', url: '/v1/public/offer/list?limit=100' })).json().items as { id: number }[]).map((item) => item.id);
    expect(await ids()).toContain(active.id);

    const found = await t.app.inject({ method: 'GET', url: `/v1/operator/offers?q=${encodeURIComponent(BUDPOL.name.slice(0, 6))}&status=${StatusId.Active}`, headers: operator });
    expect(found.json().items.map((item: { id: number }) => item.id)).toContain(active.id);
    const byUuid = await t.app.inject({ method: 'GET', url: `/v1/operator/offers?q=${active.uuid}`, headers: operator });
    expect(byUuid.json().items).toEqual([expect.objectContaining({ id: active.id, employer: expect.objectContaining({ email: boss.email }), status: { id: StatusId.Active } })]);

    const done = await post(`/v1/operator/offers/${active.id}/unpublish`, { reason: 'Oferta niezgodna z regulaminem' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().offer.status.id).toBe(StatusId.Inactive);
    expect(await ids()).not.toContain(active.id);
    expect((await t.app.inject({ method: 'GET', url: `/v1/public/offer/${active.id}` })).statusCode).toBe(404);
    expect((await employerOffer(boss, active.id)).json().moderation).toEqual({ reason: 'Oferta niezgodna z regulaminem', at: expect.any(String) });
    const archivedTab = (await t.app.inject({ method: 'POST', url: '/v1/client-offer/list/archived', headers: boss.auth, payload: {} })).json().items as { id: number }[];
    expect(archivedTab.map((row) => row.id)).toContain(active.id);
    expect((await latestMail(db(), boss.email, 'offer_unpublished')).text).toContain('Oferta niezgodna z regulaminem');
    expect(await auditOf(active.id, 'offer.unpublish')).toEqual([expect.objectContaining({ reason: 'Oferta niezgodna z regulaminem' })]);

    const again = await post(`/v1/operator/offers/${active.id}/unpublish`, { reason: 'Jeszcze raz' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'offer_not_published' });
    expect((await post('/v1/operator/offers/99999999/unpublish', { reason: 'Nie ma' })).statusCode).toBe(404);
  });
});
