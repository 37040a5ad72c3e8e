import { Anchor, Checkbox, Stack, Text, VisuallyHidden } from '@mantine/core';
import { CONSENT_DOCUMENTS, type ConsentAnswer, type ConsentItem } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { checkAllState } from '@/components/forms/check-all';
import { setAllConsents, setConsent } from '../account-rules';
import { translateError } from '../use-field-props';

const NONE: ReadonlySet<number> = new Set();

interface ConsentsFieldsetProps {
  items: ConsentItem[];
  answers: ConsentAnswer[];
  onChange(answers: ConsentAnswer[]): void;
  /** Message keys by consent index, plus the key of the whole list. */
  errors?: { list?: string; byIndex?: Record<number, string> };
  /** Consents that cannot be withdrawn (settings: required and already accepted). */
  locked?: ReadonlySet<number>;
  disabled?: boolean;
}

/** The consents of one account type with a 'check all' control. */
export function ConsentsFieldset({ items, answers, onChange, errors, locked = NONE, disabled = false }: ConsentsFieldsetProps) {
  const { t } = useTranslation('accounts');
  const { t: tErrors } = useTranslation('errors');
  const checkAll = checkAllState(
    answers.filter((answer) => answer.isAcceptance).map((answer) => answer.consent),
    answers.map((answer) => answer.consent),
  );
  const byId = new Map(items.map((item) => [item.id, item]));

  return (
    <Stack gap="xs" role="group" aria-label={t('consents.title')}>
      <Checkbox
        label={t('consents.check_all')}
        checked={checkAll === 'all'}
        indeterminate={checkAll === 'some'}
        disabled={disabled || answers.length === 0}
        onChange={(event) => onChange(setAllConsents(answers, event.currentTarget.checked, locked))}
      />
      {answers.map((answer, index) => {
        const item = byId.get(answer.consent);
        if (!item) return null;
        const isLocked = locked.has(item.id);
        return (
          <Checkbox
            key={item.id}
            ml="md"
            label={
              <>
                {item.title}
                {item.isRequired && (
                  <Text span c="red" aria-label={t('consents.required')}>
                    {'\u00a0*'}
                  </Text>
                )}
              </>
            }
            description={CONSENT_DOCUMENTS[item.id] || isLocked ? <ConsentDescription consentId={item.id} locked={isLocked} /> : undefined}
            checked={answer.isAcceptance}
            disabled={disabled || isLocked}
            error={translateError(tErrors, errors?.byIndex?.[index])}
            onChange={(event) => onChange(setConsent(answers, item.id, event.currentTarget.checked))}
          />
        );
      })}
      {errors?.list && (
        <Text c="red" size="sm" role="alert">
          {translateError(tErrors, errors.list)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Under a consent: the link to the document it accepts, in a new tab so the form keeps what was typed, and
 * whether it can still be withdrawn.
 */
function ConsentDescription({ consentId, locked }: { consentId: number; locked: boolean }) {
  const { t } = useTranslation('accounts');
  const documentKey = CONSENT_DOCUMENTS[consentId];
  return (
    <>
      {documentKey && (
        <Anchor href={`/documents/${documentKey}`} target="_blank" rel="noopener" size="xs">
          {documentKey.startsWith('terms-') ? t('consents.read_terms') : t('consents.read_privacy')}
          <VisuallyHidden>{` ${t('consents.new_tab')}`}</VisuallyHidden>
        </Anchor>
      )}
      {documentKey && locked && ' · '}
      {locked && t('consents.required_locked')}
    </>
  );
}
