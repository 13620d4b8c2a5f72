/**
 * The Rules tab's advancement settings: XP per battle, kill and assist, the cost of a skill step
 * and the damage that earns an assist. A missing row takes its default; a bad value is a problem on its cell.
 */
import { describeGot, isBlank, normalize, wholeNumber } from '../tab/cells';
import { RULES } from '../schema/playTabs';
import { SETTINGS, type SettingSpec } from '../schema/settings';
import { RowReader } from '../tab/rowReader';
import type { SheetProblems } from '../tab/problems';
import { openTab } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';

export interface Advancement {
  readonly xpBattle: number;
  readonly xpKill: number;
  readonly xpAssist: number;
  readonly stepCost: number;
  readonly assistDamage: number;
}

type AdvancementKey = keyof Advancement;
const KEYS: readonly AdvancementKey[] = ['xpBattle', 'xpKill', 'xpAssist', 'stepCost', 'assistDamage'];
/** The least each takes: a step and an assist cannot be free. */
const LEAST: Readonly<Record<AdvancementKey, number>> = {
  xpBattle: 0,
  xpKill: 0,
  xpAssist: 0,
  stepCost: 1,
  assistDamage: 1,
};

function specOf(key: AdvancementKey): SettingSpec {
  return SETTINGS.filter((s) => s.key === key)[0];
}

/** The settings at their defaults. */
export const DEFAULT_ADVANCEMENT: Advancement = {
  xpBattle: Number(specOf('xpBattle').defaultValue),
  xpKill: Number(specOf('xpKill').defaultValue),
  xpAssist: Number(specOf('xpAssist').defaultValue),
  stepCost: Number(specOf('stepCost').defaultValue),
  assistDamage: Number(specOf('assistDamage').defaultValue),
};

/** The advancement settings of the Rules tab; defaults for the rows it lacks. */
export function readAdvancement(tabs: Tabs, problems: SheetProblems): Advancement {
  const out: Record<AdvancementKey, number> = { ...DEFAULT_ADVANCEMENT };
  const table = openTab(tabs, RULES, problems, false);
  if (!table) return out;
  const names = new Map<string, AdvancementKey>();
  for (const key of KEYS) {
    const s = specOf(key);
    for (const name of [s.name, ...(s.aliases ?? [])]) names.set(normalize(name), key);
  }
  for (const row of table.dataRows()) {
    const key = names.get(normalize(String(table.get(row, 'setting'))));
    if (key === undefined) continue;
    const v = table.get(row, 'value');
    if (isBlank(v)) continue;
    const n = wholeNumber(v);
    if (n === undefined || n < LEAST[key])
      new RowReader(table, row, problems).report(
        'value',
        'bad_setting',
        `${specOf(key).name} must be a whole number ${LEAST[key]} or more, got ${describeGot(v)}`,
      );
    else out[key] = n;
  }
  return out;
}
