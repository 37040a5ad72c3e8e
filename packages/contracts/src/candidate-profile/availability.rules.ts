import { AvailabilityStatus } from '../enums.ts';
import { ErrorKey } from '../errors.ts';
import type { FormIssue } from '../form-issue.ts';
import { ProfileErrorKey } from './constants.ts';

/*
 * Wizard step 5: available from a date (today or later), or not available. The matched-offers page
 * sends the availability status instead; status 2 means available.
 */

export interface AvailabilityChoice {
  /** undefined while the candidate has not chosen. */
  isAvailable?: boolean | undefined;
  availableStatus?: number | undefined;
  /** YYYY-MM-DD */
  availableFrom?: string | undefined;
}

export interface Availability {
  isAvailable: boolean;
  availableFrom: string | null;
  availableStatus: number;
}

/** Whether the choice says available: the status when sent (2 is available), otherwise isAvailable. */
function availableOf(choice: AvailabilityChoice): boolean | undefined {
  return choice.availableStatus !== undefined ? choice.availableStatus === AvailabilityStatus.Available : choice.isAvailable;
}

/** A choice is needed; available needs a start date from today on (YYYY-MM-DD texts compare as dates). */
export function availabilityIssues(choice: AvailabilityChoice, today: string): FormIssue[] {
  const isAvailable = availableOf(choice);
  if (isAvailable === undefined) return [{ path: ['isAvailable'], key: ErrorKey.FieldRequired }];
  if (isAvailable && (!choice.availableFrom || choice.availableFrom < today)) return [{ path: ['availableFrom'], key: ProfileErrorKey.AvailabilityDate }];
  return [];
}

/**
 * The availability to store, or the issues that refuse it. Not available clears the date; a status
 * of 2 (available) then falls back to "not specified" (4), other statuses stay.
 */
export function availabilityOf(choice: AvailabilityChoice, currentStatus: number, today: string): { issues: FormIssue[]; availability?: Availability } {
  const issues = availabilityIssues(choice, today);
  if (issues.length > 0) return { issues };
  if (!availableOf(choice)) {
    const status = choice.availableStatus ?? (currentStatus === AvailabilityStatus.Available ? AvailabilityStatus.Orange : currentStatus);
    return { issues, availability: { isAvailable: false, availableFrom: null, availableStatus: status } };
  }
  return { issues, availability: { isAvailable: true, availableFrom: choice.availableFrom ?? null, availableStatus: AvailabilityStatus.Available } };
}
