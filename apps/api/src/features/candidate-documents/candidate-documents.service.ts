import type { Readable } from 'node:stream';
import {
  type CandidateCollectionRequest,
  type CandidateProfileShow,
  CandidateDocumentsMessageKey,
  type ClientCandidateItem,
  type DataSetQueueEntry,
  type DataSetQueueRequest,
  type Locale,
  PIPELINE_TABS,
  type PrintProfileRequest,
  ProfileErrorKey,
  StatusId,
  ageOn,
  isLocale,
  marketToday,
} from '@trades/contracts';
import type { Database } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import type { FileLinks } from '../../infra/storage/file-links.ts';
import type { FileStorage } from '../../infra/storage/storage.ts';
import { candidateIdFromPublicId, candidatePublicId } from '../applications/index.ts';
import { buildProfilePdf, profilesShownFor } from '../candidate-profile/index.ts';
import { thumbnailKey } from '../files/index.ts';
import { type ReferenceCatalogueStore, ReferenceKind, offerNamesAmong } from '../reference/index.ts';
import { queueStatus } from './candidate-documents.labels.ts';
import {
  type DocumentBrand,
  type PipelineTie,
  type QueueEntryRow,
  boughtCandidateIds,
  deletePack,
  employerOffers,
  findOwnedBrand,
  findOwnedOffer,
  findOwnedPack,
  findPendingPack,
  insertPendingPack,
  latestPacks,
  listPacks,
  offerCandidateIds,
  pipelineTies,
} from './candidate-documents.repository.ts';
import { type CandidateTie, contactsUnlocked, mayPrintCandidate, packFileName, profileForDocument } from './candidate-documents.rules.ts';

/* One candidate's PDF for an employer, the document packs of an offer, and the profiles collection. */

export interface DocumentsDeps {
  db: Database;
  links: FileLinks;
  catalogue: ReferenceCatalogueStore;
  storage: FileStorage;
  /** Absent in tests that run the pack job themselves. */
  jobs?: JobQueue;
  now: () => Date;
  /** Keys the candidates' public ids. */
  secret: string;
}

export const PACK_JOB = 'candidate-documents.generate-pack';
/** Links to a document live 15 minutes, like the invoice's and the candidate's own print link. */
const DOCUMENT_LINK_SECONDS = 900;
const PRINT_PURPOSE = 'candidate-document';
const PACK_PURPOSE = 'data-set';

/** How each candidate among `candidateIds` is tied to the employer. */
export async function candidateTies(db: Database, clientUserId: number, candidateIds: readonly number[]): Promise<Map<number, CandidateTie>> {
  const [ties, bought] = await Promise.all([pipelineTies(db, clientUserId, candidateIds), boughtCandidateIds(db, clientUserId, candidateIds)]);
  const out = new Map<number, CandidateTie>();
  for (const id of candidateIds) {
    const own = ties.filter((tie) => tie.candidateUserId === id);
    out.set(id, { inPipeline: own.length > 0, applied: own.some((tie) => tie.appliedAt !== null), bought: bought.has(id) });
  }
  return out;
}

async function ownedBrand(db: Database, clientUserId: number, brandId: number | null): Promise<DocumentBrand | undefined> {
  if (brandId === null) return undefined;
  const brand = await findOwnedBrand(db, clientUserId, brandId);
  if (!brand) throw AppError.notFound();
  return brand;
}

/** The brand as the PDF heads its pages: the name, and the logo's thumbnail (a small JPEG) or else the logo itself. */
export async function brandForPdf(storage: FileStorage, brand: DocumentBrand | undefined): Promise<{ name: string; logo?: Buffer } | undefined> {
  if (!brand) return undefined;
  const logo = brand.logoThumbnailPath
    ? await storage.get(thumbnailKey(brand.logoThumbnailPath))
    : brand.logoPath
      ? await storage.get(brand.logoPath)
      : undefined;
  return { name: brand.name, logo };
}

/** What a print link carries: who asked, whose profile, in which language, how. */
interface PrintClaims {
  clientUserId: number;
  candidateId: number;
  locale: Locale;
  anonymised: boolean;
  brandId?: number;
  professionIds?: number[];
}

/**
 * POST /v1/client-candidate/print/profile/{candidateUuid}: a link to the PDF for this employer, when
 * the candidate is theirs to print (else 404). An explicit empty choice of professions is 422, and
 * so is a choice of none of the candidate's professions.
 */
