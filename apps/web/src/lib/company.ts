/**
 * The company's contact details shown in the footer and on the contact page. One place, so the registered data replace them in one edit.
 */
export const COMPANY = {
  legalName: 'Trades Marketplace sp. z o.o.',
  street: 'ul. Krakowskie Przedmieście 1',
  postalCode: '20-002',
  city: 'Lublin',
  phone: { display: '+48 81 532 10 00', href: 'tel:+48815321000' },
  social: [
    { key: 'facebook', url: 'https://www.facebook.com/tradesmarketplace' },
    { key: 'linkedin', url: 'https://www.linkedin.com/company/trades-marketplace' },
    { key: 'instagram', url: 'https://www.instagram.com/tradesmarketplace' },
  ],
} as const;
