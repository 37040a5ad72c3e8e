import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type ReactNode, Suspense, lazy, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';

// The drawer (dialog, overlay, focus trap) loads when first opened.
const FiltersDrawer = lazy(async () => ({ default: (await import('./filters-drawer')).FiltersDrawer }));

/** Phones (Mantine's sm breakpoint, 768 px) get the filters in a drawer. */
const PHONE_QUERY = '(max-width: 48em)';

/**
 * The phone's "Filters" button and the drawer it opens, with the drawer's state of their own: a tap
 * re-renders these, not the page and its list (most of a tap's time before the next paint on a slow phone).
 */
export function PhoneFilters({ total, children }: { total: number | undefined; children: ReactNode }) {
  const { t } = useTranslation('search');
  // Read at once, not after mount: the drawer starts closed either way, so the hydrated page is the
  // server's, and no re-render follows hydration on a phone.
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  // The drawer and its many fields render in a transition: the tap is answered at the next frame (the
  // button shows it is working), and the rendering yields to the browser instead of holding it.
  const [opening, startOpening] = useTransition();
  return (
    <>
      <Button
        className="js-only"
        hiddenFrom="sm"
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        loading={opening}
        onClick={() => startOpening(() => setOpen(true))}
      >
        {t('filters.open')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <FiltersDrawer
            opened={isPhone && open}
            onClose={() => setOpen(false)}
            footer={
              <Button fullWidth onClick={() => setOpen(false)}>
                {total === undefined ? t('filters.close') : t('filters.showResults', { total })}
              </Button>
            }
          >
            {children}
          </FiltersDrawer>
        </Suspense>
      ) : null}
    </>
  );
}
