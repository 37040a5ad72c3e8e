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
    .regex(/^[A-Z]{2}$/, { error: ErrorKey.InvalidValue })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  contactEmail: optionalText(180).pipe(z.email({ error: ErrorKey.InvalidEmail }).optional()),
  contactPhone: z.object({ number: optionalText(32) }).optional(),
});
export type ClientBillingBody = z.output<typeof clientBillingBody>;
