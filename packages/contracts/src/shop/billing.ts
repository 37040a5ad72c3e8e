import { z } from 'zod';
import { ErrorKey } from '../errors.ts';
import { optionalText, requiredText } from '../fields.ts';

/**
 * POST /v1/client-profile/update: the client settings' company data, the invoice's buyer (read
 * back with GET /v1/client-profile/show). `country` is ISO 3166 alpha-2 ("PL", "NO"): a buyer
 * outside Poland with a tax id gets invoices under the reverse charge. Omitted optional fields
 * are cleared. Answers `{message}` and the profile as /show does.
 */
export const clientBillingBody = z.object({
  name: requiredText(200),
  licTradNum: optionalText(32),
  street: optionalText(200),
  propertyNumber: optionalText(20),
  apartmentNumber: optionalText(20),
  zipCode: optionalText(20),
  city: optionalText(120),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: ErrorKey.InvalidCountry })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  contactEmail: optionalText(180).pipe(z.email({ error: ErrorKey.InvalidEmail }).optional()),
  contactPhone: z.object({ number: optionalText(32) }).optional(),
});
export type ClientBillingBody = z.output<typeof clientBillingBody>;

/** What checkout needs on an invoice: the buyer's name, street, postal code, city, country and tax id. */
export const BILLING_REQUIRED_FIELDS = ['name', 'street', 'zipCode', 'city', 'country', 'licTradNum'] as const;

/** The required fields an employer's company data still lacks (the cart shows them; checkout refuses them). */
export function missingBillingFields(profile: Partial<Record<(typeof BILLING_REQUIRED_FIELDS)[number], string | null>> | null | undefined): (typeof BILLING_REQUIRED_FIELDS)[number][] {
  return BILLING_REQUIRED_FIELDS.filter((field) => !profile?.[field]?.trim());
}
