import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/**
 * The end of a step's list of entries (professions, work places): the empty message, the step's
 * own server errors and the add button while more entries are allowed.
 */
export function EntryListFooter(props: {
  isEmpty: boolean;
  emptyText: string;
  errors: readonly string[];
  errorText: (key: string) => string | undefined;
  canAdd: boolean;
  addLabel: string;
  onAdd: () => void;
  busy: boolean;
}) {
  return (
    <>
      {props.isEmpty ? (
        <Text c="dimmed" size="sm">
          {props.emptyText}
        </Text>
      ) : null}
      {props.errors.map((key) => (
        // data-form-error: a refused save scrolls to it and focuses it (useInvalidFocus).
        <Alert key={key} color="red" role="alert" data-form-error="true" tabIndex={-1}>
          {props.errorText(key)}
        </Alert>
      ))}
      {props.canAdd ? (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={props.onAdd} disabled={props.busy}>
            {props.addLabel}
          </Button>
        </Group>
      ) : null}
    </>
  );
}
