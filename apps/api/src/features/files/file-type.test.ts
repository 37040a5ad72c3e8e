import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { docFile, docxFile, exeFile, jpegFile, pdfFile, pngFile, zipFile } from '../../test/candidate-profile.ts';
import { detectUploadKind, zipEntryNames } from './file-type.ts';

describe('detectUploadKind', () => {
  it('recognises the accepted types by their first bytes', async () => {
    expect(detectUploadKind(await jpegFile())).toBe('jpeg');
    expect(detectUploadKind(await pngFile())).toBe('png');
    expect(detectUploadKind(pdfFile())).toBe('pdf');
    expect(detectUploadKind(docFile())).toBe('doc');
    expect(detectUploadKind(docxFile())).toBe('docx');
  });

  it('recognises WebP and the HEIF family (HEIC, AVIF) by their containers', async () => {
    expect(detectUploadKind(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).webp().toBuffer())).toBe('webp');
    expect(detectUploadKind(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).avif().toBuffer())).toBe('heif');
    const heic = Buffer.alloc(32);
    heic.writeUInt32BE(24, 0);
    heic.write('ftypheic', 4, 'latin1');
    expect(detectUploadKind(heic)).toBe('heif');
    // An MP4 video has an ftyp box too, with other brands.
    const video = Buffer.alloc(32);
    video.writeUInt32BE(24, 0);
    video.write('ftypisom\0\0\0\0isomavc1', 4, 'latin1');
    expect(detectUploadKind(video)).toBeUndefined();
    expect(detectUploadKind(Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'))).toBeUndefined();
  });

  it('refuses programs, other archives, text and truncated signatures', () => {
    expect(detectUploadKind(exeFile())).toBeUndefined();
    expect(detectUploadKind(zipFile({ 'word/document.xml': '<w/>' }))).toBeUndefined();
    expect(detectUploadKind(zipFile({ '[Content_Types].xml': '<T/>', 'xl/workbook.xml': '<x/>' }))).toBeUndefined();
    expect(detectUploadKind(Buffer.from('%PDF'))).toBeUndefined();
    expect(detectUploadKind(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(detectUploadKind(Buffer.from('hello, world'))).toBeUndefined();
    expect(detectUploadKind(Buffer.alloc(0))).toBeUndefined();
  });

  it('reads ZIP entry names and gives up on a damaged directory', () => {
    expect(zipEntryNames(docxFile())).toEqual(['[Content_Types].xml', 'word/document.xml']);
    const broken = docxFile();
    broken.writeUInt32LE(0, broken.length - 22 + 16);
    expect(zipEntryNames(broken)).toBeUndefined();
    expect(zipEntryNames(Buffer.from('PK\x03\x04 no directory'))).toBeUndefined();
  });
});
