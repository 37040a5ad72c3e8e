import { describe, expect, it } from 'vitest';
import { ageOn, candidatePrintBody, dataSetQueueBody, isDataSetPending } from './candidate-documents.ts';

describe('ageOn', () => {
  it('counts full years, the birthday itself included', () => {
    expect(ageOn('1990-05-17', '2026-05-16')).toBe(35);
    expect(ageOn('1990-05-17', '2026-05-17')).toBe(36);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });
});

describe('candidatePrintBody', () => {
  it('reads no body as all professions, and keeps an explicit empty choice', () => {
    expect(candidatePrintBody.parse(undefined)).toEqual({ isAnonymize: false, clientBrand: undefined, professions: undefined });
    expect(candidatePrintBody.parse({ isAnonymize: 'true', clientBrand: '3', professions: [] })).toEqual({ isAnonymize: true, clientBrand: 3, professions: [] });
    expect(candidatePrintBody.parse({ professions: { 0: '4', 1: 5 } }).professions).toEqual([4, 5]);
  });
});

describe('dataSetQueueBody', () => {
  it('takes a tab status or none, and refuses other statuses', () => {
    expect(dataSetQueueBody.parse({ status: '9' }).status).toBe(9);
    expect(dataSetQueueBody.parse({}).status).toBeUndefined();
    expect(dataSetQueueBody.safeParse({ status: 14 }).success).toBe(false);
  });
});

describe('isDataSetPending', () => {
  it('is pending while processing or without a link, never once failed', () => {
    expect(isDataSetPending({ status: { id: 14, title: '' }, dataSetDownloadUrl: null })).toBe(true);
    expect(isDataSetPending({ status: { id: 15, title: '' }, dataSetDownloadUrl: '/x' })).toBe(false);
    expect(isDataSetPending({ status: { id: 16, title: '' }, dataSetDownloadUrl: null })).toBe(false);
  });
});
