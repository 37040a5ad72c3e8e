import { describe, expect, it } from 'vitest';
import { StatusId } from '../enums.ts';
import { LOCALES } from '../locale.ts';
import { MESSAGE_CATALOGUES } from '../messages/catalogues.ts';
import { PIPELINE_TABS, PIPELINE_TARGET_STATUSES } from './pipeline.ts';
import { PIPELINE_STAGE_TARGET, PipelineStageLabelKey, isFirstOpen, pipelineMoveStages, pipelineStageLabelKey, pipelineStageOf, stageMailAfterWindow } from './pipeline-stages.ts';
import { pipelineMove } from './pipeline.rules.ts';

describe('one name per pipeline stage', () => {
  it('names every stage in all four languages, each name once per language', () => {
    for (const locale of LOCALES) {
      const names = PIPELINE_TABS.map((tab) => MESSAGE_CATALOGUES[locale][PipelineStageLabelKey[tab.key]]);
      for (const name of names) expect(name?.trim(), locale).toBeTruthy();
      expect(new Set(names).size, `${locale}: two stages share a name`).toBe(names.length);
    }
  });

  it('gives every pipeline status its stage’s name: new and opened are both the first stage', () => {
    for (const status of [StatusId.New, ...PIPELINE_TARGET_STATUSES]) expect(pipelineStageLabelKey(status), String(status)).not.toBeNull();
    expect(pipelineStageLabelKey(StatusId.New)).toBe('pipeline_stage_new');
    expect(pipelineStageLabelKey(StatusId.Indefinite)).toBe('pipeline_stage_new');
    expect(pipelineStageLabelKey(StatusId.DoesNotFit)).toBe('pipeline_stage_not_fit');
    expect(pipelineStageLabelKey(StatusId.ItSuits)).toBe('pipeline_stage_to_meet');
    expect(pipelineStageLabelKey(StatusId.Active)).toBeNull();
  });

  it('moves a card to a stage by a status the server accepts, and that status is in the stage', () => {
    for (const tab of PIPELINE_TABS) {
      const target = PIPELINE_STAGE_TARGET[tab.key];
      expect(pipelineStageOf(target)?.key).toBe(tab.key);
      expect(pipelineMove(StatusId.New, target)).toBe('change');
    }
  });

  it('offers every stage but the one the cards are all in', () => {
    const keys = (statuses: number[]) => pipelineMoveStages(statuses).map((tab) => tab.key);
    expect(keys([StatusId.DoesNotFit, StatusId.DoesNotFit])).toEqual(['applications', 'forAnalysis', 'itSuits', 'offerPresented', 'hired']);
    // New and opened cards share the first tab: neither is offered "New" again.
    expect(keys([StatusId.New, StatusId.Indefinite])).not.toContain('applications');
    expect(keys([StatusId.New, StatusId.ItSuits])).toHaveLength(6);
    expect(keys([])).toHaveLength(6);
  });

  it('tells the first open of a new card from a move', () => {
    expect(isFirstOpen(StatusId.New, StatusId.Indefinite)).toBe(true);
    expect(isFirstOpen(StatusId.DoesNotFit, StatusId.Indefinite)).toBe(false);
    expect(isFirstOpen(null, StatusId.New)).toBe(false);
  });
});

describe('the stage mail after the mail window', () => {
  it('mails the final stage when it is a mailed one', () => {
    expect(stageMailAfterWindow(StatusId.New, StatusId.DoesNotFit)).toBe(StatusId.DoesNotFit);
    expect(stageMailAfterWindow(StatusId.Indefinite, StatusId.ItSuits)).toBe(StatusId.ItSuits);
  });

  it('sends nothing when the card is back where it started, or in a stage nobody is told of', () => {
    expect(stageMailAfterWindow(StatusId.ItSuits, StatusId.ItSuits)).toBeNull();
    // An undone move from a card nobody opened comes back as opened: still the first stage.
    expect(stageMailAfterWindow(StatusId.New, StatusId.Indefinite)).toBeNull();
    expect(stageMailAfterWindow(StatusId.DoesNotFit, StatusId.ForAnalysis)).toBeNull();
  });
});
