import type { CandidateProfileShow, Locale, ProfessionItemKind } from '@trades/contracts';
import type { Database } from '../../infra/db/database.ts';
import type { FileLinks } from '../../infra/storage/file-links.ts';
import type { ReferenceCatalogue } from '../reference/index.ts';
import { type ProfileData, loadProfilesData } from './candidate-profile.repository.ts';
import { profileReference } from './profile-reference.ts';
import { profileShown } from './profile-shown.ts';

/*
 * A candidate as an employer sees them in an offer's pipeline (employer-side.md 3, CandidateProfile):
 * the profile without the account's own fields; without contacts (references' names and contacts,
 * files) unless the candidate applied to that employer's offer.
 */

/** A profession of the profile with its rated items, for comparing with an offer's requirements. */
export interface ProfessionForComparison {
  industryId: number;
  professionId: number;
  items: readonly { kind: ProfessionItemKind; itemId: number; rating: number | null }[];
}

export interface CandidateForEmployer {
  firstName: string;
  lastName: string;
  email: string;
  /** The profile's available-from date (wizard step 5). */
  availableFrom: string | null;
  phones: CandidateProfileShow['phones'][number]['phone'][];
  /** The CandidateProfile shape (availability, personal data, languages, work places, professions). */
  candidateProfile: Record<string, unknown>;
  professions: ProfessionForComparison[];
}

function employerView(shown: CandidateProfileShow, withContacts: boolean): Record<string, unknown> {
  const {
    status: _status,
    isEmailConfirmed: _emailConfirmed,
    isPhoneConfirmed: _phoneConfirmed,
    enforcePasswordChange: _enforce,
    wizardStep: _wizardStep,
    email: _email,
    phones: _phones,
    ...profile
  } = shown;
  return {
    ...profile,
    candidateProfileProfessions: shown.candidateProfileProfessions.map((profession) => ({
      ...profession,
      certificatesAttachments: withContacts ? profession.certificatesAttachments : [],
      worksFor: profession.worksFor.map((work) => {
        const haveReferencesContact = Boolean(work.referenceFirstName || work.referenceLastName || work.referenceEmail || work.referencePhone);
        if (withContacts) return { ...work, haveReferencesContact };
        return { workedFor: work.workedFor, country: work.country, workTime: work.workTime, haveReferences: work.haveReferences, haveReferencesContact, attachments: [] };
      }),
    })),
    candidateProfileWorkLocations: shown.candidateProfileWorkLocations.map((location) => ({
      ...location,
      requiredDocumentsAttachments: withContacts ? location.requiredDocumentsAttachments : [],
    })),
  };
}

function professionsOf(data: ProfileData): ProfessionForComparison[] {
  return data.professions.map(({ row, items }) => ({
    industryId: row.industryId,
    professionId: row.professionId,
    items: items.map((item) => ({ kind: item.kind, itemId: item.itemId, rating: item.rating === null ? null : Number(item.rating) })),
  }));
}

/**
 * Reads candidates for an employer's pipeline, all in two statements; `withContacts` names the
 * candidates whose contacts the employer may see.
 */
export async function candidatesForEmployer(
  deps: { db: Database; links: FileLinks; catalogue: ReferenceCatalogue },
  userIds: readonly number[],
  withContacts: ReadonlySet<number>,
  locale: Locale,
  now: Date,
): Promise<Map<number, CandidateForEmployer>> {
  const reference = profileReference(deps.catalogue);
  const out = new Map<number, CandidateForEmployer>();
  for (const [userId, data] of await loadProfilesData(deps.db, userIds)) {
    const contacts = withContacts.has(userId);
    const shown = profileShown({ reference, links: deps.links }, data, locale, now);
    out.set(userId, {
      firstName: shown.firstName,
      lastName: shown.lastName,
      email: shown.email,
      availableFrom: shown.availableFrom,
      phones: contacts ? shown.phones.map((entry) => entry.phone) : [],
      candidateProfile: employerView(shown, contacts),
      professions: professionsOf(data),
    });
  }
  return out;
}

/**
 * Candidates' whole profiles as shown (contacts included), for the documents an employer sends to
 * clients; the documents feature removes what the employer may not see before printing.
 */
export async function profilesShownFor(
  deps: { db: Database; links: FileLinks; catalogue: ReferenceCatalogue },
  userIds: readonly number[],
  locale: Locale,
  now: Date,
): Promise<Map<number, CandidateProfileShow>> {
  const reference = profileReference(deps.catalogue);
  const out = new Map<number, CandidateProfileShow>();
  for (const [userId, data] of await loadProfilesData(deps.db, userIds)) out.set(userId, profileShown({ reference, links: deps.links }, data, locale, now));
  return out;
}
