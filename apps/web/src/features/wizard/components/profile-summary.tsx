import { Anchor, Badge, Card, Group, List, Paper, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type CandidateProfileShow, type ProfessionShown, type UploadedFile, type WorkLocationShown, formatWorkTime, normalizeLocale } from '@trades/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayName, formatDate, formatMoney, hoursRange, monthName } from '../summary-format';

/* The read-only profile of step 8: every section the wizard filled in. */

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A label and its value; an empty value reads 'not given'. */
function Item({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('wizard');
  const empty = children === null || children === undefined || children === '' || (Array.isArray(children) && children.length === 0);
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {empty ? t('step8.not_given') : children}
      </Text>
    </div>
  );
}

const titles = (items: { title: string }[]) => items.map((item) => item.title).join(', ');

function Files({ files }: { files: UploadedFile[] }) {
  if (files.length === 0) return null;
  return (
    <List size="sm" spacing={2}>
      {files.map((file) => (
        <List.Item key={file.filename}>
          <Anchor href={file.url} target="_blank" rel="noopener noreferrer" size="sm">
            {file.title || file.originalName}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

function RatingValue({ value, label }: { value: number | null; label: string }) {
  const { t } = useTranslation('wizard');
  if (value === null) return <Text size="sm">{label}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Rating value={value} fractions={2} readOnly size="xs" aria-hidden />
      <Text size="xs" c="dimmed">
        {t('step8.rating', { value })}
      </Text>
    </Group>
  );
}

function ProfessionCard({ profession }: { profession: ProfessionShown }) {
  const { t } = useTranslation('wizard');
  const plain = [
    ['certificates', profession.certificates],
    ['experiences', profession.experiences],
    ['skills_technicals', profession.skillsTechnicals],
    ['skills_additionals', profession.skillsAdditionals],
    ['production_stages', profession.productionStages],
    ['production_methods', profession.productionMethods],
    ['production_uses', profession.productionUses],
  ] as const;
  return (
    <Card withBorder radius="sm" padding="sm" component="article" aria-label={profession.profession.title}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {profession.profession.title}
        </Title>
        <Badge variant="light">{profession.professionClass.title}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Item label={t('step8.industry')}>{profession.industry.title}</Item>
        {plain.map(([key, items]) => (
          <Item key={key} label={t(`step8.${key}`)}>
            {titles(items)}
          </Item>
        ))}
        <Item label={t('step8.skills_professionals')}>
          {profession.skillsProfessionals.map((skill) => (
            <RatingValue key={skill.skillsProfessional.id} label={skill.skillsProfessional.title} value={skill.rating} />
          ))}
        </Item>
        <Item label={t('step8.production_materials')}>
          {profession.productionMaterials.map((material) => (
            <RatingValue key={material.productionMaterial.id} label={material.productionMaterial.title} value={material.rating} />
          ))}
        </Item>
        {profession.certificatesAttachments.length > 0 && (
          <Item label={t('step8.certificate_files')}>
            <Files files={profession.certificatesAttachments} />
          </Item>
        )}
      </SimpleGrid>
    </Card>
  );
}

function WorkHistory({ professions }: { professions: ProfessionShown[] }) {
  const { t, i18n } = useTranslation('wizard');
  const locale = normalizeLocale(i18n.language);
  const rows = professions.flatMap((profession) => profession.worksFor.map((work, index) => ({ profession, work, index })));
  if (rows.length === 0) return <Text size="sm">{t('step8.not_given')}</Text>;
  // One block per workplace rather than a five-column table, which a phone could only show by scrolling sideways.
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="work-history">
      {rows.map(({ profession, work, index }) => (
        <Paper component="li" key={`${profession.id}-${index}`} withBorder radius="sm" p="xs">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {work.workedFor}
          </Text>
          <Text size="sm" c="dimmed">
            {profession.profession.title} · {work.country.country} · <span>{formatWorkTime(work.workTime, locale)}</span>
          </Text>
          {work.attachments.length > 0 ? (
            <Group gap={6} mt={4} wrap="wrap">
              <Text size="sm">{t('step8.attachments')}:</Text>
              <Files files={work.attachments} />
            </Group>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}

function References({ professions }: { professions: ProfessionShown[] }) {
  const { t } = useTranslation('wizard');
  const references = professions.flatMap((profession) => profession.worksFor.filter((work) => work.haveReferences));
  if (references.length === 0) return <Text size="sm">{t('step8.no_references')}</Text>;
  return (
    <Stack gap="sm">
      {references.map((work, index) => (
        <SimpleGrid key={index} cols={{ base: 1, sm: 2 }} spacing="xs">
          <Item label={t('step8.employer')}>{work.workedFor}</Item>
          <Item label={t('step8.reference_person')}>{[work.referenceFirstName, work.referenceLastName].filter(Boolean).join(' ')}</Item>
          <Item label={t('step8.email')}>{work.referenceEmail}</Item>
          <Item label={t('step8.phone')}>{work.referencePhone ? `+${work.referencePhone.country_code} ${work.referencePhone.number}` : ''}</Item>
          {work.referenceNote && <Item label={t('step8.reference_note')}>{work.referenceNote}</Item>}
        </SimpleGrid>
      ))}
    </Stack>
  );
}

function WorkLocation({ place }: { place: WorkLocationShown }) {
  const { t, i18n } = useTranslation('wizard');
  const salary = place.candidateProfileWorkLocationSalaries[0];
  return (
    <Card withBorder radius="sm" padding="sm" component="article" aria-label={place.workLocationState.country}>
      <Title order={3} size="h5" mb="xs">
        {place.workLocationState.country}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Item label={t('step8.area')}>
          {place.allState
            ? t('step8.whole_country')
            : place.workLocationRegions.map((region) => (
                <div key={region.id}>
                  {region.title}
                  {': '}
                  {titles(place.workLocationCities.filter((city) => city.region === region.id))}
                </div>
              ))}
        </Item>
        <Item label={t('step8.salary')}>
          {place.salaryGrossValue
            ? `${formatMoney(place.salaryGrossValue.amount, place.salaryGrossValue.currency, i18n.language)}${t('step8.per_hour')}${salary ? ` (${salary.salaryType.title})` : ''}`
            : null}
        </Item>
        <Item label={t('step8.documents')}>{titles(place.requiredDocuments.map((document) => document.requiredDocument))}</Item>
        <Item label={t('step8.country_rating')}>{place.rating === null ? '' : <RatingValue label="" value={place.rating} />}</Item>
        {place.requiredDocumentsAttachments.length > 0 && (
          <Item label={t('step8.document_files')}>
            <Files files={place.requiredDocumentsAttachments} />
          </Item>
        )}
      </SimpleGrid>
    </Card>
  );
}

export function ProfileSummary({ profile }: { profile: CandidateProfileShow }) {
  const { t, i18n } = useTranslation('wizard');
  const language = i18n.language;
  const availability =
    profile.isAvailable === null ? '' : profile.isAvailable ? t('step8.available_from', { date: formatDate(profile.availableFrom, language) }) : t('step8.not_available');

  return (
    <Stack gap="md">
      <Section title={t('step8.personal')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Item label={t('step8.name')}>{`${profile.firstName} ${profile.lastName}`}</Item>
          <Item label={t('step8.sex')}>{profile.sex?.title}</Item>
          <Item label={t('step8.date_of_birth')}>{formatDate(profile.dateOfBirth, language)}</Item>
          <Item label={t('step8.nationality')}>{profile.countryOfNationality?.country}</Item>
          <Item label={t('step8.residence')}>{profile.countryOfResidence?.country}</Item>
          <Item label={t('step8.native_language')}>{profile.nativeLanguage?.language}</Item>
        </SimpleGrid>
      </Section>

      <Section title={t('step8.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Item label={t('step8.email')}>{profile.email}</Item>
          <Item label={t('step8.phones')}>
            {profile.phones.map(({ phone, isPhoneConfirmed }) => (
              <Group key={`${phone.country}${phone.number}`} gap={6}>
                <span>{`+${phone.country_code} ${phone.number}`}</span>
                <Badge size="xs" variant="light" color={isPhoneConfirmed ? 'green' : 'gray'} c="dark.7">
                  {isPhoneConfirmed ? t('step8.verified') : t('step8.not_verified')}
                </Badge>
              </Group>
            ))}
          </Item>
          <Item label={t('step8.contact_times')}>{titles(profile.preferredContactTimes)}</Item>
        </SimpleGrid>
      </Section>

      <Section title={t('step8.availability')}>
        <Text size="sm">{availability || t('step8.not_given')}</Text>
      </Section>

      <Section title={t('step8.languages')}>
        {profile.candidateProfileLanguages.length === 0 ? (
          <Text size="sm">{t('step8.not_given')}</Text>
        ) : (
          <List size="sm" spacing={2}>
            {profile.candidateProfileLanguages.map((row) => (
              <List.Item key={row.languageCode}>{`${row.language}: ${row.languageProficiency.title}`}</List.Item>
            ))}
          </List>
        )}
      </Section>

      <Section title={t('step8.professions')}>
        <Stack gap="sm">
          {profile.candidateProfileProfessions.length === 0 ? (
            <Text size="sm">{t('step8.not_given')}</Text>
          ) : (
            profile.candidateProfileProfessions.map((profession) => <ProfessionCard key={profession.id} profession={profession} />)
          )}
        </Stack>
      </Section>

      <Section title={t('step8.work_history')}>
        <WorkHistory professions={profile.candidateProfileProfessions} />
      </Section>

      <Section title={t('step8.references')}>
        <References professions={profile.candidateProfileProfessions} />
      </Section>

      <Section title={t('step8.locations')}>
        <Stack gap="sm">
          {profile.candidateProfileWorkLocations.length === 0 ? (
            <Text size="sm">{t('step8.not_given')}</Text>
          ) : (
            profile.candidateProfileWorkLocations.map((place) => <WorkLocation key={place.id} place={place} />)
          )}
        </Stack>
      </Section>

      <Section title={t('step8.work_systems')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Item label={t('step8.contract_types')}>{titles(profile.contractTypes)}</Item>
          <Item label={t('step8.constant_work')}>{profile.isConstantWork ? titles(profile.workSystems) || t('step8.yes') : t('step8.no')}</Item>
          <Item label={t('step8.flexible_work')}>
            {profile.isFlexibleWork
              ? profile.candidateProfileFlexibleWorks.map((condition, index) => (
                  <Text key={index} size="sm">
                    {[
                      condition.months.map((month) => monthName(month, language)).join(', '),
                      condition.days.map((day) => dayName(day, language)).join(', '),
                      hoursRange(condition.hours),
                    ]
                      .filter(Boolean)
                      .join(' · ') || t('step8.any_time')}
                  </Text>
                ))
              : t('step8.no')}
          </Item>
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
