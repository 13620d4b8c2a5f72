/**
 * Data validation and conditional formatting, as far as Gator's set-up uses them:
 * dropdown lists and number bounds (enforced on script writes when invalid input is
 * rejected, as Sheets does), and colour rules stored for inspection (not evaluated).
 */
import { displayOf, type CellValue } from './cells';
import { FakeObject } from './calls';
import type { FakeRange } from './range';

type CriteriaType =
  | 'VALUE_IN_LIST'
  | 'VALUE_IN_RANGE'
  | 'NUMBER_BETWEEN'
  | 'NUMBER_GREATER_THAN_OR_EQUAL_TO'
  | 'NUMBER_LESS_THAN_OR_EQUAL_TO'
  | 'CHECKBOX'
  | 'CUSTOM_FORMULA'
  | 'TEXT_IS_VALID_URL';

/** SpreadsheetApp.DataValidationCriteria, with the enum's names as values. */
export const DATA_VALIDATION_CRITERIA: Readonly<Record<CriteriaType, CriteriaType>> = {
  VALUE_IN_LIST: 'VALUE_IN_LIST',
  VALUE_IN_RANGE: 'VALUE_IN_RANGE',
  NUMBER_BETWEEN: 'NUMBER_BETWEEN',
  NUMBER_GREATER_THAN_OR_EQUAL_TO: 'NUMBER_GREATER_THAN_OR_EQUAL_TO',
  NUMBER_LESS_THAN_OR_EQUAL_TO: 'NUMBER_LESS_THAN_OR_EQUAL_TO',
  CHECKBOX: 'CHECKBOX',
  CUSTOM_FORMULA: 'CUSTOM_FORMULA',
  TEXT_IS_VALID_URL: 'TEXT_IS_VALID_URL',
};

export class FakeDataValidation
  extends FakeObject
  implements Pick<GoogleAppsScript.Spreadsheet.DataValidation, 'getAllowInvalid'>
{
  readonly kind = 'DataValidation';
  constructor(
    private readonly type: CriteriaType,
    private readonly values: readonly unknown[],
    private readonly allowInvalid: boolean,
    private readonly helpText: string | null,
  ) {
    super();
  }
  getCriteriaType(): CriteriaType {
    return this.type;
  }
  getCriteriaValues(): unknown[] {
    return [...this.values];
  }
  getAllowInvalid(): boolean {
    return this.allowInvalid;
  }
  /**
   * "Gets the rule's help text, or null if no help text is set"
   * (https://developers.google.com/apps-script/reference/spreadsheet/data-validation#gethelptext;
   * @types/google-apps-script types it as a string). A rule without one shows Sheets' own
   * warning for its criteria.
   */
  getHelpText(): string | null {
    return this.helpText;
  }
  copy(): FakeDataValidationBuilder {
    return new FakeDataValidationBuilder(this.type, this.values, this.allowInvalid, this.helpText);
  }

  /** Whether Sheets accepts `value` in a cell with this rule (empty is always accepted). */
  accepts(value: CellValue, formula: string): boolean {
    if (this.allowInvalid || formula !== '' || value === '') return true;
    const n = typeof value === 'number' ? value : NaN;
    switch (this.type) {
      case 'VALUE_IN_LIST': {
        const list = (this.values[0] as unknown[]).map((v) => String(v).toLowerCase());
        return list.includes(displayOf(value).toLowerCase());
      }
      case 'VALUE_IN_RANGE': {
        const list = (this.values[0] as FakeRange).getDisplayValues().map((row) => row[0].toLowerCase());
        return list.includes(displayOf(value).toLowerCase());
      }
      case 'NUMBER_BETWEEN':
        return n >= Number(this.values[0]) && n <= Number(this.values[1]);
      case 'NUMBER_GREATER_THAN_OR_EQUAL_TO':
        return n >= Number(this.values[0]);
      case 'NUMBER_LESS_THAN_OR_EQUAL_TO':
        return n <= Number(this.values[0]);
      case 'CHECKBOX':
        return typeof value === 'boolean';
      default:
        return true;
    }
  }
}

