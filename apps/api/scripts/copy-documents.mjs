// tsc emits only JavaScript: the legal documents (HTML per language) that the server reads at start go next to it in dist.
import { cpSync } from 'node:fs';
import path from 'node:path';

const api = path.resolve(import.meta.dirname, '..');
const documents = 'features/content/documents';
cpSync(path.join(api, 'src', documents), path.join(api, 'dist', documents), {
  recursive: true,
  filter: (source) => path.extname(source) === '' || source.endsWith('.html'),
});
