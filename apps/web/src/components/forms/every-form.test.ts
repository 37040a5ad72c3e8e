import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The sweep of every form and action of the app: each request that changes something goes through the
 * kit's guard (useGuardedMutation), and each form focuses its first invalid field after a failed submit
 * (useInvalidFocus). A file that bypasses either fails here, so a double tap or a silent failure cannot
 * come back in a new form unnoticed.
 */

const SOURCE = path.resolve(import.meta.dirname, '../..');
const KIT = path.join(SOURCE, 'components/forms/submit-guard.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = sourceFiles(SOURCE).map((file) => ({ file: path.relative(SOURCE, file), text: readFileSync(file, 'utf8') }));

/** A form element in JSX (a comment naming <form> is none). */
const rendersForm = ({ file, text }: { file: string; text: string }) => file.endsWith('.tsx') && /<form[\s>]/.test(text);

/** The hooks that hand a form the focus mechanism: useInvalidFocus, and the hooks exported by files calling it. */
const focusHooks = new Set(['useInvalidFocus', ...files.filter(({ text }) => text.includes('useInvalidFocus(')).flatMap(({ text }) => [...text.matchAll(/export function (use\w+)/g)].map((match) => match[1] as string))]);

describe('every form and action of the web app', () => {
  it('finds the forms and the mutations it sweeps', () => {
    expect(files.filter(({ text }) => text.includes('useGuardedMutation(')).length).toBeGreaterThan(40);
    expect(files.filter(rendersForm).length).toBeGreaterThan(15);
  });

  it('sends every change through the double-submit guard: no useMutation outside the kit', () => {
    const bypassing = files.filter(({ file, text }) => path.join(SOURCE, file) !== KIT && /\buseMutation\b/.test(text)).map(({ file }) => file);
    expect(bypassing).toEqual([]);
  });

  it('focuses the first invalid field of every form after a failed submit', () => {
    const forms = files.filter(rendersForm);
    const unfocused = forms.filter(({ text }) => ![...focusHooks].some((hook) => text.includes(`${hook}(`))).map(({ file }) => file);
    expect(unfocused).toEqual([]);
    // The focus is limited to the submitted form: each form takes the hook's ref.
    const unattached = forms.filter(({ text }) => (text.match(/<form\b/g) ?? []).length > (text.match(/<form ref=\{[\w.]+\}/g) ?? []).length);
    expect(unattached.map(({ file }) => file)).toEqual([]);
  });
});
