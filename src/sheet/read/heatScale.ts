/**
 * The Rules tab's heat scale as the reader takes it: one row a heat level, its MP and
 * to-hit penalties and the shutdown and ammunition avoid numbers, each bad cell a problem on it.
 */
import type { HeatScaleRow } from '../../rules/model/rules';
import { cellText, describeGot, isBlank, normalize, wholeNumber } from '../tab/cells';
import { RULES } from '../schema/playTabs';
import { RowReader } from '../tab/rowReader';
import type { SheetProblems } from '../tab/problems';
import type { TabReader } from '../tab/tabReader';

/** The heat scale's columns on the Rules tab. */
const HEAT_KEYS = ['heatLevel', 'mpLoss', 'toHit', 'shutdown', 'ammoAvoid'] as const;

/**
 * A heat-scale avoid number: `4`, `4+` → 4; blank, `-`, `—`, `none` → null (no roll);
 * `auto` → 'auto' (cannot be avoided, where allowed); anything else → undefined. Only 2–12 are
 * numbers: a 2d6 cannot make 13 or more, so "cannot be avoided" is written Auto, as the
 * standard scale's heat-30 shutdown is and as Set up writes it.
 */
function avoidNumber(value: unknown, allowAuto: boolean): number | null | 'auto' | undefined {
  if (isBlank(value)) return null;
  const t = normalize(cellText(value));
  if (t === '-' || t === '—' || t === '–' || t === 'none') return null;
  if (allowAuto && (t === 'auto' || t === 'automatic')) return 'auto';
  const n = wholeNumber(t.replace(/\+$/, ''));
  return n !== undefined && n >= 2 && n <= 12 ? n : undefined;
}

/** A hint after the refusal: 13 or more can never be rolled; Auto is for shutdowns only. */
function avoidHint(value: unknown, allowAuto: boolean): string {
  const t = normalize(cellText(value));
  if (!allowAuto && (t === 'auto' || t === 'automatic')) return ' (Auto is for Shutdown avoid only)';
  const n = wholeNumber(t.replace(/\+$/, ''));
  if (n === undefined || n < 13) return '';
  return allowAuto
    ? ' (13 or more can never be rolled, R-0.1: write Auto)'
    : ' (13 or more can never be rolled, R-0.1)';
}

/** The problem messages, so the accepted values and the words stay one. */
const SHUTDOWN_EXPECTED =
  'Shutdown avoid must be blank (no roll), a 2d6 target from 2 to 12 (4 or 4+) or Auto (cannot be avoided: the mech shuts down without a roll)';
const AMMO_EXPECTED = 'Ammo avoid must be blank (no roll) or a 2d6 target from 2 to 12 (4 or 4+)';

/** The GM's heat scale, or undefined when the tab has no heat rows (or cannot be read). */
export function readHeatScale(table: TabReader, problems: SheetProblems): HeatScaleRow[] | undefined {
  const present = HEAT_KEYS.filter((k) => table.has(k));
  if (present.length === 0) return undefined;
  if (present.length < HEAT_KEYS.length) {
    for (const key of HEAT_KEYS) {
      if (!table.has(key)) {
        const header = RULES.columns.filter((c) => c.key === key)[0].header;
        problems.tab(
          RULES.name,
          'missing_header',
          `${RULES.name}!1:1: no column headed "${header}" (the heat scale needs Heat, MP loss, To-hit, Shutdown avoid and Ammo avoid)`,
        );
      }
    }
    return undefined;
  }
  const scale: HeatScaleRow[] = [];
  let ok = true;
  for (let row = 1; row < table.values.length; row++) {
    if (HEAT_KEYS.every((k) => isBlank(table.get(row, k)))) continue;
    const r = new RowReader(table, row, problems);
    if (r.reportErrors(HEAT_KEYS)) {
      ok = false;
      continue;
    }
    const heat = r.whole('heatLevel', 0);
    const previous = scale.length > 0 ? scale[scale.length - 1].heat : -1;
    if (heat !== undefined && heat <= previous) {
      r.report(
        'heatLevel',
        'heat_order',
        `Heat must be more than the row above (${previous}): heat levels go up row by row, got ${heat}`,
      );
      ok = false;
    }
    const mpReduction = r.whole('mpLoss', 0);
    const toHit = r.whole('toHit', 0);
    const shutdownAvoid = avoidNumber(r.raw('shutdown'), true);
    if (shutdownAvoid === undefined)
      r.report(
        'shutdown',
        'bad_heat_scale',
        `${SHUTDOWN_EXPECTED}, got ${describeGot(r.raw('shutdown'))}${avoidHint(r.raw('shutdown'), true)}`,
      );
    const ammoAvoid = avoidNumber(r.raw('ammoAvoid'), false);
    if (ammoAvoid === undefined || ammoAvoid === 'auto')
      r.report(
        'ammoAvoid',
        'bad_heat_scale',
        `${AMMO_EXPECTED}, got ${describeGot(r.raw('ammoAvoid'))}${avoidHint(r.raw('ammoAvoid'), false)}`,
      );
    if (
      heat === undefined ||
      mpReduction === undefined ||
      toHit === undefined ||
      shutdownAvoid === undefined ||
      ammoAvoid === undefined ||
      ammoAvoid === 'auto'
    ) {
      ok = false;
      continue;
    }
    scale.push({ heat, mpReduction, toHit, shutdownAvoid, ammoAvoid });
  }
  return ok && scale.length > 0 ? scale : undefined;
}
