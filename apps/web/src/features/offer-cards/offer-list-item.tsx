import { Anchor, Badge, Card, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import type { OfferListItem as OfferListItemData } from '@trades/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale, htmlLang } from '@/lib/i18n';
import { comparableHourlyPay, formatDistance, offerPath, plainText } from './offer-format';
import { ClientLogo } from './client-logo';
import classes from './offer-card.module.css';
import { SalaryLines } from './salary-lines';
import { useWorkPeriodText } from './work-period';

export interface OfferListItemProps {
  offer: OfferListItemData;
  /** Signed-in users see the employer; visitors a prompt to log in. */
  showEmployer: boolean;
  /** Called when the offer is opened, before the navigation (the detail's previous/next list). */
  onOpen?: () => void;
  /** Where the card leads; the offer's own address by default, nowhere with null (an offer no longer public). */
  to?: string | null;
  /** Beside the title, above the link that covers the card (the saved offers' heart). */
  action?: ReactNode;
  /** Shown above the salary lines (the matched offers' score). */
  aside?: ReactNode;
  /** Shown under the card's content, above the link that covers the card, so its controls stay usable. */
  footer?: ReactNode;
}

/**
 * A row of the offer list: profession, country and city, overtime and rotation, the first work
 * system, an excerpt, the salary lines, the work period and the employer. The whole card opens
 * the offer.
 */
export function OfferListItem({ offer, showEmployer, onOpen, to, aside, footer, action }: OfferListItemProps) {
  const { t } = useTranslation('offers');
  const period = useWorkPeriodText(offer);
  const excerpt = plainText(offer.description);
  const firstWorkSystem = offer.workSystems[0];
  const language = htmlLang(currentLocale());
  const hourlyPay = comparableHourlyPay(offer, language);
  // Only a search by place has distances (typeof: older cached answers have no field at all).
  const distance = typeof offer.distanceKm === 'number' ? formatDistance(offer.distanceKm, language) : null;

  return (
    <Card withBorder radius="md" padding="lg" component="article" className={classes.card} data-testid="offer-list-item">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="md" align={{ base: 'stretch', sm: 'flex-start' }}>
        <Group align="flex-start" wrap="nowrap" gap="md" style={{ flex: 1, minWidth: 0 }}>
          <ClientLogo client={offer.client} showEmployer={showEmployer} />
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Title order={3} size="h4">
                {to === null ? (
                  offer.profession.title
                ) : (
                  <Link to={to ?? offerPath(offer)} className={classes.titleLink} onClick={onOpen}>
                    {offer.profession.title}
                  </Link>
                )}
              </Title>
              {action ? <div className={classes.above}>{action}</div> : null}
            </Group>
            {offer.workLocationState || offer.workLocationCity || distance ? (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={16} aria-hidden color="var(--mantine-color-gray-7)" />
                <Text size="sm">
                  {offer.workLocationState?.country}
                  {offer.workLocationState && offer.workLocationCity ? ', ' : null}
                  {offer.workLocationCity?.title}
                </Text>
                {distance ? (
                  <Text size="sm" fw={600} data-testid="offer-distance">
                    {distance}
                  </Text>
                ) : null}
              </Group>
            ) : null}
            {offer.workOvertime || offer.workRotational || firstWorkSystem || offer.userApplied ? (
              // Dark text on the light tint: Mantine's own light-variant text misses 4.5:1 for some colours.
              <Group gap={6}>
                {offer.userApplied ? (
                  <Badge color="green" variant="light" c="dark.7">
                    {t('list.applied')}
                  </Badge>
                ) : null}
                {offer.workOvertime ? (
                  <Badge color="orange" variant="light" c="dark.7">
                    {t('markers.overtime')}
                  </Badge>
                ) : null}
                {offer.workRotational ? (
                  <Badge color="grape" variant="light" c="dark.7">
                    {t('markers.rotational')}
                  </Badge>
                ) : null}
                {firstWorkSystem ? (
                  <Badge color="gray" variant="light" c="dark.7" tt="none">
                    {firstWorkSystem.title}
                  </Badge>
                ) : null}
              </Group>
            ) : null}
            {excerpt ? (
              <Text size="sm" lineClamp={2}>
                {excerpt}
              </Text>
            ) : null}
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={16} aria-hidden color="var(--mantine-color-gray-7)" />
              <Text size="sm">
                <Text span c="dimmed" inherit>
                  {t('period.label')}:
                </Text>{' '}
                {period}
              </Text>
            </Group>
            {showEmployer ? (
              offer.client.name ? (
                <Text size="sm" fw={600}>
                  {offer.client.name}
                </Text>
              ) : null
            ) : (
              <Text size="sm" className={classes.above}>
                {t('list.loginPrompt')}{' '}
                <Anchor component={Link} to="/sign-in" fw={600} inherit>
                  {t('list.login')}
                </Anchor>
              </Text>
            )}
          </Stack>
        </Group>
        <Stack gap={2} miw={170} align="flex-start">
          {aside}
          <SalaryLines offer={offer} />
          {hourlyPay ? (
            <Text size="sm" fw={600} data-testid="offer-hourly-pay">
              {t('list.hourlyPay', { amount: hourlyPay })}
            </Text>
          ) : null}
        </Stack>
      </Flex>
      {footer ? <div className={classes.above}>{footer}</div> : null}
    </Card>
  );
}
