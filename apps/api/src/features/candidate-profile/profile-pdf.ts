import { type CandidateProfileShow, type Locale, ageOn, formatCalendarDate, formatWorkTime } from '@trades/contracts';
import { createPdfDocument, pdfBytes } from '../../infra/pdf/pdf-document.ts';
import { type PdfLabel, pdfLabel } from './profile-pdf.labels.ts';
import { dayNames, monthNames } from './wizard-primary.ts';

/*
 * The candidate profile as a PDF: a pure function of the profile as shown (titles already in the
 * wanted language), on the shared PDF document with its embedded fonts. The candidate prints their
 * own; employers send it to their clients (candidate documents): `anonymised` leaves out who the
 * candidate is and how to reach them, `brand` heads every page with the employer's logo and name.
 * Whatever the profile holds is printed, so callers remove what the reader may not see first.
 */

export interface ProfilePdfOptions {
  locale: Locale;
  /** Date shown as "generated on" (YYYY-MM-DD); also the day the age is counted on. */
  generatedOn: string;
  anonymised?: boolean;
  brand?: { name: string; logo?: Buffer };
}

const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = '#0b6e4f';
const RULE = '#cbd2d9';
const BRAND_BAND = 44;

/** pdfkit parses an image once when opened; the opened image is then placed on every page. */
interface OpenableDocument {
  openImage(src: Buffer): unknown;
}

