import type { ClientBillingBody, ClientProfileShow } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { showClientProfile } from '../accounts/index.ts';
import { clientProfiles } from '../accounts/accounts.tables.ts';

/**
 * POST /v1/client-profile/update: the company data the client settings page edits, the buyer of
 * every later order (an order keeps its own copy, so an issued invoice never changes).
 */
export async function saveBillingData(db: Database, clientUserId: number, body: ClientBillingBody): Promise<ClientProfileShow> {
  const updated = await db
    .update(clientProfiles)
    .set({
      name: body.name,
      licTradNum: body.licTradNum ?? '',
      street: body.street ?? null,
      propertyNumber: body.propertyNumber ?? null,
      apartmentNumber: body.apartmentNumber ?? null,
      zipCode: body.zipCode ?? null,
      city: body.city ?? null,
      country: body.country ?? null,
      contactEmail: body.contactEmail ?? null,
      contactPhoneNumber: body.contactPhone?.number ?? null,
      updatedAt: new Date(),
    })
    .where(eq(clientProfiles.userId, clientUserId))
    .returning({ userId: clientProfiles.userId });
  if (updated.length === 0) throw AppError.notFound();
  return showClientProfile(db, clientUserId);
}
