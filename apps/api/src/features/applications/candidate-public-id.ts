import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

/*
 * The candidate's public id on pipeline cards (`uuid`): the user id encrypted in one AES block,
 * written as a UUID. Stable, opaque to employers (no counting of accounts), and readable back by
 * the server (the profile PDF call) without a stored column.
 */

const MARK = 'cand';

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`candidate-public-id:${secret}`).digest().subarray(0, 16);
}

function asUuid(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function candidatePublicId(secret: string, userId: number): string {
  const block = Buffer.alloc(16);
  block.write(MARK, 0, 'ascii');
  block.writeUInt32BE(userId, 12);
  const cipher = createCipheriv('aes-128-ecb', keyOf(secret), null).setAutoPadding(false);
  return asUuid(Buffer.concat([cipher.update(block), cipher.final()]).toString('hex'));
}

/** The user id behind a public id; null for anything this server did not issue. */
export function candidateIdFromPublicId(secret: string, publicId: string): number | null {
  const hex = publicId.replaceAll('-', '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  const decipher = createDecipheriv('aes-128-ecb', keyOf(secret), null).setAutoPadding(false);
  const block = Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]);
  if (block.toString('ascii', 0, 4) !== MARK || block.subarray(4, 12).some((byte) => byte !== 0)) return null;
  return block.readUInt32BE(12);
}
