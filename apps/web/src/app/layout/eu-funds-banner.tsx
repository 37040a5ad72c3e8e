import { Anchor, Collapse, Container, Group, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './site-header.module.css';

/** The strip about the EU co-financing; it collapses once the page is scrolled (see the public layout). */
export function EuFundsBanner({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <Collapse expanded={!hidden}>
      <div className={classes.euBanner}>
        <Container size="lg" py={6}>
          <Group gap="xs" justify="center" wrap="nowrap">
            <IconFlag size={16} aria-hidden color="var(--mantine-color-blue-9)" />
            <Text size="sm" c="dark.7" ta="center">
              {t('euBanner.text')}{' '}
              <Anchor component={Link} to="/european-funds" className={classes.euBannerLink} tabIndex={hidden ? -1 : undefined}>
                {t('euBanner.link')}
              </Anchor>
            </Text>
          </Group>
        </Container>
      </div>
    </Collapse>
  );
}
