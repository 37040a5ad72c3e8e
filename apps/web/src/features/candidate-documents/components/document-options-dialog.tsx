import { Button, Group, Image, Modal, MultiSelect, Select, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ClientBrand, ProfileErrorKey, dataSetQueueRequestSchema, printProfileRequestSchema } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { useBrands } from '@/features/brands';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf, zodValidator } from '@/lib/forms';
import { notifyError, notifyFailure } from '@/lib/notify';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import { LogoAvatar } from '@/components/logo-avatar';

/** What the options dialog decides: professions only when a single candidate is exported. */
export interface DocumentOptions {
  isAnonymize: boolean;
  clientBrand: number | null;
  professions?: number[];
}

interface OptionsValues {
  isAnonymize: boolean;
  clientBrand: string | null;
  professions: string[];
}

export interface DocumentOptionsDialogProps {
  opened: boolean;
  title: string;
  /** The candidate's professions to choose from; without them the dialog has no profession field (a pack). */
  professions?: { id: number; title: string }[];
  onClose(): void;
  /** Makes the documents; a rejection with the API's 422 keeps the dialog open with the field errors. */
  onSubmit(options: DocumentOptions): Promise<unknown>;
}

const brandLogo = (brand: ClientBrand | undefined) => brand?.logo?.thumbnailUrl ?? brand?.logoUrl ?? null;

function toOptions(values: OptionsValues, withProfessions: boolean): DocumentOptions {
  return {
    isAnonymize: values.isAnonymize,
    clientBrand: values.clientBrand ? Number(values.clientBrand) : null,
    ...(withProfessions ? { professions: values.professions.map(Number) } : {}),
  };
}

function OptionsForm({ professions, onClose, onSubmit }: Omit<DocumentOptionsDialogProps, 'opened' | 'title'>) {
  const { t } = useTranslation('candidateDocuments');
  const brands = useBrands();
  const withProfessions = professions !== undefined;
  const mainBrand = brands.data?.items.find((brand) => brand.isMain);
  const form = useForm<OptionsValues>({
    initialValues: { isAnonymize: false, clientBrand: null, professions: professions?.map((profession) => String(profession.id)) ?? [] },
    // The schemas the API validates with: a single candidate's PDF, or a pack (whose tab the page adds).
    validate: (values) => zodValidator(withProfessions ? printProfileRequestSchema : dataSetQueueRequestSchema)(toOptions(values, withProfessions)),
  });
  // The main brand heads the documents unless another (or none) is chosen; brands may load after the dialog opens.
  const brandValue = form.values.clientBrand ?? (form.isTouched('clientBrand') || !mainBrand ? null : String(mainBrand.id));
  const chosenBrand = brands.data?.items.find((brand) => String(brand.id) === brandValue);
  const logo = brandLogo(chosenBrand);
  const errorText = (key: unknown) => (typeof key === 'string' ? t(`errors:${key}`) : undefined);
  const { ref: formRef, focusInvalid } = useInvalidFocus();

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(toOptions({ ...values, clientBrand: brandValue }, withProfessions));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) {
        notifyError(error);
        return;
      }
      const fields = fieldErrorsOf(error.formErrors);
      if (error.body.code === ProfileErrorKey.ProfessionNotAdded && !fields.professions) fields.professions = ProfileErrorKey.ProfessionNotAdded;
      form.setErrors(fields);
      focusInvalid();
      notifyFailure(error.body.message || t(`errors:${error.body.code}`));
    }
  }, focusInvalid);

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Switch label={t('options.anonymise')} description={t('options.anonymiseHint')} {...form.getInputProps('isAnonymize', { type: 'checkbox' })} />
        <Select
          label={t('options.brand')}
          description={t('options.brandHint')}
          placeholder={t('options.noBrand')}
          clearable
          data={(brands.data?.items ?? []).map((brand) => ({ value: String(brand.id), label: brand.name }))}
          value={brandValue}
          onChange={(value) => {
            form.setTouched({ clientBrand: true });
            form.setFieldValue('clientBrand', value);
          }}
          error={errorText(form.errors.clientBrand)}
          renderOption={({ option }) => {
            const brand = brands.data?.items.find((item) => String(item.id) === option.value);
            return (
              <Group gap="sm" wrap="nowrap">
                <LogoAvatar src={brandLogo(brand)} size={24} width={48} alt="" />
                <span>{option.label}</span>
              </Group>
            );
          }}
        />
        {chosenBrand ? (
          <Group gap="sm" data-testid="brand-preview">
            {logo ? <Image src={logo} alt={t('options.logoOf', { name: chosenBrand.name })} h={48} w="auto" fit="contain" /> : <Text size="sm" c="dimmed">{t('options.noLogo')}</Text>}
            <Text fw={600}>{chosenBrand.name}</Text>
          </Group>
        ) : null}
        {withProfessions ? (
          <MultiSelect
            label={t('options.professions')}
            required
            data={professions.map((profession) => ({ value: String(profession.id), label: profession.title }))}
            {...form.getInputProps('professions')}
            error={errorText(form.errors.professions)}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={form.submitting}>
            {t('options.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('options.generate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The options of candidate documents: anonymised or not, the brand heading them, and a single candidate's professions. */
export function DocumentOptionsDialog({ opened, title, onClose, ...form }: DocumentOptionsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <OptionsForm onClose={onClose} {...form} />
    </Modal>
  );
}
