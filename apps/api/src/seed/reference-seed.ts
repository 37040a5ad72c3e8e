import { notInArray, sql } from 'drizzle-orm';
import { consentEvents, consents as consentsTable, userConsents } from '../features/accounts/accounts.tables.ts';
import { preferredContactTimes as preferredContactTimesTable } from '../features/content/content.tables.ts';
import { saveExchangeRates } from '../features/reference/index.ts';
import { minimumWages as minimumWagesTable } from '../features/reference/reference.tables.ts';

import type { Database } from '../infra/db/database.ts';
import { seedReferenceEntries } from './reference-entries-seed.ts';
import { type Consent, consents } from './reference/consents.ts';
import { exchangeRates } from './reference/exchange-rates.ts';
import { type MinimumWageSeed, minimumWages } from './reference/minimum-wages.ts';
import { type ContactTime, preferredContactTimes } from './reference/work-options.ts';

/** Upserts the dictionaries kept in the database. */
export async function seedReferenceData(db: Database): Promise<void> {
  await seedReferenceEntries(db);
  await seedConsents(db, consents);
  await seedPreferredContactTimes(db, preferredContactTimes);
  await seedMinimumWages(db, minimumWages);
  // A rate of a later day in the database (npm run rates:update) stays; offers' euro pay is recomputed only on a change.
  await saveExchangeRates(db, exchangeRates);
}

/**
 * Minimum wages by id: every start leaves exactly the listed rates (nothing points at a rate's
 * row, so a rate taken out of the list goes).
 */
export async function seedMinimumWages(db: Database, items: readonly MinimumWageSeed[]): Promise<void> {
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db.transaction(async (tx) => {
    await tx.delete(minimumWagesTable).where(
      items.length === 0
        ? sql`true`
        : notInArray(
            minimumWagesTable.id,
            items.map((item) => item.id),
          ),
    );
    if (items.length === 0) return;
    await tx
      .insert(minimumWagesTable)
      .values(items.map((item) => ({ ...item, professionIds: [...item.professionIds] })))
      .onConflictDoUpdate({
        target: minimumWagesTable.id,
        set: {
          countryId: excluded('country_id'),
          trade: excluded('trade'),
          level: excluded('level'),
          professionIds: excluded('profession_ids'),
          hourlyAmount: excluded('hourly_amount'),
          currency: excluded('currency'),
          validFrom: excluded('valid_from'),
          validTo: excluded('valid_to'),
          source: excluded('source'),
        },
      });
  });
}

/**
 * Consents by id: changed texts or flags are updated, and a consent no longer in the list is
 * removed with its answers and their history, so every start leaves exactly the listed consents.
 * A changed title raises the consent's text version, so later answers record the new text.
 */
export async function seedConsents(db: Database, items: readonly Consent[]): Promise<void> {
  if (items.length === 0) return;
  const ids = items.map((item) => item.id);
  await db.transaction(async (tx) => {
    await tx.delete(userConsents).where(notInArray(userConsents.consentId, ids));
    await tx.delete(consentEvents).where(notInArray(consentEvents.consentId, ids));
    await tx.delete(consentsTable).where(notInArray(consentsTable.id, ids));
    await tx
      .insert(consentsTable)
      .values(
        items.map((item) => ({
          id: item.id,
          accountType: item.accountType,
          isRequired: item.isRequired,
          position: item.position,
          title: item.title,
        })),
      )
      .onConflictDoUpdate({
        target: consentsTable.id,
        set: {
          accountType: sql`excluded.account_type`,
          isRequired: sql`excluded.is_required`,
          position: sql`excluded.position`,
          title: sql`excluded.title`,
          textVersion: sql`case when ${consentsTable.title} is distinct from excluded.title then ${consentsTable.textVersion} + 1 else ${consentsTable.textVersion} end`,
        },
      });
  });
}

/** Contact-hour choices by id, in list order; changed titles are updated on every start. */
export async function seedPreferredContactTimes(db: Database, items: readonly ContactTime[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(preferredContactTimesTable)
    .values(items.map((item, position) => ({ id: item.id, position, title: item.title })))
    .onConflictDoUpdate({
      target: preferredContactTimesTable.id,
      set: { position: sql`excluded.position`, title: sql`excluded.title` },
    });
}
