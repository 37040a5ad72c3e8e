import { ActionIcon, Button, Checkbox, Grid, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ClientOfferPrimary, ProfessionItemsDictionary } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/forms/field-error';
import { FormSection } from '../components/form-section';
import { RequirementChecklist } from '../components/requirement-checklist';
import type { SectionProps } from '../offer-form-context';
import { PROFESSION_REQUIREMENT_KINDS, RATED_KINDS } from '../rules/offer-form-values';
import { isEditable } from '../rules/offer-payload';
import { lockedItems, withItemRating, withItemRequired, withItemTicked } from '../rules/requirements.rules';

interface RequirementsSectionProps extends SectionProps {
  primary: ClientOfferPrimary;
  /** The chosen profession's lists; undefined while the profession is being chosen or they load. */
  items: ProfessionItemsDictionary | undefined;
  loading: boolean;
}

/** The skills section: the profession's requirement lists with required flags and levels, and the languages. */
export function RequirementsSection({ form, editMode, errorOf, update, primary, items, loading }: RequirementsSectionProps) {
  const { t } = useTranslation('clientOffers');
  const values = form.values;
  const locked = lockedItems(values);
  const disabled = !isEditable(editMode, 'certificates');

  return (
    <FormSection id="offer-skills" title={t('form.sections.skills')}>
      {values.profession === null ? (
        <Text c="dimmed">{t('form.skills.chooseProfessionFirst')}</Text>
      ) : loading || !items ? (
        <Group gap="xs" aria-live="polite">
          <Loader size="sm" />
          <Text c="dimmed">{t('form.skills.loading')}</Text>
        </Group>
      ) : (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('form.skills.hint')}
          </Text>
          {PROFESSION_REQUIREMENT_KINDS.map((kind) => (
            <RequirementChecklist
              key={kind}
              title={t(`form.skills.kinds.${kind}`)}
              options={items[kind]}
              value={values[kind]}
              locked={locked[kind] ?? []}
              rated={RATED_KINDS.has(kind)}
              disabled={disabled}
              error={errorOf(kind)}
              onTicked={(id, on) => update(withItemTicked(form.getValues(), kind, id, on), [kind, 'certificates', 'skillsTechnicals'])}
              onRequired={(id, isRequired) => update(withItemRequired(form.getValues(), kind, id, isRequired), [kind])}
              onRating={(id, rating) => update(withItemRating(form.getValues(), kind, id, rating), [kind])}
            />
          ))}
        </Stack>
      )}
      <LanguagesField form={form} editMode={editMode} errorOf={errorOf} update={update} primary={primary} />
    </FormSection>
  );
}

/** Languages wanted: each with its level and whether it is required; a language is picked once. */
function LanguagesField({ form, editMode, errorOf, primary }: SectionProps & { primary: ClientOfferPrimary }) {
  const { t } = useTranslation('clientOffers');
  const languages = form.values.languages;
  const disabled = !isEditable(editMode, 'languages');
  const levels = primary.languageProficiencies.map((level) => ({ value: String(level.id), label: level.title }));
  const options = (index: number) => {
    const taken = new Set(languages.flatMap((language, i) => (i !== index && language.languageCode ? [language.languageCode] : [])));
    const group = (items: typeof primary.languages.preferred) => items.filter((item) => !taken.has(item.languageCode)).map((item) => ({ value: item.languageCode, label: item.title }));
    return [
      { group: t('form.languages.preferred'), items: group(primary.languages.preferred) },
      { group: t('form.languages.remaining'), items: group(primary.languages.remaining) },
    ];
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby="offer-languages-title">
      <Title order={3} fz="md" id="offer-languages-title">
        {t('form.languages.title')}
      </Title>
      {languages.map((_, index) => (
        <Grid key={index} gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Select
              label={t('form.languages.language', { number: index + 1 })}
              data={options(index)}
              searchable
              nothingFoundMessage={t('form.nothingFound')}
              withAsterisk
              {...form.getInputProps(`languages.${index}.languageCode`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select label={t('form.languages.level', { number: index + 1 })} data={levels} withAsterisk {...form.getInputProps(`languages.${index}.languageProficiency`)} />
          </Grid.Col>
          <Grid.Col span={{ base: 8, sm: 2 }}>
            <Checkbox
              label={t('form.checklist.required')}
              aria-label={t('form.languages.required', { number: index + 1 })}
              mb={8}
              {...form.getInputProps(`languages.${index}.isRequired`, { type: 'checkbox' })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 1 }}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              disabled={disabled}
              onClick={() => form.removeListItem('languages', index)}
              aria-label={t('form.languages.remove', { number: index + 1 })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Grid.Col>
        </Grid>
      ))}
      <FieldError error={errorOf('languages')} />
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={disabled}
        onClick={() => form.insertListItem('languages', { languageCode: null, languageProficiency: null, isRequired: false })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('form.languages.add')}
      </Button>
    </Stack>
  );
}
