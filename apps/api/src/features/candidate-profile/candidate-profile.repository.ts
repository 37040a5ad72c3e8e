import type { ProfessionItemKind } from '@trades/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../infra/db/database.ts';
import { candidateProfiles, users, type UserRow } from '../accounts/accounts.tables.ts';
import type { FileRow } from '../files/files.tables.ts';
import {
  candidateContractTypes,
  candidateFlexibleWorks,
  candidateLanguages,
  candidatePhones,
  candidatePreferredContactTimes,
  candidateProfessionFiles,
  candidateProfessionItems,
  candidateProfessions,
  candidateWorkEntries,
  candidateWorkEntryFiles,
  candidateWorkLocationCities,
  candidateWorkLocationDocuments,
  candidateWorkLocationFiles,
  candidateWorkLocationRegions,
  candidateWorkLocations,
  candidateWorkSystems,
} from './candidate-profile.tables.ts';

export type ProfileRow = typeof candidateProfiles.$inferSelect;
export type PhoneRow = typeof candidatePhones.$inferSelect;
export type LanguageRow = typeof candidateLanguages.$inferSelect;
export type ProfessionRow = typeof candidateProfessions.$inferSelect;
export type ProfessionItemRow = typeof candidateProfessionItems.$inferSelect;
export type WorkEntryRow = typeof candidateWorkEntries.$inferSelect;
export type WorkLocationRow = typeof candidateWorkLocations.$inferSelect;
export type FlexibleWorkRow = typeof candidateFlexibleWorks.$inferSelect;

export interface AttachedFile {
  file: FileRow;
  title: string;
}

/** Everything the wizard stored for one candidate, lists in their saved order. */
export interface ProfileData {
  user: UserRow;
  profile: ProfileRow;
  phones: PhoneRow[];
  contactTimeIds: number[];
  languages: LanguageRow[];
  professions: {
    row: ProfessionRow;
    items: ProfessionItemRow[];
    files: AttachedFile[];
    works: { row: WorkEntryRow; files: AttachedFile[] }[];
  }[];
  locations: {
    row: WorkLocationRow;
    regionIds: number[];
    cityIds: number[];
    documentIds: number[];
    files: AttachedFile[];
  }[];
  contractTypeIds: number[];
  workSystemIds: number[];
  flexibleWorks: FlexibleWorkRow[];
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

export async function findProfileWithUser(db: Executor, userId: number): Promise<{ user: UserRow; profile: ProfileRow } | undefined> {
  const [row] = await db
    .select({ user: users, profile: candidateProfiles })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  return row;
}

/** Locks the profile row for a save, so two saves of one candidate run one after the other. */
export async function lockProfile(db: Executor, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)).for('update');
  return row;
}

/** The user and profile row of a candidate as a prepared statement. */
function prepareBase(db: Database) {
  return db
    .select({ user: users, profile: candidateProfiles })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(eq(candidateProfiles.userId, sql.placeholder('userId')))
    .prepare('candidate_profile_base');
}

/**
 * Every list of some profiles in one statement: each row is (list, owner's user id, row as JSON),
 * children reached through their parent's user id. One round trip instead of sixteen keeps the
 * answer of a save fast on the embedded database, and a pipeline of many candidates too.
 */
