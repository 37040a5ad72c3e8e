import { wizardStep4Body } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { entryErrorsOf } from '@/lib/forms';
import {
  canRemoveWorkEntry,
  canShowAddProfession,
  changeIndustry,
  changeProfession,
  changeProfessionClass,
  emptyProfession,
  emptyWorkEntry,
  errorsWithoutField,
  lockedCertificates,
  offeredItems,
  professionErrors,
  professionValues,
  rate,
  takenProfessions,
  toggleCertificate,
  toggleRated,
  toggleTechnicalSkill,
  unrated,
  visibleMaterials,
  type ProfessionValues,
} from './professions.rules';
import { professionPayload, step4Body } from './profession-payload';
import { STEP4_PRIMARY, carpenterShown } from '@/testing/wizard-step-4';

const REQUIRES = { '2': [1] };

const valid = (overrides: Partial<ProfessionValues> = {}): ProfessionValues => ({
  ...emptyProfession(),
  industry: '1',
  profession: '1',
  professionClass: '1',
  ...overrides,
});

describe('diplomas and technical drawing (4.2)', () => {
  it('ticking the master diploma also ticks the journeyman diploma, locks it and forces technical drawing on', () => {
    const state = toggleCertificate({ certificates: [], skillsTechnicals: [20] }, 2, true, REQUIRES);
    expect(state.certificates.sort()).toEqual([1, 2]);
    expect(state.skillsTechnicals).toEqual([20, 1]);
    expect(lockedCertificates(state.certificates, REQUIRES)).toEqual(new Set([1]));
  });

  it('the master diploma locks the journeyman diploma even when the data does not say so', () => {
    const state = toggleCertificate({ certificates: [], skillsTechnicals: [] }, 2, true, {});
    expect(state.certificates).toContain(1);
    expect(lockedCertificates(state.certificates, {})).toEqual(new Set([1]));
  });

  it('a locked journeyman diploma cannot be unticked; unticking the master only clears the lock', () => {
    const both = toggleCertificate({ certificates: [], skillsTechnicals: [] }, 2, true, REQUIRES);
    expect(toggleCertificate(both, 1, false, REQUIRES)).toBe(both);
    const masterOff = toggleCertificate(both, 2, false, REQUIRES);
    expect(masterOff.certificates).toEqual([1]);
    expect(lockedCertificates(masterOff.certificates, REQUIRES).size).toBe(0);
    expect(toggleCertificate(masterOff, 1, false, REQUIRES).certificates).toEqual([]);
  });

  it('technical drawing stays on while a diploma is ticked and can be unticked afterwards', () => {
    const journeyman = toggleCertificate({ certificates: [], skillsTechnicals: [] }, 1, true, REQUIRES);
    expect(journeyman.skillsTechnicals).toEqual([1]);
    expect(toggleTechnicalSkill(journeyman, 1, false)).toBe(journeyman);
    const none = toggleCertificate(journeyman, 1, false, REQUIRES);
    expect(none.skillsTechnicals).toEqual([1]);
    expect(toggleTechnicalSkill(none, 1, false).skillsTechnicals).toEqual([]);
  });

  it('other certificates tick without side effects', () => {
    expect(toggleCertificate({ certificates: [], skillsTechnicals: [] }, 30, true, REQUIRES)).toEqual({ certificates: [30], skillsTechnicals: [] });
  });
});

describe('ratings', () => {
  it('a ticked skill is unrated until rated, and unticking drops it', () => {
    let list = toggleRated([], 20, true);
    expect(unrated(list)).toEqual([20]);
    list = rate(list, 20, 3.5);
    expect(unrated(list)).toEqual([]);
    expect(toggleRated(list, 20, false)).toEqual([]);
  });

  it('unrated skills and materials are errors with the API keys', () => {
    const errors = professionErrors(valid({ skillsProfessionals: [{ id: 20, rating: null }], productionMaterials: [{ id: 9, rating: null }] }));
    expect(errors.skillsProfessionals).toBe('skillsNotRated');
    expect(errors.productionMaterials).toBe('pmNotRated');
    expect(professionErrors(valid({ skillsProfessionals: [{ id: 20, rating: 4.5 }] })).skillsProfessionals).toBeUndefined();
  });

  it('the payload leaves an unrated item without rating and keeps half stars', () => {
    const payload = professionPayload(valid({ skillsProfessionals: [{ id: 20, rating: 4.5 }, { id: 21, rating: null }] }));
    expect(payload.skillsProfessionals).toEqual([{ skillsProfessional: 20, rating: 4.5 }, { skillsProfessional: 21 }]);
  });
});

