import { type CandidateProfileShow, type Locale, formatCalendarDate, formatWorkTime } from '@trades/contracts';
import { createPdfDocument, pdfBytes } from '../../infra/pdf/pdf-document.ts';
import { type PdfLabel, pdfLabel } from './profile-pdf.labels.ts';
import { dayNames, monthNames } from './wizard-primary.ts';

/*
 * The candidate profile as a PDF: a pure function of the profile as shown (titles already in the
 * wanted language), on the shared PDF document with its embedded fonts.
 * The employer documents reuse it: `anonymised` leaves out who the candidate is and how to reach
 * them; `brand` puts an employer's name (and later logo) in the header.
 */

export interface ProfilePdfOptions {
  locale: Locale;
  /** Date shown as "generated on" (YYYY-MM-DD). */
  generatedOn: string;
  anonymised?: boolean;
  brand?: { name: string; logo?: Buffer };
}

const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = '#0b6e4f';

export function buildProfilePdf(profile: CandidateProfileShow, options: ProfilePdfOptions): Promise<Buffer> {
  const { locale } = options;
  const label = (key: PdfLabel) => pdfLabel(key, locale);
  const doc = createPdfDocument({ size: 'A4', margin: 50, info: { Title: label('documentTitle') } });
  const done = pdfBytes(doc);

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const heading = (text: string) => {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.8).font('bold').fontSize(13).fillColor(ACCENT).text(text, { width });
    const y = doc.y + 2;
    doc.moveTo(doc.page.margins.left, y).lineTo(doc.page.margins.left + width, y).lineWidth(0.5).strokeColor(ACCENT).stroke();
    doc.moveDown(0.4);
  };
  const subheading = (text: string) => doc.moveDown(0.4).font('bold').fontSize(11).fillColor(INK).text(text, { width });
  const field = (name: string, value: string | null | undefined) => {
    if (!value) return;
    doc.font('bold').fontSize(10).fillColor(MUTED).text(`${name}: `, { continued: true, width }).font('regular').fillColor(INK).text(value);
  };
  const list = (name: string, values: readonly string[]) => {
    if (values.length) field(name, values.join(', '));
  };
  const line = (text: string) => doc.font('regular').fontSize(10).fillColor(INK).text(text, { width });
  const rated = (title: string, rating: number | null) => (rating === null ? title : `${title} (${rating}/5)`);

  // Header
  const name = options.anonymised ? `${label('anonymousCandidate')} ${profile.firstName.charAt(0)}.` : `${profile.firstName} ${profile.lastName}`;
  if (options.brand) doc.font('bold').fontSize(10).fillColor(MUTED).text(options.brand.name, { width, align: 'right' });
  doc.font('bold').fontSize(22).fillColor(INK).text(name, { width });
  doc.font('regular').fontSize(11).fillColor(MUTED).text(`${label('documentTitle')} · ${label('generatedOn')} ${formatCalendarDate(options.generatedOn, locale)}`, { width });

  heading(label('personalData'));
  field(label('sex'), profile.sex?.title);
  if (!options.anonymised) field(label('dateOfBirth'), profile.dateOfBirth && formatCalendarDate(profile.dateOfBirth, locale));
  field(label('nationality'), profile.countryOfNationality?.country);
  field(label('residence'), profile.countryOfResidence?.country);
  field(label('nativeLanguage'), profile.nativeLanguage?.language);

  if (!options.anonymised) {
    heading(label('contactData'));
    field(label('email'), profile.email);
    list(
      label('phones'),
      profile.phones.map((p) => `+${p.phone.country_code} ${p.phone.number}${p.isPhoneConfirmed ? ` (${label('verified')})` : ''}`),
    );
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
    list(label('skillsProfessionals'), entry.skillsProfessionals.map((s) => rated(s.skillsProfessional.title, s.rating)));
    list(label('skillsTechnicals'), entry.skillsTechnicals.map((c) => c.title));
    list(label('skillsAdditionals'), entry.skillsAdditionals.map((c) => c.title));
    list(label('productionStages'), entry.productionStages.map((c) => c.title));
    list(label('productionMaterials'), entry.productionMaterials.map((m) => rated(m.productionMaterial.title, m.rating)));
    list(label('productionMethods'), entry.productionMethods.map((c) => c.title));
    list(label('productionUses'), entry.productionUses.map((c) => c.title));
    if (entry.worksFor.length) {
      doc.moveDown(0.2).font('bold').fontSize(10).fillColor(INK).text(label('workHistory'), { width });
      for (const work of entry.worksFor) {
        const time = formatWorkTime(work.workTime, locale);
        line(`• ${work.workedFor}, ${work.country.country} – ${time}`);
        if (work.haveReferences && !options.anonymised) {
          const contact = [`${work.referenceFirstName ?? ''} ${work.referenceLastName ?? ''}`.trim(), work.referenceEmail, work.referencePhone ? `+${work.referencePhone.country_code} ${work.referencePhone.number}` : null]
            .filter(Boolean)
            .join(', ');
          line(`   ${label('references')}: ${contact}${work.referenceNote ? ` – ${work.referenceNote}` : ''}`);
        }
        if (work.attachments.length) line(`   ${label('attachments')}: ${work.attachments.map((a) => a.title ?? a.originalName).join(', ')}`);
      }
    }
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
    if (place.rating !== null) field(label('rating'), `${place.rating}/5`);
    field(label('expectedSalary'), `${place.salaryGrossValue.amount} ${place.salaryGrossValue.currency}${label('perHour')}`);
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
