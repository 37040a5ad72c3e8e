import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { invoiceFa3Xml } from './ksef-fa3.ts';
import type { InvoiceRow } from './invoices.tables.ts';

/* The FA(3) XML of an invoice against the ministry's schema (the offline copy in ksef-fa3-schema, MIT, from CIRFMF/ksef-docs). */

const SCHEMA_DIR = path.join(import.meta.dirname, 'ksef-fa3-schema');
const file = (name: string, fileName = name) => ({ fileName, contents: readFileSync(path.join(SCHEMA_DIR, name), 'utf8') });

async function validate(xml: string) {
  return validateXML({
    xml: { fileName: 'invoice.xml', contents: xml },
    schema: file('schemat_FA(3)_v1-0E.xsd', 'fa3.xsd'),
    preload: [file('StrukturyDanych_v10-0E.xsd'), file('ElementarneTypyDanych_v10-0E.xsd'), file('KodyKrajow_v10-0E.xsd')],
  });
}

const base: InvoiceRow = {
  id: 1,
  number: 'FV/2026/11/0001',
  kind: 'VAT',
  orderId: 1,
  correctsInvoiceId: null,
  correctionReason: null,
  clientUserId: 1,
  issuedAt: new Date('2026-11-24T10:00:00Z'),
  issueDate: '2026-11-24',
  saleDate: '2026-11-24',
  seller: { name: 'Trades Marketplace sp. z o.o.', taxId: '5260250274', address: 'ul. Prosta 1, 00-001 Warszawa', bankAccount: 'PL61 1090 1014 0000 0712 1981 2874' },
  buyer: { name: 'Budpol Sp. z o.o. & Synowie', taxId: '5252248481', street: 'ul. Długa', propertyNumber: '5', apartmentNumber: '2', zipCode: '00-238', city: 'Warszawa', country: 'PL', email: 'f@budpol.pl' },
  lines: [
    { name: 'Publikacja oferty', quantity: 2, unitNet: 100, net: 200 },
    { name: 'Abonament Pro miesięczny', quantity: 1, unitNet: 59_900, net: 59_900 },
  ],
  vatTreatment: 'standard',
  taxRate: 23,
  totalNet: 60_100,
  totalVat: 13_823,
  totalGross: 73_923,
  currency: 'PLN',
};

describe('KSeF FA(3) XML', () => {
  it('is valid for a Polish buyer at 23%', async () => {
    const xml = invoiceFa3Xml(base, new Date('2026-11-24T10:00:01.123Z'));
    const result = await validate(xml);
    expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain('<P_13_1>601.00</P_13_1><P_14_1>138.23</P_14_1><P_15>739.23</P_15>');
    expect(xml).toContain('<NIP>5252248481</NIP>');
    expect(xml).toContain('<P_18>2</P_18>');
    expect(xml).toContain('&amp; Synowie');
  });

  it('is valid for a Norwegian company under the reverse charge ("np I", P_13_8)', async () => {
    const xml = invoiceFa3Xml(
      { ...base, vatTreatment: 'reverse_charge', taxRate: 0, totalVat: 0, totalGross: 60_100, buyer: { ...base.buyer, name: 'Fjordbygg AS', taxId: '923456783', country: 'NO', street: 'Strandkaien', propertyNumber: '10', apartmentNumber: null, zipCode: '4005', city: 'Stavanger' } },
      new Date('2026-11-24T10:00:00Z'),
    );
    const result = await validate(xml);
    expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    expect(xml).toContain('<P_12>np I</P_12>');
    expect(xml).toContain('<P_13_8>601.00</P_13_8>');
    expect(xml).toContain('<KodKraju>NO</KodKraju><NrID>923456783</NrID>');
    // The PDF says "odwrotne obciążenie": so does the XML.
    expect(xml).toContain('<P_18>1</P_18>');
  });

  it('is valid for a business elsewhere in the EU under the reverse charge ("np II", P_13_9, its VAT number)', async () => {
    const xml = invoiceFa3Xml(
      { ...base, vatTreatment: 'reverse_charge', taxRate: 0, totalVat: 0, totalGross: 60_100, buyer: { ...base.buyer, name: 'Holzbau GmbH', taxId: 'DE136695976', country: 'DE', street: 'Hauptstraße', propertyNumber: '1', apartmentNumber: null, zipCode: '10115', city: 'Berlin' } },
      new Date('2026-11-24T10:00:00Z'),
    );
    const result = await validate(xml);
    expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    expect(xml).toContain('<P_12>np II</P_12>');
    expect(xml).toContain('<P_13_9>601.00</P_13_9>');
    expect(xml).toContain('<KodUE>DE</KodUE><NrVatUE>136695976</NrVatUE>');
    expect(xml).toContain('<P_18>1</P_18>');
    expect(xml).not.toContain('P_13_8');
  });

  it('is valid as a correction (KOR) naming the corrected invoice, its reason and the negative differences', async () => {
    const correction: InvoiceRow = {
      ...base,
      id: 2,
      number: 'KOR/2026/11/0001',
      kind: 'KOR',
      correctsInvoiceId: 1,
      correctionReason: 'Zwrot na prośbę klienta',
      lines: [{ name: 'Publikacja oferty', quantity: -2, unitNet: 100, net: -200 }],
      totalNet: -200,
      totalVat: -46,
      totalGross: -246,
    };
    const inKsef = invoiceFa3Xml(correction, new Date('2026-11-25T10:00:00Z'), { number: 'FV/2026/11/0001', issueDate: '2026-11-24', ksefNumber: '5260250274-20261124-0100A1B2C3D4-E5' });
    const result = await validate(inKsef);
    expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    expect(inKsef).toContain('<RodzajFaktury>KOR</RodzajFaktury><PrzyczynaKorekty>Zwrot na prośbę klienta</PrzyczynaKorekty><TypKorekty>2</TypKorekty>');
    expect(inKsef).toContain('<DaneFaKorygowanej><DataWystFaKorygowanej>2026-11-24</DataWystFaKorygowanej><NrFaKorygowanej>FV/2026/11/0001</NrFaKorygowanej><NrKSeF>1</NrKSeF>');
    expect(inKsef).toContain('<P_13_1>-2.00</P_13_1><P_14_1>-0.46</P_14_1><P_15>-2.46</P_15>');
    expect(inKsef).not.toContain('<Platnosc>');
    const outsideKsef = invoiceFa3Xml({ ...correction, vatTreatment: 'reverse_charge', taxRate: 0, totalVat: 0, totalGross: -200, buyer: { ...base.buyer, name: 'Fjordbygg AS', taxId: '923456783', country: 'NO' } }, new Date('2026-11-25T10:00:00Z'), {
      number: 'FV/2026/11/0002',
      issueDate: '2026-11-24',
      ksefNumber: null,
    });
    expect((await validate(outsideKsef)).errors.map((e) => e.rawMessage)).toEqual([]);
    expect(outsideKsef).toContain('<NrKSeFN>1</NrKSeFN>');
    expect(outsideKsef).toContain('<P_13_8>-2.00</P_13_8>');
  });

  it('is checked for real: a wrong rate or a missing number fails the schema', async () => {
    const xml = invoiceFa3Xml(base, new Date('2026-11-24T10:00:00Z'));
    expect((await validate(xml.replace('<P_12>23</P_12>', '<P_12>24</P_12>'))).valid).toBe(false);
    expect((await validate(xml.replace(/<P_2>[^<]*<\/P_2>/, ''))).valid).toBe(false);
  });
});
