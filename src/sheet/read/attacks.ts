import type { AttackDeclaration } from '../../rules/model/declarations';
import type { MechState } from '../../rules/model/mech';
import type { RulesOptions } from '../../rules/model/rules';
import { findWeapon, weaponNames } from '../../rules/charts/weapons';
import { didYouMean, nearest } from '../../rules/text/nearest';
import { describeGot, normalize } from '../tab/cells';
import { mechMeant, type MechsRead } from './mechs';
import { attackLineRows } from './rolls';
import { HOLD_FIRE } from '../schema/choices';
import { ATTACKS } from '../schema/playTabs';
import { RowReader } from '../tab/rowReader';
import type { SheetProblems } from '../tab/problems';
import { openTab } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';
import { parseWeaponList } from './weaponList';
import { heatModelOf } from '../../rules/model/heatModel';
import { modeShots, modeWords, type WeaponMode } from '../../rules/model/weaponMode';
import { readWeaponMode } from './weaponModes';
import {
  carried,
  jammedCount,
  readFreebie,
  readMelee,
  shotsShortfall,
  workingWeapons,
  type Catalog,
} from './attackCells';

/** One attack line as read, with its row on the Attacks tab (0-based, as the tab's values count). */
export interface AttackLine {
  readonly declaration: AttackDeclaration;
  readonly row: number;
}

/**
 * Reads the Attacks tab into attack declarations with their rows, in sheet order (R-14). Each row is
 * checked against the mechs and their equipment: attacker and target exist and differ,
 * every named weapon is in the Catalog and carried (working) in the numbers fired across
 * all the attacker's rows, `All` is not mixed with named weapons, a freebie belongs to a PC,
 * is fired on its row and is named once a round (R-5.1), melee and angle are valid (R-12).
 */
