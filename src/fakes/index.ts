/** In-memory Apps Script services: see services.ts. */
export { createFakeServices, type FakeServices, type FakeServicesOptions } from './services';
export { CallLog } from './calls';
export { columnLetters, columnNumber, formatA1, parseA1 } from './a1';
export { displayOf, type CellValue } from './cells';
export { SCOPE, scopesOf } from './scopes';
export { MANIFEST_SCOPES } from './manifest';
export { FakeSpreadsheet, DEFAULT_DATE_SETTINGS } from './spreadsheet';
export { parseDate } from './dates';
export { FakeSheet } from './sheet';
