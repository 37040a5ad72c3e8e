import { describe, expect, it } from 'vitest';
import { candidateCollectionRequestSchema, dataSetQueueRequestSchema, printProfileRequestSchema } from './document-requests.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('candidate document requests', () => {
  it('reads an empty print body as every profession, without a brand', () => {
    expect(printProfileRequestSchema.parse(undefined)).toEqual({ isAnonymize: false, clientBrand: null });
    expect(printProfileRequestSchema.parse({})).toEqual({ isAnonymize: false, clientBrand: null });
  });

  it('refuses an explicit empty choice of professions', () => {
    expect(messages(printProfileRequestSchema.safeParse({ professions: [] }))).toEqual(['profession_not_added']);
    expect(printProfileRequestSchema.parse({ isAnonymize: true, clientBrand: '3', professions: [20, '21'] })).toEqual({ isAnonymize: true, clientBrand: 3, professions: [20, 21] });
  });

  it('takes a pack of one tab by its status, or of all tabs', () => {
    expect(dataSetQueueRequestSchema.parse({ isAnonymize: '1', clientBrand: '', status: 8 })).toEqual({ isAnonymize: true, clientBrand: null, status: 8 });
    expect(dataSetQueueRequestSchema.parse({})).toEqual({ isAnonymize: false, clientBrand: null, status: null });
    expect(messages(dataSetQueueRequestSchema.safeParse({ status: 14 }))).toEqual(['invalid_value']);
  });

  it('reads the collection filters as id lists', () => {
    expect(candidateCollectionRequestSchema.parse(undefined)).toEqual({ industries: [], professions: [], workLocationStates: [] });
    expect(candidateCollectionRequestSchema.parse({ industries: ['1'], workLocationStates: 2 })).toEqual({ industries: [1], professions: [], workLocationStates: [2] });
    expect(messages(candidateCollectionRequestSchema.safeParse({ professions: ['x'] }))).toEqual(['invalid_value']);
  });
});
