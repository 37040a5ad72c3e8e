import { Box } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EuFundsBanner } from './eu-funds-banner';
import { HEADER_FLOAT_AFTER_PX, euBannerHidden } from './scroll';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-header.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipToContent() {
  const { t } = useTranslation('layout');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      {t('skipToContent')}
    </a>
  );
}

/** Visitors' and candidates' frame: floating header with the EU-funds strip, the page, the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const [scroll] = useWindowScroll();
  const [bannerHidden, setBannerHidden] = useState(false);
  const nextBannerHidden = euBannerHidden(bannerHidden, scroll.y);
  if (nextBannerHidden !== bannerHidden) setBannerHidden(nextBannerHidden);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipToContent />
      <div className={classes.top} data-floating={scroll.y > HEADER_FLOAT_AFTER_PX || undefined}>
        <EuFundsBanner hidden={bannerHidden} />
        <SiteHeader />
      </div>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
