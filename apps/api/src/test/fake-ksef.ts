import { execFileSync } from 'node:child_process';
import { constants, createDecipheriv, createHash, privateDecrypt, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/*
 * A fake of KSeF API 2.0 for tests: its own RSA key pair in a self-signed certificate published like
 * the ministry's, the token authentication, online sessions that decrypt and check what is sent, and
 * invoice statuses decided by the test. It refuses what KSeF would refuse (a wrong token, a hash or
 * size that does not match, an unknown bearer), so the gateway is tested against the protocol; and
 * like KSeF it answers an invoice whose seller NIP, kind and number it has accepted before with 440
 * "Duplikat faktury", naming the original's KSeF number and session.
 */

export interface ReceivedInvoice {
  nip: string;
  sessionReferenceNumber: string;
  referenceNumber: string;
  xml: string;
}

/** What KSeF decides about an invoice: accepted, or a status code with its description and details. */
export type FakeDecision = 'accept' | { code: number; description: string; details: string[] };

export interface FakeKsef {
  /** The base URL to give KSEF_BASE_URL. */
  url: string;
  /** Its public key's certificate, as KSEF_PUBLIC_KEY_PEM would hold the ministry's. */
  certificatePem: string;
  received: ReceivedInvoice[];
  /** Every request, "METHOD /path", in order. */
  calls: string[];
  ksefNumberOf(referenceNumber: string): string | undefined;
  /** From now on KSeF decides with this (a test or an e2e run rejects first, then accepts a resend). */
  setDecision(decide: (xml: string) => FakeDecision): void;
  /** Every access token given so far stops working (401), as when KSeF invalidates a session. */
  revokeAccessTokens(): void;
  close(): Promise<void>;
}

interface Options {
  token: string;
  decide?: (xml: string) => FakeDecision;
  /** Status checks answered "in progress" (150) before the decision. */
  processingChecks?: number;
}

function selfSignedCertificate(): { privateKeyPem: string; certificatePem: string; certificateBase64: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fake-ksef-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=Fake KSeF', '-keyout', keyFile, '-out', certFile, '-days', '2'], { stdio: 'ignore' });
  const pem = readFileSync(certFile, 'utf8');
  return { privateKeyPem: readFileSync(keyFile, 'utf8'), certificatePem: pem, certificateBase64: pem.replace(/-----[^-]+-----/g, '').replace(/\s/g, '') };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('base64');

const upoOf = (ksefNumber: string) => `<?xml version="1.0" encoding="UTF-8"?><Potwierdzenie><NumerKSeFDokumentu>${ksefNumber}</NumerKSeFDokumentu></Potwierdzenie>`;

/** KSeF's key of an invoice's uniqueness: the seller's NIP (Podmiot1), the kind and the number. */
function uniquenessKey(invoice: ReceivedInvoice): string {
  const seller = /<Podmiot1>[\s\S]*?<NIP>([^<]+)<\/NIP>/.exec(invoice.xml)?.[1] ?? invoice.nip;
  const kind = /<RodzajFaktury>([^<]+)<\/RodzajFaktury>/.exec(invoice.xml)?.[1] ?? '';
  const number = /<P_2>([^<]+)<\/P_2>/.exec(invoice.xml)?.[1] ?? invoice.referenceNumber;
  return `${seller}|${kind}|${number}`;
}

export async function startFakeKsef(options: Options): Promise<FakeKsef> {
  const { privateKeyPem, certificatePem, certificateBase64 } = selfSignedCertificate();
  const unwrap = (base64: string) => privateDecrypt({ key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(base64, 'base64'));
  const challenges = new Map<string, number>();
  const authentications = new Map<string, { nip: string; referenceNumber: string; redeemed: boolean }>();
  const accessTokens = new Map<string, string>();
  const sessions = new Map<string, { nip: string; key: Buffer; iv: Buffer; closed: boolean }>();
  const invoices = new Map<string, { invoice: ReceivedInvoice; checks: number; ksefNumber: string }>();
  /** Accepted invoices by KSeF's uniqueness key: seller NIP, kind (RodzajFaktury) and number (P_2). */
  const acceptedByKey = new Map<string, { referenceNumber: string; sessionReferenceNumber: string; ksefNumber: string }>();
  let decide = options.decide ?? (() => 'accept' as const);
  const received: ReceivedInvoice[] = [];
  const calls: string[] = [];
  const validUntil = () => new Date(Date.now() + 15 * 60_000).toISOString();

  const send = (res: ServerResponse, status: number, body?: unknown, type = 'application/json') => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': type });
    res.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, description: string) => send(res, status, { exception: { exceptionDetailList: [{ exceptionDescription: description }] } });
  const bearer = (req: IncomingMessage) => (req.headers.authorization ?? '').replace(/^Bearer /, '');

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    const route = `${req.method} ${(req.url ?? '').replace(/^\/v2/, '')}`;
    calls.push(route);
    let match: RegExpMatchArray | null;

    if (route === 'GET /security/public-key-certificates') {
      const certificate = { certificate: certificateBase64, validFrom: '2020-01-01T00:00:00Z', validTo: '2099-01-01T00:00:00Z' };
      return send(res, 200, [
        { ...certificate, usage: ['KsefTokenEncryption'] },
        { ...certificate, usage: ['SymmetricKeyEncryption'] },
      ]);
    }
    if (route === 'POST /auth/challenge') {
      const challenge = `20261124-CR-${randomBytes(6).toString('hex').toUpperCase()}`;
      const timestampMs = Date.now();
      challenges.set(challenge, timestampMs);
      return send(res, 200, { challenge, timestamp: new Date(timestampMs).toISOString(), timestampMs });
    }
    if (route === 'POST /auth/ksef-token') {
      const timestampMs = challenges.get(String(body.challenge));
      const context = body.contextIdentifier as { type?: string; value?: string } | undefined;
      if (timestampMs === undefined || context?.type !== 'Nip' || !context.value) return refuse(res, 400, 'bad challenge or context');
      challenges.delete(String(body.challenge));
      if (unwrap(String(body.encryptedToken)).toString('utf8') !== `${options.token}|${timestampMs}`) return refuse(res, 400, 'wrong token');
      const token = randomUUID();
      const referenceNumber = `20261124-AU-${randomBytes(5).toString('hex').toUpperCase()}`;
      authentications.set(token, { nip: context.value, referenceNumber, redeemed: false });
      return send(res, 202, { referenceNumber, authenticationToken: { token, validUntil: validUntil() } });
    }
    if ((match = route.match(/^GET \/auth\/([^/]+)$/))) {
      const authentication = authentications.get(bearer(req));
      if (authentication?.referenceNumber !== match[1]) return send(res, 401);
      return send(res, 200, { status: { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' } });
    }
    if (route === 'POST /auth/token/redeem') {
      const authentication = authentications.get(bearer(req));
      if (!authentication || authentication.redeemed) return refuse(res, 400, 'already redeemed');
      authentication.redeemed = true;
      const access = randomUUID();
      accessTokens.set(access, authentication.nip);
      return send(res, 200, { accessToken: { token: access, validUntil: validUntil() }, refreshToken: { token: randomUUID(), validUntil: validUntil() } });
    }
    const nip = accessTokens.get(bearer(req));
    if (!nip) return send(res, 401);
    if (route === 'POST /sessions/online') {
      const form = body.formCode as { systemCode?: string; schemaVersion?: string; value?: string } | undefined;
      const encryption = body.encryption as { encryptedSymmetricKey: string; initializationVector: string };
      if (form?.systemCode !== 'FA (3)' || form.schemaVersion !== '1-0E' || form.value !== 'FA') return refuse(res, 400, 'unknown form');
      const referenceNumber = `20261124-SO-${randomBytes(5).toString('hex').toUpperCase()}`;
      sessions.set(referenceNumber, { nip, key: unwrap(encryption.encryptedSymmetricKey), iv: Buffer.from(encryption.initializationVector, 'base64'), closed: false });
      return send(res, 201, { referenceNumber, validUntil: validUntil() });
    }
    if ((match = route.match(/^POST \/sessions\/online\/([^/]+)\/invoices$/))) {
      const sessionReferenceNumber = match[1] as string;
      const session = sessions.get(sessionReferenceNumber);
      if (!session || session.closed) return refuse(res, 400, 'no open session');
      const encrypted = Buffer.from(String(body.encryptedInvoiceContent), 'base64');
      if (sha256(encrypted) !== body.encryptedInvoiceHash || encrypted.length !== body.encryptedInvoiceSize) return refuse(res, 400, 'encrypted hash or size');
      const decipher = createDecipheriv('aes-256-cbc', session.key, session.iv);
      const plain = Buffer.concat([decipher.update(encrypted), decipher.final()]);
      if (sha256(plain) !== body.invoiceHash || plain.length !== body.invoiceSize) return refuse(res, 400, 'invoice hash or size');
      const referenceNumber = `20261124-EE-${randomBytes(5).toString('hex').toUpperCase()}`;
      const invoice = { nip: session.nip, sessionReferenceNumber, referenceNumber, xml: plain.toString('utf8') };
      received.push(invoice);
      invoices.set(referenceNumber, { invoice, checks: 0, ksefNumber: `${session.nip}-20261124-${randomBytes(6).toString('hex').toUpperCase()}-${randomBytes(1).toString('hex').toUpperCase()}` });
      return send(res, 202, { referenceNumber });
    }
    if ((match = route.match(/^POST \/sessions\/online\/([^/]+)\/close$/))) {
      const session = sessions.get(match[1] as string);
      if (!session) return refuse(res, 400, 'no session');
      session.closed = true;
      return send(res, 204);
    }
    if ((match = route.match(/^GET \/sessions\/([^/]+)\/invoices\/ksef\/([^/]+)\/upo$/))) {
      const original = [...acceptedByKey.values()].find((entry) => entry.sessionReferenceNumber === match?.[1] && entry.ksefNumber === match[2]);
      if (!original) return send(res, 404);
      return send(res, 200, upoOf(original.ksefNumber), 'application/xml');
    }
    if ((match = route.match(/^GET \/sessions\/([^/]+)\/invoices\/([^/]+)(\/upo)?$/))) {
      const entry = invoices.get(match[2] as string);
      if (!entry || entry.invoice.sessionReferenceNumber !== match[1]) return send(res, 404);
      const key = uniquenessKey(entry.invoice);
      const accepted = acceptedByKey.get(key);
      if (match[3]) {
        if (accepted?.referenceNumber !== entry.invoice.referenceNumber) return send(res, 404);
        return send(res, 200, upoOf(entry.ksefNumber), 'application/xml');
      }
      entry.checks += 1;
      if (entry.checks <= (options.processingChecks ?? 0)) return send(res, 200, { referenceNumber: entry.invoice.referenceNumber, status: { code: 150, description: 'Trwa przetwarzanie' } });
      if (accepted && accepted.referenceNumber !== entry.invoice.referenceNumber) {
        return send(res, 200, {
          referenceNumber: entry.invoice.referenceNumber,
          status: {
            code: 440,
            description: 'Duplikat faktury',
            details: [`Duplikat faktury. Faktura o numerze KSeF: ${accepted.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${accepted.sessionReferenceNumber}`],
            extensions: { originalSessionReferenceNumber: accepted.sessionReferenceNumber, originalKsefNumber: accepted.ksefNumber },
          },
        });
      }
      const decision = accepted ? 'accept' : decide(entry.invoice.xml);
      if (decision === 'accept') {
        acceptedByKey.set(key, { referenceNumber: entry.invoice.referenceNumber, sessionReferenceNumber: entry.invoice.sessionReferenceNumber, ksefNumber: entry.ksefNumber });
        return send(res, 200, { referenceNumber: entry.invoice.referenceNumber, ksefNumber: entry.ksefNumber, status: { code: 200, description: 'Sukces' } });
      }
      return send(res, 200, { referenceNumber: entry.invoice.referenceNumber, status: decision });
    }
    return send(res, 404);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => refuse(res, 400, error instanceof Error ? error.message : String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2`,
    certificatePem,
    received,
    calls,
    ksefNumberOf: (referenceNumber) => invoices.get(referenceNumber)?.ksefNumber,
    setDecision: (next) => {
      decide = next;
    },
    revokeAccessTokens: () => accessTokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
