import { z } from 'zod';
import { ErrorKey } from '../errors.ts';
import { phoneInput } from '../fields.ts';
import { ProfileErrorKey } from './constants.ts';
import { uploadedFile } from './profile-shown.ts';

/* Uploads, phone verification and the profile print. */

export const temporaryUploadAnswer = uploadedFile;

export const phoneCodeRequest = z.object({
  /** E.164 ('+48512345678'), or { country, number } like the other phone fields. */
  phone_number: z.union([
    z.string({ error: ErrorKey.FieldRequired }).trim().min(1, { error: ErrorKey.FieldRequired }).max(32, { error: ErrorKey.InvalidPhone }),
    phoneInput,
  ], { error: ErrorKey.FieldRequired }),
});
export type PhoneCodeRequest = z.infer<typeof phoneCodeRequest>;

export const phoneCodeAnswer = z.object({
  message: z.string(),
  /** Seconds until the code expires and until a new one may be asked for. */
  expiresIn: z.number().int(),
  resendIn: z.number().int(),
});

export const phoneCodeVerification = z.object({
  code: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: ErrorKey.FieldRequired }).trim().min(1, { error: ErrorKey.FieldRequired }).max(12, { error: ProfileErrorKey.InvalidCode }),
  ),
});

export const profilePrintAnswer = z.object({ profilePrintUrl: z.string() });
