import { ActionIcon, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { wizardStep3Body } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '@/features/accounts';
import { zodValidator } from '@/lib/forms';
import { type WizardPrimaryByStep, useWizardPrimary } from '../api/get-wizard-primary';
import { WizardActions, WizardFrame } from '../components/wizard-frame';
import { groupedOptions, languageOption, refOption } from '../options';
import type { WizardStepProps } from '../step-props';
import { useWizardLeaveGuard } from '@/features/wizard/use-wizard-leave-guard';
import { useStepSubmit } from '../use-step-submit';
import { type Step3Values, languageRowErrors, newLanguageRow, step3Body, step3Values, takenLanguages, withoutLanguage } from './step-3-rules';

/** Step 3: foreign languages with their levels. */
export default function Step3({ profile }: WizardStepProps) {
  const primary = useWizardPrimary(3);
  return (
    <WizardFrame step={3} ready={primary.isSuccess} error={primary.isError}>
      {primary.data && <LanguagesForm profile={profile} primary={primary.data} />}
    </WizardFrame>
  );
}

function LanguagesForm({ profile, primary }: WizardStepProps & { primary: WizardPrimaryByStep[3] }) {
  const { t } = useTranslation('wizard');
  const native = primary.nativeLanguage ?? profile.nativeLanguage?.languageCode;
  const schemaErrors = zodValidator(wizardStep3Body);
  const form = useForm<Step3Values>({
    initialValues: step3Values(profile),
    validate: (values) => ({ ...schemaErrors(values), ...languageRowErrors(values.candidateProfileLanguages, native) }),
  });
  const field = useFieldProps(form);
  const { submit, invalid, isPending, navigation, formRef } = useStepSubmit(3, form);
  const leaveGuard = useWizardLeaveGuard(form.isDirty(), t('shell.leave.unsaved'));
  const [legendOpened, legend] = useDisclosure(false);

  const languages = withoutLanguage(primary.languages, native);
  const levels = primary.languageProficiencies.map(refOption);
  const rows = form.values.candidateProfileLanguages;
  const groups = { preferred: t('step3.preferred'), remaining: t('step3.remaining') };

  return (
    <form ref={formRef} onSubmit={form.onSubmit((values) => submit(step3Body(values)), invalid)} noValidate>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Text size="sm">{t('step3.intro')}</Text>
          <Button variant="subtle" size="compact-sm" leftSection={<IconInfoCircle size={16} aria-hidden />} onClick={legend.open}>
            {t('step3.legend')}
          </Button>
        </Group>
        {rows.map((row, index) => {
          const taken = takenLanguages(rows, index);
          return (
            <Group key={row.key} align="flex-start" gap="xs" role="group" aria-label={t('step3.row', { index: index + 1 })}>
              <Select
                label={t('step3.language')}
                data={groupedOptions(languages, languageOption, groups, (code) => taken.has(code))}
                searchable
                nothingFoundMessage={t('step3.nothing_found')}
                withAsterisk
                style={{ flex: '1 1 180px' }}
                {...field(`candidateProfileLanguages.${index}.languageCode`)}
              />
              <Select
                label={t('step3.level')}
                data={levels}
                withAsterisk
                style={{ flex: '1 1 180px' }}
                {...field(`candidateProfileLanguages.${index}.languageProficiency`)}
              />
              {rows.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={25}
                  onClick={() => form.removeListItem('candidateProfileLanguages', index)}
                  aria-label={t('step3.remove', { index: index + 1 })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          );
        })}
        {field('candidateProfileLanguages').error && (
          <Text size="sm" c="red" role="alert">
            {field('candidateProfileLanguages').error}
          </Text>
        )}
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('candidateProfileLanguages', newLanguageRow())}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('step3.add')}
        </Button>
        <WizardActions label={navigation.label} loading={isPending} />
      </Stack>
      <Modal opened={legendOpened} onClose={legend.close} title={t('step3.legend_title')} size={560} centered>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('step3.level')}</Table.Th>
              <Table.Th>{t('step3.legend_description')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {primary.languageProficiencies.map((level) => (
              <Table.Tr key={level.id}>
                <Table.Td fw={600}>{level.title}</Table.Td>
                <Table.Td>{level.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
      {leaveGuard}
    </form>
  );
}
