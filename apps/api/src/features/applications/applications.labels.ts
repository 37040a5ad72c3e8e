import { type Locale, StatusId } from '@trades/contracts';

/** Titles of the pipeline statuses (employer-side.md 4), as cards, menus and mails name them. */
export const PIPELINE_STATUS_TITLES: Record<Locale, Record<number, string>> = {
  en: {
    [StatusId.New]: 'New',
    [StatusId.Indefinite]: 'Viewed',
    [StatusId.ForAnalysis]: 'For analysis',
    [StatusId.ItSuits]: 'To meet',
    [StatusId.OfferPresented]: 'Offer presented',
    [StatusId.Employed]: 'Employed',
    [StatusId.DoesNotFit]: 'Does not fit',
  },
  pl: {
    [StatusId.New]: 'Nowy',
    [StatusId.Indefinite]: 'Przejrzany',
    [StatusId.ForAnalysis]: 'Do analizy',
    [StatusId.ItSuits]: 'Do spotkania',
    [StatusId.OfferPresented]: 'Oferta przedstawiona',
    [StatusId.Employed]: 'Zatrudniony',
    [StatusId.DoesNotFit]: 'Nie pasuje',
  },
  no: {
    [StatusId.New]: 'Ny',
    [StatusId.Indefinite]: 'Sett',
    [StatusId.ForAnalysis]: 'Til vurdering',
    [StatusId.ItSuits]: 'Til møte',
    [StatusId.OfferPresented]: 'Tilbud presentert',
    [StatusId.Employed]: 'Ansatt',
    [StatusId.DoesNotFit]: 'Passer ikke',
  },
  ua: {
    [StatusId.New]: 'Новий',
    [StatusId.Indefinite]: 'Переглянутий',
    [StatusId.ForAnalysis]: 'На аналіз',
    [StatusId.ItSuits]: 'На зустріч',
    [StatusId.OfferPresented]: 'Пропозицію представлено',
    [StatusId.Employed]: 'Працевлаштований',
    [StatusId.DoesNotFit]: 'Не підходить',
  },
};

export function pipelineStatus(id: number, locale: Locale): { id: number; title: string } {
  return { id, title: PIPELINE_STATUS_TITLES[locale][id] ?? '' };
}
