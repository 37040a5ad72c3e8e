import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { calendarDatePattern, normalizeLocale } from '@trades/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjsLocale } from '../offer-form-locale';

type DateFieldProps = Omit<DatePickerInputProps, 'value' | 'onChange' | 'type'> & {
  /** YYYY-MM-DD, or null when none is chosen. */
  value: string | null;
  onChange(value: string | null): void;
};

/** A date picker in the interface language (Monday first) whose value is the API's YYYY-MM-DD text. */
export function DateField({ value, onChange, id, popoverProps, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation('clientOffers');
  // One id for the button and its calendar popover: the calendar dialog is named after that element, which must exist.
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <DatePickerInput
      locale={dayjsLocale(i18n.language)}
      ariaLabels={{
        nextMonth: t('form.calendar.nextMonth'),
        previousMonth: t('form.calendar.previousMonth'),
        nextYear: t('form.calendar.nextYear'),
        previousYear: t('form.calendar.previousYear'),
        nextDecade: t('form.calendar.nextDecade'),
        previousDecade: t('form.calendar.previousDecade'),
        monthLevelControl: t('form.calendar.chooseMonth'),
        yearLevelControl: t('form.calendar.chooseYear'),
      }}
      clearButtonProps={{ 'aria-label': t('form.calendar.clear') }}
      firstDayOfWeek={1}
      valueFormat={calendarDatePattern(normalizeLocale(i18n.language))}
      leftSection={<IconCalendar size={18} aria-hidden />}
      {...props}
      id={inputId}
      popoverProps={{ ...popoverProps, id: inputId }}
      value={value}
      onChange={(next) => onChange(typeof next === 'string' && next !== '' ? next.slice(0, 10) : null)}
    />
  );
}
