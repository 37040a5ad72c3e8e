import { Alert, Box, Group, List, Stack, Text, Title } from '@mantine/core';
import type { OfferDetail, OfferRequirement } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { SalaryLines, useWorkPeriodText } from '@/features/offer-cards';
import { Facts } from './facts';
import { SkillRating } from './skill-rating';

function Requirements({ title, items }: { title: string; items: readonly OfferRequirement[] }) {
  const { t } = useTranslation('offerCandidates');
  if (items.length === 0) return null;
  return (
    <Box component="section">
      <Title order={3} size="h6" mb={6}>
        {title}
      </Title>
      <List spacing={4} listStyleType="none" pl={0}>
        {items.map((requirement) => (
          <List.Item key={requirement.id}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{requirement.item.title}</Text>
              <Text size="xs" c="dimmed">
                {t(requirement.isRequired ? 'offer.required' : 'offer.niceToHave')}
              </Text>
              {requirement.rating !== null ? <SkillRating value={requirement.rating} /> : null}
            </Group>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}

/** The Offer tab: the offer's requirements, place, period and pay, to read the candidate against. */
export function OfferTab({ offer, failed }: { offer: OfferDetail | undefined; failed: boolean }) {
  const { t } = useTranslation('offerCandidates');
  if (failed) return <Alert color="red">{t('offer.loadError')}</Alert>;
  if (!offer) return <Text c="dimmed">{t('loading')}</Text>;
  return <OfferFacts offer={offer} />;
}

function OfferFacts({ offer }: { offer: OfferDetail }) {
  const { t } = useTranslation('offerCandidates');
  const period = useWorkPeriodText(offer);
  const yesNo = (value: boolean) => t(value ? 'offer.yes' : 'offer.no');
  const country = offer.workLocationState;
  const split = (items: readonly OfferRequirement[], required: boolean) => items.filter((item) => item.isRequired === required);
  return (
    <Stack gap="md" data-testid="panel-offer">
      <Facts
        rows={[
          { label: t('offer.industry'), value: offer.industry.title },
          { label: t('offer.profession'), value: offer.profession.title },
          { label: t('offer.professionClass'), value: offer.professionClass?.title },
          { label: t('offer.minExperience'), value: String(offer.minExperience) },
          { label: t('offer.period'), value: period },
          { label: t('offer.overtime'), value: yesNo(offer.workOvertime) },
          { label: t('offer.rotational'), value: yesNo(offer.workRotational) },
          { label: t('offer.workSystems'), value: offer.workSystems.map((system) => system.title).join(', ') },
        ]}
      />
      <Box component="section">
        <Title order={3} size="h6" mb={6}>
          {t('offer.salary')}
        </Title>
        <SalaryLines offer={offer} size="sm" />
      </Box>
      {country ? (
        <Box component="section">
          <Title order={3} size="h6" mb={6}>
            {t('offer.location')}
          </Title>
          <Facts
            rows={[
              { label: t('offer.country'), value: country.country },
              { label: t('offer.wholeCountry'), value: yesNo(offer.allState) },
              { label: t('offer.region'), value: offer.workLocationRegion?.title },
              { label: t('offer.city'), value: offer.workLocationCity?.title },
            ]}
          />
          {!offer.allState && country.regions.length > 0 ? (
            <List size="sm" spacing={2} mt={6}>
              {country.regions.map((region) => (
                <List.Item key={region.id}>
                  <Text span size="sm" fw={600}>
                    {region.title}
                  </Text>
                  {region.cities.length > 0 ? `: ${region.cities.map((city) => city.title).join(', ')}` : null}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Box>
      ) : null}
      <Requirements title={t('offer.certificates')} items={offer.certificates} />
      <Requirements title={t('offer.experiences')} items={offer.experiences} />
      <Requirements title={t('offer.professionalRequired')} items={split(offer.skillsProfessionals, true)} />
      <Requirements title={t('offer.professionalNiceToHave')} items={split(offer.skillsProfessionals, false)} />
      <Requirements title={t('offer.technicalRequired')} items={split(offer.skillsTechnicals, true)} />
      <Requirements title={t('offer.technicalNiceToHave')} items={split(offer.skillsTechnicals, false)} />
    </Stack>
  );
}
