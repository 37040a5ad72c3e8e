// Every namespace of this language in one chunk, loaded only when the language is used.
export default import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
