import { type Locale, pipelineStageLabelKey } from '@trades/contracts';
import { translate } from '../../infra/i18n/messages.ts';

/** A pipeline status with its stage's one name (contracts' pipeline_stage_*), as cards, menus and the history show it. */
export function pipelineStatus(id: number, locale: Locale): { id: number; title: string } {
  const key = pipelineStageLabelKey(id);
  return { id, title: key ? translate(key, locale) : '' };
}
