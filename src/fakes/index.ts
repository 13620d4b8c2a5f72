/** In-memory Apps Script services: see services.ts. */
export { createFakeServices, type FakeServices, type FakeServicesOptions } from './services';
export { CallLog } from './calls';
export { columnLetters, columnNumber, formatA1, parseA1 } from './a1';
export { displayOf, type CellValue } from './cells';
export { SCOPE, scopesOf } from './scopes';
export { MANIFEST_SCOPES } from './manifest';
export { FakeSpreadsheet, DEFAULT_DATE_SETTINGS } from './spreadsheet';
export { parseDate, displayDate, type DateSettings } from './dates';
export { FormulaError, type ErrorCode } from './formula/values';
export type { CustomFunction } from './formula/evaluate';
export type { EditCost, Rerun } from './formula/editCost';
export type { CustomCall } from './formula/customCalls';
export { FakeSheet } from './sheet';
