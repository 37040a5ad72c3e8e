import { ActionIcon, Alert, Box, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { CARD_NOTE_MAX, type CardNote, cardNoteBody, formatTimestamp } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, zodValidator } from '@/lib/forms';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddCardNote, useCardNotes, useDeleteCardNote } from '../api/notes';

/** Newest first, whatever order the list comes in. */
const newestFirst = (items: CardNote[]) => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

function AddNoteForm({ cardId }: { cardId: number }) {
  const { t } = useTranslation('interviews');
  const add = useAddCardNote(cardId);
  const { ref: formRef, focusInvalid } = useInvalidFocus();
  const form = useForm({ initialValues: { text: '' }, validate: zodValidator(cardNoteBody) });
  const errorText = (key: unknown) => (typeof key === 'string' ? t(`errors:${key}`) : undefined);
  const submit = form.onSubmit(async (values) => {
    try {
      await add.mutateAsync({ cardId, text: values.text.trim() });
      form.reset();
      notifySuccess(t('notes.added'));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (error instanceof ApiError && error.status === 422 && Object.keys(fields).length > 0) {
        form.setErrors(fields);
        focusInvalid();
      } else notifyError(error);
    }
  }, focusInvalid);
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('notes.new')}
          description={t('notes.length', { used: form.values.text.length, max: CARD_NOTE_MAX })}
          rows={3}
          maxLength={CARD_NOTE_MAX}
          {...form.getInputProps('text')}
          error={errorText(form.errors.text)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('notes.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The employer's private notes on a pipeline card: theirs alone, never shown to the candidate in the app. */
export function CardNotes({ cardId }: { cardId: number }) {
  const { t } = useTranslation('interviews');
  const locale = currentLocale();
  const notes = useCardNotes(cardId);
  const remove = useDeleteCardNote(cardId);
  const [deleting, setDeleting] = useState<CardNote | null>(null);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { cardId, noteId: deleting.id },
      {
        onSuccess: () => {
          setDeleting(null);
          notifySuccess(t('notes.deleted'));
        },
        onError: notifyError,
      },
    );
  };
  const items = notes.data ? newestFirst(notes.data.items) : undefined;
  return (
    <Box component="section" data-testid="card-notes" aria-labelledby={`card-notes-${cardId}`}>
      <Title order={3} size="h5" id={`card-notes-${cardId}`}>
        {t('notes.title')}
      </Title>
      <Group gap={6} wrap="nowrap" align="flex-start" mb="sm">
        <IconLock size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <Text size="sm" c="dimmed" data-testid="notes-privacy">
          {t('notes.privacy')}
        </Text>
      </Group>
      <Stack gap="sm">
        <AddNoteForm cardId={cardId} />
        {notes.isError ? (
          <Alert color="red" variant="light">
            <Text size="sm">{t('notes.loadError')}</Text>
            <Button variant="default" size="xs" mt="xs" onClick={() => void notes.refetch()}>
              {t('notes.retry')}
            </Button>
          </Alert>
        ) : !items ? (
          <Skeleton height={60} aria-label={t('notes.loading')} />
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('notes.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('notes.title')}>
            {items.map((note) => {
              const date = formatTimestamp(note.createdAt, locale);
              return (
                <Paper component="li" key={note.id} withBorder radius="sm" p="sm" data-testid="card-note">
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                    <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                      <Text size="xs" c="dimmed">
                        {t('notes.by', { date, author: note.authorName })}
                      </Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {note.text}
                      </Text>
                    </Stack>
                    <ActionIcon variant="subtle" color="red" aria-label={t('notes.deleteOf', { date })} onClick={() => setDeleting(note)} disabled={remove.isPending}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('notes.deleteDialog.title')}
        confirmLabel={t('notes.deleteDialog.confirm')}
        cancelLabel={t('notes.deleteDialog.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        loading={remove.isPending}
        danger
      >
        {t('notes.deleteDialog.text')}
      </ConfirmDialog>
    </Box>
  );
}
