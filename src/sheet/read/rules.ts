import type { DiceSetting } from '../../rules/dice/typed';
import type { HeatScaleRow, RulesOptions } from '../../rules/model/rules';
import { STANDARD_HEAT_SCALE } from '../../rules/charts/heatScale';
import { didYouMean, nearest, nearestOf } from '../../rules/text/nearest';
import type { BattleName } from '../play/battleName';
import { DEFAULT_ORDERS_SETTINGS, readMissingOrders, readOrdersDue, type OrdersSettings } from './orders';
import { readRoundLength } from './roundLength';
import { readDiscordWebhook } from './discordWebhook';
import { cellText, describeGot, isBlank, normalize, wholeNumber, yesNo } from '../tab/cells';
import { DICE_CHOICES } from '../schema/choices';
import { RULES } from '../schema/playTabs';
import { SETTINGS, type SettingSpec } from '../schema/settings';
import { RowReader } from '../tab/rowReader';
import { SheetProblems } from '../tab/problems';
import { openTab } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';
import { readHeatScale } from './heatScale';
import { isWorking } from './rulesWorking';

/**
 * How each round's dice are seeded (R-0.4): `random` = a fresh seed each round, recorded
 * in the Log; `fixed` = the campaign's text plus the round number, so any round replays;
 * `sealed` = a secure random seed drawn before the orders, shown only as its seal until
 * Resolve reveals it (docs/fair-play.md).
 */
export type DiceSeedPolicy =
  | { readonly kind: 'random' }
  | { readonly kind: 'sealed' }
  | { readonly kind: 'fixed'; readonly text: string };

interface RulesRead {
  readonly rules: RulesOptions;
  /** The round the next Resolve plays (the Round setting). */
  readonly round: number;
  readonly seed: DiceSeedPolicy;
  /** Who rolls (R-0.5): Gator, typed rolls first, or typed rolls only. */
  readonly dice: DiceSetting;
  /** Copy for the forum cuts a longer post into parts of at most this many characters. */
  readonly forumPostLimit: number;
  /** The battle being fought: the Battle setting's number, or its name. */
  readonly battle: BattleName;
  /** Orders due, Missing orders and Round length (R-15.3, R-15.4, R-17.1). */
  readonly orders: OrdersSettings;
  /** Where Post to Discord sends the round's post; null: none (docs/discord.md). */
  readonly discordWebhook: string | null;
}

/** The smallest Forum post limit: a part must hold an attacker's block and the part's own lines. */
const MIN_FORUM_POST_LIMIT = 1000;

const DEFAULTS = {
  round: 1,
  playersAdvantage: true,
  defaultGunnery: 3,
  defaultPiloting: 4,
  heatModel: 'standard' as RulesOptions['heatModel'],
  wrecks: false,
  seed: { kind: 'random' } as DiceSeedPolicy,
  dice: 'gator' as DiceSetting,
  forumPostLimit: 10000,
  battle: 1 as BattleName,
  orders: DEFAULT_ORDERS_SETTINGS,
  discordWebhook: null as string | null,
};

/** The settings table beside the heat scale, on the same rows. */
const SETTING_KEYS = ['setting', 'value'] as const;