export async function candidatePrintLink(deps: DocumentsDeps, clientUserId: number, candidateUuid: string, body: PrintProfileRequest, locale: Locale): Promise<string> {
  const candidateId = candidateIdFromPublicId(deps.secret, candidateUuid);
  if (candidateId === null) throw AppError.notFound();
  const tie = (await candidateTies(deps.db, clientUserId, [candidateId])).get(candidateId);
  if (!tie || !mayPrintCandidate(tie)) throw AppError.notFound();
  await ownedBrand(deps.db, clientUserId, body.clientBrand);
  if (body.professions !== undefined) {
    const profile = (await profilesShownFor({ db: deps.db, links: deps.links, catalogue: await deps.catalogue.current() }, [candidateId], locale, deps.now())).get(candidateId);
    if (!profile) throw AppError.notFound();
    const chosen = profile.candidateProfileProfessions.filter((entry) => body.professions?.includes(entry.profession.id));
    if (chosen.length === 0) throw AppError.validation({ professions: [ProfileErrorKey.ProfessionNotAdded] }, ProfileErrorKey.ProfessionNotAdded);
  }
  const claims = { u: clientUserId, c: candidateId, l: locale, a: body.isAnonymize ? 1 : 0, b: body.clientBrand, p: body.professions ?? null };
  return `/v1/client-candidate/print/download/${deps.links.signedToken(PRINT_PURPOSE, claims, DOCUMENT_LINK_SECONDS, deps.now())}`;
}

function readPrintClaims(links: FileLinks, token: string, now: Date): PrintClaims | undefined {
  const data = links.readSignedToken(PRINT_PURPOSE, token, now);
  if (!data || typeof data.u !== 'number' || typeof data.c !== 'number' || !isLocale(data.l)) return undefined;
  const professions = Array.isArray(data.p) && data.p.every((id) => typeof id === 'number') ? (data.p as number[]) : undefined;
  return {
    clientUserId: data.u,
    candidateId: data.c,
    locale: data.l,
    anonymised: data.a === 1,
    brandId: typeof data.b === 'number' ? data.b : undefined,
    professionIds: professions,
  };
}

/** One candidate's document, ready to send; the profile as the employer may see it. */
export function renderCandidatePdf(
  profile: CandidateProfileShow,
  options: { locale: Locale; today: string; anonymised: boolean; withContacts: boolean; professionIds?: readonly number[]; brand?: { name: string; logo?: Buffer } },
): Promise<Buffer> {
  const shown = profileForDocument(profile, { anonymised: options.anonymised, withContacts: options.withContacts, professionIds: options.professionIds });
  return buildProfilePdf(shown, { locale: options.locale, generatedOn: options.today, anonymised: options.anonymised, brand: options.brand });
}

/** The PDF behind a print link, made when the link is followed; the candidate must still be the employer's to print. */
export async function candidatePdf(deps: DocumentsDeps, token: string): Promise<Buffer> {
  const now = deps.now();
  const claims = readPrintClaims(deps.links, token, now);
  if (!claims) throw AppError.notFound();
  const tie = (await candidateTies(deps.db, claims.clientUserId, [claims.candidateId])).get(claims.candidateId);
  if (!tie || !mayPrintCandidate(tie)) throw AppError.notFound();
  const brand = claims.brandId === undefined ? undefined : await findOwnedBrand(deps.db, claims.clientUserId, claims.brandId);
  const catalogue = await deps.catalogue.current();
  const profile = (await profilesShownFor({ db: deps.db, links: deps.links, catalogue }, [claims.candidateId], claims.locale, now)).get(claims.candidateId);
  if (!profile) throw AppError.notFound();
  return renderCandidatePdf(profile, {
    locale: claims.locale,
    today: marketToday(now),
    anonymised: claims.anonymised,
    withContacts: contactsUnlocked(tie),
    professionIds: claims.professionIds,
    brand: await brandForPdf(deps.storage, brand),
  });
}

/** The statuses of the pipeline tab whose filter value is `status`; null (all tabs) when none is given. */
export function tabStatuses(status: number | null): readonly number[] | null {
  if (status === null) return null;
  return PIPELINE_TABS.find((tab) => tab.statuses[0] === status)?.statuses ?? [status];
}

function packLink(links: FileLinks, row: QueueEntryRow['entry'], now: Date): string | null {
  if (row.status !== StatusId.Completed || !row.fileKey) return null;
  return `/v1/client-offer/data-set-queue/download/${links.signedToken(PACK_PURPOSE, { q: row.id, u: row.clientUserId }, DOCUMENT_LINK_SECONDS, now)}`;
}

/** The names of the packs' offers, by offer id, in the reader's language (numbered where another of the employer's offers shares the name). */
async function packOfferNames(deps: Pick<DocumentsDeps, 'db' | 'catalogue'>, clientUserId: number, rows: readonly QueueEntryRow[], locale: Locale): Promise<Map<number, string>> {
  if (rows.length === 0) return new Map();
  return offerNamesAmong(await deps.catalogue.current(), rows.map((row) => row.offer), await employerOffers(deps.db, clientUserId), locale);
}

