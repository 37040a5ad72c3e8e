import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { AccountType } from '@trades/contracts';
import { Suspense, lazy, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signInPath } from '@/features/accounts';
import { useSession } from '@/lib/session';
import { JOB_ALERTS_PATH } from '../job-alert-paths';

// The dialog (modal, focus trap, the frequency choice) loads when first opened, not with the result list.
const SaveSearchDialog = lazy(async () => ({ default: (await import('./save-search-dialog')).SaveSearchDialog }));

interface SaveSearchButtonProps {
  /** The search as its /search/query/{params} segment. */
  searchParams: string;
}

/**
 * "Save this search" on the result list: a signed-in candidate picks daily or weekly and saves
 * it as a job alert; a visitor is told to sign in; employers see nothing.
 */
export function SaveSearchButton({ searchParams }: SaveSearchButtonProps) {
  const { t } = useTranslation('jobAlerts');
  const { status, accountType } = useSession();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  // Kept once opened, so the dialog can play its closing transition.
  const [wanted, setWanted] = useState(false);
  const [saved, setSaved] = useState(false);

  if (status === 'anonymous') {
    return (
      <Text size="sm" c="dimmed" data-testid="save-search-hint">
        <IconBell size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        <Trans t={t} i18nKey="save.signInHint" components={{ signIn: <Anchor component={Link} to={signInPath(pathname)} underline="always" /> }} />
      </Text>
    );
  }
  if (accountType !== AccountType.Candidate) return null;

  return (
    <>
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconBell size={18} aria-hidden />}
          onClick={() => {
            setWanted(true);
            setOpened(true);
          }}
        >
          {t('save.button')}
        </Button>
        <Text size="sm" aria-live="polite">
          {saved ? (
            <Anchor component={Link} to={JOB_ALERTS_PATH}>
              {t('save.seeAlerts')}
            </Anchor>
          ) : null}
        </Text>
      </Group>
      {wanted ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            opened={opened}
            onClose={() => setOpened(false)}
            onSaved={() => {
              setOpened(false);
              setSaved(true);
            }}
            searchParams={searchParams}
          />
        </Suspense>
      ) : null}
    </>
  );
}
