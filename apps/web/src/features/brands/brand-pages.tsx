import { Alert, Avatar, Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ClientBrand } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteBrand } from './api/delete-brand';
import { useBrands } from './api/get-brands';
import { sortBrands } from './brand-rules';
import { BrandDialog } from './components/brand-dialog';

function BrandLogo({ brand }: { brand: ClientBrand }) {
  const { t } = useTranslation('brands');
  // The thumbnail link is signed by the API, so a plain <img> loads it without the bearer token.
  const src = brand.logo?.thumbnailUrl ?? brand.logoUrl ?? undefined;
  return (
    <Avatar src={src} alt={t('table.logoOf', { name: brand.name })} size={48} radius="sm" color="blue" variant="light">
      {brand.name.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}

/** /client/brands: every brand, main first, with the add/edit dialog and deletion. */
export function BrandsPage() {
  const { t } = useTranslation('brands');
  usePageTitle(t('title'));
  const brands = useBrands();
  const remove = useDeleteBrand();
  const [dialog, setDialog] = useState<{ opened: boolean; brand: ClientBrand | null }>({ opened: false, brand: null });
  const [deleting, setDeleting] = useState<ClientBrand | null>(null);
  const [lastDeleting, setLastDeleting] = useState<ClientBrand | null>(null);
  if (deleting && deleting !== lastDeleting) setLastDeleting(deleting);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('toast.brand_deleted'));
    } catch (error) {
      notifyError(error);
    }
    setDeleting(null);
  };

  const rows = brands.data ? sortBrands(brands.data.items) : [];
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t('title')}</Title>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog({ opened: true, brand: null })}>
            {t('add')}
          </Button>
        </Group>
        <Text c="dimmed">{t('description')}</Text>
        {brands.isError ? (
          <Alert color="red" title={t('loadError')}>
            <Button variant="default" size="xs" onClick={() => void brands.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : !brands.data ? (
          <PageLoader />
        ) : rows.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Text ta="center" c="dimmed">
              {t('no_data')}
            </Text>
          </Paper>
        ) : (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('table.main')}</Table.Th>
                    <Table.Th>{t('table.logo')}</Table.Th>
                    <Table.Th>{t('table.name')}</Table.Th>
                    <Table.Th>{t('table.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((brand) => (
                    <Table.Tr key={brand.id} data-testid={`brand-row-${brand.id}`}>
                      <Table.Td>
                        {/* The badge keeps its whole text: the column grows to it instead of cutting it short. */}
                        {brand.isMain ? (
                          <Badge variant="light" style={{ minWidth: 'max-content', overflow: 'visible' }}>
                            {t('table.mainBadge')}
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <BrandLogo brand={brand} />
                      </Table.Td>
                      <Table.Td>
                        <Text fw={600}>{brand.name}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="default"
                            leftSection={<IconPencil size={14} aria-hidden />}
                            onClick={() => setDialog({ opened: true, brand })}
                            aria-label={t('editBrand', { name: brand.name })}
                          >
                            {t('edit')}
                          </Button>
                          {/* The main brand cannot be deleted. */}
                          {brand.isMain ? null : (
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              color="red"
                              leftSection={<IconTrash size={14} aria-hidden />}
                              onClick={() => setDeleting(brand)}
                              aria-label={t('deleteBrand', { name: brand.name })}
                            >
                              {t('delete')}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </Stack>
      <BrandDialog opened={dialog.opened} brand={dialog.brand} onClose={() => setDialog((d) => ({ ...d, opened: false }))} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('deleteDialog.title')}
        confirmLabel={t('delete')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        loading={remove.isPending}
        danger
      >
        {t('deleteDialog.question', { name: lastDeleting?.name ?? '' })}
      </ConfirmDialog>
    </Container>
  );
}
