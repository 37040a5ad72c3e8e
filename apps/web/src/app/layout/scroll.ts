/** The header bar floats (gets a shadow) after 2 px of scroll. */
export const HEADER_FLOAT_AFTER_PX = 2;
/** The EU-funds banner hides after 50 px of scroll. */
export const EU_BANNER_HIDE_AFTER_PX = 50;
/** ...and comes back only near the top: collapsing it shortens the page and moves the scroll position, which would otherwise toggle it in a loop. */
export const EU_BANNER_SHOW_AT_PX = 2;

export function euBannerHidden(wasHidden: boolean, scrollY: number): boolean {
  if (scrollY > EU_BANNER_HIDE_AFTER_PX) return true;
  if (scrollY <= EU_BANNER_SHOW_AT_PX) return false;
  return wasHidden;
}
