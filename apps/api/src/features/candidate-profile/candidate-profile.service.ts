import {
  type AttachmentInput,
  type CandidateProfileShow,
  ErrorKey,
  type Locale,
  type ProfessionItemKind,
  type ProfessionRuleContext,
  ProfileErrorKey,
  type WizardStep2Body,
  type WizardStep3Body,
  type WizardStep4Body,
  type WizardStep5Body,
  type WizardStep6Body,
  type WizardStep7Body,
  canSaveStep,
  marketToday,
  wizardStepAfterSave,
} from '@trades/contracts';
import type { Database, Executor } from '../../infra/db/database.ts';
import { AppError, addFormError } from '../../infra/http/errors.ts';
import { validatePhone } from '../../infra/phone/phone.ts';
import type { FileLinks } from '../../infra/storage/file-links.ts';
import { markAttached, markDiscarded, ownedFilesByName } from '../files/index.ts';
import type { FileRow } from '../files/files.tables.ts';
import { confirmedPhoneNumbers } from '../phone-verification/index.ts';
import { ReferenceCatalogueStore } from '../reference/index.ts';
import {
  type FormErrors,
  checkAvailability,
  checkLanguages,
  checkPersonalData,
  checkProfessions,
  checkWorkLocations,
  checkWorkTerms,
} from './candidate-profile.rules.ts';
import {
  type FileLink,
  type PhoneRow,
  type ProfessionToStore,
  type ProfileQueries,
  type ProfileRow,
  loadProfileData,
  lockProfile,
  prepareProfileQueries,
  professionFileIds,
  replaceContactTimes,
  replaceLanguages,
  replacePhones,
  replaceProfessions,
  replaceWorkLocations,
  replaceWorkTerms,
  updateAccountPhone,
  updateProfile,
  workLocationFileIds,
} from './candidate-profile.repository.ts';
import { type ProfileReference, profileReference } from './profile-reference.ts';
import { profileShown } from './profile-shown.ts';

export interface CandidateProfileDeps {
  db: Database;
  queries: ProfileQueries;
  reference: ProfileReference;
  links: FileLinks;
  now: () => Date;
}

/**
 * The candidate's profile for their data export: as the profile page shows it, and the stored
 * phones (numbers, E.164 form, whether verified). undefined when the user has no candidate profile.
 */
export async function candidateProfileExport(
  deps: { db: Database; catalogue: ReferenceCatalogueStore; links: FileLinks; now: () => Date },
  userId: number,
  locale: Locale,
): Promise<{ profile: CandidateProfileShow; phones: PhoneRow[] } | undefined> {
  const data = await loadProfileData(deps.db, prepareProfileQueries(deps.db), userId);
  if (!data) return undefined;
  const reference = profileReference(await deps.catalogue.current());
  return { profile: profileShown({ reference, links: deps.links }, data, locale, deps.now()), phones: data.phones };
}

/** GET /v1/candidate-profile/show */
export async function showProfile(deps: CandidateProfileDeps, userId: number, locale: Locale): Promise<CandidateProfileShow> {
  const data = await loadProfileData(deps.db, deps.queries, userId);
  if (!data) throw AppError.notFound();
  return profileShown(deps, data, locale, deps.now());
}

/* ---------- saving a step ---------- */

type StepBody = {
  2: WizardStep2Body;
  3: WizardStep3Body;
  4: WizardStep4Body;
  5: WizardStep5Body;
  6: WizardStep6Body;
  7: WizardStep7Body;
  8: Record<string, never>;
};

export type SavableStep = keyof StepBody;

/** A step with the body its route's schema parsed: the step says which body it is. */
export type StepInput = { [S in SavableStep]: { step: S; body: StepBody[S] } }[SavableStep];

function stepNotReached(): AppError {
  return AppError.conflict(ProfileErrorKey.WizardStepNotReached);
}

