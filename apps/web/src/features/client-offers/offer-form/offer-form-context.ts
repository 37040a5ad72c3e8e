import type { UseFormReturnType } from '@mantine/form';
import type { OfferEditMode } from '@trades/contracts';
import type { OfferFormValues } from './rules/offer-form-values';

export type OfferFormApi = UseFormReturnType<OfferFormValues>;

/** What every section of the offer form gets from the form. */
export interface SectionProps {
  form: OfferFormApi;
  editMode: OfferEditMode;
  /** The translated error of a field, for inputs that do not use getInputProps. */
  errorOf(field: string): string | undefined;
  /** Replaces the values with the result of a rule and clears the errors of the fields it touched. */
  update(next: OfferFormValues, touched?: readonly string[]): void;
}
