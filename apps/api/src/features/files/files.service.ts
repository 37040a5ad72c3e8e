import { randomUUID } from 'node:crypto';
import {
  ErrorKey,
  type FilePurpose,
  ProfileErrorKey,
  UPLOAD_MAX_BYTES,
  type UploadKind,
  type UploadPurpose,
  type UploadedFile,
  uploadLimitText,
} from '@trades/contracts';
import sharp from 'sharp';
import type { AccessClaims } from '../../infra/auth/access-token.ts';
import type { Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { FileStorage } from '../../infra/storage/storage.ts';
import type { FileLinks, FileVariant } from '../../infra/storage/file-links.ts';
import { type DetectedKind, EXTENSIONS, IMAGE_KINDS, MIME_TYPES, detectUploadKind, isPhotoKind, servedFileName } from './file-type.ts';
import { findFileByName, insertFile, purgeFileRows, recentTemporaryCount } from './files.repository.ts';
import type { FileRow } from './files.tables.ts';

export interface FilesDeps {
  db: Executor;
  storage: FileStorage;
  links: FileLinks;
  now: () => Date;
}

/** Temporary files a user may hold within a day, so uploads cannot fill the disk. */
export const MAX_TEMPORARY_FILES_PER_DAY = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
const THUMBNAIL_SIZE = 320;
/** The long side of a stored image: a scanned certificate stays legible, a 12-megapixel photo shrinks to a few hundred KB. */
export const STORED_IMAGE_MAX_SIDE = 2000;

/** Where a file's thumbnail is stored (a JPEG made at upload). */
export const thumbnailKey = (filename: string) => `${filename}.thumb.jpg`;

/** A file as the API shows it, with signed links for its owner (or anyone allowed to read it). */
export function fileView(file: FileRow, links: FileLinks, now: Date, title: string | null = null): UploadedFile {
  return {
    filename: file.filename,
    originalName: file.originalName,
    title,
    mimeType: file.mimeType,
    size: file.sizeBytes,
    url: links.fileUrl(file.filename, 'original', now),
    thumbnailUrl: file.hasThumbnail ? links.fileUrl(file.filename, 'thumbnail', now) : null,
    is_temporary: file.isTemporary,
    is_uploaded: true,
  };
}

/** A name fit for Content-Disposition and logs: no path, no control characters, at most 255 characters. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, 255);
  return cleaned || 'file';
}

/**
 * Bounds of decoding an uploaded image: a small file can declare an enormous canvas (a
 * decompression bomb), so larger images are refused, and decoding stops after a few seconds.
 * 100 megapixels still takes the photos of a phone's 50- and 64-megapixel camera modes.
 */
export const IMAGE_MAX_PIXELS = 100_000_000;
export const IMAGE_DECODE_SECONDS = 5;

const fileTooLarge = () => new AppError(ProfileErrorKey.FileTooLarge, { file: [ProfileErrorKey.FileTooLarge] }, 413, { max: uploadLimitText });
/** The keys of an upload's refused content. */
type ContentRefusal = typeof ProfileErrorKey.FileTypeNotAllowed | typeof ProfileErrorKey.HeicNotSupported | typeof ProfileErrorKey.CvTypeNotAllowed;
const typeNotAllowed = (key: ContentRefusal = ProfileErrorKey.FileTypeNotAllowed) => AppError.validation({ file: [key] }, key);

/**
 * The size and kind of an upload, read from its content: empty is `field_required`, over the one
 * limit `file_too_large` (413, naming the limit), an unknown kind or one not in `accepted` `refusal`.
 */
export function checkUpload(data: Buffer, accepted?: readonly DetectedKind[], refusal: ContentRefusal = ProfileErrorKey.FileTypeNotAllowed): DetectedKind {
  if (data.length === 0) throw AppError.validation({ file: [ErrorKey.FieldRequired] });
  if (data.length > UPLOAD_MAX_BYTES) throw fileTooLarge();
  const kind = detectUploadKind(data);
  if (!kind || (accepted && !accepted.includes(kind))) throw typeNotAllowed(refusal);
  return kind;
}

/** The bytes kept of an upload, their kind, and an image's thumbnail. */
export interface PreparedFile {
  kind: UploadKind;
  data: Buffer;
  thumbnail?: Buffer;
}

/**
 * What is stored of an upload. A photo is turned upright by its EXIF orientation, shrunk to
 * STORED_IMAGE_MAX_SIDE and re-encoded (PNG stays PNG, anything else becomes JPEG), which also drops
 * its metadata (the GPS position a phone writes). Documents are kept as sent.
 */
export async function prepareFile(data: Buffer, kind: DetectedKind): Promise<PreparedFile> {
  if (!isPhotoKind(kind)) return { kind, data };
  try {
    const image = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, sequentialRead: true })
      .timeout({ seconds: IMAGE_DECODE_SECONDS })
      .rotate()
      .resize(STORED_IMAGE_MAX_SIDE, STORED_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const stored =
      kind === 'png'
        ? { kind: 'png' as const, data: await image.png({ compressionLevel: 9 }).toBuffer() }
        : // JPEG has no transparency: a transparent WebP or HEIF part turns white, not black.
          { kind: 'jpeg' as const, data: await image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer() };
    return { ...stored, thumbnail: await makeThumbnail(stored.data) };
  } catch {
    // The signature said image but it does not decode. A HEIC photo fails here when the image
    // library was built without the HEVC codec; its own message tells how to send it instead.
    throw typeNotAllowed(kind === 'heif' ? ProfileErrorKey.HeicNotSupported : ProfileErrorKey.FileTypeNotAllowed);
  }
}

