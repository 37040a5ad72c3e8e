import { Anchor, Button, Container, Group, Paper, Text } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';

function readConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) === 'accepted';
  } catch {
    return false;
  }
}

const subscribeToNothing = () => () => undefined;

/**
 * The cookie notice. The product sets only the cookies it needs (session and
 * language), so the notice informs and is acknowledged once; the answer stays in this browser.
 */
export function CookieConsent() {
  const { t } = useTranslation('layout');
  // The server cannot see this browser's answer: it renders the notice, and hydration then reads the answer.
  const acceptedBefore = useSyncExternalStore(subscribeToNothing, readConsent, () => false);
  const [accepted, setAccepted] = useState(false);
  if (accepted || acceptedBefore) return null;

  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'accepted');
    } catch {
      // Storage can be blocked: the notice then hides for this page view only.
    }
    setAccepted(true);
  };

  return (
    <Paper
      // Its button needs the script: without it the notice stays out of the way (the footer links the cookie policy).
      className="js-only"
      component="section"
      aria-label={t('cookies.label')}
      shadow="lg"
      radius={0}
      p="md"
      withBorder
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 300 }}
    >
      <Container size="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 20rem' }}>
            <IconCookie size={28} aria-hidden color="var(--mantine-color-orange-8)" style={{ flexShrink: 0 }} />
            <Text size="sm">
              {t('cookies.text')}{' '}
              <Anchor component={Link} to="/documents/cookies" size="sm">
                {t('cookies.policyLink')}
              </Anchor>
            </Text>
          </Group>
          <Button onClick={accept}>{t('cookies.accept')}</Button>
        </Group>
      </Container>
    </Paper>
  );
}
