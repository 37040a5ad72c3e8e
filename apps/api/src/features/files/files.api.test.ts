import { crc32, deflateRawSync } from 'node:zlib';
import { UPLOAD_MAX_BYTES } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate, newClient } from '../../test/accounts.ts';
import {
  carpenter,
  completeSteps,
  docFile,
  docxFile,
  exeFile,
  jpegFile,
  norway,
  pdfFile,
  pngFile,
  saveStep,
  step4Body,
  step6Body,
  upload,
  uploadBody,
  zipFile,
} from '../../test/candidate-profile.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { storageFor } from '../../infra/storage/storage.ts';
import { STORED_IMAGE_MAX_SIDE, purgeFiles } from './files.service.ts';
import { files } from './files.tables.ts';

describe('files', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const row = async (filename: string) => (await t.database.db.select().from(files).where(eq(files.filename, filename)))[0];

  describe('POST /v1/files/temporary-upload', () => {
    it('takes jpeg, png, pdf, doc and docx by their content, with thumbnails for images', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const cases: [Buffer, string, string, boolean][] = [
        [await pngFile(), 'plan.png', 'image/png', true],
        [await jpegFile(), 'photo.JPG', 'image/jpeg', true],
        [pdfFile(), 'fagbrev.pdf', 'application/pdf', false],
        [docFile(), 'cv.doc', 'application/msword', false],
        [docxFile(), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', false],
      ];
      for (const [data, name, mimeType, thumbnail] of cases) {
        const res = await upload(t.app, candidate.auth, data, name);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
        const body = res.json();
        expect(body).toMatchObject({ originalName: name, mimeType, is_temporary: true, is_uploaded: true });
        // Documents are kept as sent; images are re-encoded (see "photos from phones").
        if (!thumbnail) expect(body.size).toBe(data.length);
        expect(body.filename).toMatch(/^[0-9a-f-]{36}\.(png|jpg|pdf|doc|docx)$/);
        expect(body.thumbnailUrl === null).toBe(!thumbnail);
      }
    });

    it('refuses a renamed program, a text file and a ZIP that is not a Word document', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      for (const [data, name] of [
        [exeFile(), 'certificate.pdf'],
        [exeFile(), 'photo.jpg'],
        [Buffer.from('just some text'), 'cv.docx'],
        [zipFile({ 'readme.txt': 'hello' }), 'cv.docx'],
        [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100)]), 'broken.jpg'],
      ] as const) {
        const res = await upload(t.app, candidate.auth, data, name);
        expect(res.statusCode, name).toBe(422);
        expect(res.json()).toMatchObject({ code: 'file_type_not_allowed', formErrors: { file: ['file_type_not_allowed'] } });
      }
    });

    it('reads one file and a few small fields: a second file, an 11 MB file or a long field is a 413', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const one = uploadBody(pdfFile(), 'a.pdf');
      const boundary = /boundary=(.+)$/.exec(one.headers['content-type'])?.[1] ?? '';
      const second = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="extra"; filename="b.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`);
      const twoFiles = Buffer.concat([second, one.payload]);
      const two = await t.app.inject({ method: 'POST', url: '/v1/files/temporary-upload', payload: twoFiles, headers: { ...candidate.auth, ...one.headers } });
      expect(two.statusCode).toBe(413);
      const huge = await upload(t.app, { ...candidate.auth, 'x-locale': 'en' }, pdfFile(11 * 1024 * 1024), 'huge.pdf');
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({ code: 'file_too_large', message: 'The file is larger than 10\u00a0MB.', formErrors: { file: ['file_too_large'] } });
      const longField = await upload(t.app, candidate.auth, pdfFile(), 'a.pdf', { purpose: 'x'.repeat(10_000) });
      expect(longField.statusCode).toBe(413);
    });

    it('has one limit of 10 MB for every upload, work-place documents too, and names it in the error in the reader\u2019s language', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      expect(UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
      expect((await upload(t.app, candidate.auth, pdfFile(UPLOAD_MAX_BYTES), 'max.pdf')).statusCode).toBe(201);
      expect((await upload(t.app, candidate.auth, pdfFile(4 * 1024 * 1024), 'skattekort.pdf', { purpose: 'work_location_document' })).statusCode).toBe(201);
      for (const [locale, message] of [
        ['en', 'The file is larger than 10\u00a0MB.'],
        ['pl', 'Plik jest większy niż 10\u00a0MB.'],
        ['no', 'Filen er større enn 10\u00a0MB.'],
        ['ua', 'Файл більший за 10\u00a0МБ.'],
      ] as const) {
        const big = await upload(t.app, { ...candidate.auth, 'x-locale': locale }, pdfFile(UPLOAD_MAX_BYTES + 1), 'big.pdf', { purpose: 'work_location_document' });
        expect(big.statusCode, locale).toBe(413);
        expect(big.json(), locale).toEqual({ code: 'file_too_large', message, formErrors: { file: ['file_too_large'] } });
      }
    });

    it('needs a file and a signed-in account (employers upload brand logos)', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const empty = await t.app.inject({ method: 'POST', url: '/v1/files/temporary-upload', payload: {}, headers: candidate.auth });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().formErrors).toEqual({ file: ['field_required'] });
      const client = await newClient(t.app, t.database.db);
      expect((await upload(t.app, client.auth, await pngFile(), 'logo.png')).statusCode).toBe(201);
      expect((await upload(t.app, {}, pdfFile(), 'a.pdf')).statusCode).toBe(401);
    });
  });

  describe('what is served', () => {
    const disposition = (res: { headers: Record<string, unknown> }) => String(res.headers['content-disposition']);

    it('serves each file under its detected kind: type, extension and disposition', async () => {
      const owner = await newCandidate(t.app, t.database.db);
      const cases: [Buffer, string, string, string, 'inline' | 'attachment'][] = [
        [docxFile(), 'cv.jar', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'cv.docx', 'attachment'],
        [docFile(), 'cv.exe', 'application/msword', 'cv.doc', 'attachment'],
        [pdfFile(), 'report.pdf', 'application/pdf', 'report.pdf', 'attachment'],
        [await pngFile(), 'photo', 'image/png', 'photo.png', 'inline'],
        [await jpegFile(), 'x<script>;.svg', 'image/jpeg', 'x_script__.jpg', 'inline'],
      ];
      for (const [data, name, type, servedName, kind] of cases) {
        const uploaded = (await upload(t.app, owner.auth, data, name)).json();
        const res = await get(uploaded.url);
        expect(res.statusCode, name).toBe(200);
        expect(res.headers['content-type'], name).toBe(type);
        expect(disposition(res), name).toBe(`${kind}; filename="${servedName}"; filename*=UTF-8''${encodeURIComponent(servedName)}`);
        expect(res.headers['x-content-type-options'], name).toBe('nosniff');
        expect(String(res.headers['content-security-policy']), name).toContain('sandbox');
      }
    });

    it('serves a PNG that is also HTML as a PNG, never under the uploader\'s .html', async () => {
      const owner = await newCandidate(t.app, t.database.db);
      const polyglot = Buffer.concat([await pngFile(), Buffer.from('<html><script>alert(document.domain)</script></html>')]);
      const uploaded = (await upload(t.app, owner.auth, polyglot, 'cv.html')).json();
      expect(uploaded.filename).toMatch(/\.png$/);
      const res = await get(uploaded.url);
      expect(res.headers['content-type']).toBe('image/png');
      // Re-encoded, the image keeps nothing of what trailed it.
      expect(res.rawPayload.includes('<script>')).toBe(false);
      expect(disposition(res)).toMatch(/^inline; filename="cv\.png";/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const thumbnail = await get(uploaded.thumbnailUrl);
      expect(disposition(thumbnail)).toMatch(/^inline; filename="cv-thumbnail\.jpg";/);
    });

    it('keeps a non-ASCII name in UTF-8 and gives a plain one to old clients', async () => {
      const owner = await newCandidate(t.app, t.database.db);
      const uploaded = (await upload(t.app, owner.auth, pdfFile(), 'Świadectwo pracy.pdf')).json();
      const res = await get(uploaded.url);
      expect(disposition(res)).toBe(`attachment; filename="_wiadectwo pracy.pdf"; filename*=UTF-8''${encodeURIComponent('Świadectwo pracy.pdf')}`);
    });
  });

  describe('photos from phones', () => {
    /** A camera-like photo: noise compresses badly, so it weighs what a phone's does. */
    const cameraPhoto = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
        .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '58/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 43/1 0/1' } })
        .jpeg({ quality: 92 })
        .toBuffer();
    const stored = async (uploaded: { filename: string }) => {
      const data = await storageFor(t.config).get(uploaded.filename);
      if (!data) throw new Error('not stored');
      return data;
    };

    it('takes a 4 MB camera photo, shrinks it to 2000 px on the long side and drops its EXIF and GPS', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const photo = await cameraPhoto(3000, 2250);
      expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const res = await upload(t.app, candidate.auth, photo, 'IMG_2041.jpg');
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      const data = await stored(body);
      const meta = await sharp(data).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: STORED_IMAGE_MAX_SIDE, height: 1500 });
      expect(meta.exif).toBeUndefined();
      expect(data.includes('PhoneMaker')).toBe(false);
      expect(body.size).toBe(data.length);
      expect(body.size).toBeLessThan(photo.length);
    });

    it('turns a photo upright by its EXIF orientation', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      // Landscape pixels that the camera marks "rotate 90\u00b0 clockwise to view" (orientation 6): a portrait photo.
      const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 120, b: 200 } } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const body = (await upload(t.app, candidate.auth, sideways, 'portrait.jpg')).json();
      const meta = await sharp(await stored(body)).metadata();
      expect(meta).toMatchObject({ width: 200, height: 300 });
      expect(meta.orientation).toBeUndefined();
    });

    it('keeps a small image at its size, PNG as PNG', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const body = (await upload(t.app, candidate.auth, await pngFile(640, 480), 'plan.png')).json();
      expect(await sharp(await stored(body)).metadata()).toMatchObject({ format: 'png', width: 640, height: 480 });
    });

    it('takes WebP and HEIF (AVIF) photos and stores them as JPEG under the same name', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const webp = await sharp({ create: { width: 2400, height: 1600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).webp().toBuffer();
      const avif = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 90, g: 10, b: 10 } } }).avif().toBuffer();
      for (const [data, name, storedName, width] of [
        [webp, 'zdjęcie.webp', 'zdjęcie.jpg', STORED_IMAGE_MAX_SIDE],
        [avif, 'IMG_0001.heic', 'IMG_0001.jpg', 120],
      ] as const) {
        const res = await upload(t.app, candidate.auth, data, name);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
        const body = res.json();
        expect(body).toMatchObject({ originalName: storedName, mimeType: 'image/jpeg' });
        expect(body.filename).toMatch(/\.jpg$/);
        expect(body.thumbnailUrl).not.toBeNull();
        const meta = await sharp(await stored(body)).metadata();
        expect(meta).toMatchObject({ format: 'jpeg', width });
      }
      // A transparent WebP turns white, not black.
      const webpBody = (await upload(t.app, candidate.auth, webp, 'transparent.webp')).json();
      const { data: pixel } = await sharp(await stored(webpBody)).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect([...pixel].every((channel) => channel > 240)).toBe(true);
    });

    it('refuses a HEIC photo this server cannot decode with a message that says what to send instead', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      // An iPhone HEIC's container; its HEVC image data is not in the image library built here.
      const ftyp = Buffer.alloc(24);
      ftyp.writeUInt32BE(24, 0);
      ftyp.write('ftypheic', 4, 'latin1');
      ftyp.write('mif1heic', 16, 'latin1');
      const heic = Buffer.concat([ftyp, Buffer.alloc(4000, 7)]);
      const res = await upload(t.app, { ...candidate.auth, 'x-locale': 'ua' }, heic, 'IMG_0002.HEIC');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'heic_not_supported', formErrors: { file: ['heic_not_supported'] } });
      expect(res.json().message).toContain('JPG');
    });
  });

  describe('uploads that expand when opened', () => {
    it('refuses a .docx whose entries inflate beyond 50 MB, or that has too many entries', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const bomb = deflatedZip({
        '[Content_Types].xml': Buffer.from('<Types/>'),
        'word/document.xml': Buffer.from('<w:document/>'),
        'word/media/padding.bin': Buffer.alloc(60 * 1024 * 1024),
      });
      expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
      const res = await upload(t.app, candidate.auth, bomb, 'cv.docx');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'file_type_not_allowed' });

      const crowded: Record<string, Buffer> = { '[Content_Types].xml': Buffer.from('<Types/>'), 'word/document.xml': Buffer.from('<w/>') };
      for (let i = 0; i < 1_100; i++) crowded[`word/x${i}.xml`] = Buffer.from('<x/>');
      expect((await upload(t.app, candidate.auth, deflatedZip(crowded), 'cv.docx')).statusCode).toBe(422);

      // A normal deflated Word file still passes.
      const fine = deflatedZip({ '[Content_Types].xml': Buffer.from('<Types/>'), 'word/document.xml': Buffer.alloc(1024 * 1024, 'a') });
      expect((await upload(t.app, candidate.auth, fine, 'cv.docx')).statusCode).toBe(201);
    });

    it('refuses an image that declares more pixels than it may decode', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const res = await upload(t.app, candidate.auth, pngDeclaring(20_000, 20_000), 'huge.png');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'file_type_not_allowed' });
    });
  });

  describe('GET /v1/files/{filename}', () => {
    it('serves a file to its owner and through its signed link, and to nobody else', async () => {
      const owner = await newCandidate(t.app, t.database.db);
      const other = await newCandidate(t.app, t.database.db);
      const client = await newClient(t.app, t.database.db);
      const png = await pngFile(800, 600);
      const uploaded = (await upload(t.app, owner.auth, png, 'site.png')).json();

      const byOwner = await get(`/v1/files/${uploaded.filename}`, owner.auth);
      expect(byOwner.statusCode).toBe(200);
      expect(byOwner.headers['content-type']).toBe('image/png');
      expect(byOwner.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(byOwner.rawPayload).metadata()).toMatchObject({ format: 'png', width: 800, height: 600 });

      const signed = await get(uploaded.url);
      expect(signed.statusCode).toBe(200);
      const thumbnail = await get(uploaded.thumbnailUrl);
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/jpeg');
      expect(thumbnail.rawPayload.length).toBeLessThan(png.length);

      for (const headers of [other.auth, client.auth, {}]) {
        expect((await get(`/v1/files/${uploaded.filename}`, headers)).statusCode).toBe(404);
        expect((await get(`/v1/files/${uploaded.filename}/thumbnail`, headers)).statusCode).toBe(404);
      }
      // A signed link is bound to its file, its variant and its expiry.
      expect((await get(uploaded.url.replace('signature=', 'signature=x'))).statusCode).toBe(404);
      expect((await get(uploaded.url.replace(/expires=\d+/, 'expires=9999999999'))).statusCode).toBe(404);
      expect((await get(uploaded.thumbnailUrl.replace('/thumbnail', ''))).statusCode).toBe(404);
      const later = now;
      now = new Date(later.getTime() + 3 * 3600_000);
      expect((await get(uploaded.url)).statusCode).toBe(404);
      now = later;
      expect((await get('/v1/files/00000000-0000-0000-0000-000000000000.pdf', owner.auth)).statusCode).toBe(404);
    });
  });

  describe('attaching uploads in the wizard', () => {
    it('attaches files on save and refuses other users\u2019 files, in step 4 and in step 6', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const other = await newCandidate(t.app, t.database.db);
      await completeSteps(t.app, candidate.auth, 5);
      const certificate = (await upload(t.app, candidate.auth, pdfFile(), 'mesterbrev.pdf')).json();
      const reference = (await upload(t.app, candidate.auth, await pngFile(), 'attest.png')).json();
      const foreign = (await upload(t.app, other.auth, pdfFile(), 'not-mine.pdf')).json();

      const refused = await saveStep(t.app, candidate.auth, 4, step4Body([carpenter({ certificatesAttachments: [{ filename: foreign.filename, is_temporary: true, title: 'X' }] })]));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().formErrors).toEqual({ 'candidateProfileProfessions[0].certificatesAttachments[0].filename': ['file_not_found'] });
      const untitled = await saveStep(t.app, candidate.auth, 4, step4Body([carpenter({ certificatesAttachments: [{ filename: certificate.filename, title: '' }] })]));
      expect(untitled.json().formErrors).toEqual({ 'candidateProfileProfessions[0].certificatesAttachments[0].title': ['field_required'] });

      const works = [{ ...carpenter().worksFor[0], attachments: [{ filename: reference.filename, is_temporary: '1', title: 'Attest' }] }];
      const saved = await saveStep(
        t.app,
        candidate.auth,
        4,
        step4Body([carpenter({ certificatesAttachments: [{ filename: certificate.filename, is_temporary: true, title: 'Mesterbrev' }], worksFor: works })]),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const profession = saved.json().candidateProfileProfessions[0];
      expect(profession.certificatesAttachments).toMatchObject([{ filename: certificate.filename, title: 'Mesterbrev', is_temporary: false, originalName: 'mesterbrev.pdf' }]);
      expect(profession.worksFor[0].attachments).toMatchObject([{ filename: reference.filename, title: 'Attest', is_temporary: false }]);
      expect((await row(certificate.filename))?.isTemporary).toBe(false);

      // Saving again without the certificate discards it; the clean-up removes it from storage.
      const again = await saveStep(t.app, candidate.auth, 4, step4Body([carpenter({ worksFor: works })]));
      expect(again.statusCode).toBe(200);
      expect((await row(certificate.filename))?.discardedAt).not.toBeNull();
      expect((await get(`/v1/files/${certificate.filename}`, candidate.auth)).statusCode).toBe(404);

      // A file of step 4 cannot be moved into step 6; a step-6 document has the same limit as any upload.
      await completeSteps(t.app, candidate.auth, 5);
      const moved = await saveStep(t.app, candidate.auth, 6, step6Body([norway({ requiredDocumentsAttachments: [{ filename: reference.filename, title: 'Skattekort' }] })]));
      expect(moved.json().formErrors).toEqual({ 'candidateProfileWorkLocations[0].requiredDocumentsAttachments[0].filename': ['file_not_found'] });
      const scan = (await upload(t.app, candidate.auth, pdfFile(2 * 1024 * 1024), 'skattekort.pdf', { purpose: 'work_location_document' })).json();
      const placed = await saveStep(t.app, candidate.auth, 6, step6Body([norway({ requiredDocumentsAttachments: [{ filename: scan.filename, title: 'Skattekort' }] })]));
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json().candidateProfileWorkLocations[0].requiredDocumentsAttachments).toMatchObject([{ filename: scan.filename, title: 'Skattekort' }]);
    });
  });

  describe('clean-up job', () => {
    it('removes temporary files after 24 hours and discarded ones, and keeps attached files', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      await completeSteps(t.app, candidate.auth, 3);
      const kept = (await upload(t.app, candidate.auth, pdfFile(), 'kept.pdf')).json();
      const stale = (await upload(t.app, candidate.auth, await pngFile(), 'stale.png')).json();
      const fresh = (await upload(t.app, candidate.auth, pdfFile(), 'fresh.pdf')).json();
      expect((await saveStep(t.app, candidate.auth, 4, step4Body([carpenter({ certificatesAttachments: [{ filename: kept.filename, title: 'Fagbrev' }] })]))).statusCode).toBe(200);
      await t.database.db.update(files).set({ createdAt: new Date(now.getTime() - 25 * 3600_000) }).where(eq(files.filename, stale.filename));
      await t.database.db.update(files).set({ createdAt: new Date(now.getTime() - 25 * 3600_000) }).where(eq(files.filename, kept.filename));

      const storage = storageFor(t.config);
      expect(await storage.get(`${stale.filename}.thumb.jpg`)).toBeDefined();
      const removed = await purgeFiles({ db: t.database.db, storage, now: () => now });
      expect(removed).toBeGreaterThanOrEqual(1);
      expect(await row(stale.filename)).toBeUndefined();
      expect(await storage.get(stale.filename)).toBeUndefined();
      expect(await storage.get(`${stale.filename}.thumb.jpg`)).toBeUndefined();
      expect(await row(kept.filename)).toBeDefined();
      expect(await row(fresh.filename)).toBeDefined();
      expect(await storage.get(kept.filename)).toBeDefined();
    });
  });
});

/** A ZIP with deflated entries, as Word writes them. */
function deflatedZip(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const packed = deflateRawSync(data, { level: 9 });
    const header = (signature: number, size: number) => {
      const b = Buffer.alloc(size);
      b.writeUInt32LE(signature, 0);
      return b;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A tiny PNG whose header declares a width x height canvas (a decompression bomb). */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateRawSync(Buffer.alloc(1000))), chunk('IEND', Buffer.alloc(0))]);
}