/** The whole image within THUMBNAIL_SIZE (a wide logo is never cut); a transparent PNG's background turns white, not JPEG's black. */
async function makeThumbnail(data: Buffer): Promise<Buffer> {
  return sharp(data, { sequentialRead: true })
    .timeout({ seconds: IMAGE_DECODE_SECONDS })
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75 })
    .toBuffer();
}

/** Writes a prepared file to storage and its row, under a new random name. */
export async function storeFile(
  deps: Pick<FilesDeps, 'db' | 'storage'>,
  file: { ownerUserId: number; originalName: string; purpose: FilePurpose; isTemporary: boolean; now: Date },
  prepared: PreparedFile,
): Promise<FileRow> {
  const filename = `${randomUUID()}.${EXTENSIONS[prepared.kind]}`;
  await deps.storage.put(filename, prepared.data, MIME_TYPES[prepared.kind]);
  if (prepared.thumbnail) await deps.storage.put(thumbnailKey(filename), prepared.thumbnail, 'image/jpeg');
  return insertFile(deps.db, {
    ownerUserId: file.ownerUserId,
    filename,
    originalName: cleanOriginalName(file.originalName),
    kind: prepared.kind,
    mimeType: MIME_TYPES[prepared.kind],
    sizeBytes: prepared.data.length,
    hasThumbnail: prepared.thumbnail !== undefined,
    purpose: file.purpose,
    isTemporary: file.isTemporary,
    createdAt: file.now,
    attachedAt: file.isTemporary ? null : file.now,
  });
}

/**
 * POST /v1/files/temporary-upload. The type comes from the content; images must also decode and
 * are stored downscaled (prepareFile). The file stays temporary until a wizard save attaches it.
 */
export async function uploadTemporaryFile(
  deps: FilesDeps,
  ownerUserId: number,
  upload: { filename: string; data: Buffer },
  purpose: UploadPurpose,
): Promise<UploadedFile> {
  const kind = checkUpload(upload.data);
  const now = deps.now();
  if ((await recentTemporaryCount(deps.db, ownerUserId, new Date(now.getTime() - DAY_MS))) >= MAX_TEMPORARY_FILES_PER_DAY) {
    throw new AppError(ErrorKey.TooManyRequests, {}, 429);
  }
  const prepared = await prepareFile(upload.data, kind);
  const row = await storeFile(deps, { ownerUserId, originalName: servedName(upload.filename, prepared.kind, kind), purpose, isTemporary: true, now }, prepared);
  return fileView(row, deps.links, now);
}

