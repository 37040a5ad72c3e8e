import type { UploadKind } from '@trades/contracts';

/*
 * The type of an upload is read from its first bytes (and, for Word files, from the ZIP's list of
 * entries), never from its name or the browser's content type: a renamed program stays refused.
 */

export const MIME_TYPES: Record<UploadKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const EXTENSIONS: Record<UploadKind, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf', doc: 'doc', docx: 'docx' };

const startsWith = (data: Buffer, signature: readonly number[], offset = 0) =>
  data.length >= offset + signature.length && signature.every((byte, i) => data[offset + i] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
/** OLE compound file (Word 97-2003 .doc). */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];

export function detectUploadKind(data: Buffer): UploadKind | undefined {
  if (startsWith(data, JPEG)) return 'jpeg';
  if (startsWith(data, PNG)) return 'png';
  if (startsWith(data, PDF)) return 'pdf';
  if (startsWith(data, OLE)) return 'doc';
  if (startsWith(data, ZIP_LOCAL) && isWordDocument(zipEntryNames(data))) return 'docx';
  return undefined;
}

function isWordDocument(names: readonly string[] | undefined): boolean {
  if (!names) return false;
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

/** Names in a ZIP's central directory, or undefined when the archive is not readable. */
export function zipEntryNames(data: Buffer): string[] | undefined {
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KiB.
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= earliest; i--) {
    if (data.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = data.readUInt16LE(eocd + 10);
  let offset = data.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== CENTRAL_SIGNATURE) return undefined;
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > data.length) return undefined;
    names.push(data.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
