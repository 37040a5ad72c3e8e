import { Button, FileButton, Group, Image, Input, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { BRAND_NAME_MAX_LENGTH, type ClientBrand, OfferErrorKey } from '@trades/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/forms';
import { useCreateBrand } from '../api/create-brand';
import { useUpdateBrand } from '../api/update-brand';
import { useUploadLogo } from '../api/upload-logo';
import { type DialogLogo, brandFieldOf, brandNameError, brandPayload, logoProblem } from '../brand-rules';
import { useInvalidFocus } from '@/components/forms/submit-guard';

/** Keys whose brand-specific wording (3 MB, JPEG or PNG) beats the generic upload message. */
const LOGO_KEYS: readonly string[] = [OfferErrorKey.FileTooLarge, OfferErrorKey.FileTypeNotAllowed];

function useErrorText() {
  const { t } = useTranslation(['brands', 'errors']);
  return (key: string) => (LOGO_KEYS.includes(key) ? t(`brands:dialog.logoErrors.${key}`) : t(`errors:${key}`));
}

/** The fields of the dialog; mounted afresh for each opening so nothing of the last one stays. */
function BrandForm({ brand, onClose }: { brand: ClientBrand | null; onClose(): void }) {
  const { t } = useTranslation('brands');
  const errorText = useErrorText();
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const upload = useUploadLogo();
  const resetFile = useRef<() => void>(null);
  const logoFieldId = useId();
  const [name, setName] = useState(brand?.name ?? '');
  const [logo, setLogo] = useState<DialogLogo | null>(brand?.logo ? { filename: brand.logo.name, thumbnailUrl: brand.logo.thumbnailUrl, isNew: false } : null);
  const [nameError, setNameError] = useState<string>();
  const [logoError, setLogoError] = useState<string>();
  const saving = create.isPending || update.isPending;
  const { ref: formRef, focusInvalid } = useInvalidFocus();

  const chooseLogo = async (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    setLogoError(undefined);
    // Checked here to spare a useless upload; the server checks the content again.
    const problem = await logoProblem(file);
    if (problem) {
      setLogoError(errorText(problem));
      return;
    }
    try {
      const uploaded = await upload.mutateAsync(file);
      setLogo({ filename: uploaded.filename, thumbnailUrl: uploaded.thumbnailUrl, isNew: true });
    } catch (error) {
      const key = error instanceof ApiError ? error.formErrors.file?.[0] : undefined;
      setLogoError(key ? errorText(key) : errorMessage(error));
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = brandNameError(name);
    setNameError(problem ? errorText(problem) : undefined);
    if (problem) {
      focusInvalid();
      return;
    }
    const payload = brandPayload({ name, logo }, Boolean(brand?.logo));
    try {
      if (brand) await update.mutateAsync({ id: brand.id, payload });
      else await create.mutateAsync(payload);
      notifySuccess(t(brand ? 'toast.brand_saved' : 'toast.brand_added'));
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error instanceof ApiError ? error.formErrors : {}, brandFieldOf);
      if (fields.name) setNameError(errorText(fields.name));
      if (fields.logo) setLogoError(errorText(fields.logo));
      if (fields.name || fields.logo) focusInvalid();
      else notifyError(error);
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('dialog.name')}
          required
          value={name}
          maxLength={BRAND_NAME_MAX_LENGTH}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(undefined);
          }}
          error={nameError}
          data-autofocus
        />
        <Input.Wrapper label={t('dialog.logo')} labelElement="div" description={t('dialog.logoHint')} error={logoError} id={logoFieldId}>
          <Group gap="md" mt={6} align="center">
            {logo?.thumbnailUrl ? (
              <Image src={logo.thumbnailUrl} alt={t('dialog.logoPreview')} w={64} h={64} fit="contain" radius="sm" />
            ) : (
              <IconPhoto size={40} aria-hidden color="var(--mantine-color-gray-5)" />
            )}
            <FileButton resetRef={resetFile} onChange={(file) => void chooseLogo(file)} accept="image/png,image/jpeg">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={upload.isPending}
                  aria-describedby={`${logoFieldId}-description${logoError ? ` ${logoFieldId}-error` : ''}`}
                >
                  {logo ? t('dialog.changeLogo') : t('dialog.chooseLogo')}
                </Button>
              )}
            </FileButton>
            {logo ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => {
                  setLogo(null);
                  setLogoError(undefined);
                }}
              >
                {t('dialog.removeLogo')}
              </Button>
            ) : null}
          </Group>
        </Input.Wrapper>
        {logo?.isNew ? (
          <Text size="sm" c="dimmed">
            {t('dialog.logoUploaded')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={upload.isPending}>
            {t('dialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add or edit a brand: name and logo (3 MB, JPEG or PNG). */
export function BrandDialog({ opened, brand, onClose }: { opened: boolean; brand: ClientBrand | null; onClose(): void }) {
  const { t } = useTranslation('brands');
  const [session, setSession] = useState(0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setSession((n) => n + 1);
  }
  return (
    <Modal opened={opened} onClose={onClose} title={brand ? t('dialog.editTitle') : t('dialog.addTitle')} centered>
      <BrandForm key={session} brand={brand} onClose={onClose} />
    </Modal>
  );
}
