import { AccountType, StatusId } from '../enums.ts';
import { ApplyRefusal } from './apply-refusal.ts';

/* Who may apply to which offer (candidate-side.md 4.5): one rule for the apply calls and the offer detail. */

/** The caller as the rule needs them; null for a visitor. */
export interface ApplyCaller {
  accountType: AccountType;
  /** The candidate profile's status (2 active, 5 in verification); null without a profile. */
  profileStatus: number | null;
  /** Wizard submitted (wizardStep 0). */
  wizardComplete: boolean;
  isEmailConfirmed: boolean;
  /** Professions of the profile (wizard step 4). */
  professionIds: readonly number[];
}

export interface ApplyOffer {
  /** Active and inside its publication window. */
  isActive: boolean;
  professionId: number;
}

/**
 * Null when the caller may apply, else the first reason they may not, in the order the page shows
 * them: an earlier application wins over everything, then the offer, then the profile.
 */
export function applyRefusal(caller: ApplyCaller | null, offer: ApplyOffer, alreadyApplied: boolean): ApplyRefusal | null {
  if (caller === null) return ApplyRefusal.SignIn;
  if (caller.accountType !== AccountType.Candidate) return ApplyRefusal.NotCandidate;
  if (alreadyApplied) return ApplyRefusal.AlreadyApplied;
  if (!offer.isActive) return ApplyRefusal.OfferNotActive;
  if (caller.profileStatus === StatusId.Verification) return ApplyRefusal.ProfileInVerification;
  if (caller.profileStatus !== StatusId.Active || !caller.wizardComplete) return ApplyRefusal.FillProfile;
  if (!caller.isEmailConfirmed) return ApplyRefusal.ConfirmEmail;
  if (!caller.professionIds.includes(offer.professionId)) return ApplyRefusal.AddProfession;
  return null;
}

/** The candidate's entry for the offer as the repeat rule needs it. */
export interface AppliedEntry {
  appliedAt: Date | null;
  withdrawnAt: Date | null;
  availableFrom: string | null;
}

/**
 * A repeat of the application the candidate already made (a double tap, a retry after a lost answer):
 * applied, not withdrawn, with the same start date. It answers as the first did; any other second
 * application stays `already_applied`.
 */
export function isRepeatedApplication(entry: AppliedEntry | undefined, availableFrom: string): boolean {
  return entry !== undefined && entry.appliedAt !== null && entry.withdrawnAt === null && entry.availableFrom === availableFrom;
}
