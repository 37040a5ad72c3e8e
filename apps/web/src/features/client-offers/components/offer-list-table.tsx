import { ActionIcon, Anchor, Badge, Box, Button, Checkbox, Group, Menu, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import {
  IconArchive,
  IconCircleX,
  IconCopy,
  IconDotsVertical,
  IconExternalLink,
  IconFileText,
  IconPencil,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { type ClientOfferListItem, StatusId } from '@trades/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/lib/i18n';
import { formatListDate, offerLocation, offerName, shownRowActions, statusKey } from '../offer-list-rules';
import type { OfferActionRequest } from './offer-action-dialogs';
import { useCardLayout } from '@/components/use-card-layout';
import { CardFacts } from '@/components/card-facts';
import { ModerationNote } from './moderation-note';

export interface OfferListTableProps {
  rows: ClientOfferListItem[];
  selected: readonly number[];
  /** The selection is the cart's: the boxes wait until the cart is known. */
  selectionDisabled?: boolean;
  onToggleSelected(id: number): void;
  onAction(request: OfferActionRequest): void;
}

const STATUS_COLORS: Record<number, string> = {
  [StatusId.Active]: 'green',
  [StatusId.Paid]: 'teal',
  [StatusId.Verification]: 'yellow',
  [StatusId.Verified]: 'cyan',
  [StatusId.Inactive]: 'red',
  [StatusId.Withdrawn]: 'orange',
  [StatusId.Archived]: 'gray',
};

/** The status badge; its tooltip says what the status means (ready for purchase, ready for publication ...). */
function StatusBadge({ statusId }: { statusId: number }) {
  const { t } = useTranslation('clientOffers');
  const key = statusKey(statusId);
  const color = STATUS_COLORS[statusId] ?? 'blue';
  // Dark text on the tinted background: the light variant's coloured text falls below 4.5:1 contrast for teal (ready for publication).
  return (
    <Tooltip label={t(`list.statusHint.${key}`)} events={{ hover: true, focus: true, touch: true }} withArrow>
      <Badge color={color} c="dark.8" variant="light" tabIndex={0} style={{ cursor: 'help', minWidth: 'max-content' }}>
        {t(`list.status.${key}`)}
      </Badge>
    </Tooltip>
  );
}

function RowMenu({ offer, onAction }: { offer: ClientOfferListItem; onAction: OfferListTableProps['onAction'] }) {
  const { t } = useTranslation('clientOffers');
  const can = shownRowActions(offer);
  const act = (action: OfferActionRequest['action']) => () => onAction({ action, offer });
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { offer: offerName(offer) })}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {can.edit ? (
          <Menu.Item component={Link} to={`/user/offer/edit/${offer.id}`} leftSection={<IconPencil size={16} aria-hidden />}>
            {t('actions.edit')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          component="a"
          href={`/offer/preview/${offer.id}`}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconExternalLink size={16} aria-hidden />}
          aria-label={t('actions.previewNewTab')}
        >
          {t('actions.preview')}
        </Menu.Item>
        {can.candidates ? (
          <Menu.Item component={Link} to={`/user/offer/candidates/${offer.id}`} leftSection={<IconUsers size={16} aria-hidden />}>
            {t('actions.candidates')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to={`/user/offer/${offer.id}/documents`} leftSection={<IconFileText size={16} aria-hidden />}>
          {t('actions.documents')}
        </Menu.Item>
        <Menu.Divider />
        {can.duplicate ? (
          <Menu.Item onClick={act('duplicate')} leftSection={<IconCopy size={16} aria-hidden />}>
            {t('actions.duplicate.label')}
          </Menu.Item>
        ) : null}
        {can.withdraw ? (
          <Menu.Item onClick={act('withdraw')} leftSection={<IconCircleX size={16} aria-hidden />}>
            {t('actions.withdraw.label')}
          </Menu.Item>
        ) : null}
        {can.archive ? (
          <Menu.Item color="red" onClick={act('archive')} leftSection={<IconArchive size={16} aria-hidden />}>
            {t('actions.archive.label')}
          </Menu.Item>
        ) : null}
        {can.delete ? (
          <Menu.Item color="red" onClick={act('delete')} leftSection={<IconTrash size={16} aria-hidden />}>
            {t('actions.delete.label')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

type RowProps = { offer: ClientOfferListItem } & Pick<OfferListTableProps, 'selected' | 'selectionDisabled' | 'onToggleSelected' | 'onAction'>;

/** The selection checkbox (drafts that may be bought) and the action menu. */
function RowControls({ offer, selected, selectionDisabled, onToggleSelected, onAction }: RowProps) {
  const { t } = useTranslation('clientOffers');
  return (
    <Group gap="xs" wrap="nowrap">
      {shownRowActions(offer).select ? (
        <Checkbox checked={selected.includes(offer.id)} disabled={selectionDisabled} onChange={() => onToggleSelected(offer.id)} aria-label={t('list.selectForPurchase', { offer: offerName(offer) })} />
      ) : null}
      <RowMenu offer={offer} onAction={onAction} />
    </Group>
  );
}

/** The status with the next step of a draft (approve) or of an offer ready for publication (publish). */
function PublicationCell({ offer, onAction, direction }: Pick<RowProps, 'offer' | 'onAction'> & { direction: 'row' | 'column' }) {
  const { t } = useTranslation('clientOffers');
  const can = shownRowActions(offer);
  const Layout = direction === 'row' ? Group : Stack;
  return (
    <Layout gap={6} align={direction === 'row' ? 'center' : 'flex-start'}>
      <StatusBadge statusId={offer.status.id} />
      {can.approve ? (
        <Button size="compact-sm" variant="light" onClick={() => onAction({ action: 'approve', offer })} aria-label={t('actions.approve.labelFor', { offer: offerName(offer) })}>
          {t('actions.approve.label')}
        </Button>
      ) : null}
      {can.publish ? (
        <Button size="compact-sm" onClick={() => onAction({ action: 'publish', offer })} aria-label={t('actions.publish.labelFor', { offer: offerName(offer) })}>
          {t('actions.publish.label')}
        </Button>
      ) : null}
    </Layout>
  );
}

/** The offer's title (profession and city) and its number: what tells an offer from its copies. The slug stays in addresses. */
function OfferName({ offer }: { offer: ClientOfferListItem }) {
  const { t } = useTranslation('clientOffers');
  return (
    <>
      <Text fw={600} size="sm">
        {offerName(offer, false)}
      </Text>
      <Text size="xs" c="dimmed" data-testid="offer-number">
        {t('list.offerNumber', { id: offer.id })}
      </Text>
      <ModerationNote note={offer.moderation} statusId={offer.status.id} compact />
    </>
  );
}

function AppliedCount({ offer }: { offer: ClientOfferListItem }) {
  const { t } = useTranslation('clientOffers');
  const applied = offer.offerStatistics.numTotalApplied;
  return applied > 0 ? (
    <Anchor component={Link} to={`/user/offer/candidates/${offer.id}#selfApplications`} aria-label={t('list.appliedLink', { count: applied, offer: offerName(offer) })}>
      {applied}
    </Anchor>
  ) : (
    <>{applied}</>
  );
}

/** One offer as a card on a narrow screen: the table's columns as labelled facts, the same actions. */
function OfferCard(props: RowProps) {
  const { t } = useTranslation('clientOffers');
  const { offer } = props;
  const locale = currentLocale();
  const facts: [string, ReactNode][] = [
    [t('list.columns.applied'), <AppliedCount key="applied" offer={offer} />],
    [t('list.columns.visits'), offer.offerStatistics.numUniquePreview],
    [t('list.columns.location'), offerLocation(offer) || '—'],
    [t('list.columns.createdAt'), formatListDate(offer.createdAt, locale)],
    [t('list.columns.publicationAt'), formatListDate(offer.publicationAt, locale) || '—'],
  ];
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid={`offer-row-${offer.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Box style={{ minWidth: 0 }}>
            <OfferName offer={offer} />
          </Box>
          <RowControls {...props} />
        </Group>
        <PublicationCell offer={offer} onAction={props.onAction} direction="row" />
        <CardFacts facts={facts} />
      </Stack>
    </Paper>
  );
}

/**
 * The offer list: on wide screens a table (actions, publication, offer, applied, visits, location,
 * date created, publication date), on narrow ones a card per offer with the same content and actions.
 * The next step of a draft (approve) or of an offer ready for publication (publish) is a button next to its status.
 */
export function OfferListTable({ rows, selected, selectionDisabled, onToggleSelected, onAction }: OfferListTableProps) {
  const { t } = useTranslation('clientOffers');
  const locale = currentLocale();
  const asCards = useCardLayout();
  const rowProps = { selected, selectionDisabled, onToggleSelected, onAction };
  if (asCards) {
    return (
      <Stack component="ul" gap="sm" p="sm" m={0} style={{ listStyle: 'none' }} aria-label={t('list.cards')}>
        {rows.map((offer) => (
          <OfferCard key={offer.id} offer={offer} {...rowProps} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.actions')}</Table.Th>
            <Table.Th>{t('list.columns.publication')}</Table.Th>
            <Table.Th>{t('list.columns.offer')}</Table.Th>
            <Table.Th>{t('list.columns.applied')}</Table.Th>
            <Table.Th>{t('list.columns.visits')}</Table.Th>
            <Table.Th>{t('list.columns.location')}</Table.Th>
            <Table.Th>{t('list.columns.createdAt')}</Table.Th>
            <Table.Th>{t('list.columns.publicationAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((offer) => (
            <Table.Tr key={offer.id} data-testid={`offer-row-${offer.id}`}>
              <Table.Td>
                <RowControls offer={offer} {...rowProps} />
              </Table.Td>
              <Table.Td>
                <PublicationCell offer={offer} onAction={onAction} direction="column" />
              </Table.Td>
              <Table.Td>
                <OfferName offer={offer} />
              </Table.Td>
              <Table.Td>
                <AppliedCount offer={offer} />
              </Table.Td>
              <Table.Td>{offer.offerStatistics.numUniquePreview}</Table.Td>
              <Table.Td>{offerLocation(offer)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatListDate(offer.createdAt, locale)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatListDate(offer.publicationAt, locale) || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
