import { type Locale, formatSignedPlnAmount } from '@trades/contracts';
import { createPdfDocument, pdfBytes } from '../../infra/pdf/pdf-document.ts';
import type { InvoiceRow } from './invoices.tables.ts';
import type { CorrectedInvoice } from './ksef-fa3.ts';

/*
 * The VAT invoice as a PDF, in Polish, with the reader's language added after each label when it
 * is not Polish ("Sprzedawca / Seller"). Holds what art. 106e of the VAT act asks: issue and sale
 * dates, the number, seller and buyer with their tax ids, lines with quantity, unit net price,
 * net value and rate, totals per rate, the amount due in PLN, and that it is paid. A buyer under
 * the reverse charge gets rate "np" and the words "odwrotne obciążenie".
 */

const LABELS = {
  title: { pl: 'Faktura VAT', en: 'VAT invoice', no: 'MVA-faktura', ua: 'Рахунок-фактура ПДВ' },
  correctionTitle: { pl: 'Faktura korygująca', en: 'Correction invoice', no: 'Kreditnota', ua: 'Коригувальний рахунок-фактура' },
  corrects: { pl: 'Faktura korygowana', en: 'Invoice corrected', no: 'Korrigert faktura', ua: 'Виправлений рахунок-фактура' },
  of: { pl: 'z dnia', en: 'of', no: 'av', ua: 'від' },
  reason: { pl: 'Przyczyna korekty', en: 'Reason', no: 'Årsak', ua: 'Причина коригування' },
  refund: { pl: 'Do zwrotu', en: 'To be refunded', no: 'Tilbakebetales', ua: 'До повернення' },
  number: { pl: 'Numer', en: 'Number', no: 'Nummer', ua: 'Номер' },
  issueDate: { pl: 'Data wystawienia', en: 'Issue date', no: 'Utstedelsesdato', ua: 'Дата виставлення' },
  saleDate: { pl: 'Data sprzedaży', en: 'Date of supply', no: 'Leveringsdato', ua: 'Дата продажу' },
  seller: { pl: 'Sprzedawca', en: 'Seller', no: 'Selger', ua: 'Продавець' },
  buyer: { pl: 'Nabywca', en: 'Buyer', no: 'Kjøper', ua: 'Покупець' },
  taxId: { pl: 'NIP', en: 'Tax ID', no: 'Org.nr / MVA-nr', ua: 'Податковий номер' },
  bankAccount: { pl: 'Rachunek bankowy', en: 'Bank account', no: 'Bankkonto', ua: 'Банківський рахунок' },
  no: { pl: 'Lp.', en: 'No.', no: 'Nr', ua: '№' },
  name: { pl: 'Nazwa usługi', en: 'Service', no: 'Tjeneste', ua: 'Послуга' },
  quantity: { pl: 'Ilość', en: 'Qty', no: 'Antall', ua: 'К-сть' },
  unitPrice: { pl: 'Cena jedn. netto', en: 'Unit net price', no: 'Enhetspris netto', ua: 'Ціна од. нетто' },
  netValue: { pl: 'Wartość netto', en: 'Net value', no: 'Nettobeløp', ua: 'Вартість нетто' },
  rate: { pl: 'Stawka VAT', en: 'VAT rate', no: 'MVA-sats', ua: 'Ставка ПДВ' },
  vat: { pl: 'Kwota VAT', en: 'VAT', no: 'MVA', ua: 'Сума ПДВ' },
  gross: { pl: 'Wartość brutto', en: 'Gross value', no: 'Bruttobeløp', ua: 'Вартість брутто' },
  summary: { pl: 'Podsumowanie według stawek', en: 'Totals per rate', no: 'Sum per sats', ua: 'Підсумок за ставками' },
  due: { pl: 'Do zapłaty', en: 'Amount due', no: 'Å betale', ua: 'До сплати' },
  paid: { pl: 'Zapłacono', en: 'Paid', no: 'Betalt', ua: 'Сплачено' },
  paidOnline: { pl: 'płatność online', en: 'paid online', no: 'betalt på nett', ua: 'онлайн-оплата' },
  reverseCharge: { pl: 'Odwrotne obciążenie', en: 'Reverse charge', no: 'Omvendt avgiftsplikt', ua: 'Зворотне оподаткування' },
  reverseChargeNote: {
    pl: 'Usługa opodatkowana w kraju nabywcy (art. 28b ustawy o VAT); podatek rozlicza nabywca.',
    en: "Service taxed in the buyer's country; the buyer accounts for the VAT.",
    no: 'Tjenesten avgiftsbelegges i kjøperens land; kjøperen beregner merverdiavgiften.',
    ua: 'Послуга оподатковується в країні покупця; ПДВ сплачує покупець.',
  },
  unit: { pl: 'usł.', en: 'service', no: 'tjeneste', ua: 'посл.' },
} satisfies Record<string, Record<Locale, string>>;

type Label = keyof typeof LABELS;

function label(key: Label, locale: Locale): string {
  const polish = LABELS[key].pl;
  return locale === 'pl' ? polish : `${polish} / ${LABELS[key][locale]}`;
}

