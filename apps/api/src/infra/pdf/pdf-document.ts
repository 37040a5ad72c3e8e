import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/*
 * Every PDF the product generates (profiles, candidate documents, invoices) starts here, with
 * Noto Sans embedded so Polish, Norwegian and Ukrainian letters render and extract exactly.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
export type PdfFont = keyof typeof FONT_FILES;

/** The font files' bytes (read per document: the operating system caches them, so this costs about a millisecond). */
function fonts(): Record<PdfFont, Buffer> {
  return { regular: readFileSync(require.resolve(FONT_FILES.regular)), bold: readFileSync(require.resolve(FONT_FILES.bold)) };
}

/**
 * A new document with the fonts 'regular' and 'bold' registered. Each document parses its own
 * fonts from the bytes: a parsed font remembers each glyph with the characters it was first met
 * as, and a glyph first met as part of an accented letter (the z inside ż) has none, so a font
 * shared between documents made later documents lose that letter from their text layer.
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument(options);
  const { regular, bold } = fonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  return doc;
}

/** The bytes of a document once it has ended; call before `doc.end()`. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