describe('profession checks', () => {
  it('industry, profession and class are required', () => {
    expect(professionErrors(emptyProfession())).toMatchObject({ industry: 'field_required', profession: 'field_required', professionClass: 'field_required' });
    expect(professionErrors(valid())).toEqual({});
  });

  it('the expert class needs a certificate and a work entry', () => {
    expect(professionErrors(valid({ professionClass: '2' }))).toMatchObject({ certificates: 'at_least_one_certificate', worksFor: 'expert_work_entry_required' });
  });

  it('a diploma needs technical drawing; a profession cannot be chosen twice', () => {
    expect(professionErrors(valid({ certificates: [1] })).skillsTechnicals).toBe('technical_drawing_required');
    expect(professionErrors(valid(), new Set(['1'])).profession).toBe('profession_duplicated');
  });

  it('choosing the expert class adds the first work entry, which cannot be removed', () => {
    const expert = changeProfessionClass(valid(), '2');
    expect(expert.worksFor).toHaveLength(1);
    expect(canRemoveWorkEntry(expert, 0)).toBe(false);
    expect(canRemoveWorkEntry(expert, 1)).toBe(true);
    expect(canRemoveWorkEntry(valid(), 0)).toBe(true);
    expect(changeProfessionClass(expert, '1').worksFor).toHaveLength(1);
  });
});

describe('work entries (5)', () => {
  const work = (overrides: Partial<ProfessionValues['worksFor'][number]>) => valid({ worksFor: [{ ...emptyWorkEntry(), workedFor: 'Fjordbygg AS', country: 'NO', workTime: { year: 2, month: 0 }, ...overrides }] });

  it('needs employer and country; years at most 80 and months 0-12, not both zero', () => {
    expect(professionErrors(valid({ worksFor: [emptyWorkEntry()] }))).toMatchObject({
      'worksFor.0.workedFor': 'field_required',
      'worksFor.0.country': 'field_required',
      'worksFor.0.workTime': 'at_least_one_month_is_required',
    });
    expect(professionErrors(work({ workTime: { year: 81, month: 13 } }))).toMatchObject({
      'worksFor.0.workTime.year': 'max_80_years',
      'worksFor.0.workTime.month': 'max_length_12_months',
    });
    expect(professionErrors(work({ workTime: { year: 0, month: 1 } }))).toEqual({});
  });

  it('references need first name, last name and a valid e-mail', () => {
    expect(professionErrors(work({ haveReferences: true }))).toMatchObject({
      'worksFor.0.referenceFirstName': 'field_required',
      'worksFor.0.referenceLastName': 'field_required',
      'worksFor.0.referenceEmail': 'field_required',
    });
    expect(professionErrors(work({ haveReferences: true, referenceFirstName: 'Ingrid', referenceLastName: 'Hansen', referenceEmail: 'nope' }))).toEqual({
      'worksFor.0.referenceEmail': 'invalid_email',
    });
  });

  it('a blank years or months field is sent as 0, which the API takes', () => {
    const payload = professionPayload(work({ workTime: { year: 2, month: '' } }));
    expect(payload.worksFor[0]?.workTime).toEqual({ year: 2, month: 0 });
    expect(professionErrors(work({ workTime: { year: 2, month: '' } }))).toEqual({});
    expect(wizardStep4Body.safeParse({ candidateProfileProfessions: [payload] }).success).toBe(true);
  });

  it('references are not sent when the option is unticked; an empty phone is left out', () => {
    const payload = professionPayload(work({ referenceFirstName: 'Ingrid', referencePhone: { country: 'NO', number: '41234567' } }));
    expect(payload.worksFor[0]).toMatchObject({ haveReferences: false, referenceFirstName: '' });
    expect(payload.worksFor[0]).not.toHaveProperty('referencePhone');
  });

  it('attachments need a title', () => {
    const file = { filename: 'a.pdf', title: ' ', is_temporary: true, originalName: 'a.pdf', url: null, thumbnailUrl: null };
    expect(professionErrors(work({ attachments: [file] }))['worksFor.0.attachments.0.title']).toBe('field_required');
  });
});

