import { SegmentedControl } from '@mantine/core';
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from '@trades/contracts';
import { useTranslation } from 'react-i18next';

/** Daily or weekly, as one labelled group of two radio buttons. */
export function FrequencyChoice({ value, onChange, label, disabled }: { value: JobAlertFrequency; onChange(value: JobAlertFrequency): void; label: string; disabled?: boolean }) {
  const { t } = useTranslation('jobAlerts');
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={(next) => onChange(next as JobAlertFrequency)}
      disabled={disabled}
      data={JOB_ALERT_FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`frequency.${frequency}`) }))}
    />
  );
}
