import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';

/**
 * The operator of API tests: pass `OPERATOR_ENV` to createTestApp, then `operatorHeaders(app)` signs
 * in (with the second factor, from the known TOTP secret) and gives the headers of an operator.
 */
export const TEST_OPERATOR = {
  email: 'operator@trades.example',
  password: 'Operator-Pass-2026',
  // A known base32 secret, so tests can make valid codes.
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

export const OPERATOR_ENV = {
  OPERATOR_EMAIL: TEST_OPERATOR.email,
  OPERATOR_PASSWORD: TEST_OPERATOR.password,
  OPERATOR_TOTP_SECRET: TEST_OPERATOR.totpSecret,
} as const;

const STEP_SECONDS = 30;
/** The last time step each app's operators were given a code of, per secret: a code signs in once. */
const usedSteps = new WeakMap<FastifyInstance, Map<string, number>>();

/**
 * A valid code of the secret that the app has not taken yet: the current time step's, or the next one's (the server
 * allows a step of drift); a third sign-in within one step waits for the next.
 */
export async function nextTotpCode(app: FastifyInstance, secret: string): Promise<string> {
  const steps = usedSteps.get(app) ?? new Map<string, number>();
  usedSteps.set(app, steps);
  const currentStep = Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const step = Math.max(currentStep, (steps.get(secret) ?? -1) + 1);
  const wait = (step - 1) * STEP_SECONDS * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 100));
  steps.set(secret, step);
  return generate({ secret, epoch: step * STEP_SECONDS });
}

/** Both steps of an operator's sign-in; the answer of the second (the session's tokens). */
export async function signInOperator(app: FastifyInstance, operator: { email: string; password: string; totpSecret: string }) {
  const login = await app.inject({ method: 'POST', url: '/v1/login_check', payload: { username: operator.email, password: operator.password } });
  expect(login.statusCode, login.body).toBe(200);
  expect(login.json()).toMatchObject({ mfaRequired: true });
  const code = await nextTotpCode(app, operator.totpSecret);
  const second = await app.inject({ method: 'POST', url: '/v1/login_check/totp', payload: { mfaToken: login.json().mfaToken, code } });
  expect(second.statusCode, second.body).toBe(200);
  return second.json() as { token: string; refresh_token: string; recoveryCodes?: string[] };
}

export async function operatorHeaders(app: FastifyInstance, locale = 'en'): Promise<Record<string, string>> {
  const { token } = await signInOperator(app, TEST_OPERATOR);
  return { authorization: `Bearer ${token}`, 'x-locale': locale };
}