function refuse(errors: FormErrors): void {
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

function mergeErrors(...lists: FormErrors[]): FormErrors {
  const out: FormErrors = {};
  for (const list of lists) for (const [field, keys] of Object.entries(list)) for (const key of keys) addFormError(out, field, key);
  return out;
}

interface AttachmentRef {
  field: string;
  input: AttachmentInput;
}

/**
 * The files a save references, by stored name: each must be the caller's, and either temporary or
 * already attached by this same step (a file cannot move between steps). Their size was checked
 * at upload (one limit for every file).
 */
async function resolveAttachments(
  db: Executor,
  userId: number,
  refs: readonly AttachmentRef[],
  attachedHere: ReadonlySet<string>,
): Promise<{ errors: FormErrors; byName: Map<string, FileRow> }> {
  const errors: FormErrors = {};
  const found = await ownedFilesByName(db, userId, [...new Set(refs.map((r) => r.input.filename))]);
  const byName = new Map(found.filter((f) => f.isTemporary || attachedHere.has(f.id)).map((f) => [f.filename, f]));
  const used = new Set<string>();
  for (const { field, input } of refs) {
    const file = byName.get(input.filename);
    if (!file) addFormError(errors, `${field}.filename`, ProfileErrorKey.FileNotFound);
    else if (used.has(file.filename)) addFormError(errors, `${field}.filename`, ErrorKey.InvalidValue);
    used.add(input.filename);
  }
  return { errors, byName };
}

function linksOf(attachments: readonly AttachmentInput[], byName: Map<string, FileRow>): FileLink[] {
  return attachments.map((a) => ({ fileId: (byName.get(a.filename) as FileRow).id, title: a.title }));
}

/** Marks the referenced files attached and those this step no longer references discarded. */
async function settleFiles(tx: Executor, before: readonly string[], after: readonly FileLink[], now: Date): Promise<void> {
  const kept = new Set(after.map((f) => f.fileId));
  await markAttached(tx, [...kept], now);
  await markDiscarded(tx, before.filter((id) => !kept.has(id)), now);
}

/**
 * POST /v1/candidate-profile/wizard/{step}. One transaction with the profile row locked (two saves
 * of one candidate run one after the other): progress and the whole step are checked, then the
 * step is written, so a refused or failed save changes nothing. The answer is the updated profile.
 */
export async function saveStep(deps: CandidateProfileDeps, userId: number, input: StepInput, locale: Locale): Promise<CandidateProfileShow> {
  await writeStep(deps, userId, input);
  return showProfile(deps, userId, locale);
}

/** What writing a step needs; showing the profile afterwards needs the rest of CandidateProfileDeps. */
type StepDeps = Pick<CandidateProfileDeps, 'db' | 'reference' | 'now'>;

async function writeStep(deps: StepDeps, userId: number, input: StepInput): Promise<void> {
  const { step } = input;
  const now = deps.now();
  const today = marketToday(now);
  await deps.db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!profile) throw AppError.notFound();
    if (!canSaveStep(profile.wizardStep, step)) throw stepNotReached();
    const write = await prepareStep(deps.reference, tx, userId, profile, input, today);
    await write(tx, now);
    const wizardStep = wizardStepAfterSave(profile.wizardStep, step);
    if (wizardStep !== profile.wizardStep) await updateProfile(tx, userId, { wizardStep });
  });
}

/**
 * Saves wizard steps in order under the same checks as the wizard's routes, outside a request (the
 * demo seed's complete profiles); a refused step throws its AppError. `db` may be a transaction.
 */
export async function saveWizardSteps(db: Database, userId: number, steps: readonly StepInput[], now: Date): Promise<void> {
  const deps: StepDeps = { db, reference: profileReference(await ReferenceCatalogueStore.of(db).current()), now: () => now };
  for (const step of steps) await writeStep(deps, userId, step);
}

type Writer = (tx: Executor, now: Date) => Promise<void>;

/** Checks a step's body against the rules (refusing it with its form errors) and answers how to write it. */
async function prepareStep(
  reference: ProfileReference,
  db: Executor,
  userId: number,
  profile: ProfileRow,
  stepInput: StepInput,
  today: string,
): Promise<Writer> {
  switch (stepInput.step) {
    case 2: {
      const input = stepInput.body;
      const { errors, phones } = checkPersonalData(input, reference, today);
      refuse(errors);
      const confirmed = await confirmedPhoneNumbers(db, userId);
      return async (tx) => {
        await updateProfile(tx, userId, {
          sex: input.sex,
          dateOfBirth: input.dateOfBirth,
          countryOfNationality: input.countryOfNationality,
          countryOfResidence: input.countryOfResidence,
          nativeLanguage: input.nativeLanguage,
        });
        await replacePhones(
          tx,
          userId,
          phones.map((p, position) => ({ position, country: p.country, number: p.number, e164: p.e164, isConfirmed: confirmed.has(p.e164) })),
        );
        await replaceContactTimes(tx, userId, input.preferredContactTimes);
        // The first phone is the account's phone: the user's isPhoneConfirmed follows it.
        const main = phones[0] as (typeof phones)[number];
        await updateAccountPhone(tx, userId, { phoneCountry: main.country, phoneNumber: main.number, isPhoneConfirmed: confirmed.has(main.e164) });
      };
    }
    case 3: {
      const input = stepInput.body;
      refuse(checkLanguages(input, reference, profile.nativeLanguage));
      return (tx) => replaceLanguages(tx, userId, input.candidateProfileLanguages);
    }
    case 4:
      return prepareProfessions(reference, db, userId, stepInput.body, { dateOfBirth: profile.dateOfBirth, today });
    case 5: {
      const { errors, availability } = checkAvailability(stepInput.body, profile.availableStatus, today);
      refuse(errors);
      const value = availability as NonNullable<typeof availability>;
      return (tx) => updateProfile(tx, userId, value);
    }
    case 6:
      return prepareWorkLocations(reference, db, userId, stepInput.body);
    case 7: {
      const { errors, terms } = checkWorkTerms(stepInput.body, reference);
      refuse(errors);
      return async (tx) => {
        await updateProfile(tx, userId, { isConstantWork: terms.isConstantWork, isFlexibleWork: terms.isFlexibleWork });
        await replaceWorkTerms(tx, userId, {
          contractTypeIds: terms.contractTypes,
          workSystemIds: terms.workSystems,
          flexibleWorks: terms.candidateProfileFlexibleWorks.map((f) => ({ months: f.months, days: f.days, hourFrom: f.hours[0], hourTo: f.hours[1] })),
        });
      };
    }
    case 8:
      // The submit carries nothing: reaching step 8 (checked by the caller) is all it needs.
      return async () => undefined;
  }
}

