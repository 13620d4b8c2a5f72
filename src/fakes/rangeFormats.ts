/**
 * The formats of a fake Range: font weight and colour, background, number format, notes and
 * data validation, each set for the whole range or cell by cell in its exact shape.
 */
import { RangeCells } from './rangeCells';
import type { FakeDataValidation } from './validation';

export abstract class RangeFormats extends RangeCells {
  setFontWeight(weight: string | null): this {
    return this.format((cell) => (cell.fontWeight = weight ?? 'normal'));
  }
  setFontWeights(weights: (string | null)[][]): this {
    return this.formatEach(weights, (cell, w) => (cell.fontWeight = w ?? 'normal'));
  }
  getFontWeight(): string {
    return this.first()?.fontWeight ?? 'normal';
  }
  getFontWeights(): string[][] {
    return this.map((cell) => cell?.fontWeight ?? 'normal');
  }
  setFontColor(color: string | null): this {
    return this.format((cell) => (cell.fontColor = color ?? '#000000'));
  }
  setBackground(color: string | null): this {
    return this.format((cell) => (cell.background = color ?? '#ffffff'));
  }
  setBackgrounds(colors: (string | null)[][]): this {
    return this.formatEach(colors, (cell, c) => (cell.background = c ?? '#ffffff'));
  }
  getBackground(): string {
    return this.first()?.background ?? '#ffffff';
  }
  getBackgrounds(): string[][] {
    return this.map((cell) => cell?.background ?? '#ffffff');
  }
  setNumberFormat(format: string): this {
    return this.format((cell) => (cell.numberFormat = format));
  }
  setNumberFormats(formats: string[][]): this {
    return this.formatEach(
      formats,
      (cell, f) => (cell.numberFormat = f),
      (f) => f === 'General',
    );
  }
  getNumberFormat(): string {
    return this.first()?.numberFormat ?? 'General';
  }
  getNumberFormats(): string[][] {
    return this.map((cell) => cell?.numberFormat ?? 'General');
  }
  setNote(note: string | null): this {
    return this.format((cell) => (cell.note = note ?? ''));
  }
  /**
   * One note per cell, in the range's exact shape, as `setValues` takes its values; an empty
   * note (or null) leaves the cell without one
   * (https://developers.google.com/apps-script/reference/spreadsheet/range#setnotesnotes;
   * signature as @types/google-apps-script gives it). Set up puts each header's note on row 1 with it.
   */
  setNotes(notes: (string | null)[][]): this {
    return this.formatEach(notes, (cell, note) => (cell.note = note ?? ''));
  }
  getNote(): string {
    return this.first()?.note ?? '';
  }
  getNotes(): string[][] {
    return this.map((cell) => cell?.note ?? '');
  }
  setDataValidation(rule: FakeDataValidation | null): this {
    return this.format((cell) => (cell.validation = rule));
  }
  /**
   * One rule (or null: none) per cell, in the range's exact shape, as `setValues` takes its
   * values (https://developers.google.com/apps-script/reference/spreadsheet/range#setdatavalidationsrules;
   * signature as @types/google-apps-script gives it). Set up sets a whole tab's rules with it.
   */
  setDataValidations(rules: (FakeDataValidation | null)[][]): this {
    return this.formatEach(
      rules,
      (cell, rule) => (cell.validation = rule),
      (rule) => rule === null,
    );
  }
  getDataValidation(): FakeDataValidation | null {
    return this.first()?.validation ?? null;
  }
  getDataValidations(): (FakeDataValidation | null)[][] {
    return this.map((cell) => cell?.validation ?? null);
  }
  clearFormat(): this {
    return this.format((cell) => {
      delete cell.fontWeight;
      delete cell.fontColor;
      delete cell.background;
      delete cell.numberFormat;
    });
  }
  clearDataValidations(): this {
    return this.setDataValidation(null);
  }
  /**
   * Whether text wraps in the cells, shown on as many lines as it takes, instead of being cut
   * at the cell's edge (https://developers.google.com/apps-script/reference/spreadsheet/range#setwrapiswrapenabled).
   */
  setWrap(isWrapEnabled: boolean): this {
    return this.format((cell) => (cell.wrap = isWrapEnabled));
  }
  /**
   * Each cell's wrap, in the range's shape
   * (https://developers.google.com/apps-script/reference/spreadsheet/range#setwrapsisWrapEnabled).
   */
  setWraps(isWrapEnabled: boolean[][]): this {
    return this.formatEach(
      isWrapEnabled,
      (cell, on) => (cell.wrap = on),
      (on) => !on,
    );
  }
  /**
   * Whether the text of each cell wraps
   * (https://developers.google.com/apps-script/reference/spreadsheet/range#getwraps); false where never set.
   */
  getWraps(): boolean[][] {
    return this.map((cell) => cell?.wrap ?? false);
  }
  setHorizontalAlignment(): this {
    return this;
  }
  setVerticalAlignment(): this {
    return this;
  }
}