export function presentEntry(links: FileLinks, { entry, slug, brandName }: QueueEntryRow, locale: Locale, now: Date, names: ReadonlyMap<number, string>): DataSetQueueEntry {
  return {
    id: entry.id,
    status: queueStatus(entry.status, locale),
    offer: { id: entry.offerId, slug, name: names.get(entry.offerId) ?? slug },
    locale: entry.locale,
    createdAt: entry.createdAt.toISOString(),
    pipelineStatus: entry.pipelineStatus,
    isAnonymize: entry.isAnonymize,
    clientBrand: entry.clientBrandId !== null && brandName !== null ? { id: entry.clientBrandId, name: brandName } : null,
    progress: { done: entry.done, total: entry.total },
    dataSetDownloadUrl: packLink(links, entry, now),
    errorMessage: entry.errorMessage,
  };
}

/**
 * POST /v1/client-offer/{offerId}/data-set-queue: queues a pack of the tab (all tabs without a
 * status). While the offer has a pending pack, that pack is the answer and nothing new starts.
 */
export async function queuePack(deps: DocumentsDeps, clientUserId: number, offerId: number, body: DataSetQueueRequest, locale: Locale): Promise<DataSetQueueEntry> {
  const offer = await findOwnedOffer(deps.db, clientUserId, offerId);
  if (!offer) throw AppError.notFound();
  const now = deps.now();
  const pending = await findPendingPack(deps.db, offerId);
  if (pending) return presentEntry(deps.links, pending, locale, now, await packOfferNames(deps, clientUserId, [pending], locale));
  await ownedBrand(deps.db, clientUserId, body.clientBrand);
  const candidates = await offerCandidateIds(deps.db, offerId, tabStatuses(body.status));
  if (candidates.length === 0) throw AppError.validation({ status: [CandidateDocumentsMessageKey.NoCandidates] }, CandidateDocumentsMessageKey.NoCandidates);
  const inserted = await insertPendingPack(deps.db, {
    offerId,
    clientUserId,
    clientBrandId: body.clientBrand,
    isAnonymize: body.isAnonymize,
    pipelineStatus: body.status,
    locale,
    total: candidates.length,
    createdAt: now,
  });
  if (inserted) await deps.jobs?.send(PACK_JOB, { queueId: inserted.id });
  // Another request won the race: its pack is the pending one.
  const entry = inserted ? await findOwnedPack(deps.db, clientUserId, inserted.id) : await findPendingPack(deps.db, offerId);
  if (!entry) throw AppError.notFound();
  return presentEntry(deps.links, entry, locale, now, await packOfferNames(deps, clientUserId, [entry], locale));
}

export async function showPack(deps: DocumentsDeps, clientUserId: number, offerId: number, queueId: number, locale: Locale): Promise<DataSetQueueEntry> {
  const entry = await findOwnedPack(deps.db, clientUserId, queueId, offerId);
  if (!entry) throw AppError.notFound();
  return presentEntry(deps.links, entry, locale, deps.now(), await packOfferNames(deps, clientUserId, [entry], locale));
}

export async function listOfferPacks(deps: DocumentsDeps, clientUserId: number, offerId: number, locale: Locale): Promise<DataSetQueueEntry[]> {
  if (!(await findOwnedOffer(deps.db, clientUserId, offerId))) throw AppError.notFound();
  const now = deps.now();
  const rows = await listPacks(deps.db, offerId);
  const names = await packOfferNames(deps, clientUserId, rows, locale);
  return rows.map((row) => presentEntry(deps.links, row, locale, now, names));
}

/** The newest pack of each of the employer's offers, for the client offer list's `lastDataSetQueue`. */
export async function lastDataSetQueues(
  deps: Pick<DocumentsDeps, 'db' | 'links' | 'catalogue'>,
  clientUserId: number,
  offerIds: readonly number[],
  locale: Locale,
  now: Date,
): Promise<Map<number, DataSetQueueEntry>> {
  const rows = await latestPacks(deps.db, clientUserId, offerIds);
  const names = await packOfferNames(deps, clientUserId, rows, locale);
  return new Map(rows.map((row) => [row.entry.offerId, presentEntry(deps.links, row, locale, now, names)]));
}

/** POST /v1/client-offer/data-set-queue/{id}/delete: the entry and its ZIP. A pack still being made stops when it finds itself gone. */
export async function removePack(deps: DocumentsDeps, clientUserId: number, id: number): Promise<void> {
  const row = await deletePack(deps.db, clientUserId, id);
  if (!row) throw AppError.notFound();
  if (row.fileKey) await deps.storage.delete(row.fileKey);
}

