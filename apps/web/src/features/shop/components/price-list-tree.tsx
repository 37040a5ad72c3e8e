import { Table, Title } from '@mantine/core';
import type { PriceListTree } from '@trades/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The price list's comparison: one column per product, one row per function. */
export function PriceListTreeTable({ tree }: { tree: PriceListTree }) {
  const { t } = useTranslation('shop');
  const headingId = useId();
  if (tree.header.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t('priceList.compare')}
      </Title>
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
    </section>
  );
}
