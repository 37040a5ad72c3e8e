import { useQuery } from '@tanstack/react-query';
import type {
  WizardStepNumber,
  wizardPrimary2,
  wizardPrimary3,
  wizardPrimary4,
  wizardPrimary5,
  wizardPrimary6,
  wizardPrimary7,
  wizardPrimary8,
} from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** The answer of GET /v1/candidate-profile/wizard/{step}/primary for each step. */
export interface WizardPrimaryByStep {
  2: z.infer<typeof wizardPrimary2>;
  3: z.infer<typeof wizardPrimary3>;
  4: z.infer<typeof wizardPrimary4>;
  5: z.infer<typeof wizardPrimary5>;
  6: z.infer<typeof wizardPrimary6>;
  7: z.infer<typeof wizardPrimary7>;
  8: z.infer<typeof wizardPrimary8>;
}

export function fetchWizardPrimary<S extends WizardStepNumber>(step: S): Promise<WizardPrimaryByStep[S]> {
  return api<WizardPrimaryByStep[S]>(`/v1/candidate-profile/wizard/${step}/primary`);
}

/** What a step's form needs (dictionaries in the interface language, so the language is in the key). */
export function useWizardPrimary<S extends WizardStepNumber>(step: S) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['candidate-profile', 'wizard', step, 'primary', i18n.language],
    queryFn: () => fetchWizardPrimary(step),
    staleTime: 5 * 60_000,
  });
}
