import { Alert, Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import type { ClientBrand } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LogoAvatar } from '@/components/logo-avatar';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteBrand } from './api/delete-brand';
import { useBrands } from './api/get-brands';
import { useMakeMainBrand } from './api/make-main-brand';
import { sortBrands } from './brand-rules';
import { BrandDialog } from './components/brand-dialog';
import { useCardLayout } from '@/components/use-card-layout';

function BrandLogo({ brand }: { brand: ClientBrand }) {
  const { t } = useTranslation('brands');
  // The thumbnail link is signed by the API, so a plain <img> loads it without the bearer token.
  const src = brand.logo?.thumbnailUrl ?? brand.logoUrl;
  return (
    <LogoAvatar src={src} alt={t('table.logoOf', { name: brand.name })} size={48} width={96}>
      {brand.name.slice(0, 2).toUpperCase()}
    </LogoAvatar>
  );
}

function MainBadge() {
  const { t } = useTranslation('brands');
  // The badge keeps its whole text: its box grows to it instead of cutting it short.
  return (
    <Badge variant="light" style={{ minWidth: 'max-content', overflow: 'visible' }}>
      {t('table.mainBadge')}
    </Badge>
  );
}

interface BrandActions {
  edit(brand: ClientBrand): void;
  makeMain(brand: ClientBrand): void;
  remove(brand: ClientBrand): void;
  /** The brand whose switch to main is on its way. */
  makingMain: number | null;
}

/** Edit, and for a brand other than the main one: make it the main one, or delete it (the main brand cannot be deleted). */
function BrandActionButtons({ brand, actions }: { brand: ClientBrand; actions: BrandActions }) {
  const { t } = useTranslation('brands');
  return (
    <Group gap="xs">
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => actions.edit(brand)}
        aria-label={t('editBrand', { name: brand.name })}
      >
        {t('edit')}
      </Button>
      {brand.isMain ? null : (
        <>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconStar size={14} aria-hidden />}
            onClick={() => actions.makeMain(brand)}
            loading={actions.makingMain === brand.id}
            disabled={actions.makingMain !== null && actions.makingMain !== brand.id}
            aria-label={t('makeMainBrand', { name: brand.name })}
          >
            {t('makeMain')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => actions.remove(brand)}
            aria-label={t('deleteBrand', { name: brand.name })}
          >
            {t('delete')}
          </Button>
        </>
      )}
    </Group>
  );
}

function BrandTable({ brands, actions }: { brands: ClientBrand[]; actions: BrandActions }) {
  const { t } = useTranslation('brands');
  return (
    <Paper withBorder radius="md">
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.main')}</Table.Th>
            <Table.Th scope="col">{t('table.logo')}</Table.Th>
            <Table.Th scope="col">{t('table.name')}</Table.Th>
            <Table.Th scope="col">{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {brands.map((brand) => (
            <Table.Tr key={brand.id} data-testid={`brand-row-${brand.id}`}>
              <Table.Td>{brand.isMain ? <MainBadge /> : null}</Table.Td>
              <Table.Td>
                <BrandLogo brand={brand} />
              </Table.Td>
              <Table.Td>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {brand.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <BrandActionButtons brand={brand} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** One card per brand on a phone: logo, name and main badge, then the actions, all within the screen's width. */
function BrandCards({ brands, actions }: { brands: ClientBrand[]; actions: BrandActions }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {brands.map((brand) => (
        <Paper key={brand.id} component="li" withBorder radius="md" p="sm" data-testid={`brand-row-${brand.id}`}>
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap" align="center">
              <BrandLogo brand={brand} />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {brand.name}
                </Text>
                {brand.isMain ? <MainBadge /> : null}
              </Stack>
            </Group>
            <BrandActionButtons brand={brand} actions={actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** /client/brands: every brand, main first, with the add/edit dialog, the switch of the main brand and deletion. A table on wide screens, a card per brand on narrow ones. */
export function BrandsPage() {
  const { t } = useTranslation('brands');
  usePageTitle(t('title'));
  const brands = useBrands();
  const remove = useDeleteBrand();
  const makeMain = useMakeMainBrand();
  const asCards = useCardLayout();
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

  const actions: BrandActions = {
    edit: (brand) => setDialog({ opened: true, brand }),
    makeMain: (brand) =>
      makeMain.mutate(brand.id, { onSuccess: () => notifySuccess(t('toast.main_changed', { name: brand.name })), onError: notifyError }),
    remove: setDeleting,
    makingMain: makeMain.isPending ? (makeMain.variables ?? null) : null,
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
        ) : asCards ? (
          <BrandCards brands={rows} actions={actions} />
        ) : (
          <BrandTable brands={rows} actions={actions} />
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
