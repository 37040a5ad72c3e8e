/* Fixtures of the files feature for other features' tests. */
export { insertFile } from './files.repository.ts';
