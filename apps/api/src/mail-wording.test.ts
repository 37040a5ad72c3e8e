import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { masculineOnlyForms } from '@trades/contracts';
import { describe, expect, it } from 'vitest';

/*
 * The API's own texts in Polish and Ukrainian (the mails, the PDF and status labels; the messages catalogue is
 * checked in contracts) never assume a man (issue 24). They are written out in code, so the code is read.
 */

const TEXT_FILE = /\.(mails|labels)\.ts$|^layout\.ts$/;

function textFiles(): string[] {
  return readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEXT_FILE.test(path.basename(file)))
    .map((file) => path.join(import.meta.dirname, file));
}

describe('the API’s texts in Polish and Ukrainian', () => {
  it('hold no masculine-only form of the user or a candidate, and no "tą" for "tę"', () => {
    const files = textFiles();
    expect(files.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['accounts.mails.ts', 'content.mails.ts', 'job-alerts.mails.ts', 'privacy.mails.ts', 'layout.ts']));
    const faults = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          (['pl', 'ua'] as const).flatMap((locale) => masculineOnlyForms(line, locale).map((fault) => `${path.relative(import.meta.dirname, file)}:${i + 1}: ${fault.found} (${fault.rule})`)),
        ),
    );
    expect(faults).toEqual([]);
  });
});
