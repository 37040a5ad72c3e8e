import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { ConversationMessageKey, MESSAGE_TEXT_MAX, type SendMessageBody, sendMessageBody } from '@trades/contracts';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, zodValidator } from '@/lib/forms';
import { errorMessage } from '@/lib/notify';

export interface MessageComposerProps {
  /** Sends the text; the text stays in the field unless this resolves. */
  onSend(text: string): Promise<unknown>;
  /** A send is under way: the button waits. */
  pending: boolean;
  /** The employer told "not allowed" gets a hint on how to get there. */
  side: 'employer' | 'candidate';
  /** Where the unsent text is kept for this tab (per conversation or card), so a reload does not lose it. */
  draftKey: string;
}

const DRAFT_PREFIX = 'message-draft:';

function readDraft(key: string): string {
  try {
    return window.sessionStorage.getItem(DRAFT_PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

function keepDraft(key: string, text: string): void {
  try {
    if (text) window.sessionStorage.setItem(DRAFT_PREFIX + key, text);
    else window.sessionStorage.removeItem(DRAFT_PREFIX + key);
  } catch {
    // Storage refused (private mode, full): the text stays on screen, only a reload would lose it.
  }
}

/**
 * The box a message is written in: checked with the API's own schema (1 to 2,000 characters), a counter, Send or
 * Ctrl/Cmd+Enter. A refusal (blocked, closed, not allowed) shows the API's message and keeps the text; so does a reload.
 */
export function MessageComposer({ onSend, pending, side, draftKey }: MessageComposerProps) {
  const { t } = useTranslation('conversations');
  const { ref: formRef, focusInvalid } = useInvalidFocus();
  const [refusal, setRefusal] = useState<{ message: string; code: string } | null>(null);
  const form = useForm<SendMessageBody>({
    initialValues: { text: readDraft(draftKey) },
    onValuesChange: (values) => keepDraft(draftKey, values.text),
    validate: zodValidator(sendMessageBody),
    validateInputOnChange: false,
    enhanceGetInputProps: ({ inputProps }) => ({
      error: typeof inputProps.error === 'string' && inputProps.error ? t(`errors:${inputProps.error}`) : undefined,
    }),
  });

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    // A second click or Ctrl+Enter before `pending` is on screen is the same request: the kit's guard drops it.
    try {
      await onSend(sendMessageBody.parse(values).text);
      form.setValues({ text: '' });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        focusInvalid();
      } else setRefusal({ message: errorMessage(error), code: error instanceof ApiError ? error.body.code : '' });
    }
  }, focusInvalid);

  const sendOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    if (!pending) submit();
  };

  const length = form.values.text.length;
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('composer.label')}>
      <Stack gap="xs">
        <Textarea
          label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          rows={4}
          resize="vertical"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            <Text span size="xs" c={length > MESSAGE_TEXT_MAX ? 'red' : 'dimmed'}>
              {t('composer.counter', { used: length, max: MESSAGE_TEXT_MAX })}
            </Text>
          }
          onKeyDown={sendOnShortcut}
          {...form.getInputProps('text')}
        />
        {refusal ? (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{refusal.message}</Text>
            {refusal.code === ConversationMessageKey.NotAllowed && side === 'employer' ? (
              <Text size="sm" mt={4}>
                {t('composer.notAllowedHint')}
              </Text>
            ) : null}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('composer.shortcut')}
          </Text>
          <Button type="submit" loading={pending} leftSection={<IconSend size={16} aria-hidden />}>
            {t('composer.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
