import { Badge, Box, Button, Container, Grid, Group, List, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { IconLogin, IconMapPin } from '@tabler/icons-react';
import { type OfferDetail as OfferDetailData, type OfferFlexibleWork, type OfferRequirement, professionItemKinds } from '@trades/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HydrateLater } from '@/components/hydrate-later';
import { currentLocale, htmlLang } from '@/lib/i18n';
import { ClientLogo, MinimumWageBadge, ReadinessList, SalaryLines, formatDate, monthName, useWorkPeriodText, weekdayName } from '@/features/offer-cards';
import classes from './offer-detail.module.css';
import { RatingStars } from './rating-stars';

export interface OfferDetailProps {
  offer: OfferDetailData;
  /** Signed-in users see the employer; visitors a prompt to log in. */
  showEmployer: boolean;
  /** The apply area of the header; the page decides what it holds. */
  applyArea?: ReactNode;
  /** Above the header: back to the list, previous and next, or the preview notice. */
  topBar?: ReactNode;
  /** Below the whole detail: offers like this one. */
  footer?: ReactNode;
}

/** The profession's requirement lists in the order the offer form asks them. */
const REQUIREMENT_GROUPS = professionItemKinds;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Label and value pairs as a description list. */
function Facts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  const shown = rows.filter((row) => row.value !== null && row.value !== undefined && row.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={classes.facts}>
      {shown.map((row) => (
        <div key={row.label} className={classes.fact}>
          <Text component="dt" size="sm" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" size="sm" fw={500}>
            {row.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

function RequiredBadge({ isRequired }: { isRequired: boolean }) {
  const { t } = useTranslation('offers');
  return (
    <Badge size="sm" variant={isRequired ? 'filled' : 'outline'} color={isRequired ? 'blue' : 'gray'} tt="none">
      {t(isRequired ? 'requirements.required' : 'requirements.niceToHave')}
    </Badge>
  );
}

function RequirementList({ items }: { items: readonly OfferRequirement[] }) {
  return (
    <List spacing={6} listStyleType="none" className={classes.list}>
      {items.map((requirement) => (
        <List.Item key={requirement.id}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{requirement.item.title}</Text>
            <RequiredBadge isRequired={requirement.isRequired} />
            {requirement.rating !== null ? <RatingStars rating={requirement.rating} /> : null}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function TitleList({ items }: { items: readonly { id: number; title: string }[] }) {
  return (
    <List spacing={4} size="sm">
      {items.map((item) => (
        <List.Item key={item.id}>{item.title}</List.Item>
      ))}
    </List>
  );
}

function FlexibleCondition({ condition }: { condition: OfferFlexibleWork }) {
  const { t } = useTranslation('offers');
  const language = htmlLang(currentLocale());
  const parts: string[] = [];
  if (condition.months.length > 0) parts.push(t('conditions.flexible.months', { months: condition.months.map((month) => monthName(month, language)).join(', ') }));
  if (condition.weeks) parts.push(t('conditions.flexible.weeks', { from: condition.weeks.from, to: condition.weeks.to }));
  if (condition.days.length > 0) parts.push(t('conditions.flexible.days', { days: condition.days.map((day) => weekdayName(day, language)).join(', ') }));
  const { from, to } = condition.hours;
  if (from && to) parts.push(t('conditions.flexible.hours', { from, to }));
  else if (from) parts.push(t('conditions.flexible.hoursFrom', { from }));
  else if (to) parts.push(t('conditions.flexible.hoursTo', { to }));
  return <>{parts.length > 0 ? parts.join('; ') : t('conditions.flexible.any')}</>;
}

/**
 * Every field of an offer as candidates see it: the public detail and the
 * employer's preview show this same component with their own data and header actions.
 */
export function OfferDetail({ offer, showEmployer, applyArea, topBar, footer }: OfferDetailProps) {
  const { t } = useTranslation('offers');
  const language = htmlLang(currentLocale());
  const period = useWorkPeriodText(offer);
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');
  const requirementGroups = REQUIREMENT_GROUPS.filter((group) => offer[group].length > 0);
  const country = offer.workLocationState;
  /** Regions with their cities, listed when the offer is not for the whole country. */
  const placeList = Boolean(country && !offer.allState && country.regions.length > 0);
  const place = [country?.country, offer.workLocationCity?.title].filter(Boolean).join(', ');

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {topBar}
        <Paper withBorder radius="md" p="lg" component="header">
          <Group justify="space-between" align="flex-start" gap="lg">
            <Group align="flex-start" wrap="nowrap" gap="md" style={{ flex: 1, minWidth: 240 }}>
              <ClientLogo client={offer.client} showEmployer={showEmployer} size={72} />
              <Stack gap={6}>
                <Group gap={6}>
                  <Badge variant="light" color="blue" c="dark.7" tt="none">
                    {offer.industry.title}
                  </Badge>
                  {offer.professionClass ? (
                    <Badge variant="light" color="gray" c="dark.7" tt="none">
                      {offer.professionClass.title}
                    </Badge>
                  ) : null}
                </Group>
                <Title order={1} size="h2">
                  {offer.profession.title}
                </Title>
                {place ? (
                  <Group gap={6} wrap="nowrap">
                    <IconMapPin size={18} aria-hidden color="var(--mantine-color-gray-7)" />
                    <Text>{place}</Text>
                  </Group>
                ) : null}
                {offer.workOvertime || offer.workRotational ? (
                  <Group gap={6}>
                    {offer.workOvertime ? (
                      <Badge color="orange" variant="light" c="dark.7">
                        {t('markers.overtime')}
                      </Badge>
                    ) : null}
                    {offer.workRotational ? (
                      <Badge color="grape" variant="light" c="dark.7">
                        {t('markers.rotational')}
                      </Badge>
                    ) : null}
                  </Group>
                ) : null}
              </Stack>
            </Group>
            <Stack gap="sm" align="flex-start" miw={200}>
              <SalaryLines offer={offer} size="lg" />
              {offer.meetsMinimumWage ? <MinimumWageBadge meets={offer.meetsMinimumWage} /> : null}
              {applyArea}
            </Stack>
          </Group>
        </Paper>

        {/* What the visitor reads, adopted after the header with its apply and save buttons. */}
        <HydrateLater>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                {offer.description ? (
                  <Section title={t('sections.description')}>
                    {/* The server rebuilds the employer's HTML from an allow-list when it is saved. */}
                    <Typography className={classes.description} dangerouslySetInnerHTML={{ __html: offer.description }} />
                  </Section>
                ) : null}

                <Section title={t('sections.requirements')}>
                  <Stack gap="md">
                    <Facts
                      rows={[
                        { label: t('requirements.professionClass'), value: offer.professionClass?.title },
                        { label: t('requirements.minExperience'), value: offer.minExperience > 0 ? String(offer.minExperience) : t('requirements.noExperience') },
                        { label: t('requirements.vacancies'), value: offer.numberOfVacancies > 0 ? String(offer.numberOfVacancies) : null },
                      ]}
                    />
                    {requirementGroups.map((group) => (
                      <Box key={group}>
                        <Title order={3} size="h6" mb={6}>
                          {t(`requirements.groups.${group}`)}
                        </Title>
                        <RequirementList items={offer[group]} />
                      </Box>
                    ))}
                  </Stack>
                </Section>

                {offer.languages.length > 0 ? (
                  <Section title={t('sections.languages')}>
                    <List spacing={6} listStyleType="none" className={classes.list}>
                      {offer.languages.map((entry) => (
                        <List.Item key={entry.languageCode}>
                          <Group gap="xs" wrap="wrap">
                            <Text size="sm" fw={600}>
                              {entry.language.title}
                            </Text>
                            <Text size="sm">{entry.languageProficiency.title}</Text>
                            <RequiredBadge isRequired={entry.isRequired} />
                          </Group>
                        </List.Item>
                      ))}
                    </List>
                  </Section>
                ) : null}

                {offer.requiredDocuments.length > 0 ? (
                  <Section title={t('sections.documents')}>
                    <List spacing={6} listStyleType="none" className={classes.list}>
                      {offer.requiredDocuments.map((document) => (
                        <List.Item key={document.id}>
                          <Group gap="xs" wrap="wrap">
                            <Text size="sm">{document.requiredDocument.title}</Text>
                            <RequiredBadge isRequired={document.isRequired} />
                          </Group>
                        </List.Item>
                      ))}
                    </List>
                  </Section>
                ) : null}

                {offer.readiness ? (
                  <Section title={t('sections.readiness')}>
                    <ReadinessList readiness={offer.readiness} />
                  </Section>
                ) : null}

                <Section title={t('sections.conditions')}>
                  <Stack gap="md">
                    <Facts
                      rows={[
                        { label: t('period.label'), value: period },
                        { label: t('conditions.dailyHours'), value: offer.workDailyHours !== null ? new Intl.NumberFormat(language).format(offer.workDailyHours) : null },
                        { label: t('conditions.monthDays'), value: offer.workMonthDays !== null ? String(offer.workMonthDays) : null },
                        { label: t('markers.overtime'), value: yesNo(offer.workOvertime) },
                        { label: t('markers.rotational'), value: yesNo(offer.workRotational) },
                        { label: t('conditions.workSystems'), value: offer.workSystems.map((system) => system.title).join(', ') },
                        { label: t('conditions.contractTypes'), value: offer.contractTypes.map((type) => type.title).join(', ') },
                        { label: t('conditions.constantWork'), value: yesNo(offer.isConstantWork) },
                        { label: t('conditions.flexibleWork'), value: yesNo(offer.isFlexibleWork) },
                      ]}
                    />
                    {offer.isFlexibleWork && offer.offerFlexibleWorks.length > 0 ? (
                      <Box>
                        <Title order={3} size="h6" mb={6}>
                          {t('conditions.flexible.title')}
                        </Title>
                        <List spacing={4} size="sm">
                          {offer.offerFlexibleWorks.map((condition, index) => (
                            <List.Item key={index}>
                              <FlexibleCondition condition={condition} />
                            </List.Item>
                          ))}
                        </List>
                      </Box>
                    ) : null}
                  </Stack>
                </Section>

                {country ? (
                  <Section title={t('sections.location')}>
                    <Stack gap="sm">
                      <Facts
                        rows={[
                          { label: t('location.country'), value: country.country },
                          // The list of regions below names the region and its cities already: each place once.
                          ...(placeList
                            ? []
                            : [
                                { label: t('location.region'), value: offer.workLocationRegion?.title },
                                { label: t('location.city'), value: offer.workLocationCity?.title },
                              ]),
                        ]}
                      />
                      {offer.allState ? (
                        <Text size="sm">{t('location.allState')}</Text>
                      ) : placeList ? (
                        <Box>
                          <Title order={3} size="h6" mb={6}>
                            {t('location.regions')}
                          </Title>
                          <List spacing={4} size="sm">
                            {country.regions.map((region) => (
                              <List.Item key={region.id}>
                                <Text span size="sm" fw={600}>
                                  {region.title}
                                </Text>
                                {region.cities.length > 0 ? `: ${region.cities.map((city) => city.title).join(', ')}` : null}
                              </List.Item>
                            ))}
                          </List>
                        </Box>
                      ) : null}
                    </Stack>
                  </Section>
                ) : null}
              </Stack>
            </Grid.Col>

            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                <Section title={t('sections.employer')}>
                  {showEmployer ? (
                    <Group wrap="nowrap" gap="md">
                      <ClientLogo client={offer.client} showEmployer size={48} />
                      <Text fw={600}>{offer.client.name}</Text>
                    </Group>
                  ) : (
                    <Stack gap="sm" align="flex-start">
                      <Text size="sm">{t('employer.loginPrompt')}</Text>
                      <Button component={Link} to="/sign-in" variant="light" leftSection={<IconLogin size={16} aria-hidden />}>
                        {t('employer.login')}
                      </Button>
                    </Stack>
                  )}
                </Section>

                <Section title={t('sections.salary')}>
                  <Stack gap="sm">
                    <SalaryLines offer={offer} />
                    <Facts rows={[{ label: t('salary.type'), value: offer.salaryType?.title ?? t(offer.isSalaryGross ? 'salary.gross' : 'salary.net') }]} />
                  </Stack>
                </Section>

                {offer.weOffers.length > 0 ? (
                  <Section title={t('sections.weOffers')}>
                    <TitleList items={offer.weOffers} />
                  </Section>
                ) : null}
                {offer.benefits.length > 0 ? (
                  <Section title={t('sections.benefits')}>
                    <TitleList items={offer.benefits} />
                  </Section>
                ) : null}
                {offer.rewards.length > 0 ? (
                  <Section title={t('sections.rewards')}>
                    <TitleList items={offer.rewards} />
                  </Section>
                ) : null}

                <Section title={t('sections.publication')}>
                  <Facts
                    rows={[
                      { label: t('publication.publishedAt'), value: offer.publicationAt ? formatDate(offer.publicationAt, currentLocale()) : null },
                      { label: t('publication.endsAt'), value: offer.endPublicationAt ? formatDate(offer.endPublicationAt, currentLocale()) : null },
                      { label: t('publication.views'), value: String(offer.offerStatistics.numUniquePreview) },
                      { label: t('publication.applications'), value: String(offer.offerStatistics.numTotalApplied) },
                    ]}
                  />
                </Section>
              </Stack>
            </Grid.Col>
          </Grid>
        </HydrateLater>
        <HydrateLater>{footer}</HydrateLater>
      </Stack>
    </Container>
  );
}
