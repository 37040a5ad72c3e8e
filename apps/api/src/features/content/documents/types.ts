export type StaticDocumentLocale = 'pl' | 'en' | 'no' | 'ua';

export interface StaticDocument {
  title: string;
  html: string;
}

export type LocalizedStaticDocument = Record<StaticDocumentLocale, StaticDocument>;

export const staticDocumentLocales: readonly StaticDocumentLocale[] = ['pl', 'en', 'no', 'ua'];
