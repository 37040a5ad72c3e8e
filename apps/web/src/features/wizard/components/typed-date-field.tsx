import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/nb';
import 'dayjs/locale/pl';
import 'dayjs/locale/uk';
import { calendarDatePattern, normalizeLocale } from '@trades/contracts';
import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../summary-format';
import { parseTypedDate } from './typed-date';

/** dayjs names Norwegian Bokmål 'nb' and Ukrainian 'uk'. */
const DAYJS_LOCALES: Record<string, string> = { pl: 'pl', en: 'en', no: 'nb', ua: 'uk' };

type TypedDateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'minDate' | 'maxDate' | 'dateParser' | 'valueFormat'> & {
  /** YYYY-MM-DD, or '' when none is given. */
  value: string;
  onChange(value: string): void;
  /** The allowed range (YYYY-MM-DD): days outside it cannot be picked; a typed one is the form's to refuse, with its message. */
  min: string;
  max: string;
};

/**
 * A date typed in the language's format (17.05.1990, 17/05/1990 in English) or picked from the calendar
 * that opens below it. A long way back (a date of birth) is typed far quicker than paged to.
 */
export function TypedDateField({ value, onChange, min, max, id, popoverProps, ...props }: TypedDateFieldProps) {
  const { t, i18n } = useTranslation('wizard');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const dayLabel = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <DateInput
      locale={DAYJS_LOCALES[i18n.language] ?? 'en'}
      firstDayOfWeek={1}
      valueFormat={calendarDatePattern(normalizeLocale(i18n.language))}
      dateParser={parseTypedDate}
      // Not minDate/maxDate: with them a typed date out of range is silently dropped on leaving the field.
      excludeDate={(date) => date < min || date > max}
      leftSection={<IconCalendar size={18} aria-hidden />}
      id={inputId}
      popoverProps={{ withinPortal: true, ...popoverProps, id: `${inputId}-calendar` }}
      // Mantine's placeholder grey is below the 4.5:1 contrast of WCAG AA.
      styles={{ input: { '--input-placeholder-color': 'var(--mantine-color-dimmed)' } as CSSProperties }}
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
      onChange={(next) => onChange(typeof next === 'string' ? next.slice(0, 10) : '')}
    />
  );
}
