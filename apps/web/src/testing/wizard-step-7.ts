import { quarterHours, type wizardPrimary7 } from '@trades/contracts';
import type { z } from 'zod';

/** What the API answers for step 7's form. */
type Step7Primary = z.infer<typeof wizardPrimary7>;

/* Step 7 data of the component and rule tests. */

const item = (id: number, title: string) => ({ id, title });

export const STEP7_PRIMARY: Step7Primary = {
  step: 7,
  contractTypes: [item(1, 'Employment contract'), item(2, 'Contract of mandate'), item(3, 'B2B')],
  workSystems: [item(1, 'Day shift'), item(2, 'Night shift'), item(7, 'Rotation')],
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].map((title, i) => item(i + 1, title)),
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((title, i) => item(i + 1, title)),
  hours: quarterHours(),
};
