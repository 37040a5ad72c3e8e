import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PriceListTree } from '@trades/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFacts } from '@/components/card-facts';
import { useCardLayout } from '@/components/use-card-layout';

/** The price list's comparison: one column per product, one row per function; on a phone, one card per product. */
export function PriceListTreeTable({ tree }: { tree: PriceListTree }) {
  const { t } = useTranslation('shop');
  const headingId = useId();
  const asCards = useCardLayout();
  if (tree.header.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t('priceList.compare')}
      </Title>
      {asCards ? (
        // Columns of long words ("Annonsepubliseringer") do not fit a phone side by side.
        <Stack gap="xs" component="ul" aria-labelledby={headingId} data-testid="price-list-compare" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tree.header.map((column, index) => (
            <Paper component="li" withBorder p="sm" key={column.uuid}>
              <Text fw={600}>{column.name}</Text>
              <CardFacts facts={tree.items.map((row) => [row.title, row.values[index]] as const)} />
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('priceList.feature')}</Table.Th>
                {tree.header.map((column) => (
                  <Table.Th key={column.uuid} scope="col" ta="center">
                    {column.name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tree.items.map((row) => (
                <Table.Tr key={row.title}>
                  <Table.Th scope="row" fw={400}>
                    {row.title}
                  </Table.Th>
                  {row.values.map((value, index) => (
                    <Table.Td key={tree.header[index]?.uuid ?? index} ta="center">
                      {value}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
