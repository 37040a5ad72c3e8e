import { Box } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrateLater } from '@/components/hydrate-later';
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

/**
 * Whether the header floats and the EU-funds strip is hidden, following the window's scroll. Only a
 * change of either re-renders the frame: not every scroll event, nor the first reading after the
 * server-rendered page is hydrated at the top.
 */
function useScrollFrame(): { floating: boolean; bannerHidden: boolean } {
  const [floating, setFloating] = useState(false);
  const [bannerHidden, setBannerHidden] = useState(false);
  useEffect(() => {
    const follow = () => {
      const y = window.scrollY;
      setFloating(y > HEADER_FLOAT_AFTER_PX);
      setBannerHidden((hidden) => euBannerHidden(hidden, y));
    };
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow, { passive: true });
    return () => {
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, []);
  return { floating, bannerHidden };
}

/** Visitors' and candidates' frame: floating header with the EU-funds strip, the page, the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { floating, bannerHidden } = useScrollFrame();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipToContent />
      <div className={classes.top} data-floating={floating || undefined}>
        <EuFundsBanner hidden={bannerHidden} />
        <SiteHeader />
      </div>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </Box>
  );
}
