import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestAccount, formBody, multipartBody, newCandidate, newClient } from '../../test/accounts.ts';
import {
  bricklayer,
  carpenter,
  completeSteps,
  dayFromNow,
  norway,
  pdfFile,
  saveStep,
  step2Body,
  step3Body,
  step4Body,
  step5Body,
  step6Body,
  step7Body,
  sweden,
  upload,
} from '../../test/candidate-profile.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { latestBirthDate, marketToday } from '@trades/contracts';
import { candidateProfessions } from './candidate-profile.tables.ts';
import { saveStep as saveStepService } from './candidate-profile.service.ts';
import { testCatalogue } from '../../test/reference.ts';
import { prepareProfileQueries } from './candidate-profile.repository.ts';
import { profileReference } from './profile-reference.ts';
import { FileLinks } from '../../infra/storage/file-links.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { runExportJob } from '../privacy/testing.ts';

describe('candidate profile and wizard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const show = async (account: TestAccount, locale = 'en') => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/candidate-profile/show', headers: { ...account.auth, 'x-locale': locale } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const save = (account: TestAccount, step: number, body: object, headers: Record<string, string> = {}) => saveStep(t.app, account.auth, step, body, headers);
  /** A candidate whose wizard has reached `step`. */
  const candidateAt = async (step: number) => {
    const candidate = await newCandidate(t.app, t.database.db);
    if (step > 2) await completeSteps(t.app, candidate.auth, step - 1);
    return candidate;
  };
  const expectErrors = async (res: Awaited<ReturnType<typeof save>>, formErrors: Record<string, string[]>) => {
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('validation_error');
    expect(res.json().formErrors).toMatchObject(formErrors);
  };

  describe('GET /v1/candidate-profile/show', () => {
    it('shows a new candidate: account part, wizard at step 2, nothing chosen yet', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const profile = await show(candidate, 'pl');
      expect(profile).toMatchObject({
        wizardStep: 2,
        status: { id: 2 },
        firstName: 'Piotr',
        availableStatus: { id: 4, title: 'Dostępność nieokreślona' },
        phones: [{ phone: { country: 'PL', country_code: '48', number: '512345678' }, isPhoneConfirmed: false }],
        sex: null,
        dateOfBirth: null,
        candidateProfileLanguages: [],
        candidateProfileProfessions: [],
        candidateProfileWorkLocations: [],
        isConstantWork: false,
        isFlexibleWork: false,
      });
    });

    it('is for candidates only: 403 for employers, 401 without a token', async () => {
      const client = await newClient(t.app, t.database.db);
      for (const url of ['/v1/candidate-profile/show', '/v1/candidate-profile/wizard/2/primary', '/v1/candidate-profile/print']) {
        expect((await t.app.inject({ method: 'GET', url, headers: client.auth })).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
      expect((await saveStep(t.app, client.auth, 2, step2Body())).statusCode).toBe(403);
      expect((await saveStep(t.app, {}, 2, step2Body())).statusCode).toBe(401);
    });

    it('shows the whole saved profile with titles in the X-LOCALE language', async () => {
      const candidate = await candidateAt(2);
      await completeSteps(t.app, candidate.auth, 7);
      const profile = await show(candidate, 'pl');
      expect(profile.wizardStep).toBe(8);
      expect(profile.sex).toEqual({ id: 1, title: 'Mężczyzna' });
      expect(profile.countryOfNationality).toEqual({ countryCode: 'PL', country: 'Polska' });
      expect(profile.nativeLanguage).toEqual({ languageCode: 'pl', language: 'Polski' });
      expect(profile.preferredContactTimes.map((c: { id: number }) => c.id)).toEqual([1, 3]);
      expect(profile.candidateProfileLanguages[0]).toMatchObject({ languageCode: 'en', language: 'Angielski', languageProficiency: { id: 3 } });
      const [first, second] = profile.candidateProfileProfessions;
      expect(first).toMatchObject({
        industry: { id: 1, title: 'Budownictwo' },
        profession: { id: 1, title: 'Cieśla' },
        professionClass: { id: 2 },
        certificates: [{ id: 1 }, { id: 2 }],
        skillsProfessionals: [{ skillsProfessional: { id: 20 }, rating: 4.5 }, { skillsProfessional: { id: 21 }, rating: 3 }],
        productionMaterials: [{ productionMaterial: { id: 9 }, rating: 3.5 }],
        worksFor: [
          {
            workedFor: 'Fjordbygg AS',
            country: { countryCode: 'NO', country: 'Norwegia' },
            workTime: { year: 3, month: 6 },
            haveReferences: true,
            referenceEmail: 'ingrid.hansen@example.com',
            referencePhone: { country: 'NO', country_code: '47', number: '41234567' },
          },
        ],
      });
      expect(second.profession).toEqual({ id: 3, title: 'Murarz' });
      expect(profile.isAvailable).toBe(true);
      expect(profile.availableFrom).toBe(dayFromNow(14));
      expect(profile.availableStatus.id).toBe(2);
      const [no, se] = profile.candidateProfileWorkLocations;
      expect(no).toMatchObject({
        workLocationState: { id: 1, country: 'Norwegia', countryCode: 'NO' },
        allState: false,
        workLocationRegions: [{ id: 102, title: 'Rogaland' }],
        workLocationCities: [{ id: 10201, title: 'Stavanger', region: 102 }, { id: 10202, region: 102 }],
        requiredDocuments: [{ requiredDocument: { id: 1 } }, { requiredDocument: { id: 2 } }],
        rating: 4.5,
        salaryGrossValue: { amount: 260, currency: 'NOK' },
        candidateProfileWorkLocationSalaries: [{ salaryType: { id: 1, title: 'Brutto' }, salaryGrossValue: { amount: 260, currency: 'NOK' } }],
      });
      expect(se).toMatchObject({ workLocationState: { id: 2 }, allState: true, workLocationRegions: [], workLocationCities: [] });
      expect(profile).toMatchObject({
        isConstantWork: true,
        isFlexibleWork: true,
        workSystems: [{ id: 1 }, { id: 7 }],
        contractTypes: [{ id: 1, title: 'Umowa o pracę' }, { id: 3 }],
        candidateProfileFlexibleWorks: [{ months: [6, 7, 8], days: [1, 2, 3, 4, 5], hours: ['07:00', '15:30'] }],
      });
    });
  });

  describe('wizard progress (4.1)', () => {
    it('advances 2 -> 8, completes with the step-8 submit and never goes back', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      for (let step = 2; step <= 7; step++) {
        const res = await save(candidate, step, [step2Body, step3Body, step4Body, step5Body, step6Body, step7Body][step - 2]?.() as object);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().wizardStep).toBe(step + 1);
      }
      // Saving an earlier step keeps the progress.
      expect((await save(candidate, 3, step3Body())).json().wizardStep).toBe(8);
      const submitted = await t.app.inject({ method: 'POST', url: '/v1/candidate-profile/wizard/8', headers: candidate.auth });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json().wizardStep).toBe(0);
      // Once complete every step can be edited and the wizard stays complete.
      expect((await save(candidate, 4, step4Body([bricklayer()]))).json().wizardStep).toBe(0);
      expect((await save(candidate, 8, {})).json().wizardStep).toBe(0);
    });

    it('takes a repeated submit (a double tap, both at once or one after the other) as the same success', async () => {
      const candidate = await candidateAt(8);
      const submit = () => t.app.inject({ method: 'POST', url: '/v1/candidate-profile/wizard/8', headers: candidate.auth });
      const both = await Promise.all([submit(), submit()]);
      for (const res of both) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().wizardStep).toBe(0);
      }
      const again = await submit();
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(both[0]?.json());
    });

    it('refuses a step ahead of the candidate with 409 and changes nothing', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const ahead = await save(candidate, 3, step3Body(), { 'x-locale': 'pl' });
      expect(ahead.statusCode).toBe(409);
      expect(ahead.json()).toMatchObject({ code: 'wizard_step_not_reached', formErrors: {} });
      expect(ahead.json().message).toMatch(/krok/i);
      expect((await save(candidate, 8, {})).statusCode).toBe(409);
      expect((await show(candidate)).candidateProfileLanguages).toEqual([]);
      expect((await show(candidate)).wizardStep).toBe(2);
    });

    it('answers 400 for a step outside 2-8 and 404 for unknown wizard paths', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      expect((await t.app.inject({ method: 'GET', url: '/v1/candidate-profile/wizard/9/primary', headers: candidate.auth })).statusCode).toBe(400);
      expect((await save(candidate, 1, {})).statusCode).toBe(404);
    });
  });

  describe('step 2: personal and contact data', () => {
    it('requires every personal field, a phone and valid dictionary values', async () => {
      const candidate = await candidateAt(2);
      const res = await save(candidate, 2, { phones: [] });
      await expectErrors(res, {
        sex: ['field_required'],
        dateOfBirth: ['field_required'],
        countryOfNationality: ['field_required'],
        countryOfResidence: ['field_required'],
        nativeLanguage: ['field_required'],
        phones: ['field_required'],
      });
      const missingNumber = await save(candidate, 2, step2Body({ phones: [{ phone: { country: 'PL', number: '' } }] }));
      await expectErrors(missingNumber, { 'phones[0].phone.number': ['field_required'] });
      const unknown = await save(candidate, 2, step2Body({ sex: 9, countryOfNationality: 'XX', nativeLanguage: 'zz', preferredContactTimes: [99] }));
      await expectErrors(unknown, {
        sex: ['invalid_value'],
        countryOfNationality: ['invalid_value'],
        nativeLanguage: ['invalid_value'],
        preferredContactTimes: ['invalid_value'],
      });
    });

    it('takes dates of birth from 1950-01-01 to exactly 16 years ago', async () => {
      const candidate = await candidateAt(2);
      const today = marketToday(new Date());
      const latest = latestBirthDate(today);
      const dayAfter = marketToday(new Date(new Date(`${latest}T12:00:00Z`).getTime() + 86_400_000));
      await expectErrors(await save(candidate, 2, step2Body({ dateOfBirth: dayAfter })), { dateOfBirth: ['min_age_16'] });
      await expectErrors(await save(candidate, 2, step2Body({ dateOfBirth: '1949-12-31' })), { dateOfBirth: ['date_of_birth_before_1950'] });
      await expectErrors(await save(candidate, 2, step2Body({ dateOfBirth: '1990-02-30' })), { dateOfBirth: ['invalid_date'] });
      expect((await save(candidate, 2, step2Body({ dateOfBirth: latest }))).statusCode).toBe(200);
      expect((await save(candidate, 2, step2Body({ dateOfBirth: '1950-01-01' }))).statusCode).toBe(200);
    });

    it('checks phones against their country and refuses the same number twice', async () => {
      const candidate = await candidateAt(2);
      const invalid = await save(candidate, 2, step2Body({ phones: [{ phone: { country: 'NO', number: '512 345 678' } }] }));
      await expectErrors(invalid, { 'phones[0].phone': ['invalid_phone'] });
      const twice = await save(
        candidate,
        2,
        step2Body({ phones: [{ phone: { country: 'PL', number: '512 345 678' } }, { phone: { country: 'PL', number: '+48512345678' } }] }),
      );
      await expectErrors(twice, { 'phones[1].phone': ['phone_duplicated'] });
    });

    it('accepts the bracket-notation form of the spec and keeps the first phone as the account phone', async () => {
      const candidate = await candidateAt(2);
      const form = formBody({
        sex: '2',
        dateOfBirth: '1985-11-03',
        countryOfNationality: 'UA',
        countryOfResidence: 'PL',
        nativeLanguage: 'uk',
        'phones[0][phone][country]': 'NO',
        'phones[0][phone][number]': '412 34 567',
        'phones[1][phone][country]': 'UA',
        'phones[1][phone][number]': '050 123 4567',
        'preferredContactTimes[0]': '7',
      });
      const res = await t.app.inject({ method: 'POST', url: '/v1/candidate-profile/wizard/2', payload: form.payload, headers: { ...candidate.auth, ...form.headers } });
      expect(res.statusCode, res.body).toBe(200);
      const profile = res.json();
      expect(profile.phones.map((p: { phone: { number: string } }) => p.phone.number)).toEqual(['41234567', '501234567']);
      expect(profile.nativeLanguage.languageCode).toBe('uk');
      const user = await t.app.inject({ method: 'GET', url: '/v1/user/show', headers: candidate.auth });
      expect(user.json().phone).toEqual({ country: 'NO', country_code: '47', number: '41234567' });
    });
  });

  describe('step 3: foreign languages', () => {
    it('requires a language and a level, refuses duplicates and the native language', async () => {
      const candidate = await candidateAt(3);
      await expectErrors(await save(candidate, 3, { candidateProfileLanguages: [] }), { candidateProfileLanguages: ['field_required'] });
      await expectErrors(await save(candidate, 3, { candidateProfileLanguages: [{ languageCode: '' }] }), {
        'candidateProfileLanguages[0].languageCode': ['field_required'],
        'candidateProfileLanguages[0].languageProficiency': ['field_required'],
      });
      const res = await save(candidate, 3, {
        candidateProfileLanguages: [
          { languageCode: 'en', languageProficiency: 3 },
          { languageCode: 'EN', languageProficiency: 4 },
          { languageCode: 'pl', languageProficiency: 7 },
          { languageCode: 'de', languageProficiency: 42 },
        ],
      });
      await expectErrors(res, {
        'candidateProfileLanguages[1].languageCode': ['language_duplicated'],
        'candidateProfileLanguages[2].languageCode': ['language_is_native'],
        'candidateProfileLanguages[3].languageProficiency': ['invalid_value'],
      });
    });
  });

  describe('step 4: professions', () => {
    it('needs one to five professions, each once', async () => {
      const candidate = await candidateAt(4);
      await expectErrors(await save(candidate, 4, { candidateProfileProfessions: [] }), { candidateProfileProfessions: ['profession_not_added'] });
      const six = [1, 3, 4, 5, 6, 8].map((profession) => bricklayer({ profession, productionMaterials: [], skillsProfessionals: [], experiences: [] }));
      await expectErrors(await save(candidate, 4, step4Body(six)), { candidateProfileProfessions: ['too_many_professions'] });
      await expectErrors(await save(candidate, 4, step4Body([bricklayer(), bricklayer()])), { 'candidateProfileProfessions[1].profession': ['profession_duplicated'] });
    });

    it('requires industry, profession and class, and a profession of that industry', async () => {
      const candidate = await candidateAt(4);
      await expectErrors(await save(candidate, 4, step4Body([{}])), {
        'candidateProfileProfessions[0].industry': ['field_required'],
        'candidateProfileProfessions[0].profession': ['field_required'],
        'candidateProfileProfessions[0].professionClass': ['field_required'],
      });
      await expectErrors(await save(candidate, 4, step4Body([bricklayer({ industry: 6 })])), { 'candidateProfileProfessions[0].profession': ['invalid_value'] });
      // Only the items the profession offers (skill 99 is not a bricklayer's).
      await expectErrors(await save(candidate, 4, step4Body([bricklayer({ skillsTechnicals: [99] })])), { 'candidateProfileProfessions[0].skillsTechnicals': ['invalid_value'] });
    });

    it('asks an expert for a certificate and a work entry', async () => {
      const candidate = await candidateAt(4);
      const res = await save(candidate, 4, step4Body([bricklayer({ professionClass: 2 })]));
      await expectErrors(res, {
        'candidateProfileProfessions[0].certificates': ['at_least_one_certificate'],
        'candidateProfileProfessions[0].worksFor': ['expert_work_entry_required'],
      });
    });

    it('wants every ticked skill and material rated in half steps', async () => {
      const candidate = await candidateAt(4);
      const unrated = bricklayer({ skillsProfessionals: [40, { skillsProfessional: 41, rating: '' }], productionMaterials: [16] });
      await expectErrors(await save(candidate, 4, step4Body([unrated])), {
        'candidateProfileProfessions[0].skillsProfessionals': ['skillsNotRated'],
        'candidateProfileProfessions[0].productionMaterials': ['pmNotRated'],
      });
      const offStep = bricklayer({ skillsProfessionals: [{ skillsProfessional: 40, rating: 4.3 }], productionMaterials: [{ productionMaterial: 16, rating: 5.5 }] });
      await expectErrors(await save(candidate, 4, step4Body([offStep])), {
        'candidateProfileProfessions[0].skillsProfessionals[0].rating': ['invalid_rating'],
        'candidateProfileProfessions[0].productionMaterials[0].rating': ['invalid_rating'],
      });
    });

    it('applies the diploma rules of 4.2', async () => {
      const candidate = await candidateAt(4);
      await expectErrors(await save(candidate, 4, step4Body([carpenter({ certificates: [2] })])), {
        'candidateProfileProfessions[0].certificates': ['journeyman_diploma_required'],
      });
      await expectErrors(await save(candidate, 4, step4Body([carpenter({ certificates: [1], skillsTechnicals: [20] })])), {
        'candidateProfileProfessions[0].skillsTechnicals': ['technical_drawing_required'],
      });
      expect((await save(candidate, 4, step4Body([carpenter({ certificates: [1, 2] })]))).statusCode).toBe(200);
    });

    it('checks work entries: years, months, references', async () => {
      const candidate = await candidateAt(4);
      const work = (overrides: object) => [{ ...carpenter().worksFor[0], ...overrides }];
      const body = step4Body([
        carpenter({ worksFor: work({ workTime: { year: 81, month: 13 } }) }),
        bricklayer({ worksFor: work({ workTime: { year: 0, month: 0 }, referenceFirstName: '', referenceLastName: ' ', referenceEmail: '' }) }),
      ]);
      await expectErrors(await save(candidate, 4, body), {
        'candidateProfileProfessions[0].worksFor[0].workTime.year': ['max_80_years'],
        'candidateProfileProfessions[0].worksFor[0].workTime.month': ['max_length_12_months'],
      });
      const second = await save(candidate, 4, step4Body([bricklayer({ worksFor: work({ workTime: { year: 0, month: 0 }, referenceFirstName: '', referenceEmail: '' }) })]));
      await expectErrors(second, {
        'candidateProfileProfessions[0].worksFor[0].workTime': ['at_least_one_month_is_required'],
        'candidateProfileProfessions[0].worksFor[0].referenceFirstName': ['field_required'],
        'candidateProfileProfessions[0].worksFor[0].referenceEmail': ['field_required'],
      });
      await expectErrors(await save(candidate, 4, step4Body([bricklayer({ worksFor: work({ referenceEmail: 'not-an-email' }) })])), {
        'candidateProfileProfessions[0].worksFor[0].referenceEmail': ['invalid_email'],
      });
      // Without references the reference fields are not needed.
      const noReferences = work({ haveReferences: false, referenceFirstName: '', referenceLastName: '', referenceEmail: '', referencePhone: { country: '', number: '' } });
      expect((await save(candidate, 4, step4Body([bricklayer({ worksFor: noReferences })]))).statusCode).toBe(200);
    });

    it('refuses a work time per profession longer than the candidate\'s life since 16 (born 1990-05-17 in step 2)', async () => {
      const candidate = await candidateAt(4);
      const entry = carpenter().worksFor[0];
      const works = (...times: { year: number; month: number }[]) => times.map((workTime) => ({ ...entry, workTime }));
      await expectErrors(await save(candidate, 4, step4Body([carpenter({ worksFor: works({ year: 80, month: 12 }) })])), {
        'candidateProfileProfessions[0].worksFor[0].workTime': ['work_time_longer_than_adult_life'],
      });
      // The entries of one profession count together; the error shows on the last one.
      const adultYears = Number(marketToday(new Date()).slice(0, 4)) - 2006;
      await expectErrors(await save(candidate, 4, step4Body([carpenter({ worksFor: works({ year: adultYears, month: 0 }, { year: 1, month: 0 }) })])), {
        'candidateProfileProfessions[0].worksFor[1].workTime': ['work_time_longer_than_adult_life'],
      });
      // Each profession on its own: two professions of ten years each pass.
      const tenYears = works({ year: 10, month: 0 });
      expect((await save(candidate, 4, step4Body([carpenter({ worksFor: tenYears }), bricklayer({ worksFor: tenYears })]))).statusCode).toBe(200);
    });

    it('is atomic: a refused save keeps the professions saved before', async () => {
      const candidate = await candidateAt(4);
      expect((await save(candidate, 4, step4Body())).statusCode).toBe(200);
      const refused = await save(candidate, 4, step4Body([bricklayer({ professionClass: 2 })]));
      expect(refused.statusCode).toBe(422);
      const professions = (await show(candidate)).candidateProfileProfessions;
      expect(professions.map((p: { profession: { id: number } }) => p.profession.id)).toEqual([1, 3]);
    });

    it('is atomic when the database refuses a row half-way through the save', async () => {
      const candidate = await candidateAt(4);
      expect((await save(candidate, 4, step4Body())).statusCode).toBe(200);
      const user = (await t.database.db.select().from(users).where(eq(users.email, candidate.email)))[0];
      const deps = {
        db: t.database.db,
        queries: prepareProfileQueries(t.database.db),
        reference: profileReference(testCatalogue()),
        links: new FileLinks(t.config.JWT_SECRET),
        now: () => new Date(),
      };
      // A rating the body schema would refuse reaches the database's CHECK after the old rows are deleted.
      const bad = step4Body([bricklayer({ skillsProfessionals: [{ skillsProfessional: 40, rating: 7 }] })]);
      await expect(saveStepService(deps, user?.id as number, { step: 4, body: bad as never }, 'en')).rejects.toThrow();
      const rows = await t.database.db.select().from(candidateProfessions).where(eq(candidateProfessions.userId, user?.id as number));
      expect(rows.map((r) => r.professionId).sort()).toEqual([1, 3]);
    });
  });

  describe('step 4: a profession with its files, as the wizard saves it (issue 24)', () => {
    it('keeps the certificate upload, work entry and referee after a reload; an upload never saved stays out of the data export', async () => {
      const candidate = await candidateAt(4);
      const certificate = (await upload(t.app, candidate.auth, pdfFile(), 'svennebrev.pdf')).json();
      const forgotten = (await upload(t.app, candidate.auth, pdfFile(), 'never-saved.pdf')).json();
      const profession = carpenter({ certificatesAttachments: [{ filename: certificate.filename, is_temporary: true, title: 'Svennebrev' }] });
      const saved = await save(candidate, 4, step4Body([profession]));
      expect(saved.statusCode, saved.body).toBe(200);

      // A reload reads the profile again: everything of the profession is there, the upload attached.
      const [reloaded] = (await show(candidate)).candidateProfileProfessions;
      expect(reloaded).toMatchObject({
        professionClass: { id: 2 },
        certificates: [{ id: 1 }, { id: 2 }],
        certificatesAttachments: [{ filename: certificate.filename, title: 'Svennebrev', is_temporary: false, originalName: 'svennebrev.pdf' }],
        skillsProfessionals: [{ rating: 4.5 }, { rating: 3 }],
        worksFor: [{ workedFor: 'Fjordbygg AS', haveReferences: true, referenceFirstName: 'Ingrid', referenceEmail: 'ingrid.hansen@example.com' }],
      });

      const requested = await t.app.inject({ method: 'POST', url: '/v1/user/data-export', headers: candidate.auth });
      expect(requested.statusCode, requested.body).toBe(202);
      await runExportJob(t, requested.json().id);
      const ready = await t.app.inject({ method: 'GET', url: `/v1/user/data-export/${requested.json().id}`, headers: candidate.auth });
      const zip = unzipSync(new Uint8Array((await t.app.inject({ method: 'GET', url: ready.json().downloadUrl })).rawPayload));
      const listed = JSON.parse(new TextDecoder().decode(zip['files.json'])) as { originalName: string }[];
      expect(listed.map((file) => file.originalName)).toEqual(['svennebrev.pdf']);
      expect(JSON.stringify(listed)).not.toContain(forgotten.originalName);
    });
  });

  describe('step 5: availability', () => {
    it('needs a start date from today on when available', async () => {
      const candidate = await candidateAt(5);
      await expectErrors(await save(candidate, 5, { isAvailable: true }), { availableFrom: ['availability_date_error'] });
      await expectErrors(await save(candidate, 5, { isAvailable: '1', availableFrom: dayFromNow(-1) }), { availableFrom: ['availability_date_error'] });
      await expectErrors(await save(candidate, 5, {}), { isAvailable: ['field_required'] });
      const today = await save(candidate, 5, { isAvailable: true, availableFrom: dayFromNow(0) });
      expect(today.json()).toMatchObject({ isAvailable: true, availableFrom: dayFromNow(0), availableStatus: { id: 2 } });
      const notAvailable = await save(candidate, 5, { isAvailable: false, availableFrom: dayFromNow(3) });
      expect(notAvailable.json()).toMatchObject({ isAvailable: false, availableFrom: null, availableStatus: { id: 4 } });
    });

    it('takes the matched-offers form: availableStatus, with a date for status 2', async () => {
      const candidate = await candidateAt(5);
      const form = formBody({ availableStatus: '2', availableFrom: dayFromNow(5) });
      const res = await t.app.inject({ method: 'POST', url: '/v1/candidate-profile/wizard/5', payload: form.payload, headers: { ...candidate.auth, ...form.headers } });
      expect(res.json()).toMatchObject({ isAvailable: true, availableStatus: { id: 2 }, availableFrom: dayFromNow(5) });
      const red = await save(candidate, 5, { availableStatus: 3 });
      expect(red.json()).toMatchObject({ isAvailable: false, availableStatus: { id: 3 } });
      await expectErrors(await save(candidate, 5, { availableStatus: 2 }), { availableFrom: ['availability_date_error'] });
    });
  });

  describe('step 6: preferred work places', () => {
    it('needs one to three places, each country once', async () => {
      const candidate = await candidateAt(6);
      await expectErrors(await save(candidate, 6, { candidateProfileWorkLocations: [] }), { candidateProfileWorkLocations: ['location_required'] });
      const four = [norway(), sweden(), sweden({ workLocationState: 3, salaryGrossValue: { tbbc_amount: 150, tbbc_currency: 'DKK' }, requiredDocuments: [] }), sweden({ workLocationState: 8, requiredDocuments: [], salaryGrossValue: { tbbc_amount: 40, tbbc_currency: 'PLN' } })];
      await expectErrors(await save(candidate, 6, step6Body(four)), { candidateProfileWorkLocations: ['too_many_locations'] });
      await expectErrors(await save(candidate, 6, step6Body([sweden(), sweden()])), { 'candidateProfileWorkLocations[1].workLocationState': ['location_country_duplicated'] });
    });

    it('wants regions with a city each unless the whole country is chosen', async () => {
      const candidate = await candidateAt(6);
      await expectErrors(await save(candidate, 6, step6Body([norway({ workLocationRegions: [], workLocationCities: [] })])), {
        'candidateProfileWorkLocations[0].workLocationRegions': ['location_required'],
      });
      await expectErrors(await save(candidate, 6, step6Body([norway({ workLocationRegions: [102, 103], workLocationCities: [10201] })])), {
        'candidateProfileWorkLocations[0].workLocationRegions[1]': ['city_required'],
      });
      await expectErrors(await save(candidate, 6, step6Body([norway({ workLocationRegions: [102], workLocationCities: [10201, 10301] })])), {
        'candidateProfileWorkLocations[0].workLocationCities': ['invalid_value'],
      });
      await expectErrors(await save(candidate, 6, step6Body([norway({ workLocationRegions: [201], workLocationCities: [20101] })])), {
        'candidateProfileWorkLocations[0].workLocationRegions': ['invalid_value'],
      });
      const whole = await save(candidate, 6, step6Body([norway({ allState: '1', workLocationRegions: [102], workLocationCities: [10201] })]));
      expect(whole.json().candidateProfileWorkLocations[0]).toMatchObject({ allState: true, workLocationRegions: [], workLocationCities: [] });
    });

    it("keeps the salary within the country's bounds in its currency", async () => {
      const candidate = await candidateAt(6);
      await expectErrors(await save(candidate, 6, step6Body([norway({ salaryGrossValue: { tbbc_amount: 199, tbbc_currency: 'NOK' } })])), {
        'candidateProfileWorkLocations[0].salaryGrossValue.tbbc_amount': ['rate_range_too_low'],
      });
      await expectErrors(await save(candidate, 6, step6Body([norway({ salaryGrossValue: { tbbc_amount: 451, tbbc_currency: 'NOK' } })])), {
        'candidateProfileWorkLocations[0].salaryGrossValue.tbbc_amount': ['rate_range_too_high'],
      });
      await expectErrors(await save(candidate, 6, step6Body([norway({ salaryGrossValue: { tbbc_amount: 300, tbbc_currency: 'EUR' } })])), {
        'candidateProfileWorkLocations[0].salaryGrossValue.tbbc_currency': ['invalid_value'],
      });
      expect((await save(candidate, 6, step6Body([norway({ salaryGrossValue: { tbbc_amount: 450, tbbc_currency: 'NOK' } })]))).statusCode).toBe(200);
    });

    it('saves a wage never given as not given: null, no salaries, and the PDF says so (issue 24)', async () => {
      const candidate = await candidateAt(6);
      const saved = await save(candidate, 6, step6Body([norway({ salaryGrossValue: undefined }), sweden({ salaryGrossValue: { tbbc_amount: '', tbbc_currency: 'SEK' } })]));
      expect(saved.statusCode, saved.body).toBe(200);
      for (const place of (await show(candidate)).candidateProfileWorkLocations) {
        expect(place).toMatchObject({ salaryGrossValue: null, candidateProfileWorkLocationSalaries: [] });
      }
      const link = await t.app.inject({ method: 'GET', url: '/v1/candidate-profile/print', headers: { ...candidate.auth, 'x-locale': 'pl' } });
      const text = pdfText((await t.app.inject({ method: 'GET', url: link.json().profilePrintUrl })).rawPayload);
      expect(text).toContain('Oczekiwana stawka brutto: nie podano');
      expect(text).not.toContain('200 NOK');
      // A wage given later shows with its unit.
      await save(candidate, 6, step6Body([norway()]));
      expect((await show(candidate)).candidateProfileWorkLocations[0].salaryGrossValue).toEqual({ amount: 260, currency: 'NOK' });
    });

    it('applies the Norway tax-card rule and offers only the country documents', async () => {
      const candidate = await candidateAt(6);
      await expectErrors(await save(candidate, 6, step6Body([norway({ requiredDocuments: [{ requiredDocument: 1 }] })])), {
        'candidateProfileWorkLocations[0].requiredDocuments': ['personal_number_required'],
      });
      await expectErrors(await save(candidate, 6, step6Body([norway({ requiredDocuments: [{ requiredDocument: 7 }] })])), {
        'candidateProfileWorkLocations[0].requiredDocuments': ['invalid_value'],
      });
      await expectErrors(await save(candidate, 6, step6Body([norway({ rating: 4.25 })])), { 'candidateProfileWorkLocations[0].rating': ['invalid_rating'] });
      const noRating = await save(candidate, 6, step6Body([norway({ rating: '', requiredDocuments: [2] })]));
      expect(noRating.json().candidateProfileWorkLocations[0]).toMatchObject({ rating: null, requiredDocuments: [{ requiredDocument: { id: 2 } }] });
    });

    it('accepts the multipart form of the spec', async () => {
      const candidate = await candidateAt(6);
      const body = multipartBody({
        'candidateProfileWorkLocations[0][workLocationState]': '1',
        'candidateProfileWorkLocations[0][allState]': '0',
        'candidateProfileWorkLocations[0][workLocationRegions][0]': '101',
        'candidateProfileWorkLocations[0][workLocationCities][0]': '10101',
        'candidateProfileWorkLocations[0][requiredDocuments][0][requiredDocument]': '3',
        'candidateProfileWorkLocations[0][rating]': '5',
        'candidateProfileWorkLocations[0][salaryGrossValue][tbbc_currency]': 'NOK',
        'candidateProfileWorkLocations[0][salaryGrossValue][tbbc_amount]': '300',
      });
      const res = await t.app.inject({ method: 'POST', url: '/v1/candidate-profile/wizard/6', payload: body.payload, headers: { ...candidate.auth, ...body.headers } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().candidateProfileWorkLocations[0]).toMatchObject({ workLocationRegions: [{ id: 101 }], rating: 5, salaryGrossValue: { amount: 300 } });
      expect(res.json().wizardStep).toBe(7);
    });
  });

  describe('step 7: work terms', () => {
    it('checks hours, months and days of flexible work', async () => {
      const candidate = await candidateAt(7);
      const res = await save(candidate, 7, step7Body({ candidateProfileFlexibleWorks: [{ months: [0, 13], days: [8], hours: ['07:10', '24:00'] }] }));
      await expectErrors(res, {
        'candidateProfileFlexibleWorks[0].months[0]': ['invalid_month'],
        'candidateProfileFlexibleWorks[0].months[1]': ['invalid_month'],
        'candidateProfileFlexibleWorks[0].days[0]': ['invalid_day'],
        'candidateProfileFlexibleWorks[0].hours[0]': ['invalid_time'],
        'candidateProfileFlexibleWorks[0].hours[1]': ['invalid_time'],
      });
      await expectErrors(await save(candidate, 7, step7Body({ workSystems: [99], contractTypes: [42] })), { workSystems: ['invalid_value'], contractTypes: ['invalid_value'] });
    });

    it('needs at least one contract type, work system or flexible work', async () => {
      const candidate = await candidateAt(7);
      const nothing = { isConstantWork: false, isFlexibleWork: false, workSystems: [], contractTypes: [], candidateProfileFlexibleWorks: [] };
      await expectErrors(await save(candidate, 7, step7Body(nothing)), { contractTypes: ['at_least_one_work_term'] });
      // Work systems of constant work switched off do not count.
      await expectErrors(await save(candidate, 7, step7Body({ ...nothing, workSystems: [1] })), { contractTypes: ['at_least_one_work_term'] });
      for (const one of [{ contractTypes: [1] }, { isConstantWork: true, workSystems: [1] }, { isFlexibleWork: true }]) {
        expect((await save(candidate, 7, step7Body({ ...nothing, ...one }))).statusCode, JSON.stringify(one)).toBe(200);
      }
    });

    it('takes the multipart form and clears what was switched off', async () => {
      const candidate = await candidateAt(7);
      const body = multipartBody({
        isConstantWork: '0',
        isFlexibleWork: '1',
        'candidateProfileFlexibleWorks[0][months][]': '12',
        'candidateProfileFlexibleWorks[0][days][]': '6',
        'candidateProfileFlexibleWorks[0][hours][0]': '',
        'candidateProfileFlexibleWorks[0][hours][1]': '23:45',
        'candidateProfileFlexibleWorks[1][hours][0]': '',
        'candidateProfileFlexibleWorks[1][hours][1]': '',
        'workSystems[]': '2',
        'contractTypes[]': '5',
      });
      const res = await t.app.inject({ method: 'POST', url: '/v1/candidate-profile/wizard/7', payload: body.payload, headers: { ...candidate.auth, ...body.headers } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        isConstantWork: false,
        workSystems: [],
        contractTypes: [{ id: 5 }],
        // The empty condition is dropped, as the dialog does.
        candidateProfileFlexibleWorks: [{ months: [12], days: [6], hours: [null, '23:45'] }],
      });
      const off = await save(candidate, 7, step7Body({ isFlexibleWork: false }));
      expect(off.json().candidateProfileFlexibleWorks).toEqual([]);
    });
  });

  describe('GET /v1/candidate-profile/wizard/{step}/primary', () => {
    it('gives each step its dictionaries in the request language', async () => {
      const candidate = await candidateAt(4);
      const get = async (step: number, locale: string) =>
        (await t.app.inject({ method: 'GET', url: `/v1/candidate-profile/wizard/${step}/primary`, headers: { ...candidate.auth, 'x-locale': locale } })).json();
      const two = await get(2, 'ua');
      expect(two.sexes).toEqual([{ id: 1, title: 'Чоловік' }, { id: 2, title: 'Жінка' }]);
      expect(two.dateOfBirth).toEqual({ min: '1950-01-01', max: latestBirthDate(marketToday(new Date())) });
      expect(two.phonePrefixes.preferred[0]).toMatchObject({ countryCode: 'NO', prefix: '+47' });
      const three = await get(3, 'pl');
      // The candidate's native language (pl) is not offered.
      expect([...three.languages.preferred, ...three.languages.remaining].map((l: { languageCode: string }) => l.languageCode)).not.toContain('pl');
      expect(three.languageProficiencies[0].description).toBeTruthy();
      const four = await get(4, 'no');
      expect(four.professions['1']).toContainEqual({ id: 1, title: 'Tømrer' });
      expect(four.professionItems['1'].skillsTechnicals).toContain(1);
      expect(four.certificateRequires).toEqual({ 2: [1] });
      expect(four.rules).toMatchObject({ maxProfessions: 5, expertClassId: 2 });
      const six = await get(6, 'en');
      const no = six.countries.find((c: { id: number }) => c.id === 1);
      expect(no).toMatchObject({ countryCode: 'NO', salaryGrossValueMin: { amount: 200, currency: 'NOK' }, salaryGrossValueMax: { amount: 450, currency: 'NOK' } });
      expect(no.requiredDocuments[0]).toMatchObject({ id: 1, requires: [2] });
      const seven = await get(7, 'pl');
      expect(seven.hours).toHaveLength(96);
      expect(seven.days[0]).toEqual({ id: 1, title: 'Poniedziałek' });
      expect((await get(8, 'en')).canSubmit).toBe(false);
    });
  });
});
