import {
  BRAND_LOGO_KINDS,
  BRAND_LOGO_MAX_BYTES,
  type ClientBrand,
  type ClientBrandBody,
  type ClientBrandChange,
  OfferErrorKey,
} from '@trades/contracts';
import type { Database, Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { FileLinks } from '../../infra/storage/file-links.ts';
import { markAttached, markDiscarded, ownedFilesByName } from '../files/index.ts';
import type { OfferListChanges } from '../context.ts';
import type { ClientBrandRow } from '../offers/offers.tables.ts';
import type { FileRow } from '../files/files.tables.ts';
import { deleteBrand, findBrand, insertBrand, listBrands, lockClient, moveOffersToBrand, setMainBrand, updateBrand } from './brands.repository.ts';

export interface BrandsDeps {
  db: Database;
  links: FileLinks;
  /** Public offers show the brand's name and logo: a change clears the public list. */
  offerListCache: OfferListChanges;
  now: () => Date;
}

/** A brand as the API shows it; the logo links are signed and expire, like every file link. */
export function presentBrand(row: ClientBrandRow, links: FileLinks, now: Date): ClientBrand {
  const logo = row.logoPath;
  return {
    id: row.id,
    name: row.name,
    logoUrl: logo ? links.fileUrl(logo, 'original', now) : null,
    logo: logo ? { name: logo, thumbnailUrl: row.logoThumbnailPath ? links.fileUrl(row.logoThumbnailPath, 'thumbnail', now) : null } : null,
    isMain: row.isMain,
  };
}

export async function brandList(deps: BrandsDeps, clientUserId: number): Promise<ClientBrand[]> {
  const now = deps.now();
  return (await listBrands(deps.db, clientUserId)).map((row) => presentBrand(row, deps.links, now));
}

type LogoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; file: FileRow };

/**
 * What the body does to the logo: a `logoFile` names a new upload of the caller (or the current
 * logo, kept); without one an empty `logoUrl` removes the logo, anything else keeps it.
 */
async function logoChange(db: Executor, clientUserId: number, body: ClientBrandBody | ClientBrandChange, current: string | null): Promise<LogoChange> {
  const filename = body.logoFile?.filename;
  if (!filename) return body.logoUrl === '' ? { kind: 'remove' } : { kind: 'keep' };
  if (filename === current) return { kind: 'keep' };
  const [file] = await ownedFilesByName(db, clientUserId, [filename]);
  // Only a fresh upload may become a logo: an attached file belongs to something else.
  if (!file?.isTemporary) throw AppError.validation({ 'logoFile.filename': [OfferErrorKey.FileNotFound] });
  if (!(BRAND_LOGO_KINDS as readonly string[]).includes(file.kind)) {
    throw AppError.validation({ 'logoFile.filename': [OfferErrorKey.FileTypeNotAllowed] });
  }
  if (file.sizeBytes > BRAND_LOGO_MAX_BYTES) throw AppError.validation({ 'logoFile.filename': [OfferErrorKey.FileTooLarge] });
  return { kind: 'set', file };
}

/** Attaches a new logo and discards the one it replaces. */
async function applyLogo(db: Executor, clientUserId: number, change: LogoChange, current: string | null, now: Date) {
  if (change.kind === 'keep') return {};
  if (current) {
    const [old] = await ownedFilesByName(db, clientUserId, [current]);
    if (old) await markDiscarded(db, [old.id], now);
  }
  if (change.kind === 'remove') return { logoPath: null, logoThumbnailPath: null };
  await markAttached(db, [change.file.id], now);
  return { logoPath: change.file.filename, logoThumbnailPath: change.file.hasThumbnail ? change.file.filename : null };
}

/** A new brand; an employer's first brand is the main one. */
export async function createBrand(deps: BrandsDeps, clientUserId: number, body: ClientBrandBody): Promise<ClientBrand> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    await lockClient(tx, clientUserId);
    const existing = await listBrands(tx, clientUserId);
    const logo = await applyLogo(tx, clientUserId, await logoChange(tx, clientUserId, body, null), null, now);
    return insertBrand(tx, { clientUserId, name: body.name, isMain: existing.length === 0, ...logo, createdAt: now, updatedAt: now });
  });
  return presentBrand(row, deps.links, now);
}

/**
 * A new employer's main brand, named after the company, made in the sign-up's transaction: the first offer can be
 * saved at once, without a visit to the brands page.
 */
export async function createCompanyBrand(tx: Executor, clientUserId: number, companyName: string, now: Date): Promise<void> {
  await insertBrand(tx, { clientUserId, name: companyName, isMain: true, createdAt: now, updatedAt: now });
}

/** Renames a brand, changes its logo, or makes it the main one (`isMain: true`). */
export async function changeBrand(deps: BrandsDeps, clientUserId: number, id: number, body: ClientBrandChange): Promise<ClientBrand> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    // The employer's lock also orders two switches of the main brand sent at once: the later one wins whole.
    await lockClient(tx, clientUserId);
    const brand = await findBrand(tx, clientUserId, id);
    if (!brand) throw AppError.notFound();
    if (body.isMain && !brand.isMain) await setMainBrand(tx, clientUserId, id, now);
    const logo = await applyLogo(tx, clientUserId, await logoChange(tx, clientUserId, body, brand.logoPath), brand.logoPath, now);
    return updateBrand(tx, clientUserId, id, { ...(body.name === undefined ? {} : { name: body.name }), ...logo, updatedAt: now });
  });
  if (!row) throw AppError.notFound();
  // Public offers show the brand's name and logo.
  deps.offerListCache.clear();
  return presentBrand(row, deps.links, now);
}

/** Deletes a brand that is not the main one; its offers move to the main brand. */
export async function removeBrand(deps: BrandsDeps, clientUserId: number, id: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockClient(tx, clientUserId);
    const brands = await listBrands(tx, clientUserId);
    const brand = brands.find((b) => b.id === id);
    if (!brand) throw AppError.notFound();
    if (brand.isMain) throw AppError.conflict(OfferErrorKey.MainBrandCannotBeDeleted);
    const main = brands.find((b) => b.isMain);
    if (main) await moveOffersToBrand(tx, clientUserId, id, main.id);
    await applyLogo(tx, clientUserId, { kind: 'remove' }, brand.logoPath, now);
    await deleteBrand(tx, clientUserId, id);
  });
  deps.offerListCache.clear();
}