function profileListsQuery(userIds: readonly number[]) {
  // One array parameter, written as its text, reads the same on both drivers.
  const owners = sql`any(${`{${userIds.join(',')}}`}::int[])`;
  return sql`
    select 'phones' as list, t.user_id as owner, to_jsonb(t) as row from candidate_phones t where t.user_id = ${owners}
    union all select 'contactTimes', t.user_id, to_jsonb(t) from candidate_preferred_contact_times t where t.user_id = ${owners}
    union all select 'languages', t.user_id, to_jsonb(t) from candidate_languages t where t.user_id = ${owners}
    union all select 'professions', t.user_id, to_jsonb(t) from candidate_professions t where t.user_id = ${owners}
    union all select 'items', p.user_id, to_jsonb(i) from candidate_profession_items i
      join candidate_professions p on p.id = i.profession_entry_id where p.user_id = ${owners}
    union all select 'professionFiles', p.user_id, jsonb_build_object('owner_id', pf.profession_entry_id, 'position', pf.position, 'title', pf.title, 'file', to_jsonb(f))
      from candidate_profession_files pf join files f on f.id = pf.file_id
      join candidate_professions p on p.id = pf.profession_entry_id where p.user_id = ${owners}
    union all select 'works', p.user_id, to_jsonb(w) from candidate_work_entries w
      join candidate_professions p on p.id = w.profession_entry_id where p.user_id = ${owners}
    union all select 'workFiles', p.user_id, jsonb_build_object('owner_id', wf.work_entry_id, 'position', wf.position, 'title', wf.title, 'file', to_jsonb(f))
      from candidate_work_entry_files wf join files f on f.id = wf.file_id
      join candidate_work_entries w on w.id = wf.work_entry_id
      join candidate_professions p on p.id = w.profession_entry_id where p.user_id = ${owners}
    union all select 'locations', t.user_id, to_jsonb(t) from candidate_work_locations t where t.user_id = ${owners}
    union all select 'regions', l.user_id, to_jsonb(r) from candidate_work_location_regions r
      join candidate_work_locations l on l.id = r.work_location_id where l.user_id = ${owners}
    union all select 'cities', l.user_id, to_jsonb(c) from candidate_work_location_cities c
      join candidate_work_locations l on l.id = c.work_location_id where l.user_id = ${owners}
    union all select 'documents', l.user_id, to_jsonb(d) from candidate_work_location_documents d
      join candidate_work_locations l on l.id = d.work_location_id where l.user_id = ${owners}
    union all select 'locationFiles', l.user_id, jsonb_build_object('owner_id', lf.work_location_id, 'position', lf.position, 'title', lf.title, 'file', to_jsonb(f))
      from candidate_work_location_files lf join files f on f.id = lf.file_id
      join candidate_work_locations l on l.id = lf.work_location_id where l.user_id = ${owners}
    union all select 'contractTypes', t.user_id, to_jsonb(t) from candidate_contract_types t where t.user_id = ${owners}
    union all select 'workSystems', t.user_id, to_jsonb(t) from candidate_work_systems t where t.user_id = ${owners}
    union all select 'flexibleWorks', t.user_id, to_jsonb(t) from candidate_flexible_works t where t.user_id = ${owners}
  `;
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A row of to_jsonb (snake_case, timestamps as text) in the shape drizzle gives. */
function rowOf<T>(json: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) out[camel(key)] = value;
  return out as T;
}

function fileOf(json: Record<string, unknown>): FileRow {
  const row = rowOf<Record<string, unknown>>(json);
  for (const key of ['createdAt', 'attachedAt', 'discardedAt']) if (typeof row[key] === 'string') row[key] = new Date(row[key] as string);
  return row as unknown as FileRow;
}

type Linked = { ownerId: number; position: number; title: string; file: FileRow };
const byPosition = <T extends { position: number }>(rows: T[]) => rows.sort((a, b) => a.position - b.position);

/** The profile's prepared statements: made once per application (the feature's routes hold them). */
export function prepareProfileQueries(db: Database) {
  return { base: prepareBase(db) };
}
export type ProfileQueries = ReturnType<typeof prepareProfileQueries>;

type Lists = Map<string, Record<string, unknown>[]>;

/** The rows of the lists query, per owner and list. */
async function readLists(db: Database, userIds: readonly number[]): Promise<Map<number, Lists>> {
  const result = await db.execute(profileListsQuery(userIds));
  const byOwner = new Map<number, Lists>();
  for (const { list, owner, row } of (result as unknown as { rows: { list: string; owner: number; row: Record<string, unknown> }[] }).rows) {
    let lists = byOwner.get(owner);
    if (!lists) byOwner.set(owner, (lists = new Map()));
    const rows = lists.get(list);
    if (rows) rows.push(row);
    else lists.set(list, [row]);
  }
  return byOwner;
}

/** Reads a profile outside any transaction (the answer of show and of every save). */
export async function loadProfileData(db: Database, queries: ProfileQueries, userId: number): Promise<ProfileData | undefined> {
  const [found] = await queries.base.execute({ userId });
  if (!found) return undefined;
  const lists = await readLists(db, [userId]);
  return assemble(found, lists.get(userId) ?? new Map());
}

