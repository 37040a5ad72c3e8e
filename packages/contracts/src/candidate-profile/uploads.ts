import { z } from 'zod';
import { LOCALE_TAGS } from '../formatting.ts';
import type { Locale } from '../locale.ts';
import { ProfileErrorKey, UPLOAD_MAX_BYTES } from './constants.ts';
import { uploadedFile } from './profile-shown.ts';

/*
 * The one upload limit as people read it, and the checks both sides make before a file is stored:
 * the browser checks first, so a phone never sends 12 MB to be told no, and the server again.
 */

const MEGABYTE = 1024 * 1024;
const MEGABYTE_UNIT: Record<Locale, string> = { pl: 'MB', en: 'MB', no: 'MB', ua: 'МБ' };

/** "10 MB", "0,5 MB", "10 МБ": a size in megabytes with the language's decimal separator and unit. */
export function formatMegabytes(bytes: number, locale: Locale): string {
  const amount = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 1 }).format(bytes / MEGABYTE);
  return `${amount}\u00a0${MEGABYTE_UNIT[locale]}`;
}

/** The `max` of `file_too_large` ("The file is larger than {{max}}"): the upload limit in the reader's language. */
export function uploadLimitText(locale: Locale): string {
  return formatMegabytes(UPLOAD_MAX_BYTES, locale);
}

/** `file_too_large` for a file over the one upload limit (its message names the limit: uploadLimitText). */
export function uploadSizeProblem(size: number): typeof ProfileErrorKey.FileTooLarge | undefined {
  return size > UPLOAD_MAX_BYTES ? ProfileErrorKey.FileTooLarge : undefined;
}

/** What the CV may be: a PDF or a Word (.docx) file, read from its content. */
export const CV_KINDS = ['pdf', 'docx'] as const;
/** What the file picker of the CV offers; the server reads the content itself. */
export const CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** GET, POST /v1/candidate-profile/cv: the candidate's one CV (its link is signed and expires), or null. */
export const candidateCvAnswer = z.object({ cv: uploadedFile.nullable() });
export type CandidateCvAnswer = z.infer<typeof candidateCvAnswer>;

/** The CV on an employer's candidate card, only when the employer may see the candidate's contacts. */
export const cvLink = z.object({ originalName: z.string(), mimeType: z.string(), size: z.number().int(), url: z.string() });
export type CvLink = z.infer<typeof cvLink>;
