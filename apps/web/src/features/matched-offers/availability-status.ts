import { AvailabilityStatus, type ErrorCode, availabilityIssues } from '@trades/contracts';
import type { AvailabilityStatusBody } from './api/save-availability-status';

/* The availability status of the matched offers page: 1 green, 2 blue (available from a date), 3 red, 4 orange. */

/** Mantine colours of the statuses, as the spec names them. */
export const STATUS_COLORS: Record<number, string> = {
  [AvailabilityStatus.Green]: 'green',
  [AvailabilityStatus.Available]: 'blue',
  [AvailabilityStatus.Red]: 'red',
  [AvailabilityStatus.Orange]: 'orange',
};

export type AvailabilityChange = { body: AvailabilityStatusBody } | { error: ErrorCode };

/**
 * What choosing a status (and, for status 2, a date) sends: status 2 without a date or with a past
 * date sends nothing and says why; every other status is sent alone, without a date.
 */
export function availabilityChange(status: number, availableFrom: string, today: string): AvailabilityChange {
  if (status !== AvailabilityStatus.Available) return { body: { availableStatus: status } };
  const issue = availabilityIssues({ availableStatus: status, availableFrom }, today)[0];
  if (issue) return { error: issue.key as ErrorCode };
  return { body: { availableStatus: status, availableFrom } };
}