/** Reads several profiles in two statements (an employer's pipeline); a user without a profile is left out. */
export async function loadProfilesData(db: Database, userIds: readonly number[]): Promise<Map<number, ProfileData>> {
  const out = new Map<number, ProfileData>();
  if (userIds.length === 0) return out;
  const [bases, lists] = await Promise.all([
    db
      .select({ user: users, profile: candidateProfiles })
      .from(candidateProfiles)
      .innerJoin(users, eq(users.id, candidateProfiles.userId))
      .where(inArray(candidateProfiles.userId, [...userIds])),
    readLists(db, userIds),
  ]);
  for (const found of bases) out.set(found.user.id, assemble(found, lists.get(found.user.id) ?? new Map()));
  return out;
}

function assemble(found: { user: UserRow; profile: ProfileRow }, lists: Lists): ProfileData {
  const plain = <T>(name: string) => (lists.get(name) ?? []).map((json) => rowOf<T>(json));
  const ordered = <T extends { position: number }>(name: string) => byPosition(plain<T>(name));
  const linked = (name: string): Linked[] =>
    byPosition(
      (lists.get(name) ?? []).map((json) => ({
        ownerId: json.owner_id as number,
        position: json.position as number,
        title: json.title as string,
        file: fileOf(json.file as Record<string, unknown>),
      })),
    );
  const phones = ordered<PhoneRow>('phones');
  const contactTimes = plain<{ contactTimeId: number }>('contactTimes');
  const languages = ordered<LanguageRow>('languages');
  const professions = ordered<ProfessionRow>('professions');
  const items = ordered<ProfessionItemRow>('items');
  const professionFiles = linked('professionFiles');
  const works = ordered<WorkEntryRow>('works');
  const workFiles = linked('workFiles');
  const locations = ordered<WorkLocationRow>('locations');
  const regions = ordered<{ workLocationId: number; regionId: number; position: number }>('regions');
  const cities = ordered<{ workLocationId: number; cityId: number; position: number }>('cities');
  const documents = ordered<{ workLocationId: number; documentId: number; position: number }>('documents');
  const locationFiles = linked('locationFiles');
  const contractTypes = plain<{ contractTypeId: number }>('contractTypes');
  const workSystems = plain<{ workSystemId: number }>('workSystems');
  const flexibleWorks = ordered<FlexibleWorkRow>('flexibleWorks');

  const itemsBy = groupBy(items, (i) => i.professionEntryId);
  const professionFilesBy = groupBy(professionFiles, (f) => f.ownerId);
  const worksBy = groupBy(works, (w) => w.professionEntryId);
  const workFilesBy = groupBy(workFiles, (f) => f.ownerId);
  const regionsBy = groupBy(regions, (r) => r.workLocationId);
  const citiesBy = groupBy(cities, (c) => c.workLocationId);
  const documentsBy = groupBy(documents, (d) => d.workLocationId);
  const locationFilesBy = groupBy(locationFiles, (f) => f.ownerId);
  const attached = (rows: { title: string; file: FileRow }[] | undefined): AttachedFile[] => (rows ?? []).map(({ file, title }) => ({ file, title }));

  return {
    ...found,
    phones,
    contactTimeIds: contactTimes.map((c) => c.contactTimeId).sort((a, b) => a - b),
    languages,
    professions: professions.map((row) => ({
      row,
      items: itemsBy.get(row.id) ?? [],
      files: attached(professionFilesBy.get(row.id)),
      works: (worksBy.get(row.id) ?? []).map((work) => ({ row: work, files: attached(workFilesBy.get(work.id)) })),
    })),
    locations: locations.map((row) => ({
      row,
      regionIds: (regionsBy.get(row.id) ?? []).map((r) => r.regionId),
      cityIds: (citiesBy.get(row.id) ?? []).map((c) => c.cityId),
      documentIds: (documentsBy.get(row.id) ?? []).map((d) => d.documentId),
      files: attached(locationFilesBy.get(row.id)),
    })),
    contractTypeIds: contractTypes.map((c) => c.contractTypeId).sort((a, b) => a - b),
    workSystemIds: workSystems.map((w) => w.workSystemId).sort((a, b) => a - b),
    flexibleWorks,
  };
}

export async function updateProfile(db: Executor, userId: number, values: Partial<typeof candidateProfiles.$inferInsert>): Promise<void> {
  await db.update(candidateProfiles).set({ ...values, updatedAt: sql`now()` }).where(eq(candidateProfiles.userId, userId));
}

