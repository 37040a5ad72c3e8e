import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPdfDocument, pdfBytes } from './pdf-document.ts';

/** Every letter of each interface language, small and capital. */
const ALPHABETS = {
  pl: 'aąbcćdeęfghijklłmnńoóprsśtuwyzźż AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ',
  en: 'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  no: 'abcdefghijklmnopqrstuvwxyzæøå ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ',
  ua: 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ',
} as const;

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-text-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'doc.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function render(lines: { font: 'regular' | 'bold'; text: string }[]): Promise<string[]> {
  const doc = createPdfDocument({ size: 'A4', margin: 50 });
  const bytes = pdfBytes(doc);
  for (const line of lines) doc.font(line.font).fontSize(11).text(line.text);
  doc.end();
  return pdfText(await bytes)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

describe('generated PDFs extract to the text they show', () => {
  it('in all four languages one after another in one process, regular and bold', async () => {
    // First a document whose accented letters come before their plain base letters, which used to
    // leave those base letters without text in every later document of the process.
    expect(await render([{ font: 'bold', text: 'Żółć Źdźbło Wróżek Ąę Ńś' }])).toEqual(['Żółć Źdźbło Wróżek Ąę Ńś']);
    for (const round of [1, 2]) {
      for (const [language, alphabet] of Object.entries(ALPHABETS)) {
        const text = await render([
          { font: 'bold', text: alphabet },
          { font: 'regular', text: alphabet },
        ]);
        expect(text, `${language}, round ${round}`).toEqual([alphabet, alphabet]);
      }
    }
  });
});
