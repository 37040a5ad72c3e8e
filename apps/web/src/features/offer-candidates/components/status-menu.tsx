import { ActionIcon, Badge, Button, Menu } from '@mantine/core';
import { IconArrowsExchange, IconChevronDown } from '@tabler/icons-react';
import { PipelineStageLabelKey, type PipelineTabKey, pipelineStageLabelKey } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { moveStages } from '../pipeline-rules';

/** A stage's one name (contracts' pipeline_stage_*, the same in tabs, menus, badges and the history). */
export function useStageTitle() {
  const { t } = useTranslation('errors');
  return (stage: PipelineTabKey) => t(PipelineStageLabelKey[stage]);
}

/** A pipeline status by its stage's name; the server's title for a status outside the pipeline. */
export function useStatusTitle() {
  const { t } = useTranslation('errors');
  return (status: { id: number; title?: string }) => {
    const key = pipelineStageLabelKey(status.id);
    return key ? t(key) : (status.title ?? String(status.id));
  };
}

/** The card's stage; highlighted while nobody has opened the card (status 8). */
export function StatusBadge({ status, unopened = false }: { status: { id: number; title?: string }; unopened?: boolean }) {
  const { t } = useTranslation('offerCandidates');
  const title = useStatusTitle();
  return unopened ? (
    <Badge color="blue" tt="none" title={t('card.unopened')} data-testid="candidate-new">
      {title(status)}
    </Badge>
  ) : (
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

/** Moves one candidate to any stage but its current one. */
export function StatusMenu({ statusId, candidateName, onMove, disabled, variant }: StatusMenuProps) {
  const { t } = useTranslation('offerCandidates');
  const stageTitle = useStageTitle();
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
        {moveStages([statusId]).map((stage) => (
          <Menu.Item key={stage.key} onClick={() => onMove(stage.status)}>
            {stageTitle(stage.key)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
