import { Anchor, Button, Container, Group, MultiSelect, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListState } from '@/components/list-state';
import { usePageTitle } from '@/components/use-page-title';
import { CandidateExportDialog, type ExportedCandidate } from '@/features/candidate-documents';
import { useProfessionsByIndustry, usePublicPrimary } from '@/features/search';
import { useCandidateCollection } from '../api/get-candidate-collection';
import { type CollectionFilters, NO_FILTERS, candidateName, collectionRequest, professionChoices, withIndustries } from '../collection-rules';

/**
 * /user/profiles-collection: every candidate tied to the employer (applied, matched or bought),
 * filtered by industry, profession and country, each exported as a PDF through the options dialog.
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
                  {rows.map((candidate) => {
                    const name = candidateName(candidate);
                    const shownName = name ?? t('table.anonymous');
                    return (
                      <Table.Tr key={candidate.uuid} data-testid={`collection-row-${candidate.uuid}`}>
                        <Table.Td>{name ?? <Text c="dimmed" fs="italic" size="sm">{shownName}</Text>}</Table.Td>
                        <Table.Td>{candidate.professions.map((profession) => profession.title).join(', ')}</Table.Td>
                        <Table.Td>
                          <Stack gap={2}>
                            {candidate.offers.map((offer) => (
                              <Anchor key={offer.id} component={Link} to={`/user/offer/candidates/${offer.id}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                                {offer.slug}
                              </Anchor>
                            ))}
                          </Stack>
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Button
                              size="compact-sm"
                              variant="light"
                              leftSection={<IconFileTypePdf size={16} aria-hidden />}
                              aria-label={t('table.exportOf', { name: shownName })}
                              onClick={() => setExported({ uuid: candidate.uuid, name: shownName, professions: candidate.professions })}
                            >
                              {t('table.export')}
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </ListState>
      </Stack>
      <CandidateExportDialog candidate={exported} onClose={() => setExported(null)} />
    </Container>
  );
}
