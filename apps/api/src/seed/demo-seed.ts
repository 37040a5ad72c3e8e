import { AccountType, AvailabilityStatus, type Locale, WIZARD_FIRST_STEP } from '@trades/contracts';
import {
  findUserByEmail,
  insertCandidateProfile,
  insertClientProfile,
  insertUser,
  listConsents,
  NEW_ACCOUNT_STATUS,
  saveUserConsents,
} from '../features/accounts/index.ts';
import { hashPassword } from '../infra/auth/passwords.ts';
import type { Database } from '../infra/db/database.ts';
import { validatePhone } from '../infra/phone/phone.ts';

/** Known so a newcomer can sign in at once; printed in the start log and docs/demo-accounts.md. */
export const DEMO_PASSWORD = 'Demo1234!';

interface DemoAccount {
  accountType: AccountType;
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  phone: { country: string; number: string };
  company?: { name: string; licTradNum: string };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    accountType: AccountType.Client,
    email: 'employer1@demo.trades.example',
    firstName: 'Ingrid',
    lastName: 'Solberg',
    locale: 'no',
    phone: { country: 'NO', number: '412 34 567' },
    company: { name: 'Nordbygg AS', licTradNum: '923456789' },
  },
  {
    accountType: AccountType.Client,
    email: 'employer2@demo.trades.example',
    firstName: 'Marek',
    lastName: 'Zieliński',
    locale: 'pl',
    phone: { country: 'PL', number: '512 345 678' },
    company: { name: 'Baltic Steel Works sp. z o.o.', licTradNum: '5260250274' },
  },
  {
    accountType: AccountType.Candidate,
    email: 'candidate1@demo.trades.example',
    firstName: 'Piotr',
    lastName: 'Kowalski',
    locale: 'pl',
    phone: { country: 'PL', number: '601 234 567' },
  },
  {
    accountType: AccountType.Candidate,
    email: 'candidate2@demo.trades.example',
    firstName: 'Olena',
    lastName: 'Shevchenko',
    locale: 'ua',
    phone: { country: 'UA', number: '067 123 4567' },
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

/**
 * Demo employers and candidates with confirmed e-mails and every consent of their type accepted.
 * Accounts that already exist are left alone (a changed password stays changed).
 * Returns the lines for the start log.
 */
export async function seedDemoData(db: Database): Promise<string[]> {
  const consents = await listConsents(db);
  let passwordHash: string | undefined;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const phone = validatePhone(account.phone.country, account.phone.number);
    if (!phone.valid) throw new Error(`demo phone of ${account.email} is not valid`);
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const hash = passwordHash;
    await db.transaction(async (tx) => {
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
      if (!user) return;
      if (account.company) {
        await insertClientProfile(tx, { userId: user.id, status: NEW_ACCOUNT_STATUS, ...account.company });
      } else {
        await insertCandidateProfile(tx, {
          userId: user.id,
          status: NEW_ACCOUNT_STATUS,
          wizardStep: WIZARD_FIRST_STEP,
          availableStatus: AvailabilityStatus.Orange,
        });
      }
      const ofType = consents.filter((c) => c.accountType === account.accountType);
      await saveUserConsents(tx, user.id, ofType.map((c) => ({ consent: c.id, isAcceptance: true })));
    });
  }
  return ['Demo accounts (sign in at /sign-in; DEMO_DATA=false turns them off):', ...DEMO_ACCOUNTS.map(describeAccount)];
}
