import { useMediaQuery } from '@mantine/hooks';

/** Below this width a table's rows become stacked cards: a phone has no room for columns. */
export const CARD_LAYOUT_QUERY = '(max-width: 48em)';

/** True where lists show cards instead of tables; read at the first render so a phone never paints the table first. */
export function useCardLayout(): boolean {
  return useMediaQuery(CARD_LAYOUT_QUERY, false, { getInitialValueInEffect: false });
}
