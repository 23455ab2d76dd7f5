/** Full paths of the map-figure screens (spec spelling, below the back-office parent route). */
export const MAP_FIGURE_LIST_PATH = '/backStackSupport/system/mapStatistics';
export const MAP_FIGURE_EDIT_PATH = '/backStackSupport/system/mapOpreation';

/** The edit screen of one row, or the create screen without an id. */
export function mapFigureEditHref(id?: string): string {
  return id ? `${MAP_FIGURE_EDIT_PATH}?id=${encodeURIComponent(id)}` : MAP_FIGURE_EDIT_PATH;
}
