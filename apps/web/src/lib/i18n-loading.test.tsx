import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { FixedLocale } from '@/components/fixed-locale';
import { i18n, isLocaleLoaded, loadLocale, startI18n } from './i18n';

function LoadingText() {
  const { t } = useTranslation('common');
  return <p>{t('loading')}</p>;
}

describe('language loading', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('downloads only the interface language at start, and another one when asked', async () => {
    await startI18n('ua');
    expect(isLocaleLoaded('ua')).toBe(true);
    expect(i18n.t('common:loading')).not.toBe('loading');
    expect(isLocaleLoaded('pl')).toBe(false);
    expect(isLocaleLoaded('en')).toBe(false);
    expect(document.documentElement.lang).toBe('uk');

    await loadLocale('pl');
    expect(isLocaleLoaded('pl')).toBe(true);
    expect(i18n.getFixedT('pl')('common:loading')).not.toBe(i18n.t('common:loading'));
  });

  it('shows a fixed-language part once that language has arrived', async () => {
    expect(isLocaleLoaded('en')).toBe(false);
    render(
      <MantineProvider>
        <FixedLocale locale="en">
          <LoadingText />
        </FixedLocale>
      </MantineProvider>,
    );
    // Until English arrives, the spinner is labelled in the interface language.
    expect(screen.getByLabelText('Завантаження…')).toBeTruthy();
    const text = await screen.findByText('Loading…');
    expect(text.closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(i18n.language).toBe('ua');
  });

  it('loads a language when switched to', async () => {
    await i18n.changeLanguage('no');
    expect(isLocaleLoaded('no')).toBe(true);
    expect(document.documentElement.lang).toBe('nb');
  });
});
