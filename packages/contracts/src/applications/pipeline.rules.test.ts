import { describe, expect, it } from 'vitest';
import { StatusId } from '../enums.ts';
import { PIPELINE_TARGET_STATUSES } from './pipeline.ts';
import { pipelineMove } from './pipeline.rules.ts';

describe('pipelineMove', () => {
  it('opens a new card: 8 to 12', () => {
    expect(pipelineMove(StatusId.New, StatusId.Indefinite)).toBe('change');
  });

  it('moves from any pipeline status to any target status', () => {
    const all = [StatusId.New, ...PIPELINE_TARGET_STATUSES];
    for (const from of all) for (const to of PIPELINE_TARGET_STATUSES) if (from !== to) expect(pipelineMove(from, to)).toBe('change');
  });

  it('never moves a card back to new', () => {
    expect(pipelineMove(StatusId.Indefinite, StatusId.New)).toBe('refused');
    expect(pipelineMove(StatusId.DoesNotFit, StatusId.New)).toBe('refused');
  });

  it('refuses statuses outside the pipeline', () => {
    expect(pipelineMove(StatusId.New, StatusId.Active)).toBe('refused');
    expect(pipelineMove(StatusId.ItSuits, 0)).toBe('refused');
  });

  it('treats the same status as no change', () => {
    expect(pipelineMove(StatusId.ItSuits, StatusId.ItSuits)).toBe('unchanged');
    expect(pipelineMove(StatusId.New, StatusId.New)).toBe('unchanged');
  });
});
