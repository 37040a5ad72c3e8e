import { isEuCountry, signedGroszeToDecimal } from '@trades/contracts';
import type { InvoiceRow } from './invoices.tables.ts';

/*
 * The structured invoice of the national e-invoicing system (KSeF), schema FA(3) 1-0E: one per
 * issued invoice, built from what the invoice froze. Amounts are decimals of PLN. A buyer under the
 * reverse charge is identified by its EU VAT number (KodUE, NrVatUE; rate "np II", net in P_13_9) or,
 * outside the EU, by country and tax number (rate "np I", net in P_13_8), with P_18 = 1. Sending to
 * KSeF is not done here.
 */

export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** Address lines of the FA address: street and numbers, then zip code and city. */
function addressLines(parts: { street: string | null; propertyNumber: string | null; apartmentNumber: string | null; zipCode: string | null; city: string | null }): [string, string] {
  const first = [parts.street, [parts.propertyNumber, parts.apartmentNumber].filter(Boolean).join('/')].filter(Boolean).join(' ');
  const second = [parts.zipCode, parts.city].filter(Boolean).join(' ');
  return [first || second || '-', first ? second : ''];
}

/** The buyer's identification: a Polish NIP, an EU VAT number under its prefix, another country's number, or none. */
function buyerIdentification(invoice: InvoiceRow, reverse: boolean, eu: boolean, buyerCountry: string): string {
  const compact = invoice.buyer.taxId.toUpperCase().replace(/[^A-Z0-9]/g, '').replace(/MVA$/, '');
  if (buyerCountry === 'PL' && /^(PL)?\d{10}$/.test(compact)) return element('NIP', compact.replace(/^PL/, ''));
  if (reverse && eu) {
    const prefix = buyerCountry === 'GR' ? 'EL' : buyerCountry;
    return `${element('KodUE', prefix)}${element('NrVatUE', compact.replace(/^[A-Z]{2}/, ''))}`;
  }
  if (compact) return `${element('KodKraju', buyerCountry)}${element('NrID', compact.replace(new RegExp(`^${buyerCountry}`), ''))}`;
  return '<BrakID>1</BrakID>';
}

/** What a correction (KOR) names of the invoice it corrects. */
export interface CorrectedInvoice {
  number: string;
  issueDate: string;
  /** Its KSeF number once KSeF accepted it; null: it is not in KSeF. */
  ksefNumber: string | null;
}

/** A correction's reason, the kind of its effect (2: from the correction's date, as a refund) and the invoice it corrects. */
function correctionElements(invoice: InvoiceRow, corrected: CorrectedInvoice): string {
  const ksef = corrected.ksefNumber ? `<NrKSeF>1</NrKSeF>${element('NrKSeFFaKorygowanej', corrected.ksefNumber)}` : '<NrKSeFN>1</NrKSeFN>';
  return `${invoice.correctionReason ? element('PrzyczynaKorekty', invoice.correctionReason) : ''}<TypKorekty>2</TypKorekty><DaneFaKorygowanej>${element('DataWystFaKorygowanej', corrected.issueDate)}${element('NrFaKorygowanej', corrected.number)}${ksef}</DaneFaKorygowanej>`;
}

export function invoiceFa3Xml(invoice: InvoiceRow, generatedAt: Date, corrected?: CorrectedInvoice, systemInfo = 'Trades Marketplace'): string {
  const correction = invoice.kind === 'KOR';
  if (correction && !corrected) throw new Error(`correction ${invoice.number} without the invoice it corrects`);
  const reverse = invoice.vatTreatment === 'reverse_charge';
  const { seller, buyer } = invoice;
  const buyerCountry = (buyer.country ?? 'PL').toUpperCase();
  // Services to a business elsewhere in the EU are "np II" (art. 100 ust. 1 pkt 4, net in P_13_9); outside it "np I" (P_13_8).
  const eu = isEuCountry(buyerCountry);
  const [buyerL1, buyerL2] = addressLines(buyer);
  const sellerTaxId = seller.taxId.replace(/\D/g, '');
  const buyerId = buyerIdentification(invoice, reverse, eu, buyerCountry);
  const rate = reverse ? (eu ? 'np II' : 'np I') : String(invoice.taxRate);
  const lines = invoice.lines
    .map(
      (line, i) =>
        `<FaWiersz>${element('NrWierszaFa', String(i + 1))}${element('P_7', line.name)}${element('P_8A', 'usł.')}${element('P_8B', String(line.quantity))}${element('P_9A', signedGroszeToDecimal(line.unitNet))}${element('P_11', signedGroszeToDecimal(line.net))}${element('P_12', rate)}</FaWiersz>`,
    )
    .join('');
  const totals = reverse
    ? element(eu ? 'P_13_9' : 'P_13_8', signedGroszeToDecimal(invoice.totalNet))
    : `${element('P_13_1', signedGroszeToDecimal(invoice.totalNet))}${element('P_14_1', signedGroszeToDecimal(invoice.totalVat))}`;
  // P_18: 1 where the buyer settles the tax ("odwrotne obciążenie" on the PDF), else 2.
  const p18 = reverse ? '1' : '2';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Faktura xmlns="${FA3_NAMESPACE}">`,
    '<Naglowek><KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza><WariantFormularza>3</WariantFormularza>',
    `${element('DataWytworzeniaFa', generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'))}${element('SystemInfo', systemInfo)}</Naglowek>`,
    `<Podmiot1><DaneIdentyfikacyjne>${element('NIP', sellerTaxId)}${element('Nazwa', seller.name)}</DaneIdentyfikacyjne>`,
    `<Adres>${element('KodKraju', 'PL')}${element('AdresL1', seller.address)}</Adres></Podmiot1>`,
    `<Podmiot2><DaneIdentyfikacyjne>${buyerId}${element('Nazwa', buyer.name || '-')}</DaneIdentyfikacyjne>`,
    `<Adres>${element('KodKraju', buyerCountry)}${element('AdresL1', buyerL1)}${buyerL2 ? element('AdresL2', buyerL2) : ''}</Adres>`,
    '<JST>2</JST><GV>2</GV></Podmiot2>',
    `<Fa>${element('KodWaluty', invoice.currency)}${element('P_1', invoice.issueDate)}${element('P_2', invoice.number)}${element('P_6', invoice.saleDate)}`,
    `${totals}${element('P_15', signedGroszeToDecimal(invoice.totalGross))}`,
    `<Adnotacje><P_16>2</P_16><P_17>2</P_17>${element('P_18', p18)}<P_18A>2</P_18A><Zwolnienie><P_19N>1</P_19N></Zwolnienie><NoweSrodkiTransportu><P_22N>1</P_22N></NoweSrodkiTransportu><P_23>2</P_23><PMarzy><P_PMarzyN>1</P_PMarzyN></PMarzy></Adnotacje>`,
    `${element('RodzajFaktury', invoice.kind)}${correction && corrected ? correctionElements(invoice, corrected) : ''}${lines}`,
    // A correction returns money: what was paid is the corrected invoice's.
    `${correction ? '' : `<Platnosc><Zaplacono>1</Zaplacono>${element('DataZaplaty', invoice.saleDate)}</Platnosc>`}</Fa>`,
    '</Faktura>',
  ].join('\n');
}
