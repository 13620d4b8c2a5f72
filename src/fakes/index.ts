/** In-memory Apps Script services: see services.ts. */
export { createFakeServices, FakeSpreadsheetApp, type FakeServices, type FakeServicesOptions } from './services';
export { CallLog, counted, unwrap, FakeObject } from './calls';
export { columnLetters, columnNumber, formatA1, parseA1 } from './a1';
export { parseInput, displayOf, type Cell, type CellValue } from './cells';
export type { FakeEnv, FakeAuthMode, FakeContext } from './env';
export { CLASS_SCOPES, SCOPE, scopesOf, permissionError, type ScopeRequirement } from './scopes';
export { platformGate, type Gate } from './gate';
export { MANIFEST_SCOPES } from './manifest';
export { FakeSpreadsheet, type FormulaEvaluator } from './spreadsheet';
export { FakeSheet, FakeRangeList } from './sheet';
export { FakeRange } from './range';
export { FakeProtection, FakeUser } from './protection';
export { FakeUi, FakeMenu, BUTTON, BUTTON_SET } from './ui';
export { FakeHtmlOutput, FakeHtmlService } from './html';
export { FakeLock, FakeLockService, FakeProperties, FakePropertiesService, FakeSession } from './scriptServices';
export { FakeDataValidation, FakeDataValidationBuilder, FakeConditionalFormatRule } from './validation';
export { FakeUtilities } from './utilities';
