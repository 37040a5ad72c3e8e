import type { CandidateProfileShow, Locale } from '@trades/contracts';

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

/** Ukrainian letters in Latin (the national transliteration, 2010), and the few Latin letters without a decomposition. */
const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y', і: 'i', ї: 'i', й: 'i', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ь: '', ю: 'iu',
  я: 'ia', ы: 'y', э: 'e', ё: 'e', ъ: '', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', þ: 'th',
};

/**
 * Text as a file name every system and browser keeps: Latin letters (Polish, Norwegian and Ukrainian
 * written in ASCII), digits, spaces and , . - # ( ); anything else, slashes and quotes first, becomes a
 * hyphen. At most 120 characters.
 */
export function asciiFileName(text: string): string {
  const latin = [...text.normalize('NFC')]
    .map((char) => {
      const lower = char.toLowerCase();
      const mapped = LATIN[lower];
      if (mapped === undefined) return char;
      return char === lower ? mapped : mapped.charAt(0).toUpperCase() + mapped.slice(1);
    })
    .join('')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  return latin
    .replace(/[^A-Za-z0-9 ,.#()-]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/-(\s*-)+/g, '-')
    .replace(/^[\s.,-]+|[\s.,-]+$/g, '')
    .slice(0, 120)
    .trim();
}

const DOCUMENTS_WORD: Record<Locale, string> = { pl: 'dokumenty', en: 'documents', no: 'dokumenter', ua: 'dokumenty' };

/** A pack's ZIP: the offer's name and the pack's number, in the pack's language: "Carpenter, Bergen - documents 7.zip". */
export function packFileName(offerName: string, packId: number, locale: Locale): string {
  const name = asciiFileName(offerName.replace(/\s*·\s*/g, ' '));
  return `${name ? `${name} - ` : ''}${DOCUMENTS_WORD[locale]} ${packId}.zip`;
}
