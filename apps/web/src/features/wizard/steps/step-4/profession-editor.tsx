import { Button, Divider, Fieldset, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/forms/field-error';
import { refOption } from '../../options';
import { AttachmentsField } from '../attachments/attachments-field';
import { useStepErrorText } from '../step-errors';
import { ItemChecklist } from './item-checklist';
import { RatedChecklist } from './rated-checklist';
import { RatingDialog } from './rating-dialog';
import { SkillLegendDialog } from './skill-legend-dialog';
import { WorkEntryFields } from './work-entry-fields';
import {
  type DictionaryRef,
  type FieldErrors,
  type PlainKind,
  type ProfessionValues,
  type RatedKind,
  type Step4Primary,
  canRemoveWorkEntry,
  changeIndustry,
  changeProfession,
  changeProfessionClass,
  emptyWorkEntry,
  errorsWithoutField,
  isTechnicalDrawingLocked,
  lockedCertificates,
  offeredItems,
  rate,
  toggleCertificate,
  togglePlain,
  toggleRated,
  toggleTechnicalSkill,
  visibleMaterials,
} from './professions.rules';

interface ProfessionEditorProps {
  primary: Step4Primary;
  values: ProfessionValues;
  onChange(values: ProfessionValues): void;
  /** Professions the other entries hold (disabled in the select). */
  taken: ReadonlySet<string>;
  errors: FieldErrors;
  /** The step is being saved, or a file is still uploading: saving the profession waits. */
  saving?: boolean;
  onSave(): void;
  onCancel(): void;
}

/** Which rated item the rating dialog is open for. */
interface Rating {
  kind: RatedKind;
  item: DictionaryRef;
  /** Ticked just now: closing the dialog without a rating unticks it. */
  fresh?: boolean;
}

/** The errors of one work entry by its own paths (worksFor.2.workedFor → workedFor). */
function workEntryErrors(errors: FieldErrors, index: number): FieldErrors {
  const prefix = `worksFor.${index}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([path, key]) => (path.startsWith(prefix) ? [[path.slice(prefix.length), key]] : [])));
}

/**
 * The open profession: industry, profession and class, then the items
 * the profession offers (certificates with files, skills, materials with ratings), then the work
 * history. The diploma and technical-drawing locks apply as the boxes are ticked.
 */
export function ProfessionEditor({ primary, values, onChange, taken, errors, saving = false, onSave, onCancel }: ProfessionEditorProps) {
  const { t } = useTranslation('wizard');
  const errorText = useStepErrorText('step4');
  const [rating, setRating] = useState<Rating | null>(null);
  const [legendOpen, setLegendOpen] = useState(false);
  const [allMaterials, setAllMaterials] = useState(false);

  const offered = (kind: Parameters<typeof offeredItems>[2]) => offeredItems(primary, values.profession, kind);
  const professions = (primary.professions[values.industry] ?? []).map((p) => ({ ...refOption(p), disabled: taken.has(String(p.id)) }));
  const certificateLocks = lockedCertificates(values.certificates, primary.certificateRequires);
  const technicalLocks = new Set(isTechnicalDrawingLocked(values.certificates) ? [primary.rules.technicalDrawingSkillId] : []);
  const materials = offered('productionMaterials');
  const shownMaterials = visibleMaterials(materials, values.productionMaterials, allMaterials);

  const plain = (kind: Exclude<PlainKind, 'certificates' | 'skillsTechnicals'>, legend: string) => (
    <ItemChecklist
      legend={legend}
      items={offered(kind)}
      checked={values[kind]}
      onToggle={(id, checked) => onChange({ ...values, [kind]: togglePlain(values[kind], id, checked) })}
      error={errorText(errors[kind])}
    />
  );

  const tick = (kind: RatedKind, item: DictionaryRef) => {
    onChange({ ...values, [kind]: toggleRated(values[kind], item.id, true) });
    setRating({ kind, item, fresh: true });
  };
  /** The unrated items' error names them ("Rate every ...: Roof trusses"). */
  const ratedError = (kind: RatedKind) => {
    const text = errorText(errors[kind]);
    if (!text) return undefined;
    const unrated = values[kind].filter((v) => v.rating === null).map((v) => offered(kind).find((item) => item.id === v.id)?.title ?? String(v.id));
    return unrated.length > 0 ? `${text}: ${unrated.join(', ')}` : text;
  };
  const rated = (kind: RatedKind) => ({
    value: values[kind],
    onTick: (item: DictionaryRef) => tick(kind, item),
    onUntick: (id: number) => onChange({ ...values, [kind]: toggleRated(values[kind], id, false) }),
    onRate: (item: DictionaryRef) => setRating({ kind, item }),
    error: ratedError(kind),
  });
  const legendButton = (
    <Button variant="subtle" size="compact-xs" leftSection={<IconInfoCircle size={14} aria-hidden />} onClick={() => setLegendOpen(true)}>
      {t('step4.legend.open')}
    </Button>
  );

  return (
    <Fieldset legend={t('step4.editor')} aria-label={t('step4.editor')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('step4.industry')}
            data={primary.industries.map(refOption)}
            value={values.industry || null}
            onChange={(industry) => onChange(changeIndustry(values, industry ?? ''))}
            error={errorText(errors.industry)}
            withAsterisk
            allowDeselect={false}
          />
          <Select
            label={t('step4.profession')}
            data={professions}
            value={values.profession || null}
            onChange={(profession) => onChange(changeProfession(values, profession ?? '', primary))}
            error={errorText(errors.profession)}
            disabled={values.industry === ''}
            withAsterisk
            searchable
            nothingFoundMessage={t('step4.nothing_found')}
            allowDeselect={false}
          />
          <Select
            label={t('step4.profession_class')}
            data={primary.professionClasses.map(refOption)}
            value={values.professionClass || null}
            onChange={(professionClass) => onChange(changeProfessionClass(values, professionClass ?? ''))}
            error={errorText(errors.professionClass)}
            withAsterisk
            allowDeselect={false}
          />
        </SimpleGrid>

        {values.profession === '' ? (
          <Text size="sm" c="dimmed">
            {t('step4.choose_profession_first')}
          </Text>
        ) : (
          <Stack gap="md">
            <ItemChecklist
              legend={t('step4.kinds.certificates')}
              items={offered('certificates')}
              checked={values.certificates}
              locked={certificateLocks}
              onToggle={(id, checked) => onChange({ ...values, ...toggleCertificate(values, id, checked, primary.certificateRequires) })}
              error={errorText(errors.certificates)}
            />
            <AttachmentsField
              section="step4"
              label={t('step4.certificate_files')}
              value={values.certificatesAttachments}
              onChange={(certificatesAttachments) => onChange({ ...values, certificatesAttachments })}
              purpose="general"
              titleError={(i) => errors[`certificatesAttachments.${i}.title`]}
            />
            {plain('experiences', t('step4.kinds.experiences'))}
            {plain('skillsAdditionals', t('step4.kinds.skillsAdditionals'))}
            {plain('productionStages', t('step4.kinds.productionStages'))}
            <RatedChecklist legend={t('step4.kinds.productionMaterials')} items={shownMaterials} action={legendButton} {...rated('productionMaterials')}>
              {materials.length > shownMaterials.length ? (
                <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setAllMaterials(true)}>
                  {t('step4.show_more', { count: materials.length - shownMaterials.length })}
                </Button>
              ) : null}
            </RatedChecklist>
            {plain('productionMethods', t('step4.kinds.productionMethods'))}
            {plain('productionUses', t('step4.kinds.productionUses'))}
            <RatedChecklist legend={t('step4.kinds.skillsProfessionals')} items={offered('skillsProfessionals')} action={legendButton} {...rated('skillsProfessionals')} />
            <ItemChecklist
              legend={t('step4.kinds.skillsTechnicals')}
              items={offered('skillsTechnicals')}
              checked={values.skillsTechnicals}
              locked={technicalLocks}
              onToggle={(id, checked) => onChange({ ...values, ...toggleTechnicalSkill(values, id, checked) })}
              error={errorText(errors.skillsTechnicals)}
            />
          </Stack>
        )}

        <Divider label={t('step4.work.title')} labelPosition="left" />
        <Stack gap="sm">
          {values.worksFor.map((work, index) => (
            <WorkEntryFields
              key={index}
              primary={primary}
              index={index}
              value={work}
              onChange={(next) => onChange({ ...values, worksFor: values.worksFor.map((w, i) => (i === index ? next : w)) })}
              errors={workEntryErrors(errors, index)}
              errorText={errorText}
              canRemove={canRemoveWorkEntry(values, index)}
              onRemove={() => onChange({ ...values, worksFor: values.worksFor.filter((_, i) => i !== index) })}
            />
          ))}
          <FieldError error={errorText(errors.worksFor)} />
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => onChange({ ...values, worksFor: [...values.worksFor, emptyWorkEntry()] })}
            >
              {t('step4.work.add')}
            </Button>
          </Group>
        </Stack>

        {errorsWithoutField(errors).map((key) => (
          <FieldError key={key} error={errorText(key)} />
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('step4.cancel')}
          </Button>
          <Button onClick={onSave} loading={saving}>
            {t('step4.save_profession')}
          </Button>
        </Group>
      </Stack>

      {rating ? (
        <RatingDialog
          key={`${rating.kind}-${rating.item.id}`}
          title={rating.item.title}
          initial={values[rating.kind].find((v) => v.id === rating.item.id)?.rating ?? null}
          onSave={(value) => {
            onChange({ ...values, [rating.kind]: rate(values[rating.kind], rating.item.id, value) });
            setRating(null);
          }}
          onClose={() => {
            // Cancelling the rating of a skill ticked just now unticks it: nothing stays ticked and unrated.
            const current = values[rating.kind].find((v) => v.id === rating.item.id);
            if (rating.fresh && current?.rating === null) onChange({ ...values, [rating.kind]: toggleRated(values[rating.kind], rating.item.id, false) });
            setRating(null);
          }}
          onLegend={() => setLegendOpen(true)}
        />
      ) : null}
      {legendOpen ? <SkillLegendDialog levels={primary.skillScale} onClose={() => setLegendOpen(false)} /> : null}
    </Fieldset>
  );
}
