// Kept apart from apply.ts's schemas: the offer page needs these codes without the schema library.

/**
 * Why a candidate may not apply to an offer (candidate-side.md 4.5): the `code` of the refused apply
 * call and the offer detail's `applyRefusal`. `add_profession_to_apply` is the answer the page turns
 * into the link to /wizard/4-professional-expectations.
 */
export const ApplyRefusal = {
  SignIn: 'sign_in_to_apply',
  NotCandidate: 'candidates_only_apply',
  FillProfile: 'fill_profile_to_apply',
  ProfileInVerification: 'profile_in_verification',
  ConfirmEmail: 'confirm_email_to_apply',
  AddProfession: 'add_profession_to_apply',
  AlreadyApplied: 'already_applied',
  OfferNotActive: 'offer_not_active',
} as const;
export type ApplyRefusal = (typeof ApplyRefusal)[keyof typeof ApplyRefusal];
