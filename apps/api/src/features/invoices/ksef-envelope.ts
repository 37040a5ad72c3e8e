import { type KeyObject, X509Certificate, constants, createCipheriv, createHash, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';

/*
 * The encryption KSeF 2.0 asks for (node:crypto only): the KSeF token and each session's AES key are
 * encrypted with the ministry's RSA public key (RSA-OAEP, SHA-256 and MGF1 with SHA-256); each
 * invoice with that session key (AES-256-CBC, PKCS#7 padding), sent with the SHA-256 (Base64) and
 * byte size of both the plain and the encrypted content.
 */

/** A public key from PEM (a key or a certificate) or from a certificate as Base64 DER, as KSeF's endpoint gives it. */
export function ksefPublicKey(source: string): KeyObject {
  if (source.includes('-----BEGIN CERTIFICATE')) return new X509Certificate(source).publicKey;
  if (source.includes('-----BEGIN')) return createPublicKey(source);
  return new X509Certificate(Buffer.from(source, 'base64')).publicKey;
}

export function rsaOaepEncrypt(publicKey: KeyObject, data: Buffer): Buffer {
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);
}

/** The token authentication's secret: "{token}|{challenge timestamp in ms}", encrypted, Base64. */
export function encryptedKsefToken(publicKey: KeyObject, token: string, timestampMs: number): string {
  return rsaOaepEncrypt(publicKey, Buffer.from(`${token}|${timestampMs}`, 'utf8')).toString('base64');
}

export interface SessionKey {
  key: Buffer;
  iv: Buffer;
  /** What opening the online session sends: the key wrapped with the ministry's key, and the IV, both Base64. */
  encryption: { encryptedSymmetricKey: string; initializationVector: string };
}

/** A fresh AES-256 key and IV for one online session. */
export function newSessionKey(publicKey: KeyObject): SessionKey {
  const key = randomBytes(32);
  const iv = randomBytes(16);
  return { key, iv, encryption: { encryptedSymmetricKey: rsaOaepEncrypt(publicKey, key).toString('base64'), initializationVector: iv.toString('base64') } };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('base64');

export interface EncryptedInvoice {
  invoiceHash: string;
  invoiceSize: number;
  encryptedInvoiceHash: string;
  encryptedInvoiceSize: number;
  encryptedInvoiceContent: string;
  offlineMode: false;
}

/** The body of sending one invoice in an online session. */
export function encryptInvoice(xml: string, session: Pick<SessionKey, 'key' | 'iv'>): EncryptedInvoice {
  const plain = Buffer.from(xml, 'utf8');
  const cipher = createCipheriv('aes-256-cbc', session.key, session.iv);
  const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
  return {
    invoiceHash: sha256(plain),
    invoiceSize: plain.length,
    encryptedInvoiceHash: sha256(encrypted),
    encryptedInvoiceSize: encrypted.length,
    encryptedInvoiceContent: encrypted.toString('base64'),
    offlineMode: false,
  };
}