export class FakeDataValidationBuilder extends FakeObject {
  readonly kind = 'DataValidationBuilder';
  constructor(
    private type: CriteriaType = 'CUSTOM_FORMULA',
    private values: readonly unknown[] = [],
    private allowInvalid = true,
    private helpText: string | null = null,
  ) {
    super();
  }
  requireValueInList(values: readonly unknown[], showDropdown = true): this {
    return this.criteria('VALUE_IN_LIST', [[...values], showDropdown]);
  }
  /** A dropdown of the values in `range` (read when checked, so it follows the range's edits). */
  requireValueInRange(range: FakeRange, showDropdown = true): this {
    return this.criteria('VALUE_IN_RANGE', [range, showDropdown]);
  }
  requireNumberBetween(start: number, end: number): this {
    return this.criteria('NUMBER_BETWEEN', [start, end]);
  }
  requireNumberGreaterThanOrEqualTo(n: number): this {
    return this.criteria('NUMBER_GREATER_THAN_OR_EQUAL_TO', [n]);
  }
  requireNumberLessThanOrEqualTo(n: number): this {
    return this.criteria('NUMBER_LESS_THAN_OR_EQUAL_TO', [n]);
  }
  requireCheckbox(): this {
    return this.criteria('CHECKBOX', []);
  }
  requireFormulaSatisfied(formula: string): this {
    return this.criteria('CUSTOM_FORMULA', [formula]);
  }
  setAllowInvalid(allowInvalid: boolean): this {
    this.allowInvalid = allowInvalid;
    return this;
  }
  setHelpText(helpText: string): this {
    this.helpText = helpText;
    return this;
  }
  build(): FakeDataValidation {
    return new FakeDataValidation(this.type, this.values, this.allowInvalid, this.helpText);
  }
  private criteria(type: CriteriaType, values: unknown[]): this {
    this.type = type;
    this.values = values;
    return this;
  }
}

/** The condition and format of one conditional formatting rule, as stored. */
interface ConditionSpec {
  readonly type: string;
  readonly values: readonly unknown[];
  readonly background?: string;
  readonly fontColor?: string;
  readonly bold?: boolean;
}

export class FakeConditionalFormatRule extends FakeObject {
  readonly kind = 'ConditionalFormatRule';
  constructor(
    readonly condition: ConditionSpec,
    private readonly ranges: readonly FakeRange[],
  ) {
    super();
  }
  getRanges(): FakeRange[] {
    return [...this.ranges];
  }
  getBooleanCondition(): { getCriteriaType(): string; getCriteriaValues(): unknown[]; getBackground(): string | null } {
    const c = this.condition;
    return {
      getCriteriaType: () => c.type,
      getCriteriaValues: () => [...c.values],
      getBackground: () => c.background ?? null,
    };
  }
  copy(): FakeConditionalFormatRuleBuilder {
    const b = new FakeConditionalFormatRuleBuilder();
    b.spec = { ...this.condition, values: [...this.condition.values] };
    b.ranges = [...this.ranges];
    return b;
  }
}

export class FakeConditionalFormatRuleBuilder extends FakeObject {
  readonly kind = 'ConditionalFormatRuleBuilder';
  spec: { type: string; values: unknown[]; background?: string; fontColor?: string; bold?: boolean } = {
    type: '',
    values: [],
  };
  ranges: FakeRange[] = [];

  whenNumberGreaterThanOrEqualTo(n: number): this {
    return this.when('NUMBER_GREATER_THAN_OR_EQUAL_TO', [n]);
  }
  whenNumberGreaterThan(n: number): this {
    return this.when('NUMBER_GREATER_THAN', [n]);
  }
  whenNumberLessThan(n: number): this {
    return this.when('NUMBER_LESS_THAN', [n]);
  }
  whenNumberBetween(start: number, end: number): this {
    return this.when('NUMBER_BETWEEN', [start, end]);
  }
  whenNumberEqualTo(n: number): this {
    return this.when('NUMBER_EQUAL_TO', [n]);
  }
  whenTextEqualTo(text: string): this {
    return this.when('TEXT_EQUAL_TO', [text]);
  }
  whenFormulaSatisfied(formula: string): this {
    return this.when('CUSTOM_FORMULA', [formula]);
  }
  setBackground(color: string | null): this {
    this.spec.background = color ?? undefined;
    return this;
  }
  setFontColor(color: string | null): this {
    this.spec.fontColor = color ?? undefined;
    return this;
  }
  setBold(bold: boolean): this {
    this.spec.bold = bold;
    return this;
  }
  setRanges(ranges: FakeRange[]): this {
    this.ranges = [...ranges];
    return this;
  }
  /**
   * "Constructs a conditional format rule from the settings applied to the builder"
   * (https://developers.google.com/apps-script/reference/spreadsheet/conditional-format-rule-builder#build):
   * the rule takes a copy, and the builder keeps its settings for the next rule.
   */
  build(): FakeConditionalFormatRule {
    if (this.spec.type === '') throw new Error('Exception: A conditional format rule must have a condition.');
    if (this.ranges.length === 0) throw new Error('Exception: A conditional format rule must have at least one range.');
    return new FakeConditionalFormatRule({ ...this.spec, values: [...this.spec.values] }, this.ranges);
  }
  private when(type: string, values: unknown[]): this {
    this.spec.type = type;
    this.spec.values = values;
    return this;
  }
}
