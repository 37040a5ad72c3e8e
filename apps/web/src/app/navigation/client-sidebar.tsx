import { Divider, Stack } from '@mantine/core';
import {
  IconArchive,
  IconBriefcase,
  IconChartBar,
  IconFileInvoice,
  IconCircleX,
  IconHome,
  IconLogout,
  IconPencil,
  IconPlus,
  IconReceipt,
  IconSettings,
  IconShoppingCart,
  IconTag,
  IconUsers,
  IconBuildingSkyscraper,
  IconListCheck,
  IconMessages,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COMPANY_DATA_ANCHOR } from '@/features/accounts';
import { CONVERSATIONS_PATH } from '@/features/conversations';
import { PanelLinks } from './panel-links';

/**
 * The employer panel's links. The candidate collection
 * and the cart are listed too: those pages exist and would otherwise have no way in.
 */
export function ClientSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const label = (key: string) => t(`clientPanel.${key}`);
  return (
    <Stack gap="xs">
      <PanelLinks
        onNavigate={onNavigate}
        links={[
          { to: '/user', label: label('dashboard'), icon: IconHome, exact: true },
          { to: '/user/offer/create', label: label('createOffer'), icon: IconPlus },
          { to: '/user/offers/active', label: label('activeOffers'), icon: IconBriefcase },
          { to: '/user/offers/archived', label: label('archivedOffers'), icon: IconArchive },
          { to: '/user/offers/draft', label: label('draftOffers'), icon: IconPencil },
          { to: '/user/offers/withdrawn', label: label('withdrawnOffers'), icon: IconCircleX },
          { to: '/user/profiles-collection', label: label('profilesCollection'), icon: IconUsers },
          { to: CONVERSATIONS_PATH, label: label('messages'), icon: IconMessages },
        ]}
      />
      <Divider />
      <PanelLinks
        onNavigate={onNavigate}
        links={[
          { to: '/user/cart', label: label('cart'), icon: IconShoppingCart },
          { to: '/user/order-list', label: label('orders'), icon: IconListCheck },
          { to: '/user/invoices', label: label('invoices'), icon: IconReceipt },
          // The company data invoices are made out to live in the settings; the sales statistics are their own page.
          { to: `/client/settings#${COMPANY_DATA_ANCHOR}`, label: label('billingDetails'), icon: IconFileInvoice },
          { to: '/user/sales-data', label: label('salesData'), icon: IconChartBar },
          { to: '/client/price-list/subscriptions', matchPrefix: '/client/price-list', label: label('priceList'), icon: IconTag },
        ]}
      />
      <Divider />
      <PanelLinks
        onNavigate={onNavigate}
        links={[
          { to: '/client/brands', label: label('brands'), icon: IconBuildingSkyscraper },
          { to: '/client/settings', label: label('settings'), icon: IconSettings },
          { to: '/logout', label: label('logout'), icon: IconLogout },
        ]}
      />
    </Stack>
  );
}
