import { type Locale, StatusId } from '@trades/contracts';

/** Titles of a document pack's status (employer-side.md 3: Processing, Completed; and Error). */
const QUEUE_STATUS_TITLES: Record<Locale, Record<number, string>> = {
  en: { [StatusId.Processing]: 'Processing', [StatusId.Completed]: 'Completed', [StatusId.Error]: 'Error' },
  pl: { [StatusId.Processing]: 'W trakcie', [StatusId.Completed]: 'Zakończone', [StatusId.Error]: 'Błąd' },
  no: { [StatusId.Processing]: 'Behandles', [StatusId.Completed]: 'Fullført', [StatusId.Error]: 'Feil' },
  ua: { [StatusId.Processing]: 'Обробляється', [StatusId.Completed]: 'Завершено', [StatusId.Error]: 'Помилка' },
};

export function queueStatus(id: number, locale: Locale): { id: number; title: string } {
  return { id, title: QUEUE_STATUS_TITLES[locale][id] ?? '' };
}
