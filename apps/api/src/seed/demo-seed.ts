import { AccountType, AvailabilityStatus, type Locale, type SignUpAccountType, StatusId, WIZARD_FIRST_STEP } from '@trades/contracts';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import {
  findUserByEmail,
  insertCandidateProfile,
  insertClientProfile,
  insertUser,
  listConsents,
  NEW_ACCOUNT_STATUS,
  saveUserConsents,
} from '../features/accounts/index.ts';
import { type ApplyDeps, applyToOffer } from '../features/applications/index.ts';
import { saveWizardSteps } from '../features/candidate-profile/index.ts';
import { offers } from '../features/offers/offers.tables.ts';
import { ReferenceCatalogueStore } from '../features/reference/index.ts';
import { hashPassword } from '../infra/auth/passwords.ts';
import type { Database } from '../infra/db/database.ts';
import { createOutbox } from '../infra/mail/outbox.ts';
import { validatePhone } from '../infra/phone/phone.ts';
import { type DemoApplication, type DemoWizard, carpenterApplication, carpenterWizard, forkliftWizard } from './demo-profiles.ts';

/** Known so a newcomer can sign in at once; printed in the start log and docs/demo-accounts.md. */
export const DEMO_PASSWORD = 'Demo1234!';

interface DemoAccount {
  accountType: SignUpAccountType;
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  phone: { country: string; number: string };
  /** The company data an invoice needs, so a demo employer can check out at once. */
  company?: { name: string; licTradNum: string; street: string; propertyNumber: string; zipCode: string; city: string; country: string };
  /** A candidate's wizard, saved step by step; without it the candidate starts at the wizard's first step. */
  wizard?: DemoWizard;
  application?: DemoApplication;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    accountType: AccountType.Client,
    email: 'employer1@demo.trades.example',
    firstName: 'Ingrid',
    lastName: 'Solberg',
    locale: 'no',
    phone: { country: 'NO', number: '412 34 567' },
    company: { name: 'Nordbygg AS', licTradNum: '923456783', street: 'Strandkaien', propertyNumber: '10', zipCode: '4005', city: 'Stavanger', country: 'NO' },
  },
  {
    accountType: AccountType.Client,
    email: 'employer2@demo.trades.example',
    firstName: 'Marek',
    lastName: 'Zieliński',
    locale: 'pl',
    phone: { country: 'PL', number: '512 345 678' },
    company: { name: 'Baltic Steel Works sp. z o.o.', licTradNum: '5260250274', street: 'ul. Portowa', propertyNumber: '12', zipCode: '80-555', city: 'Gdańsk', country: 'PL' },
  },
  {
    accountType: AccountType.Candidate,
    email: 'candidate1@demo.trades.example',
    firstName: 'Piotr',
    lastName: 'Kowalski',
    locale: 'pl',
    phone: { country: 'PL', number: '601 234 567' },
    wizard: carpenterWizard,
    application: carpenterApplication,
  },
  {
    accountType: AccountType.Candidate,
    email: 'candidate2@demo.trades.example',
    firstName: 'Olena',
    lastName: 'Shevchenko',
    locale: 'ua',
    phone: { country: 'UA', number: '067 123 4567' },
    wizard: forkliftWizard,
  },
  {
    accountType: AccountType.Candidate,
    email: 'candidate3@demo.trades.example',
    firstName: 'Mykola',
    lastName: 'Bondarenko',
    locale: 'en',
    phone: { country: 'UA', number: '050 765 4321' },
  },
];

function describeAccount(account: DemoAccount): string {
  const who = account.company ? `employer, ${account.company.name}` : 'candidate';
  return `  ${account.email} / ${DEMO_PASSWORD} (${who})`;
}

export interface DemoSeed {
  /** Lines for the start log. */
  log: string[];
  /** E-mails of the accounts this run created. */
  created: ReadonlySet<string>;
}

/**
 * Demo employers and candidates with confirmed e-mails and every consent of their type accepted;
 * two candidates have their wizard submitted. Accounts that already exist are left alone (a
 * changed password stays changed).
 */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<DemoSeed> {
  const consents = await listConsents(db);
  const created = new Set<string>();
  let passwordHash: string | undefined;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const phone = validatePhone(account.phone.country, account.phone.number);
    if (!phone.valid) throw new Error(`demo phone of ${account.email} is not valid`);
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const hash = passwordHash;
    const inserted = await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: account.email,
        passwordHash: hash,
        accountType: account.accountType,
        firstName: account.firstName,
        lastName: account.lastName,
        phoneCountry: account.phone.country,
        phoneNumber: phone.nationalNumber,
        locale: account.locale,
        isEmailConfirmed: true,
      });
      // Another process seeding at the same moment created it first.
      if (!user) return false;
      if (account.company) {
        await insertClientProfile(tx, { userId: user.id, status: NEW_ACCOUNT_STATUS, ...account.company });
      } else {
        await insertCandidateProfile(tx, {
          userId: user.id,
          status: NEW_ACCOUNT_STATUS,
          wizardStep: WIZARD_FIRST_STEP,
          availableStatus: AvailabilityStatus.Orange,
        });
        // In the account's transaction: a demo profile is created complete or not at all.
        if (account.wizard) await saveWizardSteps(tx, user.id, account.wizard(now), now);
      }
      const ofType = consents.filter((c) => c.accountType === account.accountType);
      await saveUserConsents(tx, user.id, ofType.map((c) => ({ consent: c.id, isAcceptance: true })), 'registration', now);
      return true;
    });
    if (inserted) created.add(account.email);
  }
  return { log: ['Demo accounts (sign in at /sign-in; DEMO_DATA=false turns them off):', ...DEMO_ACCOUNTS.map(describeAccount)], created };
}

/**
 * The demo candidates created this run apply to a published offer as the apply call does (its checks, history row and
 * the employer's mail, which the outbox sweep delivers), once the demo offers exist. The matches
 * follow at start: their profiles have no snapshot yet, so the stale-match rebuild scores them.
 */
export async function seedDemoApplications(db: Database, created: ReadonlySet<string>, publicUrl: string, now: Date = new Date()): Promise<number> {
  const deps: ApplyDeps = { db, outbox: createOutbox(publicUrl, async () => undefined), catalogue: ReferenceCatalogueStore.of(db), now: () => now, publicUrl };
  let applied = 0;
  for (const account of DEMO_ACCOUNTS) {
    const application = account.application;
    if (!application || !created.has(account.email)) continue;
    const [candidate, employer] = await Promise.all([findUserByEmail(db, account.email), findUserByEmail(db, application.employerEmail)]);
    if (!candidate || !employer) continue;
    const [offer] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(
          eq(offers.clientUserId, employer.id),
          eq(offers.professionId, application.professionId),
          eq(offers.status, StatusId.Active),
          lte(offers.publicationAt, now),
          gt(offers.endPublicationAt, now),
        ),
      )
      .orderBy(asc(offers.id))
      .limit(1);
    if (!offer) continue;
    await applyToOffer(deps, candidate.id, offer.id, application.availableFrom(now), account.locale);
    applied++;
  }
  return applied;
}
