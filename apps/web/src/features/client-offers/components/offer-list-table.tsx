import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, Menu, Stack, Table, Text, Tooltip } from '@mantine/core';
import {
  IconArchive,
  IconCircleX,
  IconCopy,
  IconDotsVertical,
  IconExternalLink,
  IconFileText,
  IconPencil,
  IconUsers,
} from '@tabler/icons-react';
import { type ClientOfferListItem, StatusId } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale, htmlLang } from '@/lib/i18n';
import { formatListDate, offerLocation, shownRowActions, statusKey } from '../offer-list-rules';
import type { OfferActionRequest } from './offer-action-dialogs';

export interface OfferListTableProps {
  rows: ClientOfferListItem[];
  selected: readonly number[];
  onToggleSelected(id: number): void;
  onAction(request: OfferActionRequest): void;
}

const STATUS_COLORS: Record<number, string> = {
  [StatusId.Active]: 'green',
  [StatusId.Paid]: 'teal',
  [StatusId.Verification]: 'yellow',
  [StatusId.Withdrawn]: 'orange',
  [StatusId.Archived]: 'gray',
};

/** The status badge; its tooltip says what the status means (ready for purchase, ready for publication ...). */
function StatusBadge({ statusId }: { statusId: number }) {
  const { t } = useTranslation('clientOffers');
  const key = statusKey(statusId);
  return (
    <Tooltip label={t(`list.statusHint.${key}`)} events={{ hover: true, focus: true, touch: true }} withArrow>
      <Badge color={STATUS_COLORS[statusId] ?? 'blue'} variant="light" tabIndex={0} style={{ cursor: 'help', minWidth: 'max-content' }}>
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
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { offer: offer.slug })}>
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
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The offer table: actions, publication, offer, applied, visits,
 * location, date created, publication date. The next step of a draft (approve) or of an offer
 * ready for publication (publish) is a button next to its status.
 */
export function OfferListTable({ rows, selected, onToggleSelected, onAction }: OfferListTableProps) {
  const { t } = useTranslation('clientOffers');
  const language = htmlLang(currentLocale());
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
          {rows.map((offer) => {
            const can = shownRowActions(offer);
            const applied = offer.offerStatistics.numTotalApplied;
            return (
              <Table.Tr key={offer.id} data-testid={`offer-row-${offer.id}`}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {can.select ? (
                      <Checkbox
                        checked={selected.includes(offer.id)}
                        onChange={() => onToggleSelected(offer.id)}
                        aria-label={t('list.selectForPurchase', { offer: offer.slug })}
                      />
                    ) : null}
                    <RowMenu offer={offer} onAction={onAction} />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Stack gap={6} align="flex-start">
                    <StatusBadge statusId={offer.status.id} />
                    {can.approve ? (
                      <Button size="compact-sm" variant="light" onClick={() => onAction({ action: 'approve', offer })} aria-label={t('actions.approve.labelFor', { offer: offer.slug })}>
                        {t('actions.approve.label')}
                      </Button>
                    ) : null}
                    {can.publish ? (
                      <Button size="compact-sm" onClick={() => onAction({ action: 'publish', offer })} aria-label={t('actions.publish.labelFor', { offer: offer.slug })}>
                        {t('actions.publish.label')}
                      </Button>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {offer.profession.title}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {offer.slug}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {applied > 0 ? (
                    <Anchor component={Link} to={`/user/offer/candidates/${offer.id}#selfApplications`} aria-label={t('list.appliedLink', { count: applied, offer: offer.slug })}>
                      {applied}
                    </Anchor>
                  ) : (
                    applied
                  )}
                </Table.Td>
                <Table.Td>{offer.offerStatistics.numUniquePreview}</Table.Td>
                <Table.Td>{offerLocation(offer)}</Table.Td>
                <Table.Td>{formatListDate(offer.createdAt, language)}</Table.Td>
                <Table.Td>{formatListDate(offer.publicationAt, language) || '—'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
