import { inflateRawSync } from 'node:zlib';
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

/** Images are shown in the page; every other kind is a document, only ever downloaded. */
export const IMAGE_KINDS: ReadonlySet<UploadKind> = new Set(['jpeg', 'png']);

/**
 * What an upload is, by its content. WebP and HEIF (a phone camera's HEIC, or AVIF) photos are
 * accepted but never stored as sent: the server re-encodes every image (as JPEG, or PNG for a PNG).
 */
export type DetectedKind = UploadKind | 'webp' | 'heif';
const PHOTO_KINDS: ReadonlySet<DetectedKind> = new Set(['jpeg', 'png', 'webp', 'heif']);
export const isPhotoKind = (kind: DetectedKind): kind is 'jpeg' | 'png' | 'webp' | 'heif' => PHOTO_KINDS.has(kind);

const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];
/** Brands of the ISO media file `ftyp` box that name a HEIF image (HEIC, HEIF, AVIF). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

function isHeif(data: Buffer): boolean {
  if (data.length < 16 || data.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(data.readUInt32BE(0), data.length, 256);
  // The major brand, then the compatible brands after the minor version.
  const brands = [data.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(data.toString('latin1', at, at + 4));
  return brands.some((brand) => HEIF_BRANDS.has(brand));
}

/**
 * A Word file is a ZIP archive. One whose entries would inflate beyond these limits is refused
 * (a ZIP bomb: a 10 MB upload can expand to gigabytes in whatever later opens it).
 */
export const ZIP_MAX_INFLATED_BYTES = 50 * 1024 * 1024;
export const ZIP_MAX_ENTRIES = 1_000;

export function detectUploadKind(data: Buffer): DetectedKind | undefined {
  if (startsWith(data, JPEG)) return 'jpeg';
  if (startsWith(data, PNG)) return 'png';
  if (startsWith(data, RIFF) && startsWith(data, WEBP, 8)) return 'webp';
  if (isHeif(data)) return 'heif';
  if (startsWith(data, PDF)) return 'pdf';
  if (startsWith(data, OLE)) return 'doc';
  if (startsWith(data, ZIP_LOCAL)) {
    const entries = zipEntries(data);
    if (entries && isWordDocument(entries.map((entry) => entry.name)) && inflatesWithinLimits(data, entries)) return 'docx';
  }
  return undefined;
}

/** The name a stored file is served under: the uploader's name, with the extension of what it really is. */
export function servedFileName(originalName: string, kind: UploadKind, suffix = ''): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]/gu, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 120);
  return `${stem || 'file'}${suffix}.${EXTENSIONS[kind]}`;
}

function isWordDocument(names: readonly string[]): boolean {
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** One entry of a ZIP's central directory. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** Names in a ZIP's central directory, or undefined when the archive is not readable. */
export function zipEntryNames(data: Buffer): string[] | undefined {
  return zipEntries(data)?.map((entry) => entry.name);
}

/**
 * Whether every entry inflates, and all of them together stay within ZIP_MAX_INFLATED_BYTES. The
 * entries are really inflated (with the output capped), since the sizes an archive declares can lie;
 * entries that share their data are counted each time, as an unpacker would write each.
 */
export function inflatesWithinLimits(data: Buffer, entries: readonly ZipEntry[]): boolean {
  if (entries.length > ZIP_MAX_ENTRIES) return false;
  let budget = ZIP_MAX_INFLATED_BYTES;
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE) return false;
    const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
    const end = start + entry.compressedSize;
    if (end > data.length) return false;
    let inflated: number;
    if (entry.method === STORED) inflated = entry.compressedSize;
    else if (entry.method === DEFLATED) {
      try {
        // Stops with an error as soon as the output would pass what is left of the budget.
        inflated = inflateRawSync(data.subarray(start, end), { maxOutputLength: Math.max(budget, 1) }).length;
      } catch {
        return false;
      }
    } else return false;
    budget -= inflated;
    if (budget < 0) return false;
  }
  return true;
}

/** The entries of a ZIP's central directory, or undefined when the archive is not readable. */
export function zipEntries(data: Buffer): ZipEntry[] | undefined {
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
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== CENTRAL_SIGNATURE) return undefined;
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > data.length) return undefined;
    entries.push({
      name: data.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'),
      method: data.readUInt16LE(offset + 10),
      compressedSize: data.readUInt32LE(offset + 20),
      localHeaderOffset: data.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
