import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ConsentAnswer, type ConsentItem, ErrorKey, type UserPrimary } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { lockedConsents, mergeUserConsents, missingRequiredConsents } from '../account-rules';
import { useConsentsDictionary } from '../api/consents-dictionary';
import { useSaveConsents } from '../api/save-consents';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ConsentsFieldset } from './consents-fieldset';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useInvalidFocus } from '@/components/forms/submit-guard';

/** The user's consents over the dictionary of the account type; required ones cannot be withdrawn. */
export function ConsentsSettings({ user }: { user: UserPrimary }) {
  const { t } = useTranslation('settings');
  const dictionary = useConsentsDictionary(user.accountType);
  if (dictionary.isPending) return <LoadingIndicator size="sm" label={t('consents.loading')} />;
  if (dictionary.isError) return <Alert color="red">{t('consents.load_error')}</Alert>;
  // Remounts with fresh answers when the saved consents come back from the server.
  return <ConsentsEditor key={JSON.stringify(user.userConsents)} items={dictionary.data} initial={mergeUserConsents(dictionary.data, user.userConsents)} />;
}

function ConsentsEditor({ items, initial }: { items: ConsentItem[]; initial: ConsentAnswer[] }) {
  const { t } = useTranslation('settings');
  const { t: tErrors } = useTranslation('errors');
  const { reloadUser } = useSession();
  const save = useSaveConsents();
  const [answers, setAnswers] = useState(initial);
  const locked = lockedConsents(items, initial);
  const [missing, setMissing] = useState<number[]>([]);
  const { ref: formRef, focusInvalid } = useInvalidFocus();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const unticked = missingRequiredConsents(answers, items);
    setMissing(unticked);
    if (unticked.length > 0) {
      focusInvalid();
      return;
    }
    save.mutate(answers, {
      onSuccess: () => {
        notifySuccess(t('consents.saved'));
        void reloadUser();
      },
      onError: (error) => {
        notifyError(error);
        if (error instanceof ApiError && Object.keys(error.formErrors).length > 0) {
          notifications.show({ color: 'red', message: tErrors(ErrorKey.RequiredConsents) });
        }
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <ConsentsFieldset
          items={items}
          answers={answers}
          onChange={setAnswers}
          locked={locked}
          errors={{ byIndex: Object.fromEntries(missing.map((index) => [index, ErrorKey.FieldRequired])) }}
        />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('consents.submit')}
        </Button>
      </Stack>
    </form>
  );
}