export function buildInvoicePdf(invoice: InvoiceRow, locale: Locale, corrected?: CorrectedInvoice): Promise<Buffer> {
  const l = (key: Label) => label(key, locale);
  const correction = invoice.kind === 'KOR';
  const title = correction ? 'correctionTitle' : 'title';
  const doc = createPdfDocument({ size: 'A4', margin: 40, info: { Title: `${LABELS[title].pl} ${invoice.number}` } });
  const done = pdfBytes(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const reverse = invoice.vatTreatment === 'reverse_charge';
  const rateText = reverse ? 'np' : `${invoice.taxRate}%`;
  const money = (grosze: number) => `${formatSignedPlnAmount(grosze)} PLN`;

  doc.font('bold').fontSize(18).fillColor('#1f2933').text(`${l(title)} ${invoice.number}`, { width });
  doc.moveDown(0.3).font('regular').fontSize(9);
  doc.text(`${l('number')}: ${invoice.number}`);
  doc.text(`${l('issueDate')}: ${invoice.issueDate}`);
  doc.text(`${l('saleDate')}: ${invoice.saleDate}`);
  if (correction && corrected) {
    doc.text(`${l('corrects')}: ${corrected.number} ${LABELS.of.pl} ${corrected.issueDate}${corrected.ksefNumber ? ` (KSeF ${corrected.ksefNumber})` : ''}`);
    if (invoice.correctionReason) doc.text(`${l('reason')}: ${invoice.correctionReason}`);
  }
  doc.moveDown(0.8);

  const top = doc.y;
  const column = width / 2 - 10;
  const party = (x: number, title: string, lines: string[]) => {
    doc.font('bold').fontSize(10).text(title, x, top, { width: column });
    doc.font('regular').fontSize(9);
    for (const line of lines.filter(Boolean)) doc.text(line, x, doc.y, { width: column });
    return doc.y;
  };
  const { seller, buyer } = invoice;
  const buyerAddress = [
    [buyer.street, [buyer.propertyNumber, buyer.apartmentNumber].filter(Boolean).join('/')].filter(Boolean).join(' '),
    [buyer.zipCode, buyer.city].filter(Boolean).join(' '),
    buyer.country ?? '',
  ];
  const sellerBottom = party(left, l('seller'), [seller.name, seller.address, `${l('taxId')}: ${seller.taxId}`, `${l('bankAccount')}: ${seller.bankAccount}`]);
  const buyerBottom = party(left + column + 20, l('buyer'), [buyer.name, ...buyerAddress, buyer.taxId ? `${l('taxId')}: ${buyer.country && buyer.country !== 'PL' ? buyer.country : ''}${buyer.taxId}` : '']);
  doc.y = Math.max(sellerBottom, buyerBottom) + 16;

  // Lines
  const columns: { key: Label; width: number; align: 'left' | 'right' }[] = [
    { key: 'no', width: 28, align: 'left' },
    { key: 'name', width: width - 28 - 50 - 80 - 90 - 60, align: 'left' },
    { key: 'quantity', width: 50, align: 'right' },
    { key: 'unitPrice', width: 80, align: 'right' },
    { key: 'netValue', width: 90, align: 'right' },
    { key: 'rate', width: 60, align: 'right' },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(bold ? 'bold' : 'regular').fontSize(8.5);
    cells.forEach((cell, i) => {
      const col = columns[i];
      if (!col) return;
      doc.text(cell, x, y, { width: col.width - 4, align: col.align });
      bottom = Math.max(bottom, doc.y);
      x += col.width;
    });
    doc.y = bottom + 4;
    doc.moveTo(left, doc.y - 2).lineTo(left + width, doc.y - 2).lineWidth(0.3).strokeColor('#9aa5b1').stroke();
  };
  row(columns.map((c) => l(c.key)), true);
  invoice.lines.forEach((line, i) => {
    row([String(i + 1), line.name, `${line.quantity} ${LABELS.unit.pl}`, money(line.unitNet), money(line.net), rateText]);
  });

  // Totals per rate
  doc.moveDown(0.8).font('bold').fontSize(10).text(l('summary'), left, doc.y, { width });
  doc.font('regular').fontSize(9);
  doc.text(`${l('rate')}: ${rateText}   ${l('netValue')}: ${money(invoice.totalNet)}   ${l('vat')}: ${money(invoice.totalVat)}   ${l('gross')}: ${money(invoice.totalGross)}`, left, doc.y, { width });
  if (reverse) {
    doc.moveDown(0.4).font('bold').text(l('reverseCharge'), { width });
    doc.font('regular').text(LABELS.reverseChargeNote.pl, { width });
    if (locale !== 'pl') doc.text(LABELS.reverseChargeNote[locale], { width });
  }
  if (correction) {
    doc.moveDown(0.8).font('bold').fontSize(12).text(`${l('refund')}: ${money(-invoice.totalGross)}`, { width });
  } else {
    doc.moveDown(0.8).font('bold').fontSize(12).text(`${l('due')}: ${money(invoice.totalGross)}`, { width });
    doc.font('regular').fontSize(10).text(`${l('paid')}: ${money(invoice.totalGross)} (${l('paidOnline')}, ${invoice.saleDate})`, { width });
  }
  doc.end();
  return done;
}