function settingByName(text: string): SettingSpec | undefined {
  const wanted = normalize(text).replace(/[’']/g, '');
  for (const s of SETTINGS) {
    const names = [s.name, ...(s.aliases ?? [])].map((n) => normalize(n).replace(/[’']/g, ''));
    if (names.indexOf(wanted) >= 0) return s;
  }
  return undefined;
}

/**
 * Reads the Rules tab: the settings (missing rows take their defaults) and the heat scale
 * (no rows = the standard Total Warfare scale, R-13.4). A missing Rules tab means all
 * defaults. Unknown settings and bad values are problems; a spare row holding a formula is not.
 */
export function readRules(tabs: Tabs, problems: SheetProblems): RulesRead {
  const out = { ...DEFAULTS, heatScale: STANDARD_HEAT_SCALE };
  const table = openTab(tabs, RULES, problems, false);
  if (!table) return finish(out);
  const seen: Record<string, number> = {};
  for (const row of table.dataRows()) {
    if (isWorking(table, row, problems, (text) => settingByName(text) !== undefined)) continue;
    const r = new RowReader(table, row, problems);
    // Orders due is the one setting a date belongs in (R-15.4).
    if (r.reportErrors(SETTING_KEYS, settingByName(r.text('setting'))?.key === 'ordersDue' ? ['value'] : [])) continue;
    if (r.blank('setting')) {
      if (!r.blank('value'))
        r.report('setting', 'blank', `Setting must name the option the Value ${describeGot(r.raw('value'))} is for`);
      continue;
    }
    const setting = settingByName(r.text('setting'));
    if (!setting) {
      const meant = nearestOf(r.text('setting'), SETTINGS, (s) => [s.name, ...(s.aliases ?? [])]);
      r.report(
        'setting',
        'unknown_setting',
        `unknown setting ${describeGot(r.raw('setting'))}${meant ? didYouMean(meant.name) : `; the settings are ${SETTINGS.map((s) => s.name).join(', ')}`}`,
      );
      continue;
    }
    if (seen[setting.key] !== undefined) {
      r.report(
        'setting',
        'duplicate_setting',
        `${setting.name} is set twice (also on row ${seen[setting.key] + 1}); keep one`,
      );
      continue;
    }
    seen[setting.key] = row;
    readSetting(r, setting, out);
  }
  out.heatScale = readHeatScale(table, problems) ?? STANDARD_HEAT_SCALE;
  return finish(out);
}

/** The Forum post limit alone, for Copy for the forum: its default when the Rules tab has no valid one. */
export function forumPostLimit(tabs: Tabs): number {
  return readRules(tabs, new SheetProblems()).forumPostLimit;
}

function finish(out: typeof DEFAULTS & { heatScale: readonly HeatScaleRow[] }): RulesRead {
  return {
    round: out.round,
    seed: out.seed,
    dice: out.dice,
    forumPostLimit: out.forumPostLimit,
    battle: out.battle,
    orders: out.orders,
    discordWebhook: out.discordWebhook,
    rules: {
      playersAdvantage: out.playersAdvantage,
      defaultGunnery: out.defaultGunnery,
      defaultPiloting: out.defaultPiloting,
      heatScale: out.heatScale,
      heatModel: out.heatModel,
      wrecks: out.wrecks,
    },
  };
}

function readSetting(r: RowReader, s: SettingSpec, out: typeof DEFAULTS): void {
  const v = r.raw('value');
  const bad = (expected: string, meant?: string): void =>
    r.report('value', 'bad_setting', `${s.name} must be ${expected}, got ${describeGot(v)}${didYouMean(meant)}`);
  switch (s.key) {
    case 'round':
    case 'defaultGunnery':
    case 'defaultPiloting': {
      const [min, max] = s.key === 'round' ? [1, undefined] : [0, 8];
      const n = wholeNumber(v);
      if (n === undefined || n < min || (max !== undefined && n > max))
        bad(max === undefined ? `a whole number ${min} or more` : `a whole number from ${min} to ${max}`);
      else out[s.key] = n;
      return;
    }
    case 'playersAdvantage':
    case 'wrecks': {
      const b = yesNo(v);
      if (b === undefined) bad('Yes or No', nearest(cellText(v), ['Yes', 'No']));
      else out[s.key] = b;
      return;
    }
    case 'heatModel': {
      const t = normalize(cellText(v)).replace(/[\s-]/g, '');
      if (t === 'standard') out.heatModel = 'standard';
      else if (t === 'cooldown') out.heatModel = 'cooldown';
      else bad('Standard or Cool-down', nearest(t, ['Standard', 'Cool-down']));
      return;
    }
    case 'forumPostLimit': {
      const n = wholeNumber(v);
      if (isBlank(v)) return;
      if (n === undefined || n < MIN_FORUM_POST_LIMIT)
        bad(`a whole number ${MIN_FORUM_POST_LIMIT} or more (characters)`);
      else out.forumPostLimit = n;
      return;
    }
    case 'battle': {
      if (isBlank(v)) return;
      if (typeof v === 'number') {
        if (Number.isInteger(v) && v >= 1) out.battle = v;
        else bad('a whole number 1 or more, or a name');
        return;
      }
      const t = cellText(v).replace(/\s+/g, ' ');
      const n = wholeNumber(t);
      if (n === undefined) out.battle = t;
      else if (n >= 1) out.battle = n;
      else bad('a whole number 1 or more, or a name');
      return;
    }
    case 'diceSeed': {
      const t = cellText(v);
      out.seed =
        t === '' || normalize(t) === 'random'
          ? { kind: 'random' }
          : normalize(t) === 'sealed'
            ? { kind: 'sealed' }
            : { kind: 'fixed', text: t };
      return;
    }
    case 'ordersDue': {
      const due = readOrdersDue(v);
      if (due !== null && 'error' in due) bad(due.error);
      else out.orders = { ...out.orders, due };
      return;
    }
    case 'roundLength': {
      const length = readRoundLength(v);
      if (length !== null && typeof length !== 'number') bad(length.error, length.meant);
      else out.orders = { ...out.orders, length };
      return;
    }
    case 'discordWebhook': {
      const hook = readDiscordWebhook(v);
      if (hook !== null && typeof hook !== 'string') bad(hook.error);
      else out.discordWebhook = hook;
      return;
    }
    case 'missingOrders': {
      const missing = readMissingOrders(v);
      if (typeof missing !== 'string') bad(missing.error, missing.meant);
      else out.orders = { ...out.orders, missing };
      return;
    }
    case 'dice': {
      const setting = diceSetting(v);
      if (setting === undefined)
        bad(
          s.valid,
          nearestOf(cellText(v), DICE_CHOICES, (c) => [c, DICE_SHORT[c]]),
        );
      else out.dice = setting;
      return;
    }
  }
}

/** The short form of each Dice choice, also accepted. */
const DICE_SHORT: Readonly<Record<(typeof DICE_CHOICES)[number], string>> = {
  [DICE_CHOICES[0]]: 'Gator',
  [DICE_CHOICES[1]]: 'Typed first',
  [DICE_CHOICES[2]]: 'Typed only',
};

/**
 * The Dice setting (R-0.5): the three choices in any case, or their short forms (`Gator`, `typed first`, `typed only`);
 * blank is Gator.
 */
function diceSetting(value: unknown): DiceSetting | undefined {
  if (isBlank(value)) return 'gator';
  const t = normalize(cellText(value))
    .replace(/[,.;]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const [gator, first, only] = DICE_CHOICES.map(normalize);
  if (t === gator || t === 'gator') return 'gator';
  if (t === first || t === 'typed first' || t === 'typed rolls first gator rolls the rest') return 'typedFirst';
  if (t === only || t === 'typed only') return 'typedOnly';
  return undefined;
}
