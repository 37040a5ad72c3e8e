import { Anchor, Button, Container, Group, MultiSelect, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListState } from '@/components/list-state';
import { useCardLayout } from '@/components/use-card-layout';
import { usePageTitle } from '@/components/use-page-title';
import { CandidateExportDialog, type ExportedCandidate } from '@/features/candidate-documents';
import { useProfessionsByIndustry, usePublicPrimary } from '@/features/search';
import { type CollectionCandidate, useCandidateCollection } from '../api/get-candidate-collection';
import { type CollectionFilters, NO_FILTERS, candidateName, collectionRequest, professionChoices, withIndustries } from '../collection-rules';

function CandidateName({ candidate }: { candidate: CollectionCandidate }) {
  const { t } = useTranslation('profilesCollection');
  const name = candidateName(candidate);
  return name ? (
    <Text fw={500}>{name}</Text>
  ) : (
    <Text c="dimmed" fs="italic" size="sm">
      {t('table.anonymous')}
    </Text>
  );
}

/** The offers tying the candidate to the employer, by name, each opening its pipeline. */
function OfferLinks({ candidate }: { candidate: CollectionCandidate }) {
  return (
    <Stack gap={2}>
      {candidate.offers.map((offer) => (
        <Anchor key={offer.id} component={Link} to={`/user/offer/candidates/${offer.id}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {offer.name}
        </Anchor>
      ))}
    </Stack>
  );
}

function ExportButton({ candidate, onExport }: { candidate: CollectionCandidate; onExport: (candidate: ExportedCandidate) => void }) {
  const { t } = useTranslation('profilesCollection');
  const shownName = candidateName(candidate) ?? t('table.anonymous');
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        aria-label={t('table.exportOf', { name: shownName })}
        onClick={() => onExport({ uuid: candidate.uuid, name: shownName, professions: candidate.professions })}
      >
        {t('table.export')}
      </Button>
    </Group>
  );
}

/**
 * /user/profiles-collection: every candidate tied to the employer (applied, matched or bought),
 * filtered by industry, profession and country, each exported as a PDF through the options dialog. Its
 * offers go by name; a table on wide screens, a card per candidate on narrow ones.
 */
export function ProfilesCollectionPage() {
  const { t } = useTranslation('profilesCollection');
  usePageTitle(t('title'));
  const primary = usePublicPrimary();
  const professions = useProfessionsByIndustry();
  const [filters, setFilters] = useState<CollectionFilters>(NO_FILTERS);
  const collection = useCandidateCollection(collectionRequest(filters));
  const [exported, setExported] = useState<ExportedCandidate | null>(null);
  const rows = collection.data?.items ?? [];
  const asCards = useCardLayout();

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('filters.label')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MultiSelect
              label={t('filters.industries')}
              placeholder={filters.industries.length ? undefined : t('filters.any')}
              data={(primary.data?.industries ?? []).map((industry) => ({ value: String(industry.id), label: industry.title }))}
              value={filters.industries}
              onChange={(industries) => setFilters((current) => withIndustries(current, industries, professions.data))}
              searchable
              clearable
            />
            <MultiSelect
              label={t('filters.professions')}
              placeholder={filters.professions.length ? undefined : t('filters.any')}
              data={professionChoices(professions.data, filters.industries)}
              value={filters.professions}
              onChange={(chosen) => setFilters((current) => ({ ...current, professions: chosen }))}
              searchable
              clearable
            />
            <MultiSelect
              label={t('filters.countries')}
              placeholder={filters.countries.length ? undefined : t('filters.any')}
              data={(primary.data?.locationsState ?? []).map((country) => ({ value: String(country.id), label: country.country }))}
              value={filters.countries}
              onChange={(countries) => setFilters((current) => ({ ...current, countries }))}
              searchable
              clearable
            />
          </SimpleGrid>
        </Paper>
        <ListState query={collection} empty={rows.length === 0} errorTitle={t('loadError')} retryLabel={t('retry')} emptyText={t('empty')}>
          {asCards ? (
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('table.label')} aria-busy={collection.isFetching}>
              {rows.map((candidate) => (
                <Paper component="li" key={candidate.uuid} withBorder radius="md" p="sm" data-testid={`collection-row-${candidate.uuid}`}>
                  <Stack gap="xs">
                    <CandidateName candidate={candidate} />
                    <Text size="sm">{candidate.professions.map((profession) => profession.title).join(', ')}</Text>
                    <OfferLinks candidate={candidate} />
                    <ExportButton candidate={candidate} onExport={setExported} />
                  </Stack>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Paper withBorder radius="md">
              <Table.ScrollContainer minWidth={600}>
                <Table verticalSpacing="sm" aria-label={t('table.label')} aria-busy={collection.isFetching}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('table.candidate')}</Table.Th>
                      <Table.Th scope="col">{t('table.professions')}</Table.Th>
                      <Table.Th scope="col">{t('table.offers')}</Table.Th>
                      <Table.Th scope="col">{t('table.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((candidate) => (
                      <Table.Tr key={candidate.uuid} data-testid={`collection-row-${candidate.uuid}`}>
                        <Table.Td>
                          <CandidateName candidate={candidate} />
                        </Table.Td>
                        <Table.Td>{candidate.professions.map((profession) => profession.title).join(', ')}</Table.Td>
                        <Table.Td>
                          <OfferLinks candidate={candidate} />
                        </Table.Td>
                        <Table.Td>
                          <ExportButton candidate={candidate} onExport={setExported} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
        </ListState>
      </Stack>
      <CandidateExportDialog candidate={exported} onClose={() => setExported(null)} />
    </Container>
  );
}