export function readAttacks(
  tabs: Tabs,
  mechs: MechsRead,
  catalog: Catalog,
  rules: RulesOptions,
  problems: SheetProblems,
): AttackLine[] {
  const table = openTab(tabs, ATTACKS, problems, true);
  const attacks: AttackLine[] = [];
  if (!table) return attacks;
  /** Per attacker: rows fired, weapons fired so far, the row naming All, the row naming a freebie. */
  const fired: Record<
    string,
    {
      counts: Record<string, number>;
      /** Shots of ammunition the rows fire (R-19.1): ultra mode two, a Rotary its declared shots. */
      shots: Record<string, number>;
      rows: Record<string, number[]>;
      allRow?: number;
      namedRow?: number;
      freebieRow?: number;
    }
  > = {};
  // A Roll typed on a row with no order is not an attack line; the round reports the roll (R-0.5).
  for (const row of attackLineRows(table)) {
    const r = new RowReader(table, row, problems);
    if (r.reportErrors()) continue;
    const find = (key: string): MechState | undefined => {
      const name = r.text(key);
      if (!mechs.complete || name === '') return undefined;
      // A mech whose row has its own problems is known but not read: nothing more to check.
      if (!mechs.known[normalize(name)])
        r.report(
          key,
          'unknown_mech',
          `${r.label(key)} ${describeGot(name)} is not a mech on the Mechs tab${mechMeant(name, mechs)}`,
          name,
        );
      return mechs.byName[normalize(name)];
    };
    r.requiredText('attacker');
    if (isHoldFire(r.raw('target'))) {
      const holder = find('attacker');
      if (holder) r.mech = holder.id;
      readHoldFire(r);
      continue;
    }
    const attacker = find('attacker');
    if (attacker) r.mech = attacker.id;
    const list = parseWeaponList(r.text('weapons'));
    const coolDown = list.kind === 'coolDown';
    let target: MechState | undefined;
    if (coolDown) {
      if (!heatModelOf(rules).coolsDown)
        r.report(
          'weapons',
          'cooldown_off',
          'Weapons "Cool down" belongs to the cool-down heat variant (R-V.2); set Heat model to Cool-down on the Rules tab first',
        );
      if (!r.blank('target'))
        r.report(
          'target',
          'cooldown_target',
          `a Cool down row attacks nobody: leave Target blank, got ${describeGot(r.raw('target'))}`,
        );
    } else {
      r.requiredText('target');
      target = find('target');
      if (attacker && target && attacker === target)
        r.report('target', 'self_target', `${attacker.id} cannot attack itself`);
    }
    const state = attacker
      ? (fired[attacker.id] = fired[attacker.id] ?? { counts: {}, shots: {}, rows: {} })
      : undefined;
    let weapons: AttackDeclaration['weapons'] | undefined = [];
    /** R-18.2: the mode each named weapon fires in on this line ('' for none), one per weapon. */
    const modes: Record<string, WeaponMode> = {};
    const modeSaid: Record<string, string> = {};
    if (list.kind === 'error') {
      r.report('weapons', 'bad_weapons', `Weapons: ${list.message}`);
      weapons = undefined;
    } else if (list.kind === 'all') {
      weapons = 'all';
      if (state && state.namedRow !== undefined)
        r.report(
          'weapons',
          'all_and_named',
          `Weapons All: ${attacker?.id} already fires named weapons on row ${state.namedRow + 1}; All means every weapon, so name them on one row or the other`,
        );
      else if (state && state.allRow !== undefined)
        r.report(
          'weapons',
          'all_and_named',
          `Weapons All: ${attacker?.id} already fires All on row ${state.allRow + 1}`,
        );
      if (state) state.allRow = row;
    } else if (list.kind === 'list') {
      const names: string[] = [];
      for (const item of list.items) {
        const spec = findWeapon(catalog, item.name);
        if (!spec) {
          r.report(
            'weapons',
            'unknown_weapon',
            `Weapons: ${describeGot(item.name)} is not a weapon of the Catalog${didYouMean(nearest(item.name, weaponNames(catalog).concat(['All'])))}`,
          );
          weapons = undefined;
          continue;
        }
        const mode = item.mode === undefined ? undefined : readWeaponMode(item.mode, spec);
        if (mode && !mode.ok) {
          r.report('weapons', 'bad_mode', `Weapons: ${describeGot(`${item.name} (${item.mode})`)}: ${mode.message}`);
          weapons = undefined;
          continue;
        }
        const said = mode ? modeWords(mode.mode) : '';
        if (modeSaid[spec.name] !== undefined && modeSaid[spec.name] !== said) {
          r.report(
            'weapons',
            'mixed_modes',
            `Weapons: this row fires ${spec.name} in two ways; write each mode on a row of its own (R-18.2)`,
          );
          weapons = undefined;
          continue;
        }
        modeSaid[spec.name] = said;
        if (mode) modes[spec.name] = mode.mode;
        for (let i = 0; i < item.count; i++) names.push(spec.name);
        if (!attacker || !state) continue;
        const working = workingWeapons(attacker)[spec.name] ?? 0;
        const total = (state.counts[spec.name] ?? 0) + item.count;
        const rows = (state.rows[spec.name] ?? []).concat([row]);
        state.counts[spec.name] = total;
        state.rows[spec.name] = rows;
        const shots = (state.shots[spec.name] ?? 0) + item.count * modeShots(mode?.ok ? mode.mode : undefined);
        state.shots[spec.name] = shots;
        if (total <= working) {
          const short = shotsShortfall(attacker, spec, shots);
          if (short !== undefined) {
            r.report('weapons', 'no_shots', `Weapons: ${short}`);
            weapons = undefined;
          }
          continue;
        }
        weapons = undefined;
        const has = carried(attacker, spec.name);
        const jammed = jammedCount(attacker, spec.name);
        if (jammed > 0 && total > working && total <= working + jammed)
          r.report(
            'weapons',
            'jammed',
            `Weapons: ${attacker.id}'s ${spec.name} is jammed (Status on the Equipment tab): it cannot fire for the rest of the battle (R-18.2)`,
          );
        else if (has === 0) r.report('weapons', 'not_carried', `Weapons: ${attacker.id} carries no ${spec.name}`);
        else if (rows.length === 1)
          r.report(
            'weapons',
            'not_carried',
            `Weapons: ${attacker.id} has ${working} working ${spec.name} (of ${has}), got ${total}`,
          );
        else
          r.report(
            'weapons',
            'not_carried',
            `Weapons: ${attacker.id} has ${working} working ${spec.name} (of ${has}), and rows ${rows.map((x) => x + 1).join(', ')} fire ${total}`,
          );
      }
      if (state && state.allRow !== undefined) {
        r.report(
          'weapons',
          'all_and_named',
          `Weapons: ${attacker?.id} already fires All on row ${state.allRow + 1}; All means every weapon, so name them on one row or the other`,
        );
        weapons = undefined;
      }
      if (state) state.namedRow = state.namedRow ?? row;
      if (weapons !== undefined) weapons = names;
    }
    const freebie = readFreebie(r, attacker, weapons, catalog, rules, state);
    const melee = readMelee(r);
    const other = r.whole('other', -20, 20, 0);
    if (list.kind === 'none' && r.blank('melee')) {
      r.report(
        'weapons',
        'nothing_fired',
        'Weapons is blank and no Melee is chosen: write All, name the weapons (Medium Laser x2, LRM-5) or choose a melee attack',
      );
      continue;
    }
    if (
      !attacker ||
      (!coolDown && !target) ||
      weapons === undefined ||
      freebie === null ||
      melee === null ||
      other === undefined
    )
      continue;
    const declaration: AttackDeclaration = {
      attacker: attacker.id,
      target: target ? target.id : '',
      weapons,
      ...(Object.keys(modes).length > 0 ? { modes } : {}),
      ...(freebie !== undefined ? { freebie } : {}),
      ...(melee !== undefined ? { melee } : {}),
      ...(other !== 0 ? { other } : {}),
      ...(coolDown ? { coolDown } : {}),
    };
    attacks.push({ declaration, row });
  }
  return attacks;
}

/** Whether a Target cell says the attacker attacks nobody this round (R-15.1). */
export function isHoldFire(cell: unknown): boolean {
  return typeof cell === 'string' && normalize(cell).replace(/\s+/g, ' ') === normalize(HOLD_FIRE);
}

/** The Attacks columns a Hold fire row leaves blank: it fires, names and strikes nothing. */
const HOLD_FIRE_BLANK = ['weapons', 'freebie', 'melee', 'angle'] as const;

/**
 * A `Hold fire` row (R-15.1): not an attack line, its mech's explicit "I do not attack" (the
 * orders board reads it, src/table/orders.ts). Beside attack lines of the same mech it changes
 * nothing: those attacks are made.
 */
function readHoldFire(r: RowReader): void {
  for (const key of HOLD_FIRE_BLANK) {
    if (r.blank(key)) continue;
    r.report(
      key,
      'hold_fire_fires',
      `${r.label(key)} ${describeGot(r.raw(key))}: Target ${HOLD_FIRE} attacks nobody; clear ${r.label(key)}, or name the mech attacked`,
    );
    return;
  }
}
