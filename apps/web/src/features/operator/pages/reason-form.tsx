import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import { serverFieldErrors, zodValidator } from '@/lib/forms';
import { notifyError, notifySuccess } from '@/lib/notify';

export interface ReasonFormProps {
  /** The API's own schema of the reason (moderation, block). */
  schema: z.ZodType<{ reason: string }>;
  question: string;
  label: string;
  confirm: string;
  /** Sends the reason; its answer's message is the success toast. */
  send(reason: string): Promise<{ message: string }>;
  pending: boolean;
  onDone(): void;
}

/** The reason an operator gives for an action someone is told of, checked with the API's schema; the server's field errors land on the field. */
export function ReasonForm({ schema, question, label, confirm, send, pending, onDone }: ReasonFormProps) {
  const { t } = useTranslation('operator');
  const form = useForm({ initialValues: { reason: '' }, validate: zodValidator(schema) });
  const { ref: formRef, focusInvalid } = useInvalidFocus();
  const errorText = (key: unknown) => (typeof key === 'string' ? t(`errors:${key}`) : undefined);
  const submit = form.onSubmit((values) => {
    send(values.reason).then(
      (answer) => {
        notifySuccess(answer.message);
        onDone();
      },
      (error: unknown) => {
        const fields = serverFieldErrors(error);
        form.setErrors(fields);
        focusInvalid();
        if (Object.keys(fields).length === 0) notifyError(error);
      },
    );
  }, focusInvalid);
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{question}</Text>
        <Textarea label={label} withAsterisk rows={4} {...form.getInputProps('reason')} error={errorText(form.errors.reason)} data-autofocus />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('user.cancel')}
          </Button>
          <Button type="submit" color="red" loading={pending}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
