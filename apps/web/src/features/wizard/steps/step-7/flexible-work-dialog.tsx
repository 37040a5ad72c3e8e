import { useTranslation } from 'react-i18next';
import { FlexibleWorkDialog as FormKitFlexibleWorkDialog } from '@/components/forms/flexible-work-dialog';
import { draftCondition } from '@/components/forms/flexible-work';
import { type FlexibleCondition, type Step7Primary, hourOptions } from './work-terms.rules';

interface FlexibleWorkDialogProps {
  primary: Step7Primary;
  /** The condition being edited; undefined adds a new one. */
  condition: FlexibleCondition | undefined;
  onSave(condition: FlexibleCondition): void;
  onClose(): void;
}

/**
 * Step 7's use of the form kit's flexible-work dialog: months, days (Monday first) and hours every
 * 15 minutes from the step's data, no weeks; a condition with nothing chosen simply closes it.
 */
export function FlexibleWorkDialog({ primary, condition, onSave, onClose }: FlexibleWorkDialogProps) {
  const { t } = useTranslation('wizard');
  return (
    <FormKitFlexibleWorkDialog
      texts={{
        title: condition ? t('step7.flexible.edit_title') : t('step7.flexible.add_title'),
        months: t('step7.flexible.months'),
        days: t('step7.flexible.days'),
        hours: t('step7.flexible.hours'),
        hourFrom: t('step7.flexible.from'),
        hourTo: t('step7.flexible.to'),
        cancel: t('step7.flexible.cancel'),
        save: t('step7.flexible.save'),
      }}
      months={primary.months.map((month) => ({ value: month.id, label: month.title }))}
      days={primary.days.map((day) => ({ value: day.id, label: day.title }))}
      hours={hourOptions(primary)}
      initial={condition}
      check={(draft) => ({ ok: true, condition: draftCondition(draft) })}
      onSave={onSave}
      onClose={onClose}
      errorText={(key) => t(`errors:${key}`)}
    />
  );
}
