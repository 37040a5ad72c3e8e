import { type CompactScoreBreakdown, MATCH_PART_KNOCK_OUT, type PipelineItem, StatusId, explainMatch, fitVerdict } from '@trades/contracts';
import { act, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { pipelineCandidate, pipelineItem } from '@/testing/offer-candidates';
import { mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { FitTab } from './fit-tab';

/* The Fit tab: the verdict and every part of the score as the server sends them, numbers in the reader's language. */

/** A pipeline card whose score, verdict and breakdown come from one stored breakdown, as the API builds them. */
function scored(stored: CompactScoreBreakdown, overrides: Partial<PipelineItem> = {}): PipelineItem {
  const explained = explainMatch(stored);
  return pipelineItem(1, StatusId.Indefinite, {
    score: explained.score,
    partsScore: explained.partsScore,
    fitVerdict: fitVerdict(explained.score, explained.parts),
    scoreBreakdown: explained.parts.map(({ dimension, score, weight, points, met, knockOut }) => ({ dimension, score, weight, points, met, knockOut, hints: [] })),
    skillsComparison: [{ title: 'Formwork', rating: 4, candidateRating: 4.5, isRequired: true, kind: 'professional', met: true }],
    ...overrides,
  });
}

/** A skilled worker for a foreman offer, living in another region than the offer's city: class 50 and place 40 of 100. */
const SKILLED_ELSEWHERE: CompactScoreBreakdown = [
  [1, 50, 0],
  [8, 40, 0],
];

function renderFit(item: PipelineItem) {
  // The cart's calls are not this test's: they answer 404 and the purchase button stays disabled.
  mockFetch(() => undefined);
  renderWithProviders(<FitTab item={item} candidate={pipelineCandidate()} statusId={item.status.id} onMove={() => undefined} moving={false} />);
  return within(screen.getByTestId('panel-fit'));
}

describe('the Fit tab', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
    resetBrowserState();
  });

  it('never calls perfect a candidate who fails a required item, and says where every missing point went', () => {
    const panel = renderFit(scored(SKILLED_ELSEWHERE));
    expect(panel.getByTestId('fit-score').textContent).toBe('94%');
    const verdict = panel.getByTestId('fit-verdict');
    expect(verdict.dataset.verdict).toBe('partial');
    expect(verdict.textContent).toContain('Partial fit');
    expect(verdict.textContent).toContain('Required but not met: Experience class and Place of work.');
    expect(panel.queryByText('Perfect candidate')).toBeNull();

    // Every dimension the engine scores, with its points out of its weight.
    const parts = within(panel.getByTestId('fit-breakdown')).getAllByRole('listitem');
    expect(parts).toHaveLength(14);
    expect(panel.getByTestId('fit-part-professionClass').dataset.state).toBe('failed');
    expect(within(panel.getByTestId('fit-part-professionClass')).getByRole('img', { name: 'Required, not met' })).toBeTruthy();
    expect(within(panel.getByTestId('fit-part-professionClass')).getByTestId('fit-part-points').textContent).toBe('3/5 pts');
    expect(within(panel.getByTestId('fit-part-location')).getByTestId('fit-part-points').textContent).toBe('2/6 pts');
    expect(within(panel.getByTestId('fit-part-profession')).getByTestId('fit-part-points').textContent).toBe('25/25 pts');
    expect(panel.getByTestId('fit-lost').textContent).toBe('Short of 100 by 6: Place of work −4 and Experience class −2.');
  });

  it('shows the perfect verdict only with every requirement met, a term short of full marks aside', () => {
    const panel = renderFit(scored([[9, 60, 0]]));
    expect(panel.getByTestId('fit-verdict').dataset.verdict).toBe('perfect');
    expect(panel.getByTestId('fit-verdict').textContent).toContain('Meets every requirement of the offer.');
    expect(panel.getByTestId('fit-part-salary').dataset.state).toBe('short');
    expect(panel.getByTestId('fit-lost').textContent).toBe('Short of 100 by 2: Pay −2.');
  });

  it('names the deal-breaker that capped the total', () => {
    const panel = renderFit(scored([[5, 0, MATCH_PART_KNOCK_OUT]]));
    const verdict = panel.getByTestId('fit-verdict');
    expect(verdict.dataset.verdict).toBe('knockedOut');
    expect(verdict.textContent).toContain('A deal-breaker caps the fit at 40% (the parts add up to 92%). Required but not met: Certificates.');
  });

  it('writes Polish numbers with a decimal comma: "4,5 z 5"', async () => {
    await act(() => i18n.changeLanguage('pl'));
    const panel = renderFit(scored(SKILLED_ELSEWHERE));
    expect(panel.getByText('Kandydat: 4,5 z 5')).toBeTruthy();
    expect(panel.getByRole('img', { name: 'Poziom 4,5 z 5' })).toBeTruthy();
    expect(panel.getByText('Oczekiwane: 4 z 5')).toBeTruthy();
    expect(panel.queryByText(/4\.5/)).toBeNull();
    expect(panel.getByTestId('fit-verdict').textContent).toContain('Częściowe dopasowanie');
    expect(panel.getByTestId('fit-verdict').textContent).toContain('Wymagane, a niespełnione: Klasa doświadczenia i Miejsce pracy.');
    expect(panel.getByTestId('fit-lost').textContent).toBe('Do 100 brakuje 6 pkt: Miejsce pracy −4 i Klasa doświadczenia −2.');
    expect(within(panel.getByTestId('fit-part-location')).getByTestId('fit-part-points').textContent).toBe('2/6 pkt');
  });

  it('writes English numbers with a decimal point', () => {
    const panel = renderFit(scored(SKILLED_ELSEWHERE));
    expect(panel.getByText('Candidate: 4.5 of 5')).toBeTruthy();
    expect(panel.getByRole('img', { name: 'Level 4.5 of 5' })).toBeTruthy();
  });
});
