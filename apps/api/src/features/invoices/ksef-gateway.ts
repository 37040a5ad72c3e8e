import type { KeyObject } from 'node:crypto';
import type { AppConfig } from '../../config/config.ts';
import { type EncryptedInvoice, encryptInvoice, encryptedKsefToken, ksefPublicKey, newSessionKey } from './ksef-envelope.ts';

/*
 * Sending invoices to KSeF (API 2.0, online session) behind one interface, so the jobs do not know
 * HTTP and tests can point it at a fake server. One invoice per session: authenticate with the
 * KSeF token for the seller's NIP, open a session with a fresh AES key, send the encrypted invoice,
 * close the session; KSeF validates asynchronously, so the result is asked for later by reference.
 */

export interface KsefReference {
  sessionReferenceNumber: string;
  invoiceReferenceNumber: string;
}

/**
 * What KSeF decided. A duplicate (440: the seller's invoice of that kind and number is in KSeF already,
 * from an earlier send whose answer was lost) is accepted under the number KSeF gave it the first time,
 * with that send's UPO when KSeF still has it.
 */
export type KsefInvoiceStatus =
  | { kind: 'processing' }
  | { kind: 'accepted'; ksefNumber: string; upo: string | null }
  | { kind: 'rejected'; error: string };

export interface KsefGateway {
  send(xml: string): Promise<KsefReference>;
  status(reference: KsefReference): Promise<KsefInvoiceStatus>;
}

/** KSeF did not answer as expected (network, 4xx or 5xx): the try is repeated later. */
export class KsefCallError extends Error {}

export interface KsefSettings {
  baseUrl: string;
  token: string;
  nip: string;
  /** Set: this key for both the token and the session key; unset: the current ones from KSeF's public-key endpoint. */
  publicKeyPem?: string;
}

export function ksefSettingsOf(config: Pick<AppConfig, 'KSEF_BASE_URL' | 'KSEF_TOKEN' | 'KSEF_NIP' | 'KSEF_PUBLIC_KEY_PEM'>): KsefSettings {
  return { baseUrl: config.KSEF_BASE_URL.replace(/\/$/, ''), token: config.KSEF_TOKEN ?? '', nip: config.KSEF_NIP, publicKeyPem: config.KSEF_PUBLIC_KEY_PEM?.replaceAll('\\n', '\n') };
}

/** The invoice form the session declares: FA(3), schema 1-0E. */
const FA3_FORM = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' };

/** Invoice status codes: 100 and 150 still in progress, 200 accepted, 440 a duplicate (see KsefInvoiceStatus), anything else a rejection. */
const IN_PROGRESS = new Set([100, 150]);
const ACCEPTED = 200;
const DUPLICATE = 440;
const AUTH_POLLS = 20;
const AUTH_POLL_MS = 500;

type Usage = 'KsefTokenEncryption' | 'SymmetricKeyEncryption';
interface PublicKeyCertificate {
  certificate: string;
  usage?: string[];
  validFrom?: string;
  validTo?: string;
}
interface StatusInfo {
  code: number;
  description?: string;
  details?: string[] | null;
  /** A duplicate's original: `originalKsefNumber` and `originalSessionReferenceNumber`. */
  extensions?: Record<string, string | null> | null;
}

