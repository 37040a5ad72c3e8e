import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import type { OfferListItem } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClientLogo } from './client-logo';
import classes from './offer-card.module.css';
import { offerPath, offerPlace } from './offer-format';
import { NEWEST_OFFERS_LIST, rememberOfferList } from './offer-list-context';
import { SalaryLines } from './salary-lines';
import { useWorkPeriodText } from './work-period';

interface OfferCardProps {
  offer: OfferListItem;
  showEmployer: boolean;
  /** The list whose previous/next the opened offer shows (the home page's newest offers); null keeps the one remembered. */
  list?: string | null;
}

/** A compact offer card of the home page and of similar offers, with the list item's formats; the whole card opens the offer. */
export function OfferCard({ offer, showEmployer, list = NEWEST_OFFERS_LIST }: OfferCardProps) {
  const { t } = useTranslation('offers');
  const place = offerPlace(offer);
  const period = useWorkPeriodText(offer);

  return (
    <Card withBorder radius="md" padding="lg" component="article" h="100%" className={classes.card}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Badge variant="light" color="blue" c="dark.7" size="sm" tt="none">
            {offer.industry.title}
          </Badge>
          <ClientLogo client={offer.client} showEmployer={showEmployer} size={40} />
        </Group>
        <Title order={3} size="h4">
          <Link to={offerPath(offer)} className={classes.titleLink} onClick={list === null ? undefined : () => rememberOfferList(list)}>
            {offer.profession.title}
          </Link>
        </Title>
        {place ? (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden color="var(--mantine-color-gray-7)" />
            <Text size="sm">{place}</Text>
          </Group>
        ) : null}
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={16} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="sm">{period}</Text>
        </Group>
        <Stack gap={4} mt="auto" pt="sm">
          <SalaryLines offer={offer} size="sm" />
          {showEmployer ? (
            <Text size="sm" fw={600}>
              {offer.client.name}
            </Text>
          ) : (
            <Text size="sm" className={classes.above}>
              <Anchor component={Link} to="/sign-in" inherit>
                {t('list.loginShort')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
