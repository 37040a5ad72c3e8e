import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/nb';
import 'dayjs/locale/pl';
import 'dayjs/locale/uk';
import { calendarDatePattern, normalizeLocale } from '@trades/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** dayjs and Intl name Norwegian Bokmål 'nb' and Ukrainian 'uk'. */
const LANGUAGE_TAGS: Record<string, string> = { pl: 'pl', en: 'en', no: 'nb', ua: 'uk' };

type CalendarDateFieldProps = Omit<DatePickerInputProps, 'value' | 'onChange' | 'type'> & {
  /** YYYY-MM-DD, or '' when none is chosen. */
  value: string;
  onChange(value: string): void;
};

/**
 * A date picker in the interface language (Monday first) whose value is the API's YYYY-MM-DD text,
 * for pickers outside the wizard and the offer form (availability on matched offers, applying).
 */
export function CalendarDateField({ value, onChange, id, popoverProps, ...props }: CalendarDateFieldProps) {
  const { t, i18n } = useTranslation('common');
  // One id for the button and its calendar popover: the calendar dialog is named after that element, which must exist.
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const tag = LANGUAGE_TAGS[i18n.language] ?? 'en';
  const dayLabel = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <DatePickerInput
      locale={tag}
      firstDayOfWeek={1}
      valueFormat={calendarDatePattern(normalizeLocale(i18n.language))}
      leftSection={<IconCalendar size={18} aria-hidden />}
      // Mantine's placeholder grey is below the 4.5:1 contrast of WCAG AA.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      // The calendar's arrows and days are buttons: each needs a name in the interface language.
      ariaLabels={{
        previousMonth: t('calendar.previousMonth'),
        nextMonth: t('calendar.nextMonth'),
        previousYear: t('calendar.previousYear'),
        nextYear: t('calendar.nextYear'),
        previousDecade: t('calendar.previousDecade'),
        nextDecade: t('calendar.nextDecade'),
        monthLevelControl: t('calendar.chooseMonth'),
        yearLevelControl: t('calendar.chooseYear'),
      }}
      getDayAriaLabel={(date) => dayLabel.format(new Date(`${date}T00:00:00Z`))}
      {...props}
      id={inputId}
      popoverProps={{ withinPortal: true, ...popoverProps, id: inputId }}
      value={value || null}
      onChange={(next) => onChange(typeof next === 'string' ? next.slice(0, 10) : '')}
    />
  );
}
