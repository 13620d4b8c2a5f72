/** The fake RangeList: several ranges of one sheet, formatted or cleared together. */
import { FakeObject } from './calls';
import type { FakeRange } from './range';

export class FakeRangeList extends FakeObject {
  readonly kind = 'RangeList';
  constructor(private readonly ranges: FakeRange[]) {
    super();
  }
  getRanges(): FakeRange[] {
    return [...this.ranges];
  }
  setFontWeight(weight: string | null): FakeRangeList {
    this.ranges.forEach((r) => r.setFontWeight(weight));
    return this;
  }
  setBackground(color: string | null): FakeRangeList {
    this.ranges.forEach((r) => r.setBackground(color));
    return this;
  }
  setNumberFormat(format: string): FakeRangeList {
    this.ranges.forEach((r) => r.setNumberFormat(format));
    return this;
  }
  clearContent(): FakeRangeList {
    this.ranges.forEach((r) => r.clearContent());
    return this;
  }
  setDataValidation(rule: Parameters<FakeRange['setDataValidation']>[0]): FakeRangeList {
    this.ranges.forEach((r) => r.setDataValidation(rule));
    return this;
  }
}
