import { Button, Checkbox, Group, Menu, Paper, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { moveStages } from '../pipeline-rules';
import { useStageTitle } from './status-menu';

export interface SelectionBarProps {
  total: number;
  selectedCount: number;
  /** The selected cards' statuses: the stage they all share is not offered. */
  selectedStatuses: readonly number[];
  onSelectAll(all: boolean): void;
  onMove(status: number): void;
  busy: boolean;
}

/** "Select all in this tab" and, with a selection, the bulk move. */
export function SelectionBar({ total, selectedCount, selectedStatuses, onSelectAll, onMove, busy }: SelectionBarProps) {
  const { t } = useTranslation('offerCandidates');
  const stageTitle = useStageTitle();
  return (
    <Paper withBorder radius="md" px="sm" py="xs" data-testid="pipeline-selection">
      <Group justify="space-between" gap="sm">
        <Checkbox
          label={t('selection.all')}
          checked={total > 0 && selectedCount === total}
          indeterminate={selectedCount > 0 && selectedCount < total}
          onChange={(event) => onSelectAll(event.currentTarget.checked)}
        />
        {selectedCount > 0 ? (
          <Group gap="sm">
            <Text size="sm" role="status">
              {t('selection.count', { count: selectedCount })}
            </Text>
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <Button size="sm" loading={busy} rightSection={<IconChevronDown size={16} aria-hidden />}>
                  {t('selection.move')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('statusMenu.moveTo')}</Menu.Label>
                {moveStages(selectedStatuses).map((stage) => (
                  <Menu.Item key={stage.key} onClick={() => onMove(stage.status)}>
                    {stageTitle(stage.key)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
