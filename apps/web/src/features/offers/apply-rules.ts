import { AccountType, ApplyRefusal as ApiRefusal, type CandidateProfileShow, type OfferDetail, StatusId, WIZARD_COMPLETE } from '@trades/contracts';
import type { SessionStatus } from '@/lib/session';

/* What the apply area of the offer detail shows (spec 4.5). */

/** Why a candidate cannot apply, each with its own message. */
export type ApplyRefusal = 'fillProfile' | 'inVerification' | 'confirmEmail' | 'addProfession' | 'offerNotActive' | 'alreadyApplied';

export type ApplyView = { kind: 'hidden' } | { kind: 'signIn' } | { kind: 'apply' } | { kind: 'disabled' } | { kind: 'refused'; refusal: ApplyRefusal };

/** The refusals of the API (its `code`, or the offer's `applyRefusal`) that have a message of their own here. */
const REFUSAL_CODES: Partial<Record<string, ApplyRefusal>> = {
  [ApiRefusal.AlreadyApplied]: 'alreadyApplied',
  [ApiRefusal.FillProfile]: 'fillProfile',
  [ApiRefusal.ProfileInVerification]: 'inVerification',
  [ApiRefusal.ConfirmEmail]: 'confirmEmail',
  [ApiRefusal.AddProfession]: 'addProfession',
  [ApiRefusal.OfferNotActive]: 'offerNotActive',
};

export function refusalOfCode(code: string | null | undefined): ApplyRefusal | undefined {
  return code ? REFUSAL_CODES[code] : undefined;
}

export type ApplyOffer = Pick<OfferDetail, 'userApplied' | 'allowApply' | 'profession' | 'applyRefusal'>;
export type ApplyProfile = Pick<CandidateProfileShow, 'status' | 'wizardStep' | 'isEmailConfirmed' | 'candidateProfileProfessions'>;

/**
 * The candidate's reason not to apply: the API's when it gives one, otherwise read from the
 * profile in the session, in the API's order: already applied, a profile in verification, an
 * incomplete or inactive profile, an unconfirmed e-mail, an offer for a profession the profile does not have.
 */
export function applyRefusal(offer: ApplyOffer, profile: ApplyProfile): ApplyRefusal | undefined {
  if (offer.userApplied) return 'alreadyApplied';
  const fromServer = refusalOfCode(offer.applyRefusal);
  if (fromServer) return fromServer;
  if (profile.status.id === StatusId.Verification) return 'inVerification';
  if (profile.wizardStep !== WIZARD_COMPLETE || profile.status.id !== StatusId.Active) return 'fillProfile';
  if (!profile.isEmailConfirmed) return 'confirmEmail';
  if (!profile.candidateProfileProfessions.some((entry) => entry.profession.id === offer.profession.id)) return 'addProfession';
  return undefined;
}

/**
 * A visitor is asked to sign in, an employer sees nothing, a candidate the button or the reason
 * it is refused. Nothing shows while the session or the profile is still loading.
 */
export function applyView(session: { status: SessionStatus; accountType: AccountType | undefined }, offer: ApplyOffer, profile: ApplyProfile | undefined): ApplyView {
  if (session.status === 'anonymous') return { kind: 'signIn' };
  if (session.status === 'starting' || session.accountType !== AccountType.Candidate || !profile) return { kind: 'hidden' };
  const refusal = applyRefusal(offer, profile);
  if (refusal) return { kind: 'refused', refusal };
  return offer.allowApply ? { kind: 'apply' } : { kind: 'disabled' };
}

/**
 * The query parameter of an offer's address that asks to apply: "Log in to apply" comes back to the offer with it,
 * and the apply dialog opens there once the candidate can apply.
 */
export const APPLY_INTENT_PARAM = 'apply';

/** The offer's address with the intent to apply: where sign-in is to come back to. */
export function withApplyIntent(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(APPLY_INTENT_PARAM, '1');
  return `${pathname}?${params.toString()}`;
}
