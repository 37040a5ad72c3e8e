import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/nb';
import 'dayjs/locale/pl';
import 'dayjs/locale/uk';
import { calendarDatePattern, normalizeLocale } from '@trades/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../summary-format';

/** dayjs names Norwegian Bokmål 'nb' and Ukrainian 'uk'. */
const DAYJS_LOCALES: Record<string, string> = { pl: 'pl', en: 'en', no: 'nb', ua: 'uk' };

type DateFieldProps = Omit<DatePickerInputProps, 'value' | 'onChange' | 'type'> & {
  /** YYYY-MM-DD or '' when none is chosen. */
  value: string;
  onChange(value: string): void;
};

/** A date picker in the interface language whose value is the API's YYYY-MM-DD text. */
export function DateField({ value, onChange, id, popoverProps, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation('wizard');
  // One id for the button and its calendar popover: the calendar dialog is named after that element, which must exist.
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const dayLabel = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <DatePickerInput
      locale={DAYJS_LOCALES[i18n.language] ?? 'en'}
      valueFormat={calendarDatePattern(normalizeLocale(i18n.language))}
      leftSection={<IconCalendar size={18} aria-hidden />}
      id={inputId}
      popoverProps={{ withinPortal: true, ...popoverProps, id: inputId }}
      // Mantine's placeholder grey is below the 4.5:1 contrast of WCAG AA.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      // The calendar's arrows and days are buttons: each needs a name in the interface language.
      ariaLabels={{
        previousMonth: t('shell.calendar.previous_month'),
        nextMonth: t('shell.calendar.next_month'),
        previousYear: t('shell.calendar.previous_year'),
        nextYear: t('shell.calendar.next_year'),
        previousDecade: t('shell.calendar.previous_decade'),
        nextDecade: t('shell.calendar.next_decade'),
        monthLevelControl: t('shell.calendar.month_level'),
        yearLevelControl: t('shell.calendar.year_level'),
      }}
      getDayAriaLabel={(date) => dayLabel.format(new Date(`${date}T00:00:00Z`))}
      {...props}
      value={value || null}
      onChange={(next) => onChange(typeof next === 'string' ? next : '')}
    />
  );
}