export function buildProfilePdf(profile: CandidateProfileShow, options: ProfilePdfOptions): Promise<Buffer> {
  const { locale, brand } = options;
  const label = (key: PdfLabel) => pdfLabel(key, locale);
  const margin = 50;
  const doc = createPdfDocument({ size: 'A4', margins: { top: margin + (brand ? BRAND_BAND : 0), bottom: margin, left: margin, right: margin }, info: { Title: label('documentTitle') } });
  const done = pdfBytes(doc);
  const left = margin;
  const width = doc.page.width - 2 * margin;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  if (brand) {
    let logo: unknown;
    try {
      logo = brand.logo ? (doc as unknown as OpenableDocument).openImage(brand.logo) : undefined;
    } catch {
      // A logo pdfkit cannot read leaves the name alone in the header rather than failing the document.
      logo = undefined;
    }
    const drawBrand = () => {
      const top = margin - 10;
      let nameX = left;
      if (logo) {
        doc.image(logo as Buffer, left, top, { fit: [90, 32], valign: 'center' });
        nameX = left + 100;
      }
      doc.font('bold').fontSize(12).fillColor(INK).text(brand.name, nameX, top + 9, { width: width - (nameX - left), lineBreak: false });
      doc.moveTo(left, top + 38).lineTo(left + width, top + 38).lineWidth(0.5).strokeColor(RULE).stroke();
      doc.x = left;
      doc.y = doc.page.margins.top;
    };
    drawBrand();
    doc.on('pageAdded', drawBrand);
  }

  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (text: string) => {
    ensureRoom(90);
    doc.moveDown(0.8).font('bold').fontSize(13).fillColor(ACCENT).text(text, left, doc.y, { width });
    const y = doc.y + 2;
    doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor(ACCENT).stroke();
    doc.moveDown(0.4);
  };
  const subheading = (text: string) => {
    ensureRoom(60);
    doc.moveDown(0.4).font('bold').fontSize(11).fillColor(INK).text(text, left, doc.y, { width });
  };
  const field = (name: string, value: string | null | undefined) => {
    if (!value) return;
    doc.font('bold').fontSize(10).fillColor(MUTED).text(`${name}: `, left, doc.y, { continued: true, width }).font('regular').fillColor(INK).text(value);
  };
  const list = (name: string, values: readonly string[]) => {
    if (values.length) field(name, values.join(', '));
  };
  const line = (text: string) => doc.font('regular').fontSize(10).fillColor(INK).text(text, left, doc.y, { width });

  /** Rated items as rows: the title, five boxes filled up to the rating (halves too) and the figure. */
  const rated = (name: string, items: readonly { title: string; rating: number | null }[]) => {
    if (items.length === 0) return;
    ensureRoom(30);
    doc.moveDown(0.2).font('bold').fontSize(10).fillColor(MUTED).text(`${name}:`, left, doc.y, { width });
    for (const item of items) {
      ensureRoom(16);
      const y = doc.y;
      doc.font('regular').fontSize(10).fillColor(INK).text(item.title, left + 10, y, { width: width - 110 });
      const after = doc.y;
      if (item.rating !== null) {
        const barsX = left + width - 92;
        for (let i = 0; i < 5; i += 1) {
          const fill = Math.max(0, Math.min(1, item.rating - i));
          const x = barsX + i * 13;
          if (fill > 0) doc.rect(x, y + 3, 11 * fill, 8).fillColor(ACCENT).fill();
          doc.rect(x, y + 3, 11, 8).lineWidth(0.5).strokeColor(ACCENT).stroke();
        }
        doc.font('regular').fontSize(9).fillColor(MUTED).text(`${item.rating}/5`, left + width - 24, y + 1, { width: 24, align: 'right', lineBreak: false });
      }
      doc.x = left;
      doc.y = after;
    }
  };

  /** The work history as a table: employer, country, period, references. */
  const workTable = (works: CandidateProfileShow['candidateProfileProfessions'][number]['worksFor']) => {
    const columns = [
      { title: label('employer'), width: width * 0.4 },
      { title: label('country'), width: width * 0.2 },
      { title: label('period'), width: width * 0.25 },
      { title: label('references'), width: width * 0.15 },
    ];
    const row = (cells: string[], font: 'regular' | 'bold', shaded: boolean) => {
      doc.font(font).fontSize(9);
      const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i]?.width ?? 0) - 8 }))) + 8;
      ensureRoom(height);
      const y = doc.y;
      if (shaded) doc.rect(left, y, width, height).fillColor('#eef2f5').fill();
      let x = left;
      cells.forEach((cell, i) => {
        doc.font(font).fontSize(9).fillColor(INK).text(cell, x + 4, y + 4, { width: (columns[i]?.width ?? 0) - 8 });
        x += columns[i]?.width ?? 0;
      });
      doc.moveTo(left, y + height).lineTo(left + width, y + height).lineWidth(0.5).strokeColor(RULE).stroke();
      doc.x = left;
      doc.y = y + height;
    };
    ensureRoom(60);
    doc.moveDown(0.3).font('bold').fontSize(10).fillColor(MUTED).text(`${label('workHistory')}:`, left, doc.y, { width });
    doc.moveDown(0.2);
    row(columns.map((c) => c.title), 'bold', true);
    for (const work of works) row([work.workedFor, work.country.country, formatWorkTime(work.workTime, locale), work.haveReferences ? label('yes') : label('no')], 'regular', false);
    doc.moveDown(0.3);
    for (const work of works) {
      const contact = [
        `${work.referenceFirstName ?? ''} ${work.referenceLastName ?? ''}`.trim(),
        work.referenceEmail,
        work.referencePhone ? `+${work.referencePhone.country_code} ${work.referencePhone.number}` : null,
      ].filter(Boolean);
      if (work.haveReferences && !options.anonymised && (contact.length || work.referenceNote)) {
        line(`${label('references')} – ${work.workedFor}: ${contact.join(', ')}${work.referenceNote ? ` – ${work.referenceNote}` : ''}`);
      }
      if (work.attachments.length && !options.anonymised) line(`${label('attachments')} – ${work.workedFor}: ${work.attachments.map((a) => a.title ?? a.originalName).join(', ')}`);
    }
  };

  // Header
  const name = options.anonymised ? label('anonymousCandidate') : `${profile.firstName} ${profile.lastName}`.trim() || label('anonymousCandidate');
  doc.font('bold').fontSize(22).fillColor(INK).text(name, left, doc.y, { width });
  doc.font('regular').fontSize(11).fillColor(MUTED).text(`${label('documentTitle')} · ${label('generatedOn')} ${formatCalendarDate(options.generatedOn, locale)}`, { width });

  heading(label('personalData'));
  field(label('sex'), profile.sex?.title);
  if (options.anonymised) field(label('age'), profile.dateOfBirth ? String(ageOn(profile.dateOfBirth, options.generatedOn)) : null);
  else field(label('dateOfBirth'), profile.dateOfBirth && formatCalendarDate(profile.dateOfBirth, locale));
  field(label('nationality'), profile.countryOfNationality?.country);
  field(label('residence'), profile.countryOfResidence?.country);
  field(label('nativeLanguage'), profile.nativeLanguage?.language);

  const phones = profile.phones.map((p) => `+${p.phone.country_code} ${p.phone.number}${p.isPhoneConfirmed ? ` (${label('verified')})` : ''}`);
  if (!options.anonymised && (profile.email || phones.length)) {
    heading(label('contactData'));
    field(label('email'), profile.email);
    list(label('phones'), phones);
    list(label('contactTimes'), profile.preferredContactTimes.map((t) => t.title));
  }

  heading(label('availability'));
  line(profile.isAvailable ? `${label('availableFrom')}: ${profile.availableFrom ? formatCalendarDate(profile.availableFrom, locale) : ''}` : profile.isAvailable === false ? label('notAvailable') : profile.availableStatus.title);

  heading(label('languages'));
  if (profile.candidateProfileLanguages.length === 0) line(label('none'));
  for (const language of profile.candidateProfileLanguages) line(`${language.language} – ${language.languageProficiency.title}`);

  heading(label('professions'));
  for (const entry of profile.candidateProfileProfessions) {
    subheading(`${entry.profession.title} (${entry.industry.title})`);
    field(label('professionClass'), entry.professionClass.title);
    list(label('certificates'), entry.certificates.map((c) => c.title));
    list(label('experiences'), entry.experiences.map((c) => c.title));
    rated(label('skillsProfessionals'), entry.skillsProfessionals.map((s) => ({ title: s.skillsProfessional.title, rating: s.rating })));
    list(label('skillsTechnicals'), entry.skillsTechnicals.map((c) => c.title));
    list(label('skillsAdditionals'), entry.skillsAdditionals.map((c) => c.title));
    list(label('productionStages'), entry.productionStages.map((c) => c.title));
    rated(label('productionMaterials'), entry.productionMaterials.map((m) => ({ title: m.productionMaterial.title, rating: m.rating })));
    list(label('productionMethods'), entry.productionMethods.map((c) => c.title));
    list(label('productionUses'), entry.productionUses.map((c) => c.title));
    if (entry.worksFor.length) workTable(entry.worksFor);
  }

  heading(label('workLocations'));
  for (const place of profile.candidateProfileWorkLocations) {
    subheading(place.workLocationState.country);
    if (place.allState) line(label('wholeCountry'));
    for (const region of place.workLocationRegions) {
      const cities = place.workLocationCities.filter((c) => c.region === region.id).map((c) => c.title);
      line(`${region.title}${cities.length ? `: ${cities.join(', ')}` : ''}`);
    }
    list(label('documents'), place.requiredDocuments.map((d) => d.requiredDocument.title));
    if (place.rating !== null) rated(label('rating'), [{ title: place.workLocationState.country, rating: place.rating }]);
    const wage = place.salaryGrossValue;
    field(label('expectedSalary'), wage ? `${wage.amount} ${wage.currency}${label('perHour')}` : label('notGiven'));
  }

  heading(label('workTerms'));
  list(label('contractTypes'), profile.contractTypes.map((c) => c.title));
  field(label('constantWork'), profile.isConstantWork ? `${label('yes')}${profile.workSystems.length ? ` – ${profile.workSystems.map((w) => w.title).join(', ')}` : ''}` : label('no'));
  field(label('flexibleWork'), profile.isFlexibleWork ? label('yes') : label('no'));
  const months = monthNames(locale);
  const days = dayNames(locale);
  for (const condition of profile.candidateProfileFlexibleWorks) {
    const parts = [
      condition.months.map((m) => months[m - 1]).join(', '),
      condition.days.map((d) => days[d - 1]).join(', '),
      condition.hours[0] || condition.hours[1] ? `${label('hours')} ${condition.hours[0] ?? ''}–${condition.hours[1] ?? ''}` : '',
    ].filter(Boolean);
    line(`• ${parts.join('; ')}`);
  }

  doc.end();
  return done;
}
