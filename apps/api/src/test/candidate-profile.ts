import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { marketToday } from '@trades/contracts';

/* Bodies of a complete, valid wizard and sample uploads, shared by the candidate-profile tests and the wizard benchmark. */

/** YYYY-MM-DD `days` from now in the market's calendar. */
export function dayFromNow(days: number, now = new Date()): string {
  return marketToday(new Date(now.getTime() + days * 86_400_000));
}

export const step2Body = (overrides: Record<string, unknown> = {}) => ({
  sex: 1,
  dateOfBirth: '1990-05-17',
  countryOfNationality: 'PL',
  countryOfResidence: 'PL',
  nativeLanguage: 'pl',
  phones: [{ phone: { country: 'PL', number: '512 345 678' } }],
  preferredContactTimes: [1, 3],
  ...overrides,
});

export const step3Body = (overrides: Record<string, unknown> = {}) => ({
  candidateProfileLanguages: [
    { languageCode: 'en', languageProficiency: 3 },
    { languageCode: 'no', languageProficiency: 2 },
  ],
  ...overrides,
});

/** A carpenter (profession 1, construction) of the expert class with diplomas and a work history. */
export const carpenter = (overrides: Record<string, unknown> = {}) => ({
  industry: 1,
  profession: 1,
  professionClass: 2,
  certificates: [1, 2],
  certificatesAttachments: [],
  experiences: [1, 2],
  skillsAdditionals: [1],
  productionStages: [2],
  productionMaterials: [{ productionMaterial: 9, rating: 3.5 }],
  productionMethods: [6],
  productionUses: [1],
  skillsProfessionals: [
    { skillsProfessional: 20, rating: 4.5 },
    { skillsProfessional: 21, rating: 3 },
  ],
  skillsTechnicals: [1, 20],
  worksFor: [
    {
      workedFor: 'Fjordbygg AS',
      country: 'NO',
      workTime: { year: 3, month: 6 },
      haveReferences: true,
      referenceNote: 'Brygadzista budowy w Stavanger',
      referenceFirstName: 'Ingrid',
      referenceLastName: 'Hansen',
      referenceEmail: 'ingrid.hansen@example.com',
      referencePhone: { country: 'NO', number: '412 34 567' },
      attachments: [],
    },
  ],
  ...overrides,
});

/** A bricklayer (profession 3) as a helper (class 1): no certificates needed. */
export const bricklayer = (overrides: Record<string, unknown> = {}) => ({
  industry: 1,
  profession: 3,
  professionClass: 1,
  certificates: [],
  experiences: [1],
  skillsAdditionals: [],
  productionStages: [],
  productionMaterials: [{ productionMaterial: 16, rating: 2 }],
  productionMethods: [],
  productionUses: [],
  skillsProfessionals: [{ skillsProfessional: 40, rating: 2.5 }],
  skillsTechnicals: [],
  worksFor: [],
  ...overrides,
});

export const step4Body = (professions: object[] = [carpenter(), bricklayer()]) => ({ candidateProfileProfessions: professions });

export const step5Body = (overrides: Record<string, unknown> = {}) => ({ isAvailable: true, availableFrom: dayFromNow(14), ...overrides });

/** Norway by regions with the tax card pair, Sweden as a whole country. */
export const norway = (overrides: Record<string, unknown> = {}) => ({
  workLocationState: 1,
  allState: false,
  workLocationRegions: [102],
  workLocationCities: [10201, 10202],
  requiredDocuments: [{ requiredDocument: 1 }, { requiredDocument: 2 }],
  requiredDocumentsAttachments: [],
  rating: 4.5,
  salaryGrossValue: { tbbc_amount: 260, tbbc_currency: 'NOK' },
  ...overrides,
});

export const sweden = (overrides: Record<string, unknown> = {}) => ({
  workLocationState: 2,
  allState: true,
  workLocationRegions: [],
  workLocationCities: [],
  requiredDocuments: [{ requiredDocument: 7 }],
  requiredDocumentsAttachments: [],
  rating: 3,
  salaryGrossValue: { tbbc_amount: 200, tbbc_currency: 'SEK' },
  ...overrides,
});

export const step6Body = (places: object[] = [norway(), sweden()]) => ({ candidateProfileWorkLocations: places });

export const step7Body = (overrides: Record<string, unknown> = {}) => ({
  isConstantWork: true,
  isFlexibleWork: true,
  candidateProfileFlexibleWorks: [{ months: [6, 7, 8], days: [1, 2, 3, 4, 5], hours: ['07:00', '15:30'] }],
  workSystems: [1, 7],
  contractTypes: [1, 3],
  ...overrides,
});

export const STEP_BODIES: Record<number, () => object> = {
  2: () => step2Body(),
  3: () => step3Body(),
  4: () => step4Body(),
  5: () => step5Body(),
  6: () => step6Body(),
  7: () => step7Body(),
  8: () => ({}),
};

export async function saveStep(app: FastifyInstance, auth: Record<string, string>, step: number, body: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: `/v1/candidate-profile/wizard/${step}`, payload: body, headers: { ...auth, ...headers } });
}

/** Saves steps 2 to `last` in order; throws when one is refused. */
export async function completeSteps(app: FastifyInstance, auth: Record<string, string>, last = 8): Promise<void> {
  for (let step = 2; step <= last; step++) {
    const res = await saveStep(app, auth, step, (STEP_BODIES[step] as () => object)());
    if (res.statusCode !== 200) throw new Error(`step ${step} answered ${res.statusCode}: ${res.body}`);
  }
}

/* ---------- sample files ---------- */

export async function pngFile(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 80 } } }).png().toBuffer();
}

export async function jpegFile(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 10, b: 10 } } }).jpeg().toBuffer();
}

/** A small PDF-looking file, padded to `size` bytes. */
export function pdfFile(size = 2000): Buffer {
  const head = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/** Word 97-2003: the OLE compound-file signature and filler. */
export function docFile(): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(1000)]);
}

/** A Windows program (MZ header). */
export function exeFile(): Buffer {
  return Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(2000)]);
}

/** A stored (uncompressed) ZIP with the given entries. */
export function zipFile(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
}

export function docxFile(): Buffer {
  return zipFile({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });
}

/** Multipart body with one file part and optional plain fields. */
export function uploadBody(file: Buffer, filename: string, fields: Record<string, string> = {}, contentType = 'application/octet-stream') {
  const boundary = `----trades${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(app: FastifyInstance, auth: Record<string, string>, file: Buffer, filename: string, fields: Record<string, string> = {}) {
  const body = uploadBody(file, filename, fields);
  return app.inject({ method: 'POST', url: '/v1/files/temporary-upload', payload: body.payload, headers: { ...auth, ...body.headers } });
}
