/** What the tabs' column lists are made of: the widths, the validations and one column's spec. */
import { WIDTH, type ColumnRole, type ColumnSpec, type Validation } from './columns';

export const { narrow: NARROW, standard: STANDARD, wide: WIDE } = WIDTH;

export const list = (values: readonly string[]): Validation => ({ kind: 'list', values });
export const whole = (min?: number, max?: number): Validation => ({ kind: 'whole', min, max });
export const TEXT: Validation = { kind: 'text' };

export function column(
  key: string,
  header: string,
  role: ColumnRole,
  holds: string,
  valid: string,
  validation: Validation,
  width: number,
  extra: { required?: boolean; aliases?: readonly string[] } = {},
): ColumnSpec {
  return {
    key,
    header,
    role,
    holds,
    valid,
    validation,
    width,
    required: extra.required ?? (role !== 'info' && role !== 'derived'),
    aliases: extra.aliases,
  };
}