/** A photo re-encoded as another kind keeps the uploader's name with the new extension (IMG_0001.HEIC becomes IMG_0001.jpg). */
function servedName(originalName: string, stored: UploadKind, detected: DetectedKind): string {
  if (stored === detected) return originalName;
  return `${cleanOriginalName(originalName).replace(/\.[^.]*$/, '') || 'file'}.${EXTENSIONS[stored]}`;
}

/**
 * Who may read a file. Today its owner only; employers allowed to see a candidate's profile will be
 * granted here, and every link to a file is handed out by a caller that passed this check.
 */
export function mayReadFile(viewer: AccessClaims | null, file: FileRow): boolean {
  return viewer !== null && file.ownerUserId !== null && viewer.userId === file.ownerUserId;
}

export interface ServedFile {
  data: Buffer;
  /** The type of the detected kind, never the uploader's. */
  contentType: string;
  /** The uploader's name with the detected kind's extension, fit for Content-Disposition. */
  downloadName: string;
  /** Images are shown in the page; documents (PDF and Word) are only downloaded. */
  inline: boolean;
}

/**
 * GET /v1/files/{filename}[/thumbnail]: for a reader allowed by mayReadFile, or with a valid signed
 * link. Anyone else gets the same 404 as for a file that does not exist.
 */
export async function readStoredFile(
  deps: FilesDeps,
  viewer: AccessClaims | null,
  filename: string,
  variant: FileVariant,
  signed: { expires?: string; signature?: string },
): Promise<ServedFile> {
  const file = await findFileByName(deps.db, filename);
  // A file whose account is gone is no longer served, even by a signed link still in some mail.
  if (!file || file.ownerUserId === null) throw AppError.notFound();
  const allowed = mayReadFile(viewer, file) || deps.links.verifyFileUrl(filename, variant, signed.expires, signed.signature, deps.now());
  if (!allowed) throw AppError.notFound();
  if (variant === 'thumbnail' && !file.hasThumbnail) throw AppError.notFound();
  const data = await deps.storage.get(variant === 'thumbnail' ? thumbnailKey(filename) : filename);
  if (!data) throw AppError.notFound();
  // Served as what the content is: a Word file named cv.jar downloads as cv.docx, an image that
  // is also HTML as an image. PDFs download too: one with scripts must not open on our origin.
  const kind = variant === 'thumbnail' ? 'jpeg' : file.kind;
  return {
    data,
    contentType: MIME_TYPES[kind],
    downloadName: servedFileName(file.originalName, kind, variant === 'thumbnail' ? '-thumbnail' : ''),
    inline: IMAGE_KINDS.has(kind),
  };
}

/** Removes files' stored objects (and thumbnails) once their rows are gone. */
export async function deleteStoredFiles(storage: FileStorage, rows: Pick<FileRow, 'filename' | 'hasThumbnail'>[]): Promise<void> {
  for (const row of rows) {
    await storage.delete(row.filename);
    if (row.hasThumbnail) await storage.delete(thumbnailKey(row.filename));
  }
}

/** The scheduled clean-up: temporary files never attached within 24 hours, discarded files and those of deleted accounts. */
export async function purgeFiles(deps: Pick<FilesDeps, 'db' | 'storage' | 'now'>): Promise<number> {
  const staleBefore = new Date(deps.now().getTime() - DAY_MS);
  let removed = 0;
  for (;;) {
    const rows = await purgeFileRows(deps.db, staleBefore);
    await deleteStoredFiles(deps.storage, rows);
    removed += rows.length;
    if (rows.length === 0) return removed;
  }
}
