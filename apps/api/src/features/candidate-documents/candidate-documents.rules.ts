import type { CandidateProfileShow } from '@trades/contracts';

/* What an employer may put in a candidate's document, as pure functions of what ties them. */

/** How a candidate is tied to an employer: through the pipeline of one of their offers, and by a purchase. */
export interface CandidateTie {
  /** In the pipeline of one of the employer's offers (applied, or matched above the threshold). */
  inPipeline: boolean;
  /** Applied to one of the employer's offers. */
  applied: boolean;
  bought: boolean;
}

/** An employer may print a candidate who applied to, or was matched with, one of their offers, or whom they bought. */
export function mayPrintCandidate(tie: CandidateTie): boolean {
  return tie.inPipeline || tie.applied || tie.bought;
}

/** Contacts (e-mail, phones, references, files) are the employer's once the candidate applied to one of their offers or was bought. */
export function contactsUnlocked(tie: CandidateTie): boolean {
  return tie.applied || tie.bought;
}

export interface DocumentChoice {
  anonymised: boolean;
  withContacts: boolean;
  /** The professions to print; undefined for all. */
  professionIds?: readonly number[];
}

/** The profile's professions among `professionIds` (undefined: all). */
export function chosenProfessions(profile: CandidateProfileShow, professionIds: readonly number[] | undefined): CandidateProfileShow['candidateProfileProfessions'] {
  if (professionIds === undefined) return profile.candidateProfileProfessions;
  return profile.candidateProfileProfessions.filter((entry) => professionIds.includes(entry.profession.id));
}

/**
 * The profile as the document may show it. Anonymised: no names, e-mail, phones, contact hours,
 * references' names and contacts, or files (the date of birth stays only for the age the document
 * prints instead). Named without unlocked contacts: the names, none of the rest.
 */
export function profileForDocument(profile: CandidateProfileShow, choice: DocumentChoice): CandidateProfileShow {
  const contacts = choice.withContacts && !choice.anonymised;
  return {
    ...profile,
    firstName: choice.anonymised ? '' : profile.firstName,
    lastName: choice.anonymised ? '' : profile.lastName,
    email: contacts ? profile.email : '',
    phones: contacts ? profile.phones : [],
    preferredContactTimes: contacts ? profile.preferredContactTimes : [],
    candidateProfileProfessions: chosenProfessions(profile, choice.professionIds).map((entry) => ({
      ...entry,
      certificatesAttachments: contacts ? entry.certificatesAttachments : [],
      worksFor: entry.worksFor.map((work) =>
        contacts
          ? work
          : { ...work, referenceFirstName: null, referenceLastName: null, referenceEmail: null, referencePhone: null, referenceNote: null, attachments: [] },
      ),
    })),
    candidateProfileWorkLocations: profile.candidateProfileWorkLocations.map((place) => ({
      ...place,
      requiredDocumentsAttachments: contacts ? place.requiredDocumentsAttachments : [],
    })),
  };
}

/** A file name inside a pack: names only when the documents name the candidate; never a character a file system refuses. */
export function packEntryName(position: number, profile: Pick<CandidateProfileShow, 'firstName' | 'lastName'>, anonymised: boolean): string {
  const number = String(position).padStart(3, '0');
  if (anonymised) return `${number}-candidate.pdf`;
  const name = `${profile.firstName}-${profile.lastName}`
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}-]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${number}-${name || 'candidate'}.pdf`;
}
