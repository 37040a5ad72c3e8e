import { StatusId } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/accounts.ts';
import { dayFromNow } from '../../test/candidate-profile.ts';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { insertOffer } from '../offers/testing.ts';
import { offerCandidates, pipelineStageMails } from './applications.tables.ts';
import { type Account, employer, readyCandidate, sendStageMailsAt } from './testing.ts';

/*
 * Stage mails wait before they go out (issue 25): PIPELINE_MAIL_DELAY_SECONDS after the last move of a card, the
 * card's stage then decides the one mail. The clock is the test's: no test waits for the window.
 */

const DELAY = 300;

describe('the stage mails’ window', () => {
  let t: TestApp;
  let boss: Account;
  let offerId: number;
  const applicants: Account[] = [];
  let clock = new Date();
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
    return clock;
  };
  const db = () => t.database.db;
  const idOf = async (account: Account) => {
    const [row] = await db().select().from(offerCandidates).where(eq(offerCandidates.candidateUserId, account.userId));
    if (!row) throw new Error('no entry');
    return row.id;
  };
  const move = async (account: Account, status: number) => {
    const res = await t.app.inject({ method: 'POST', url: `/v1/client-offer/applied/${await idOf(account)}/update`, headers: boss.auth, payload: { status } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const bulk = async (accounts: Account[], status: number) => {
    const ids = await Promise.all(accounts.map(idOf));
    const res = await t.app.inject({ method: 'POST', url: '/v1/client-offer/applied/bulk-update', headers: boss.auth, payload: { ids, status } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const stageMails = async (account: Account) => (await mailsTo(db(), account.email)).filter((mail) => mail.template === 'pipeline_status_changed');
  /** The job's run at the clock's time. */
  const sweep = () => sendStageMailsAt(db(), clock);

  beforeAll(async () => {
    // The test's clock runs ahead by hours: the sessions must outlive it.
    t = await createTestApp({ matching: INERT_MATCHING, clock: () => clock, env: { PIPELINE_MAIL_DELAY_SECONDS: String(DELAY), ACCESS_TOKEN_TTL_SECONDS: '86400' } });
    boss = await employer(t.app, db());
    offerId = (await insertOffer(db(), boss.userId)).id;
    for (const name of ['Anna', 'Beata', 'Celina', 'Dorota']) {
      const account = await readyCandidate(t.app, db(), { firstName: name, lastName: 'Test' });
      const res = await t.app.inject({ method: 'POST', url: `/v1/candidate-offer/apply/${offerId}`, headers: account.auth, payload: { availableFrom: dayFromNow(7) } });
      expect(res.statusCode, res.body).toBe(200);
      applicants.push(account);
    }
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each case starts with its cards where no window is open.
    later(DELAY + 1);
    await sweep();
    await db().delete(pipelineStageMails);
  });

  const applicant = (i: number) => applicants[i] as Account;
  const anna = () => applicant(0);
  const beata = () => applicant(1);
  const celina = () => applicant(2);
  const dorota = () => applicant(3);

  it('tells the list how long the window is', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offerId}/applications/list`, headers: boss.auth });
    expect(res.json()).toMatchObject({ mailDelaySeconds: DELAY });
  });

  it('sends nothing during the window and the final stage’s mail once after it', async () => {
    await move(anna(), StatusId.DoesNotFit);
    expect(await sweep()).toBe(0);
    later(DELAY - 1);
    expect(await sweep()).toBe(0);
    expect(await stageMails(anna())).toEqual([]);
    later(2);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    later(DELAY * 2);
    expect(await sweep()).toBe(0);
    const mails = await stageMails(anna());
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('decided not to continue');
  });

  it('sends nothing for a move taken back within the window', async () => {
    await move(beata(), StatusId.ForAnalysis);
    later(DELAY + 1);
    await sweep();
    const before = (await stageMails(beata())).length;
    await move(beata(), StatusId.DoesNotFit);
    later(7);
    await move(beata(), StatusId.ForAnalysis);
    later(DELAY + 1);
    expect(await sweep()).toBe(0);
    expect(await stageMails(beata())).toHaveLength(before);
  });

  it('sends only the final stage’s mail when the card moved on within the window', async () => {
    await move(celina(), StatusId.DoesNotFit);
    later(60);
    await move(celina(), StatusId.OfferPresented);
    later(DELAY + 1);
    expect(await sweep()).toBe(1);
    const mails = await stageMails(celina());
    expect(mails.map((mail) => mail.text.includes('has presented you an offer'))).toEqual([true]);
  });

  it('waits the whole window again after each move', async () => {
    await move(dorota(), StatusId.ItSuits);
    later(DELAY - 10);
    await move(dorota(), StatusId.Employed);
    later(20);
    // The first move's time is over, the second's is not.
    expect(await sweep()).toBe(0);
    later(DELAY);
    expect(await sweep()).toBe(1);
    expect((await stageMails(dorota())).at(-1)?.text).toContain('marked you as hired');
  });

  it('a bulk move to not fit and its undo within the window send nothing', async () => {
    const cards = [anna(), beata(), celina()];
    const before = await Promise.all(cards.map(async (account) => (await stageMails(account)).length));
    await bulk(cards, StatusId.ForAnalysis);
    later(DELAY + 1);
    await sweep();
    const settled = await Promise.all(cards.map(async (account) => (await stageMails(account)).length));
    expect(settled).toEqual(before);
    await bulk(cards, StatusId.DoesNotFit);
    later(30);
    await bulk(cards, StatusId.ForAnalysis);
    later(DELAY + 1);
    expect(await sweep()).toBe(0);
    expect(await Promise.all(cards.map(async (account) => (await stageMails(account)).length))).toEqual(settled);
  });

  it('shows the candidate the application as it was until the mail goes out', async () => {
    const mine = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/candidate/applications', headers: celina().auth });
      expect(res.statusCode, res.body).toBe(200);
      const id = await idOf(celina());
      const item = (res.json() as { items: { id: number; stage: { id: string }; history: { stage: { id: string } }[]; canWithdraw: boolean }[] }).items.find((entry) => entry.id === id);
      if (!item) throw new Error('no application');
      return { stage: item.stage.id, history: item.history.map((step) => step.stage.id), canWithdraw: item.canWithdraw };
    };
    await move(celina(), StatusId.ForAnalysis);
    later(DELAY + 1);
    await sweep();
    const before = await mine();
    expect(before.stage).toBe('in_review');
    await move(celina(), StatusId.DoesNotFit);
    later(60);
    // The rejection is the employer's to take back for now: the candidate sees nothing of it and may still withdraw.
    expect(await mine()).toEqual(before);
    later(DELAY);
    expect(await sweep()).toBe(1);
    expect(await mine()).toMatchObject({ stage: 'not_selected', canWithdraw: false, history: [...before.history, 'not_selected'] });
  });

  it('sends nothing to a candidate who withdrew within the window', async () => {
    await move(anna(), StatusId.ItSuits);
    const withdrawn = await t.app.inject({ method: 'POST', url: `/v1/candidate/applications/${await idOf(anna())}/withdraw`, headers: anna().auth });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const before = (await stageMails(anna())).length;
    later(DELAY + 1);
    expect(await sweep()).toBe(0);
    expect(await stageMails(anna())).toHaveLength(before);
  });
});

describe('the stage-mail job', () => {
  it('sends a due mail on its own once the window is over', { timeout: 60_000 }, async () => {
    // A window of no time: the job queued by the move finds the mail due.
    const t = await createTestApp({ matching: INERT_MATCHING, jobs: true, env: { PIPELINE_MAIL_DELAY_SECONDS: '0' } });
    try {
      const boss = await employer(t.app, t.database.db);
      const offer = await insertOffer(t.database.db, boss.userId);
      const candidate = await readyCandidate(t.app, t.database.db);
      expect((await t.app.inject({ method: 'POST', url: `/v1/candidate-offer/apply/${offer.id}`, headers: candidate.auth, payload: { availableFrom: dayFromNow(7) } })).statusCode).toBe(200);
      const [entry] = await t.database.db.select().from(offerCandidates).where(eq(offerCandidates.candidateUserId, candidate.userId));
      const moved = await t.app.inject({ method: 'POST', url: `/v1/client-offer/applied/${entry?.id}/update`, headers: boss.auth, payload: { status: StatusId.ItSuits } });
      expect(moved.statusCode, moved.body).toBe(200);
      await expect
        .poll(async () => (await mailsTo(t.database.db, candidate.email)).filter((mail) => mail.template === 'pipeline_status_changed').length, { timeout: 30_000, interval: 250 })
        .toBe(1);
      expect(await t.database.db.select().from(pipelineStageMails)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
