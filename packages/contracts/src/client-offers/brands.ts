import { z } from 'zod';
import { ErrorKey } from '../errors.ts';
import { booleanish, entityId } from '../fields.ts';
import { blank, requiredOrInvalid } from '../input.ts';
import { BRAND_NAME_MAX_LENGTH } from './constants.ts';

/* The employer's brands: shown, listed, saved and deleted. */

/** A brand's logo: the stored file name (from /v1/files/temporary-upload) and its thumbnail link. */
export const brandLogo = z.object({ name: z.string(), thumbnailUrl: z.string().nullable() });

/** A client brand. `logoUrl` is a signed link that expires. */
export const clientBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  logo: brandLogo.nullable(),
  isMain: z.boolean(),
});
export type ClientBrand = z.infer<typeof clientBrand>;

export const clientBrandList = z.object({ items: z.array(clientBrand) });
export type ClientBrandList = z.infer<typeof clientBrandList>;

/** Create and update answer `data.data` (the spec's shape). */
export const clientBrandSaved = z.object({ message: z.string(), data: z.object({ data: clientBrand }) });
export type ClientBrandSaved = z.infer<typeof clientBrandSaved>;

/**
 * POST /v1/client-brand/ and PATCH /v1/client-brand/{id}. A new logo is a `logoFile` uploaded
 * through /v1/files/temporary-upload; without one the logo stays, unless `logoUrl` is sent empty,
 * which removes it.
 */
export const clientBrandBody = z.object({
  name: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.string({ error: requiredOrInvalid }).trim().max(BRAND_NAME_MAX_LENGTH, { error: ErrorKey.TooLong }),
  ),
  logoUrl: z.preprocess((v) => (v === null ? '' : v), z.string({ error: ErrorKey.InvalidValue }).max(2000, { error: ErrorKey.TooLong }).optional()),
  logoFile: z.preprocess(
    (v) => (blank(v) ? null : v),
    z
      .object({
        filename: z.preprocess((v) => (blank(v) ? undefined : v), z.string({ error: requiredOrInvalid }).trim().max(64, { error: ErrorKey.InvalidValue })),
        is_temporary: booleanish.optional(),
      })
      .nullable()
      .default(null),
  ),
});
export type ClientBrandBody = z.output<typeof clientBrandBody>;

/**
 * PATCH /v1/client-brand/{id}: the create call's fields, and `isMain: true`, which makes this brand the main one
 * (the previous main brand stops being it). A body with `isMain` alone leaves the name and the logo as they are;
 * `isMain: false` changes nothing, since an employer always keeps one main brand.
 */
export const clientBrandChange = z
  .object({ ...clientBrandBody.shape, name: clientBrandBody.shape.name.optional(), isMain: booleanish.optional() })
  .superRefine((body, ctx) => {
    if (body.name === undefined && body.isMain === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: ErrorKey.FieldRequired });
  });
export type ClientBrandChange = z.output<typeof clientBrandChange>;

export const clientBrandIdParams = z.object({ id: entityId });

/** DELETE /v1/client-brand/{id} */
export const clientBrandDeleted = z.object({ message: z.string(), code: z.string() });
