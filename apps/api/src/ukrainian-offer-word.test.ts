import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { otherUkrainianOfferWords } from '@trades/contracts';
import { describe, expect, it } from 'vitest';

/*
 * The API's own texts (the mails, the PDF and status labels; the messages catalogue is checked in contracts) call
 * a job offer "вакансія" in Ukrainian (issue 25). Cyrillic in them is Ukrainian, the only such locale.
 */

const TEXT_FILE = /\.(mails|labels)\.ts$|^layout\.ts$/;

function textFiles(): string[] {
  return readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEXT_FILE.test(path.basename(file)))
    .map((file) => path.join(import.meta.dirname, file));
}

describe('the API’s texts in Ukrainian', () => {
  it('call a job offer "вакансія": no "пропозиція" (but "пропозиція роботи"), "оферта" or "оголошення"', () => {
    const files = textFiles();
    expect(files.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['applications.mails.ts', 'job-alerts.mails.ts', 'shop.labels.ts']));
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => otherUkrainianOfferWords(line).map((word) => `${path.relative(import.meta.dirname, file)}:${i + 1}: ${word}`)),
    );
    expect(found).toEqual([]);
  });
});
