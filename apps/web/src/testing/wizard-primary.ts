import type { wizardPrimary2, wizardPrimary3, wizardPrimary5 } from '@trades/contracts';
import type { z } from 'zod';

/* Step contents as the API answers them, trimmed for the component tests. */

export const PRIMARY_2: z.infer<typeof wizardPrimary2> = {
  step: 2,
  sexes: [
    { id: 1, title: 'Male' },
    { id: 2, title: 'Female' },
  ],
  phonePrefixes: {
    preferred: [{ id: 'PL', countryCode: 'PL', prefix: '+48', country: 'Poland', title: 'Poland (+48)' }],
    remaining: [{ id: 'NO', countryCode: 'NO', prefix: '+47', country: 'Norway', title: 'Norway (+47)' }],
  },
  countries: { preferred: [{ countryCode: 'PL', country: 'Poland' }], remaining: [{ countryCode: 'NO', country: 'Norway' }] },
  languages: { preferred: [{ languageCode: 'pl', language: 'Polish' }], remaining: [{ languageCode: 'en', language: 'English' }] },
  preferredContactTimes: [
    { id: 1, title: 'Morning' },
    { id: 2, title: 'Afternoon' },
  ],
  dateOfBirth: { min: '1950-01-01', max: '2010-11-22' },
};

export const PRIMARY_3: z.infer<typeof wizardPrimary3> = {
  step: 3,
  languages: {
    preferred: [
      { languageCode: 'en', language: 'English' },
      { languageCode: 'de', language: 'German' },
    ],
    remaining: [{ languageCode: 'no', language: 'Norwegian' }],
  },
  nativeLanguage: 'pl',
  languageProficiencies: [
    { id: 1, code: 'A1', title: 'Beginner (A1)', description: 'Understands simple phrases.' },
    { id: 2, code: 'B1', title: 'Intermediate (B1)', description: 'Handles everyday conversations.' },
    { id: 3, code: 'C1', title: 'Advanced (C1)', description: 'Speaks fluently at work.' },
  ],
};

export const PRIMARY_5: z.infer<typeof wizardPrimary5> = {
  step: 5,
  today: '2026-11-22',
  availabilityStatuses: [
    { id: 1, title: 'Green' },
    { id: 2, title: 'Available' },
  ],
};
