import { Alert, Anchor, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { CV_ACCEPT, formatMegabytes, uploadLimitText, uploadSizeProblem } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useCandidateCv, useDeleteCandidateCv, useUploadCandidateCv } from '../api/candidate-cv';

/**
 * The candidate's CV on the dashboard: one PDF or DOCX, attached, replaced or removed at once. The
 * limit is shown and checked before anything is sent; the server's refusal shows in its own words.
 */
export function CvCard() {
  const { t } = useTranslation('candidateCv');
  const { t: te } = useTranslation('errors');
  const locale = currentLocale();
  const max = uploadLimitText(locale);
  const cv = useCandidateCv();
  const upload = useUploadCandidateCv();
  const remove = useDeleteCandidateCv();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;
  const current = cv.data?.cv ?? null;

  const pick = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const tooLarge = uploadSizeProblem(file.size);
    if (tooLarge) {
      setProblem(te(tooLarge, { max }));
      return;
    }
    upload.mutate(file, { onSuccess: () => notifySuccess(t('card.uploaded')), onError: (error) => setProblem(errorMessage(error)) });
  };

  const removeCv = () => {
    setProblem(null);
    remove.mutate(undefined, { onSuccess: () => notifySuccess(t('card.removed')), onError: (error) => setProblem(errorMessage(error)) });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="cv-card">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('card.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('card.description', { max })}
        </Text>
        {cv.isError ? <Alert color="red">{t('card.loadError')}</Alert> : null}
        {current ? (
          <Group gap="xs" wrap="nowrap">
            <IconFileText size={24} stroke={1.5} aria-hidden />
            <Anchor href={current.url} download size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="cv-link">
              {current.originalName}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatMegabytes(current.size, locale)}
            </Text>
          </Group>
        ) : cv.isSuccess ? (
          <Text size="sm">{t('card.none')}</Text>
        ) : null}
        <Group gap="xs">
          <FileButton onChange={pick} accept={CV_ACCEPT} disabled={busy}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPaperclip size={16} aria-hidden />} loading={upload.isPending} disabled={busy}>
                {current ? t('card.replace') : t('card.add')}
              </Button>
            )}
          </FileButton>
          {current ? (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={removeCv} loading={remove.isPending} disabled={busy}>
              {t('card.remove')}
            </Button>
          ) : null}
        </Group>
        {problem ? (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
