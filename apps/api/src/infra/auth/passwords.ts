import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. 2 is Algorithm.Argon2id
// (a const enum, which isolated modules cannot read).
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when no user exists, so sign-in takes as long for unknown e-mails.
 * The caller makes it once and keeps it.
 */
export function dummyPasswordHash(): Promise<string> {
  return hashPassword('no-such-user-Password1');
}