describe('profession choice', () => {
  it('lists what the chosen profession offers, with titles', () => {
    expect(offeredItems(STEP4_PRIMARY, '1', 'certificates').map((c) => c.id)).toEqual([1, 2, 30]);
    expect(offeredItems(STEP4_PRIMARY, '', 'certificates')).toEqual([]);
  });

  it('another profession keeps only the items it offers; another industry clears the choice', () => {
    const carpenter = valid({ certificates: [1, 30], productionMaterials: [{ id: 9, rating: 2 }, { id: 16, rating: 1 }] });
    const bricklayer = changeProfession(carpenter, '3', STEP4_PRIMARY);
    expect(bricklayer.certificates).toEqual([1]);
    expect(bricklayer.productionMaterials).toEqual([{ id: 16, rating: 1 }]);
    expect(changeIndustry(carpenter, '5')).toMatchObject({ industry: '5', profession: '', certificates: [], professionClass: '1' });
  });

  it('shows the first materials and the ticked ones until show more', () => {
    const offered = Array.from({ length: 9 }, (_, i) => ({ id: i + 1, title: `m${i + 1}` }));
    expect(visibleMaterials(offered, [{ id: 9, rating: 1 }], false).map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect(visibleMaterials(offered, [], true)).toHaveLength(9);
  });

  it('the same profession is taken by the others only', () => {
    const list = [valid(), valid({ profession: '3' })];
    expect(takenProfessions(list, 0)).toEqual(new Set(['3']));
    expect(canShowAddProfession(4)).toBe(true);
    expect(canShowAddProfession(5)).toBe(false);
  });
});

describe('profile and server answers', () => {
  it('reads a saved profession as form values and writes it back unchanged', () => {
    const values = professionValues(carpenterShown());
    expect(values).toMatchObject({ industry: '1', profession: '1', professionClass: '2', certificates: [1, 2] });
    expect(professionPayload(values)).toMatchObject({
      industry: 1,
      certificates: [1, 2],
      skillsProfessionals: [{ skillsProfessional: 20, rating: 4.5 }],
      worksFor: [{ workedFor: 'Fjordbygg AS', country: 'NO', workTime: { year: 3, month: 6 }, referencePhone: { country: 'NO', number: '41234567' } }],
    });
    expect(professionErrors(values)).toEqual({});
  });

  it('the save body passes the API schema of step 4', () => {
    const parsed = wizardStep4Body.safeParse(step4Body([professionValues(carpenterShown()), valid({ profession: '3' })]));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.candidateProfileProfessions[0]?.worksFor[0]).toMatchObject({ haveReferences: true, referenceEmail: 'ingrid.hansen@example.com' });
  });

  it('splits server formErrors per profession as form paths', () => {
    const { list, byEntry } = entryErrorsOf(
      {
        candidateProfileProfessions: ['profession_not_added'],
        'candidateProfileProfessions[1].worksFor[0].workTime': ['at_least_one_month_is_required'],
        'candidateProfileProfessions[1].certificates': ['at_least_one_certificate'],
      },
      'candidateProfileProfessions',
    );
    expect(list).toEqual(['profession_not_added']);
    expect(byEntry.get(1)).toEqual({ 'worksFor.0.workTime': 'at_least_one_month_is_required', certificates: 'at_least_one_certificate' });
  });
});

describe('work time and the working life', () => {
  const entry = (year: number, month: number) => ({ ...emptyWorkEntry(), workedFor: 'Fjordbygg AS', country: 'NO', workTime: { year, month } });
  const candidate = { dateOfBirth: '1990-05-17', today: '2026-11-24' };

  it('refuses a profession whose work time together is longer than the life since 16, as the API does', () => {
    expect(professionErrors(valid({ worksFor: [entry(80, 12)] }), new Set(), candidate)).toEqual({ 'worksFor.0.workTime': 'work_time_longer_than_adult_life' });
    expect(professionErrors(valid({ worksFor: [entry(15, 0), entry(6, 0)] }), new Set(), candidate)).toEqual({ 'worksFor.1.workTime': 'work_time_longer_than_adult_life' });
    expect(professionErrors(valid({ worksFor: [entry(20, 0)] }), new Set(), candidate)).toEqual({});
  });
});

describe('errors no field shows', () => {
  it('are listed, so a profession never fails its save unseen (issue 24)', () => {
    const errors = {
      industry: 'field_required',
      'worksFor.0.referenceEmail': 'field_required',
      'worksFor.0.attachments.1.title': 'field_required',
      'certificatesAttachments.0.title': 'field_required',
      'certificatesAttachments.0.filename': 'too_long',
      'skillsProfessionals.0.rating': 'invalid_rating',
      'worksFor.1.attachments.0.filename': 'too_long',
    };
    expect(errorsWithoutField(errors)).toEqual(['too_long', 'invalid_rating']);
    expect(errorsWithoutField({ skillsProfessionals: 'skillsNotRated', 'worksFor.0.workTime': 'at_least_one_month_is_required' })).toEqual([]);
  });
});
