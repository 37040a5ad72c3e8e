import { BRAND_LOGO_MAX_BYTES, BRAND_NAME_MAX_LENGTH, type ClientBrand, ErrorKey, OfferErrorKey } from '@trades/contracts';

/* Rules of the brands page: pure functions. */

/** Main brand first (the main flag, descending), then as the server listed them. */
export function sortBrands(brands: readonly ClientBrand[]): ClientBrand[] {
  return [...brands].sort((a, b) => Number(b.isMain) - Number(a.isMain));
}

export type ImageKind = 'jpeg' | 'png';

/** The image type by its first bytes, as the server checks it; the file name and its claimed type do not count. */
export function imageKind(bytes: Uint8Array): ImageKind | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

export type LogoProblem = typeof OfferErrorKey.FileTooLarge | typeof OfferErrorKey.FileTypeNotAllowed;

/** Why a chosen logo cannot be uploaded (over 3 MB, not a jpeg or png), or undefined when it can. */
export async function logoProblem(file: Blob): Promise<LogoProblem | undefined> {
  if (file.size > BRAND_LOGO_MAX_BYTES) return OfferErrorKey.FileTooLarge;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return imageKind(head) ? undefined : OfferErrorKey.FileTypeNotAllowed;
}

/** The logo the dialog shows: the brand's current one or a fresh upload. */
export interface DialogLogo {
  filename: string;
  thumbnailUrl: string | null;
  /** A fresh upload that the save attaches. */
  isNew: boolean;
}

export interface BrandFormValues {
  name: string;
  logo: DialogLogo | null;
}

/** The name's problem as a message key, or undefined. */
export function brandNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return ErrorKey.FieldRequired;
  if (trimmed.length > BRAND_NAME_MAX_LENGTH) return ErrorKey.TooLong;
  return undefined;
}

export interface BrandPayload {
  name: string;
  logoFile?: { filename: string; is_temporary: boolean };
  logoUrl?: string;
}

/**
 * The body of the create and update calls: a new upload is sent as logoFile; the current logo is
 * left alone by sending neither field; a removed logo is an empty logoUrl.
 */
export function brandPayload(values: BrandFormValues, hadLogo: boolean): BrandPayload {
  const payload: BrandPayload = { name: values.name.trim() };
  if (values.logo?.isNew) payload.logoFile = { filename: values.logo.filename, is_temporary: true };
  else if (!values.logo && hadLogo) payload.logoUrl = '';
  return payload;
}

/** The form field an API error path belongs to: the logo for the upload's `file` and `logoFile.filename`. */
export function brandFieldOf(apiPath: string): 'name' | 'logo' | undefined {
  if (apiPath === 'name') return 'name';
  if (apiPath === 'file' || apiPath.startsWith('logoFile') || apiPath === 'logoUrl') return 'logo';
  return undefined;
}
