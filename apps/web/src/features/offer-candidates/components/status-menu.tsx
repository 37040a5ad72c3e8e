import { ActionIcon, Badge, Button, Menu } from '@mantine/core';
import { IconArrowsExchange, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { moveTargets, statusKey } from '../pipeline-rules';

/** A pipeline status in the reader's language; the server's title for a status the page has no text for. */
export function useStatusTitle() {
  const { t } = useTranslation('offerCandidates');
  return (status: { id: number; title?: string }) => {
    const key = statusKey(status.id);
    return key ? t(`statuses.${key}`) : (status.title ?? String(status.id));
  };
}

export function StatusBadge({ status }: { status: { id: number; title?: string } }) {
  const title = useStatusTitle();
  return (
    <Badge variant="light" color="gray" c="dark.7" tt="none" data-testid="candidate-status">
      {title(status)}
    </Badge>
  );
}

export interface StatusMenuProps {
  statusId: number;
  candidateName: string;
  onMove(status: number): void;
  disabled?: boolean;
  /** A compact icon on the card, a labelled button in the panel. */
  variant: 'icon' | 'button';
}

/** Moves one candidate to any pipeline status but the current one. */
export function StatusMenu({ statusId, candidateName, onMove, disabled, variant }: StatusMenuProps) {
  const { t } = useTranslation('offerCandidates');
  const title = useStatusTitle();
  const label = t('statusMenu.labelFor', { name: candidateName });
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        {variant === 'icon' ? (
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} disabled={disabled}>
            <IconArrowsExchange size={20} aria-hidden />
          </ActionIcon>
        ) : (
          // Inside the candidate's own panel the visible text is the name: a name that differed from it would mislead speech input.
          <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />} disabled={disabled}>
            {t('statusMenu.label')}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('statusMenu.moveTo')}</Menu.Label>
        {moveTargets(statusId).map((target) => (
          <Menu.Item key={target} onClick={() => onMove(target)}>
            {title({ id: target })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