async function prepareProfessions(reference: ProfileReference, db: Executor, userId: number, input: WizardStep4Body, candidate: ProfessionRuleContext): Promise<Writer> {
  const ruleErrors = checkProfessions(input, reference, candidate);
  const refs: AttachmentRef[] = input.candidateProfileProfessions.flatMap((p, i) => [
    ...p.certificatesAttachments.map((a, j) => ({ field: `candidateProfileProfessions[${i}].certificatesAttachments[${j}]`, input: a })),
    ...p.worksFor.flatMap((w, k) => w.attachments.map((a, j) => ({ field: `candidateProfileProfessions[${i}].worksFor[${k}].attachments[${j}]`, input: a }))),
  ]);
  const before = await professionFileIds(db, userId);
  const { errors: fileErrors, byName } = await resolveAttachments(db, userId, refs, new Set(before));
  refuse(mergeErrors(ruleErrors, fileErrors));

  const professions: ProfessionToStore[] = input.candidateProfileProfessions.map((p) => {
    const plain = (kind: Exclude<ProfessionItemKind, 'skillsProfessionals' | 'productionMaterials'>) =>
      p[kind].map((itemId) => ({ kind, itemId, rating: null }));
    return {
      industryId: p.industry,
      professionId: p.profession,
      professionClassId: p.professionClass,
      items: [
        ...plain('certificates'),
        ...plain('experiences'),
        ...plain('skillsAdditionals'),
        ...plain('productionStages'),
        ...plain('productionMethods'),
        ...plain('productionUses'),
        ...plain('skillsTechnicals'),
        ...p.skillsProfessionals.map((s) => ({ kind: 'skillsProfessionals' as const, itemId: s.skillsProfessional, rating: s.rating ?? null })),
        ...p.productionMaterials.map((m) => ({ kind: 'productionMaterials' as const, itemId: m.productionMaterial, rating: m.rating ?? null })),
      ],
      files: linksOf(p.certificatesAttachments, byName),
      works: p.worksFor.map((w) => {
        const phone = w.referencePhone ? validatePhone(w.referencePhone.country, w.referencePhone.number) : undefined;
        return {
          workedFor: w.workedFor,
          country: w.country,
          years: w.workTime.year,
          months: w.workTime.month,
          haveReferences: w.haveReferences,
          referenceNote: w.referenceNote ?? null,
          referenceFirstName: w.referenceFirstName ?? null,
          referenceLastName: w.referenceLastName ?? null,
          referenceEmail: w.referenceEmail ?? null,
          referencePhoneCountry: phone?.valid ? (w.referencePhone?.country ?? null) : null,
          referencePhoneNumber: phone?.valid ? phone.nationalNumber : null,
          files: linksOf(w.attachments, byName),
        };
      }),
    };
  });
  return async (tx, now) => {
    await replaceProfessions(tx, userId, professions);
    await settleFiles(tx, before, professions.flatMap((p) => [...p.files, ...p.works.flatMap((w) => w.files)]), now);
  };
}

async function prepareWorkLocations(reference: ProfileReference, db: Executor, userId: number, input: WizardStep6Body): Promise<Writer> {
  const ruleErrors = checkWorkLocations(input, reference);
  const refs: AttachmentRef[] = input.candidateProfileWorkLocations.flatMap((l, i) =>
    l.requiredDocumentsAttachments.map((a, j) => ({ field: `candidateProfileWorkLocations[${i}].requiredDocumentsAttachments[${j}]`, input: a })),
  );
  const before = await workLocationFileIds(db, userId);
  const { errors: fileErrors, byName } = await resolveAttachments(db, userId, refs, new Set(before));
  refuse(mergeErrors(ruleErrors, fileErrors));

  const locations = input.candidateProfileWorkLocations.map((l) => ({
    countryId: l.workLocationState,
    allState: l.allState,
    rating: l.rating ?? null,
    salaryAmount: l.salaryGrossValue?.tbbc_amount ?? null,
    salaryCurrency: l.salaryGrossValue?.tbbc_currency ?? null,
    // The whole country needs no regions or cities; any sent are not kept.
    regionIds: l.allState ? [] : l.workLocationRegions,
    cityIds: l.allState ? [] : l.workLocationCities,
    documentIds: l.requiredDocuments.map((d) => d.requiredDocument),
    files: linksOf(l.requiredDocumentsAttachments, byName),
  }));
  return async (tx, now) => {
    await replaceWorkLocations(tx, userId, locations);
    await settleFiles(tx, before, locations.flatMap((l) => l.files), now);
  };
}
