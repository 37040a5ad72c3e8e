import { ActionIcon, Anchor, Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconFile, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { type UploadPurpose, uploadLimitText, uploadSizeProblem } from '@trades/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { useUploadTemporaryFile } from '../../api/upload-temporary-file';
import { type AttachmentValue, attachmentValue } from './attachment-values';

/**
 * What the file picker offers; the API checks the content itself. HEIC is left out on purpose: an
 * iPhone then hands over its camera photos as JPEG.
 */
export const UPLOAD_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.pdf,.doc,.docx,image/jpeg,image/png,image/webp,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface AttachmentsFieldProps {
  /** The translation section holding `attachments.*` (each step has its own texts). */
  section: 'step4' | 'step6';
  label: string;
  value: AttachmentValue[];
  onChange(value: AttachmentValue[]): void;
  purpose: UploadPurpose;
  /** Error key of the i-th attachment's title, if any. */
  titleError?(index: number): string | undefined;
  disabled?: boolean;
}

/**
 * Files attached to a profession, a work entry or a work place: upload (temporary until the step is
 * saved), a title per file (the API requires one), preview link and removal. The size limit is shown
 * and checked before a byte is sent; an upload the API refuses shows the API's own message (size, type).
 */
export function AttachmentsField({ section, label, value, onChange, purpose, titleError, disabled }: AttachmentsFieldProps) {
  const { t } = useTranslation('wizard');
  const { t: te } = useTranslation('errors');
  const upload = useUploadTemporaryFile();
  const [uploadError, setUploadError] = useState<string | null>(null);

  const max = uploadLimitText(currentLocale());
  // An upload answers after the candidate may have changed the form (or this list): the file joins
  // the list as it is then, never the one of the moment it was picked, which would undo those changes.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  const pick = (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    const tooLarge = uploadSizeProblem(file.size);
    if (tooLarge) {
      setUploadError(te(tooLarge, { max }));
      return;
    }
    upload.mutate(
      { file, purpose },
      {
        onSuccess: (uploaded) => latest.current.onChange([...latest.current.value, attachmentValue(uploaded)]),
        onError: (error) => setUploadError(uploadErrorText(error, te)),
      },
    );
  };

  const setTitle = (index: number, title: string) => onChange(value.map((file, i) => (i === index ? { ...file, title } : file)));
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {value.map((file, index) => {
        const error = titleError?.(index);
        return (
          <Group key={file.filename} gap="xs" wrap="nowrap" align="flex-start">
            {file.thumbnailUrl ? (
              <Image src={file.thumbnailUrl} alt="" w={40} h={40} radius="sm" fit="cover" />
            ) : (
              <IconFile size={40} stroke={1.2} aria-hidden />
            )}
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <TextInput
                size="xs"
                label={t(`${section}.attachments.title`)}
                value={file.title}
                onChange={(event) => setTitle(index, event.currentTarget.value)}
                error={error ? te(error) : undefined}
                disabled={disabled}
                withAsterisk
              />
              {file.url ? (
                <Anchor href={file.url} target="_blank" rel="noopener" size="xs" truncate="end">
                  {file.originalName}
                </Anchor>
              ) : (
                <Text size="xs" truncate="end">
                  {file.originalName}
                </Text>
              )}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={22}
              onClick={() => remove(index)}
              disabled={disabled}
              aria-label={t(`${section}.attachments.remove`, { name: file.originalName })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group gap="xs">
        <FileButton onChange={pick} accept={UPLOAD_ACCEPT} disabled={disabled || upload.isPending}>
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconPaperclip size={14} aria-hidden />} loading={upload.isPending} disabled={disabled}>
              {t(`${section}.attachments.add`)}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t(`${section}.attachments.hint`, { max })}
        </Text>
      </Group>
      {uploadError ? (
        <Text size="sm" c="red" role="alert">
          {uploadError}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The API's message (in the reader's language), else its field key, else file_upload_error. */
function uploadErrorText(error: unknown, te: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.body.message) return error.body.message;
    const key = error.formErrors.file?.[0];
    if (key) return te(key);
  }
  return te('file_upload_error');
}
