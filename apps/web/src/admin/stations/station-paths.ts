/** Full paths of the outlet screens (spec spelling, below the back-office parent route). */
export const STATION_LIST_PATH = '/backStackSupport/system/serviceStationList';
export const STATION_EDIT_PATH = '/backStackSupport/system/stationListOpreation';
export const SERVICE_CATALOG_PATH = '/backStackSupport/system/serviceStation';

/** The edit screen of one outlet, or the create screen without an id. */
export function stationEditHref(id?: string): string {
  return id ? `${STATION_EDIT_PATH}?id=${encodeURIComponent(id)}` : STATION_EDIT_PATH;
}
