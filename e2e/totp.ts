import { generate } from 'otplib';

/*
 * Codes of an operator's authenticator for browser tests (issue 26): the server takes each time step once, so a
 * second sign-in within the same 30 s gets the next step's code (a step of drift is allowed), and a third waits.
 */

const STEP_SECONDS = 30;
const usedSteps = new Map<string, number>();

/** A code of the secret that this test run has not typed yet. */
export async function totpCode(secret: string): Promise<string> {
  const currentStep = Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const step = Math.max(currentStep, (usedSteps.get(secret) ?? -1) + 1);
  const wait = (step - 1) * STEP_SECONDS * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 100));
  usedSteps.set(secret, step);
  return generate({ secret, epoch: step * STEP_SECONDS });
}
