import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { clientLogoUrl, initials, plainText, salaryLines } from './offer-format';
import { listItem } from '@/testing/offers';
import { OfferListItem } from './offer-list-item';

describe('offer list item', () => {
  afterEach(resetBrowserState);

  it('shows the offer and links the card to its page', () => {
    renderWithProviders(<OfferListItem offer={listItem(7)} showEmployer={false} />);
    const link = screen.getByRole('link', { name: 'Welder 7' });
    expect(link.getAttribute('href')).toBe('/offer/7-welder-bergen-7');
    expect(screen.getByText('Norway, Bergen')).toBeTruthy();
    expect(screen.getByText('Overtime')).toBeTruthy();
    expect(screen.queryByText('Rotational work')).toBeNull();
    // Only the first work system.
    expect(screen.getByText('Two shifts')).toBeTruthy();
    expect(screen.queryByText('Rotation 3 weeks on / 3 off')).toBeNull();
    expect(screen.getByText('MIG/MAG welding of steel structures. Shipyard')).toBeTruthy();
    expect(screen.getByText('02/03/2026 – 30/11/2026')).toBeTruthy();
  });

  it('shows the salary lines the employer chose, gross or net', () => {
    const { unmount } = renderWithProviders(<OfferListItem offer={listItem(1)} showEmployer={false} />);
    expect(screen.getByTestId('salary-lines').textContent).toBe('260–295 NOK / hourgross');
    unmount();

    renderWithProviders(
      <OfferListItem
        offer={listItem(2, {
          showSalaryGross: true,
          salaryGrossValueMax: null,
          showSalaryMonth: true,
          salaryMonthValueMin: { amount: 42000, currency: 'NOK' },
          isSalaryGross: false,
        })}
        showEmployer={false}
      />,
    );
    expect(screen.getByText('260 NOK / hour')).toBeTruthy();
    expect(screen.getByText('42,000 NOK / month')).toBeTruthy();
    expect(screen.getByText('net')).toBeTruthy();
  });

  it("says 'indefinitely' when the work has no end date", () => {
    const { unmount } = renderWithProviders(<OfferListItem offer={listItem(1, { workEndAt: null })} showEmployer={false} />);
    expect(screen.getByText('from 02/03/2026, indefinitely')).toBeTruthy();
    unmount();
    renderWithProviders(<OfferListItem offer={listItem(1, { workStartAt: null, workEndAt: null })} showEmployer={false} />);
    expect(screen.getByText('indefinitely')).toBeTruthy();
  });

  it('asks visitors to log in and shows the employer to signed-in users, initials without a logo', () => {
    const { unmount } = renderWithProviders(<OfferListItem offer={listItem(1)} showEmployer={false} />);
    expect(screen.queryByText('Fjord Stål AS')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/sign-in');
    unmount();

    renderWithProviders(<OfferListItem offer={listItem(1)} showEmployer />);
    expect(screen.getByText('Fjord Stål AS')).toBeTruthy();
    expect(screen.getByText('FS')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});

describe('offer format', () => {
  it("treats 'fakeLogo.png' and bare file names as no logo", () => {
    expect(clientLogoUrl('fakeLogo.png')).toBeUndefined();
    expect(clientLogoUrl('/uploads/fakeLogo.png')).toBeUndefined();
    expect(clientLogoUrl('')).toBeUndefined();
    expect(clientLogoUrl('a1b2c3.png')).toBeUndefined();
    expect(clientLogoUrl('/v1/files/a1b2c3.png?expires=1&signature=x')).toBe('/v1/files/a1b2c3.png?expires=1&signature=x');
    expect(initials('Nordbygg AS')).toBe('NA');
    expect(initials('Baltic Steel Works sp. z o.o.')).toBe('BS');
  });

  it('lists only the salaries shown, formatted for the language', () => {
    const offer = listItem(1, { showSalaryDaily: true, salaryDailyValueMin: { amount: 1950.5, currency: 'NOK' } });
    expect(salaryLines(offer, 'en')).toEqual([
      { period: 'hour', amount: '260–295 NOK' },
      { period: 'day', amount: '1,950.5 NOK' },
    ]);
    expect(salaryLines(offer, 'pl')[1]?.amount).toBe('1950,5 NOK');
    expect(salaryLines({ ...offer, showSalaryGross: false, showSalaryDaily: false }, 'en')).toEqual([]);
  });

  it('reads the words of the description', () => {
    expect(plainText('<p>One&nbsp;&amp; two</p><p>three<br>four</p>')).toBe('One & two three four');
    expect(plainText('')).toBe('');
  });
});