export async function updateAccountPhone(
  db: Executor,
  userId: number,
  values: { phoneCountry: string; phoneNumber: string; isPhoneConfirmed: boolean },
): Promise<void> {
  await db.update(users).set({ ...values, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function replacePhones(db: Executor, userId: number, phones: Omit<typeof candidatePhones.$inferInsert, 'userId'>[]): Promise<void> {
  await db.delete(candidatePhones).where(eq(candidatePhones.userId, userId));
  if (phones.length) await db.insert(candidatePhones).values(phones.map((p) => ({ ...p, userId })));
}

/** A number of the profile's proven by its owner: its stored copy shows as verified. */
export async function markPhoneConfirmed(db: Executor, userId: number, e164: string): Promise<void> {
  await db
    .update(candidatePhones)
    .set({ isConfirmed: true })
    .where(and(eq(candidatePhones.userId, userId), eq(candidatePhones.e164, e164)));
}

export async function replaceContactTimes(db: Executor, userId: number, ids: readonly number[]): Promise<void> {
  await db.delete(candidatePreferredContactTimes).where(eq(candidatePreferredContactTimes.userId, userId));
  if (ids.length) await db.insert(candidatePreferredContactTimes).values(ids.map((contactTimeId) => ({ userId, contactTimeId })));
}

export async function replaceLanguages(db: Executor, userId: number, rows: { languageCode: string; languageProficiency: number }[]): Promise<void> {
  await db.delete(candidateLanguages).where(eq(candidateLanguages.userId, userId));
  if (rows.length) await db.insert(candidateLanguages).values(rows.map((row, position) => ({ ...row, userId, position })));
}

export interface FileLink {
  fileId: string;
  title: string;
}

export interface ProfessionToStore {
  industryId: number;
  professionId: number;
  professionClassId: number;
  items: { kind: ProfessionItemKind; itemId: number; rating: number | null }[];
  files: FileLink[];
  works: (Omit<typeof candidateWorkEntries.$inferInsert, 'professionEntryId' | 'position'> & { files: FileLink[] })[];
}

/** File ids linked by step 4 (professions and their work history) of a candidate. */
export async function professionFileIds(db: Executor, userId: number): Promise<string[]> {
  const direct = await db
    .select({ fileId: candidateProfessionFiles.fileId })
    .from(candidateProfessionFiles)
    .innerJoin(candidateProfessions, eq(candidateProfessions.id, candidateProfessionFiles.professionEntryId))
    .where(eq(candidateProfessions.userId, userId));
  const viaWork = await db
    .select({ fileId: candidateWorkEntryFiles.fileId })
    .from(candidateWorkEntryFiles)
    .innerJoin(candidateWorkEntries, eq(candidateWorkEntries.id, candidateWorkEntryFiles.workEntryId))
    .innerJoin(candidateProfessions, eq(candidateProfessions.id, candidateWorkEntries.professionEntryId))
    .where(eq(candidateProfessions.userId, userId));
  return [...direct, ...viaWork].map((r) => r.fileId);
}

/** File ids linked by step 6 (work places) of a candidate. */
export async function workLocationFileIds(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ fileId: candidateWorkLocationFiles.fileId })
    .from(candidateWorkLocationFiles)
    .innerJoin(candidateWorkLocations, eq(candidateWorkLocations.id, candidateWorkLocationFiles.workLocationId))
    .where(eq(candidateWorkLocations.userId, userId));
  return rows.map((r) => r.fileId);
}

export async function replaceProfessions(db: Executor, userId: number, professions: readonly ProfessionToStore[]): Promise<void> {
  // Items, files and work history go with their profession (ON DELETE CASCADE).
  await db.delete(candidateProfessions).where(eq(candidateProfessions.userId, userId));
  if (professions.length === 0) return;
  const inserted = await db
    .insert(candidateProfessions)
    .values(professions.map((p, position) => ({ userId, position, industryId: p.industryId, professionId: p.professionId, professionClassId: p.professionClassId })))
    .returning({ id: candidateProfessions.id, position: candidateProfessions.position });
  const idAt = new Map(inserted.map((row) => [row.position, row.id]));

  const items = professions.flatMap((p, i) => p.items.map((item, position) => ({ ...item, position, professionEntryId: idAt.get(i) as number })));
  if (items.length) await db.insert(candidateProfessionItems).values(items);
  const professionFiles = professions.flatMap((p, i) =>
    p.files.map((f, position) => ({ professionEntryId: idAt.get(i) as number, fileId: f.fileId, title: f.title, position })),
  );
  if (professionFiles.length) await db.insert(candidateProfessionFiles).values(professionFiles);

  const works = professions.flatMap((p, i) => p.works.map((w, position) => ({ entry: w, professionEntryId: idAt.get(i) as number, position })));
  if (works.length === 0) return;
  const insertedWorks = await db
    .insert(candidateWorkEntries)
    .values(works.map(({ entry: { files: _files, ...values }, professionEntryId, position }) => ({ ...values, professionEntryId, position })))
    .returning({ id: candidateWorkEntries.id });
  const workFiles = works.flatMap((w, k) =>
    w.entry.files.map((f, position) => ({ workEntryId: insertedWorks[k]?.id as number, fileId: f.fileId, title: f.title, position })),
  );
  if (workFiles.length) await db.insert(candidateWorkEntryFiles).values(workFiles);
}

export interface WorkLocationToStore {
  countryId: number;
  allState: boolean;
  rating: number | null;
  /** Both null: no expected wage given. */
  salaryAmount: number | null;
  salaryCurrency: string | null;
  regionIds: number[];
  cityIds: number[];
  documentIds: number[];
  files: FileLink[];
}

export async function replaceWorkLocations(db: Executor, userId: number, locations: readonly WorkLocationToStore[]): Promise<void> {
  await db.delete(candidateWorkLocations).where(eq(candidateWorkLocations.userId, userId));
  if (locations.length === 0) return;
  const inserted = await db
    .insert(candidateWorkLocations)
    .values(
      locations.map((l, position) => ({
        userId,
        position,
        countryId: l.countryId,
        allState: l.allState,
        rating: l.rating,
        salaryAmount: l.salaryAmount,
        salaryCurrency: l.salaryCurrency,
      })),
    )
    .returning({ id: candidateWorkLocations.id, position: candidateWorkLocations.position });
  const idAt = new Map(inserted.map((row) => [row.position, row.id]));
  const rows = <T>(pick: (l: WorkLocationToStore) => readonly T[], make: (value: T, workLocationId: number, position: number) => object) =>
    locations.flatMap((l, i) => pick(l).map((value, position) => make(value, idAt.get(i) as number, position)));
  const regions = rows((l) => l.regionIds, (regionId, workLocationId, position) => ({ regionId, workLocationId, position }));
  const cities = rows((l) => l.cityIds, (cityId, workLocationId, position) => ({ cityId, workLocationId, position }));
  const documents = rows((l) => l.documentIds, (documentId, workLocationId, position) => ({ documentId, workLocationId, position }));
  const locationFiles = rows((l) => l.files, (f, workLocationId, position) => ({ fileId: f.fileId, title: f.title, workLocationId, position }));
  if (regions.length) await db.insert(candidateWorkLocationRegions).values(regions as (typeof candidateWorkLocationRegions.$inferInsert)[]);
  if (cities.length) await db.insert(candidateWorkLocationCities).values(cities as (typeof candidateWorkLocationCities.$inferInsert)[]);
  if (documents.length) await db.insert(candidateWorkLocationDocuments).values(documents as (typeof candidateWorkLocationDocuments.$inferInsert)[]);
  if (locationFiles.length) await db.insert(candidateWorkLocationFiles).values(locationFiles as (typeof candidateWorkLocationFiles.$inferInsert)[]);
}

export async function replaceWorkTerms(
  db: Executor,
  userId: number,
  terms: {
    contractTypeIds: readonly number[];
    workSystemIds: readonly number[];
    flexibleWorks: { months: number[]; days: number[]; hourFrom: string | null; hourTo: string | null }[];
  },
): Promise<void> {
  await db.delete(candidateContractTypes).where(eq(candidateContractTypes.userId, userId));
  await db.delete(candidateWorkSystems).where(eq(candidateWorkSystems.userId, userId));
  await db.delete(candidateFlexibleWorks).where(eq(candidateFlexibleWorks.userId, userId));
  if (terms.contractTypeIds.length) {
    await db.insert(candidateContractTypes).values(terms.contractTypeIds.map((contractTypeId) => ({ userId, contractTypeId })));
  }
  if (terms.workSystemIds.length) {
    await db.insert(candidateWorkSystems).values(terms.workSystemIds.map((workSystemId) => ({ userId, workSystemId })));
  }
  if (terms.flexibleWorks.length) {
    await db.insert(candidateFlexibleWorks).values(terms.flexibleWorks.map((f, position) => ({ ...f, userId, position })));
  }
}
