import { Alert, Anchor, Badge, Box, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatWorkTime, type PipelineCandidate } from '@trades/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CvDownloadLink } from '@/features/candidate-cv';
import { formatDate } from '@/features/offer-cards';
import { currentLocale, htmlLang } from '@/lib/i18n';
import { type CandidateProfileView, type RatedItem, type WorkPlaceView, candidateProfileView } from '../candidate-profile-view';
import { phoneText } from '../pipeline-rules';
import { Facts } from './facts';
import { SkillRating } from './skill-rating';

function Block({ title, order = 3, children }: { title: string; order?: 3 | 4; children: ReactNode }) {
  return (
    <Box component="section">
      <Title order={order} size="h5" mb={6}>
        {title}
      </Title>
      {children}
    </Box>
  );
}

function RatedList({ items }: { items: RatedItem[] }) {
  return (
    <List spacing={4} listStyleType="none" pl={0}>
      {items.map((item) => (
        <List.Item key={item.title}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{item.title}</Text>
            {item.rating !== null ? <SkillRating value={item.rating} /> : null}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function WorkPlace({ place }: { place: WorkPlaceView }) {
  const { t } = useTranslation('offerCandidates');
  const amount = (value: { amount: number; currency: string }) => `${new Intl.NumberFormat(htmlLang(currentLocale())).format(value.amount)} ${value.currency}`;
  return (
    <Paper withBorder radius="sm" p="sm" component="li">
      <Stack gap={6}>
        <Text fw={600}>{place.country ?? '—'}</Text>
        {place.allState ? (
          <Text size="sm">{t('profile.wholeCountry')}</Text>
        ) : (
          place.regions.map((region) => (
            <Text size="sm" key={region.title}>
              <Text span fw={600} size="sm">
                {region.title}
              </Text>
              {region.cities.length > 0 ? `: ${region.cities.join(', ')}` : null}
            </Text>
          ))
        )}
        <Facts
          rows={[
            { label: t('profile.documents'), value: place.documents.join(', ') },
            { label: t('profile.locationRating'), value: place.rating !== null ? <SkillRating value={place.rating} /> : null },
            {
              label: t('profile.salary'),
              value: place.salaries.map((salary) => (salary.type ? `${salary.type}: ${amount(salary.value)}` : amount(salary.value))).join('; '),
            },
          ]}
        />
        {place.files.length > 0 ? (
          <List size="sm" spacing={2}>
            {place.files.map((file) => (
              <List.Item key={file.title}>
                {file.url ? (
                  <Anchor href={file.url} target="_blank" rel="noopener noreferrer" size="sm">
                    {file.title}
                  </Anchor>
                ) : (
                  file.title
                )}
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Professions({ view }: { view: CandidateProfileView }) {
  const { t } = useTranslation('offerCandidates');
  const locale = currentLocale();
  return (
    <Stack gap="sm">
      {view.professions.map((profession, index) => (
        <Paper withBorder radius="sm" p="sm" key={`${profession.profession}-${index}`} component="section">
          <Stack gap="sm">
            <Title order={3} size="h5">
              {profession.profession ?? t('profile.profession')}
            </Title>
            <Facts
              rows={[
                { label: t('profile.industry'), value: profession.industry },
                { label: t('profile.profession'), value: profession.profession },
                { label: t('profile.level'), value: profession.level },
                { label: t('profile.certificates'), value: profession.certificates.join(', ') },
                { label: t('profile.experiences'), value: profession.experiences.join(', ') },
              ]}
            />
            {profession.professionalSkills.length > 0 ? (
              <Block order={4} title={t('profile.professionalSkills')}>
                <RatedList items={profession.professionalSkills} />
              </Block>
            ) : null}
            {profession.technicalSkills.length > 0 ? (
              <Block order={4} title={t('profile.technicalSkills')}>
                <RatedList items={profession.technicalSkills} />
              </Block>
            ) : null}
            {profession.worksFor.length > 0 ? (
              <Block order={4} title={t('profile.workHistory')}>
                <List size="sm" spacing={4}>
                  {profession.worksFor.map((work, workIndex) => (
                    <List.Item key={workIndex}>
                      <Text span size="sm" fw={600}>
                        {work.workedFor ?? '—'}
                      </Text>
                      {work.country ? `, ${work.country}` : null}
                      {work.years || work.months ? ` · ${formatWorkTime({ year: work.years, month: work.months }, locale)}` : null}
                      {work.haveReferences ? (
                        <Badge ml={6} size="sm" variant="light" c="dark.7" tt="none">
                          {t(work.haveReferencesContact ? 'profile.referencesWithContact' : 'profile.references')}
                        </Badge>
                      ) : null}
                    </List.Item>
                  ))}
                </List>
              </Block>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The User profile tab: who the candidate is, how to reach them (once allowed), where and what they work. */
export function ProfileTab({ candidate, applied }: { candidate: PipelineCandidate; applied: boolean }) {
  const { t } = useTranslation('offerCandidates');
  if (candidate.erased) {
    return (
      <Alert color="gray" data-testid="panel-profile-erased">
        {t('profile.erased')}
      </Alert>
    );
  }
  return <ProfileFacts candidate={candidate} applied={applied} />;
}

function ProfileFacts({ candidate, applied }: { candidate: PipelineCandidate; applied: boolean }) {
  const { t } = useTranslation('offerCandidates');
  const locale = currentLocale();
  const view = candidateProfileView(candidate.candidateProfile);
  const date = (value: string | null) => (value ? formatDate(value, locale) : null);
  const contacts = candidate.phones.length > 0 || Boolean(candidate.email) || Boolean(candidate.cv);
  return (
    <Stack gap="md" data-testid="panel-profile">
      <Facts
        rows={[
          { label: t('profile.name'), value: `${candidate.firstName} ${candidate.lastName}` },
          { label: t('profile.availableFrom'), value: date(view.availableFrom) },
          { label: t('profile.dateOfBirth'), value: date(view.dateOfBirth) },
          { label: t('profile.sex'), value: view.sex },
          { label: t('profile.nationality'), value: view.nationality },
          { label: t('profile.nativeLanguage'), value: view.nativeLanguage },
          { label: t('profile.residence'), value: view.residence },
          { label: t('profile.contactTimes'), value: view.contactTimes.join(', ') },
        ]}
      />
      <Block title={t('profile.contacts')}>
        {contacts ? (
          <Stack gap={4}>
            {candidate.phones.map((phone) => (
              <Anchor key={`${phone.country_code}-${phone.number}`} href={`tel:${phoneText(phone).replace(/\s+/g, '')}`} size="sm" data-testid="candidate-phone">
                {phoneText(phone)}
              </Anchor>
            ))}
            {candidate.email ? (
              <Anchor href={`mailto:${candidate.email}`} size="sm" data-testid="candidate-email">
                {candidate.email}
              </Anchor>
            ) : null}
            {candidate.cv ? <CvDownloadLink cv={candidate.cv} /> : null}
          </Stack>
        ) : (
          <Alert color="blue" variant="light" data-testid="contacts-hidden">
            {t(applied ? 'profile.noContacts' : 'profile.contactsHidden')}
          </Alert>
        )}
      </Block>
      {view.languages.length > 0 ? (
        <Block title={t('profile.languages')}>
          <List size="sm" spacing={2}>
            {view.languages.map((language) => (
              <List.Item key={language.language}>
                {language.proficiency ? `${language.language}: ${language.proficiency}` : language.language}
              </List.Item>
            ))}
          </List>
        </Block>
      ) : null}
      {view.workPlaces.length > 0 ? (
        <Block title={t('profile.workPlaces')}>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {view.workPlaces.map((place, index) => (
              <WorkPlace key={`${place.country}-${index}`} place={place} />
            ))}
          </Stack>
        </Block>
      ) : null}
      <Professions view={view} />
    </Stack>
  );
}
