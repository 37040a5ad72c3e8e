import { type AccountType, type ConsentAnswer, ErrorKey } from '@trades/contracts';

export interface ConsentDefinition {
  id: number;
  accountType: AccountType;
  isRequired: boolean;
}

export interface ConsentCheck {
  /** Message keys for the consents field; empty when the answers are acceptable. */
  errors: string[];
  /** A required consent is missing or refused: the answer's code is required_consents_validation_err. */
  requiredRefused: boolean;
  /** The answers, one per consent (the last one wins when a consent is repeated). */
  answers: ConsentAnswer[];
}

/**
 * Checks consent answers against the dictionary of one account type.
 * - A consent of the other account type, or an unknown id, is invalid_value.
 * - At registration every required consent must be accepted; in settings a required consent
 *   cannot be set to false (consents left out keep their earlier answer).
 */
export function checkConsentAnswers(
  given: readonly ConsentAnswer[],
  dictionary: readonly ConsentDefinition[],
  accountType: AccountType,
  mode: 'registration' | 'update',
): ConsentCheck {
  const ofType = new Map(dictionary.filter((c) => c.accountType === accountType).map((c) => [c.id, c]));
  const byConsent = new Map<number, ConsentAnswer>();
  for (const answer of given) byConsent.set(answer.consent, answer);
  const answers = [...byConsent.values()];

  const errors: string[] = [];
  if (answers.some((a) => !ofType.has(a.consent))) errors.push(ErrorKey.InvalidValue);

  const required = [...ofType.values()].filter((c) => c.isRequired);
  const requiredRefused =
    mode === 'registration'
      ? required.some((c) => byConsent.get(c.id)?.isAcceptance !== true)
      : required.some((c) => byConsent.get(c.id)?.isAcceptance === false);
  if (requiredRefused) errors.push(ErrorKey.FieldRequired);

  return { errors, requiredRefused, answers };
}