/** The ZIP behind a pack's download link, for its owner, while the pack exists. */
export async function packZip(deps: DocumentsDeps, token: string): Promise<{ zip: Readable; name: string }> {
  const claims = deps.links.readSignedToken(PACK_PURPOSE, token, deps.now());
  if (!claims || typeof claims.q !== 'number' || typeof claims.u !== 'number') throw AppError.notFound();
  const entry = await findOwnedPack(deps.db, claims.u, claims.q);
  if (!entry?.entry.fileKey || entry.entry.status !== StatusId.Completed) throw AppError.notFound();
  // Streamed: a pack of many PDFs is never held in memory.
  const zip = await deps.storage.getStream(entry.entry.fileKey);
  if (!zip) throw AppError.notFound();
  const pack = isLocale(entry.entry.locale) ? entry.entry.locale : 'en';
  const name = (await packOfferNames(deps, claims.u, [entry], pack)).get(entry.entry.offerId) ?? entry.slug;
  return { zip, name: packFileName(name, entry.entry.id, pack) };
}

/**
 * POST /v1/client-candidate/list: every candidate of the employer's pipelines and purchases, filtered
 * by industry, profession and wanted country of work; names and contacts only once unlocked.
 */
export async function clientCandidates(deps: DocumentsDeps, clientUserId: number, filters: CandidateCollectionRequest, locale: Locale): Promise<ClientCandidateItem[]> {
  const [ties, bought, catalogue, ownOffers] = await Promise.all([
    pipelineTies(deps.db, clientUserId),
    boughtCandidateIds(deps.db, clientUserId),
    deps.catalogue.current(),
    employerOffers(deps.db, clientUserId),
  ]);
  const offerNames = offerNamesAmong(catalogue, [...new Map(ties.map((tie) => [tie.offerId, { id: tie.offerId, professionId: tie.professionId, workLocationCityId: tie.workLocationCityId, workLocationStateId: tie.workLocationStateId }])).values()], ownOffers, locale);
  const byCandidate = new Map<number, PipelineTie[]>();
  for (const tie of ties) byCandidate.set(tie.candidateUserId, [...(byCandidate.get(tie.candidateUserId) ?? []), tie]);
  // Pipeline candidates newest first, then those only bought.
  const ids = [...new Set([...byCandidate.keys(), ...bought])];
  const now = deps.now();
  const today = marketToday(now);
  const profiles = await profilesShownFor({ db: deps.db, links: deps.links, catalogue }, ids, locale, now);
  const matches = (wanted: readonly number[], have: readonly number[]) => wanted.length === 0 || have.some((id) => wanted.includes(id));
  return ids.flatMap((id): ClientCandidateItem[] => {
    const profile = profiles.get(id);
    if (!profile) return [];
    const professions = profile.candidateProfileProfessions;
    const states = profile.candidateProfileWorkLocations.map((place) => place.workLocationState);
    if (!matches(filters.industries, professions.map((p) => p.industry.id))) return [];
    if (!matches(filters.professions, professions.map((p) => p.profession.id))) return [];
    if (!matches(filters.workLocationStates, states.map((s) => s.id))) return [];
    const own = byCandidate.get(id) ?? [];
    const unlocked = contactsUnlocked({ inPipeline: own.length > 0, applied: own.some((tie) => tie.appliedAt !== null), bought: bought.has(id) });
    return [
      {
        uuid: candidatePublicId(deps.secret, id),
        isUnlocked: unlocked,
        firstName: unlocked ? profile.firstName : null,
        lastName: unlocked ? profile.lastName : null,
        email: unlocked ? profile.email : null,
        phones: unlocked ? profile.phones.map((entry) => entry.phone) : [],
        allowBought: !unlocked,
        age: profile.dateOfBirth ? ageOn(profile.dateOfBirth, today) : null,
        availableFrom: profile.availableFrom,
        countryOfResidence: profile.countryOfResidence,
        professions: professions.map((p) => p.profession),
        industries: [...new Map(professions.map((p) => [p.industry.id, p.industry])).values()],
        workLocationStates: states.map((s) => ({ id: s.id, country: s.country })),
        offers: own.map((tie) => ({
          id: tie.offerId,
          slug: tie.slug,
          name: offerNames.get(tie.offerId) ?? tie.slug,
          profession: catalogue.item(ReferenceKind.Professions, tie.professionId, locale) ?? { id: tie.professionId, title: '' },
          status: { id: tie.status },
          applied: tie.appliedAt !== null,
        })),
      },
    ];
  });
}
