export const HOLIDAYS_PATH = '/settings/official-holidays';
export const HOLIDAYS_IMPORT_PATH = `${HOLIDAYS_PATH}/import`;

/** The browse page showing one year and country, e.g. after an import. */
export function holidaysPath(year: number, countryCode: string): string {
  return `${HOLIDAYS_PATH}?year=${year}&country=${countryCode}`;
}