export function httpKsefGateway(settings: KsefSettings, fetchImpl: typeof fetch = fetch, now: () => Date = () => new Date()): KsefGateway {
  const keys = new Map<Usage, KeyObject>();
  let access: { token: string; validUntil: number } | undefined;

  async function call(method: string, path: string, options: { bearer?: string; body?: unknown; accept?: string } = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetchImpl(`${settings.baseUrl}${path}`, {
        method,
        headers: {
          accept: options.accept ?? 'application/json',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new KsefCallError(`KSeF ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    // A refused access token is not used again: the next call authenticates afresh.
    if (response.status === 401 && options.bearer !== undefined && options.bearer === access?.token) access = undefined;
    if (!response.ok) throw new KsefCallError(`KSeF ${method} ${path}: HTTP ${response.status} ${(await response.text()).slice(0, 500)}`);
    return response;
  }
  const json = async <T>(method: string, path: string, options: Parameters<typeof call>[2] = {}) => (await (await call(method, path, options)).json()) as T;

  async function publicKey(usage: Usage): Promise<KeyObject> {
    if (settings.publicKeyPem) return ksefPublicKey(settings.publicKeyPem);
    const known = keys.get(usage);
    if (known) return known;
    const certificates = await json<PublicKeyCertificate[]>('GET', '/security/public-key-certificates');
    const at = now().getTime();
    const found = certificates.find(
      (c) => c.usage?.includes(usage) && (!c.validFrom || Date.parse(c.validFrom) <= at) && (!c.validTo || Date.parse(c.validTo) > at),
    );
    if (!found) throw new KsefCallError(`KSeF has no current public key for ${usage}`);
    const key = ksefPublicKey(found.certificate);
    keys.set(usage, key);
    return key;
  }

  /** An access token, kept until a minute before it expires. */
  async function accessToken(): Promise<string> {
    if (access && access.validUntil - 60_000 > now().getTime()) return access.token;
    const challenge = await json<{ challenge: string; timestamp: string; timestampMs?: number }>('POST', '/auth/challenge');
    const timestampMs = challenge.timestampMs ?? Date.parse(challenge.timestamp);
    const started = await json<{ referenceNumber: string; authenticationToken: { token: string } }>('POST', '/auth/ksef-token', {
      body: {
        challenge: challenge.challenge,
        contextIdentifier: { type: 'Nip', value: settings.nip },
        encryptedToken: encryptedKsefToken(await publicKey('KsefTokenEncryption'), settings.token, timestampMs),
      },
    });
    const authentication = started.authenticationToken.token;
    for (let poll = 0; ; poll += 1) {
      const { status } = await json<{ status: StatusInfo }>('GET', `/auth/${encodeURIComponent(started.referenceNumber)}`, { bearer: authentication });
      if (status.code === ACCEPTED) break;
      if (!IN_PROGRESS.has(status.code)) throw new KsefCallError(`KSeF authentication refused: ${describe(status)}`);
      if (poll >= AUTH_POLLS) throw new KsefCallError('KSeF authentication still in progress');
      await new Promise((resolve) => setTimeout(resolve, AUTH_POLL_MS));
    }
    const tokens = await json<{ accessToken: { token: string; validUntil: string } }>('POST', '/auth/token/redeem', { bearer: authentication });
    access = { token: tokens.accessToken.token, validUntil: Date.parse(tokens.accessToken.validUntil) };
    return access.token;
  }

  return {
    async send(xml) {
      const bearer = await accessToken();
      const session = newSessionKey(await publicKey('SymmetricKeyEncryption'));
      const opened = await json<{ referenceNumber: string }>('POST', '/sessions/online', { bearer, body: { formCode: FA3_FORM, encryption: session.encryption } });
      const sessionPath = `/sessions/online/${encodeURIComponent(opened.referenceNumber)}`;
      const body: EncryptedInvoice = encryptInvoice(xml, session);
      const sent = await json<{ referenceNumber: string }>('POST', `${sessionPath}/invoices`, { bearer, body });
      // Closing starts the session's UPO; the invoice is KSeF's already, so a failed close changes nothing.
      await call('POST', `${sessionPath}/close`, { bearer }).catch(() => undefined);
      return { sessionReferenceNumber: opened.referenceNumber, invoiceReferenceNumber: sent.referenceNumber };
    },

    async status(reference) {
      const bearer = await accessToken();
      const invoicePath = `/sessions/${encodeURIComponent(reference.sessionReferenceNumber)}/invoices/${encodeURIComponent(reference.invoiceReferenceNumber)}`;
      const answer = await json<{ status: StatusInfo; ksefNumber?: string | null }>('GET', invoicePath, { bearer });
      if (IN_PROGRESS.has(answer.status.code)) return { kind: 'processing' };
      const original = answer.status.extensions?.originalKsefNumber;
      if (answer.status.code === DUPLICATE && original) {
        const originalSession = answer.status.extensions?.originalSessionReferenceNumber;
        // The UPO is the original send's; an invoice in KSeF is accepted whether or not its receipt is still there.
        const upo = originalSession
          ? await call('GET', `/sessions/${encodeURIComponent(originalSession)}/invoices/ksef/${encodeURIComponent(original)}/upo`, { bearer, accept: 'application/xml' })
              .then((response) => response.text())
              .catch(() => null)
          : null;
        return { kind: 'accepted', ksefNumber: original, upo };
      }
      if (answer.status.code !== ACCEPTED) return { kind: 'rejected', error: describe(answer.status) };
      if (!answer.ksefNumber) return { kind: 'processing' };
      const upo = await (await call('GET', `${invoicePath}/upo`, { bearer, accept: 'application/xml' })).text();
      return { kind: 'accepted', ksefNumber: answer.ksefNumber, upo };
    },
  };
}

function describe(status: StatusInfo): string {
  return [`${status.code} ${status.description ?? ''}`.trim(), ...(status.details ?? [])].join('; ');
}
