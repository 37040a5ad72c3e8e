import { Avatar } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LogoAvatar } from '@/components/logo-avatar';
import type { OfferClient } from '@trades/contracts';
import { clientLogoUrl, initials } from './offer-format';

/**
 * The employer's logo, whole (never cropped); without one ('fakeLogo.png') the initials of the name. Visitors do not
 * see who the employer is, so they get a neutral placeholder.
 */
export function ClientLogo({ client, showEmployer, size = 56 }: { client: OfferClient; showEmployer: boolean; size?: number }) {
  const { t } = useTranslation('offers');
  if (!showEmployer) {
    return (
      <Avatar size={size} radius="md" color="gray" variant="light" aria-hidden>
        <IconBuilding size={size / 2} />
      </Avatar>
    );
  }
  return (
    <LogoAvatar size={size} radius="md" src={clientLogoUrl(client.logo)} alt={t('employer.logo', { name: client.name })}>
      {initials(client.name)}
    </LogoAvatar>
  );
}
