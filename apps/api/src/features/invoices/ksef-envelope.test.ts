import { constants, createDecipheriv, createHash, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptInvoice, encryptedKsefToken, ksefPublicKey, newSessionKey } from './ksef-envelope.ts';

/* The KSeF envelope: what the ministry, holding the private key, can open again. */

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const unwrap = (base64: string) => privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(base64, 'base64'));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('base64');

describe('KSeF envelope', () => {
  it('encrypts the token with its challenge timestamp by RSA-OAEP SHA-256', () => {
    const encrypted = encryptedKsefToken(ksefPublicKey(publicPem), 'token-123', 1_791_000_000_123);
    expect(unwrap(encrypted).toString('utf8')).toBe('token-123|1791000000123');
  });

  it('wraps a fresh AES-256 key and IV per session', () => {
    const one = newSessionKey(ksefPublicKey(publicPem));
    const two = newSessionKey(ksefPublicKey(publicPem));
    expect(one.key).toHaveLength(32);
    expect(one.iv).toHaveLength(16);
    expect(unwrap(one.encryption.encryptedSymmetricKey).equals(one.key)).toBe(true);
    expect(Buffer.from(one.encryption.initializationVector, 'base64').equals(one.iv)).toBe(true);
    expect(two.key.equals(one.key)).toBe(false);
  });

  it('encrypts the invoice by AES-256-CBC with hashes and sizes that decrypt back to the XML', () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?><Faktura><P_2>FV/2026/11/0001</P_2><P_7>Publikacja oferty – żółć</P_7></Faktura>';
    const session = newSessionKey(ksefPublicKey(publicPem));
    const sent = encryptInvoice(xml, session);
    const encrypted = Buffer.from(sent.encryptedInvoiceContent, 'base64');
    const key = unwrap(session.encryption.encryptedSymmetricKey);
    const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(session.encryption.initializationVector, 'base64'));
    const plain = Buffer.concat([decipher.update(encrypted), decipher.final()]);
    expect(plain.toString('utf8')).toBe(xml);
    expect(sent).toMatchObject({ invoiceSize: Buffer.byteLength(xml), invoiceHash: sha256(plain), encryptedInvoiceSize: encrypted.length, encryptedInvoiceHash: sha256(encrypted), offlineMode: false });
    // PKCS#7 always pads: a whole extra block when the XML fills the last one.
    expect(encrypted.length % 16).toBe(0);
    expect(encrypted.length).toBeGreaterThan(Buffer.byteLength(xml));
  });

  it('reads the public key from a PEM key or from a certificate as KSeF publishes it', () => {
    expect(ksefPublicKey(publicPem).asymmetricKeyType).toBe('rsa');
    expect(() => ksefPublicKey('not-a-certificate')).toThrow();
  });
});
