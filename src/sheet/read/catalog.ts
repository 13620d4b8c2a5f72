import { WEAPON_RULES, type WeaponSpec } from '../../rules/model/weapon';
import { CLUSTER_SIZES, isClusterSize } from '../../rules/charts/cluster';
import { catalogOf, findWeapon, STANDARD_WEAPONS } from '../../rules/charts/weapons';
import { describeGot } from '../tab/cells';
import { CATALOG } from '../schema/gearTabs';
import { RowReader } from '../tab/rowReader';
import type { SheetProblems } from '../tab/problems';
import { openTab } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';

function standardNamed(standard: Readonly<Record<string, WeaponSpec>>, name: string): WeaponSpec | undefined {
  return Object.prototype.hasOwnProperty.call(standard, name) ? standard[name] : undefined;
}

type RulingColumns = Pick<WeaponSpec, 'toHit' | 'rule' | 'directFire' | 'shotsPerTon' | 'damageByBand'>;

/**
 * The columns of R-18.1 (To-hit, Rule, Direct fire, Shots per ton): a blank cell, or a column the
 * tab does not have (a campaign set up before them, or a formula's range that stops short of
 * them), is the standard weapon's own value for a row of a standard name, else none. A standard
 * row keeps its damage by range bracket (Snub-Nose PPC, Heavy Gauss Rifle) while its Damage is
 * the reference's short-range damage. Undefined when a cell is bad (reported on it).
 */
function rulingColumns(
  r: RowReader,
  standard: WeaponSpec | undefined,
  damage: number | undefined,
): RulingColumns | undefined {
  const toHit = r.blank('toHit') ? standard?.toHit : r.whole('toHit', -4, 4);
  const ruleCell = r.blank('rule') ? undefined : r.choice('rule', [...WEAPON_RULES, 'None'] as const);
  const rule = r.blank('rule') ? standard?.rule : ruleCell === 'None' ? undefined : ruleCell;
  const direct = r.blank('directFire') ? standard?.directFire === true : r.yesNo('directFire', false);
  const shots = r.blank('shotsPerTon') ? standard?.shotsPerTon : r.whole('shotsPerTon', 1);
  if (!r.blank('toHit') && toHit === undefined) return undefined;
  if (!r.blank('rule') && ruleCell === undefined) return undefined;
  if (direct === undefined || (!r.blank('shotsPerTon') && shots === undefined)) return undefined;
  const byBand = standard?.damageByBand && damage === standard.damage ? standard.damageByBand : undefined;
  return {
    ...(toHit ? { toHit } : {}),
    ...(rule ? { rule } : {}),
    ...(direct ? { directFire: true } : {}),
    ...(shots !== undefined ? { shotsPerTon: shots } : {}),
    ...(byBand ? { damageByBand: byBand } : {}),
  };
}

/**
 * Reads the Catalog tab over the standard weapons (reference §4): a row with a standard
 * weapon's exact name replaces it (a house rule), other rows add house weapons, and a
 * standard weapon left off the tab keeps its reference values. A missing tab means the
 * standard catalog.
 */
export function readCatalog(tabs: Tabs, problems: SheetProblems): Readonly<Record<string, WeaponSpec>> {
  const table = openTab(tabs, CATALOG, problems, false);
  const standard = catalogOf(STANDARD_WEAPONS);
  if (!table) return standard;
  const rows: WeaponSpec[] = [];
  const rowOf: Record<string, number> = {};
  for (const row of table.dataRows()) {
    const r = new RowReader(table, row, problems);
    if (r.reportErrors()) continue;
    const name = r.requiredText('weapon');
    if (name !== undefined) {
      const same = findWeapon(catalogOf(rows), name);
      const standardSpelling = findWeapon(standard, name);
      if (standardSpelling && standardSpelling.name !== name) {
        r.report(
          'weapon',
          'weapon_spelling',
          `${describeGot(name)} is another spelling of the standard ${standardSpelling.name}; write ${standardSpelling.name} to change it, or give a house weapon its own name`,
        );
        continue;
      }
      if (same) {
        r.report(
          'weapon',
          'duplicate_weapon',
          `${describeGot(name)} is listed twice (also on row ${rowOf[same.name] + 1}); keep one`,
        );
        continue;
      }
    }
    const damage = r.whole('damage', 0);
    const heat = r.whole('heat', 0);
    const minRange = r.whole('minRange', 0, undefined, 0);
    const short = r.whole('short', 1);
    const medium = r.whole('medium', 1);
    const long = r.whole('long', 1);
    if (short !== undefined && medium !== undefined && medium < short) {
      r.report('medium', 'bad_range', `Medium must be at least Short (${short}), got ${medium}`);
    }
    if (medium !== undefined && long !== undefined && long < medium) {
      r.report('long', 'bad_range', `Long must be at least Medium (${medium}), got ${long}`);
    }
    const missiles = r.blank('missiles') ? undefined : r.whole('missiles', 1, 40);
    if (missiles !== undefined && !isClusterSize(missiles)) {
      r.report(
        'missiles',
        'bad_cluster',
        `Missiles must be a size of the cluster table (${CLUSTER_SIZES[0]}–30 or 40), got ${missiles}`,
      );
    }
    let perGroup: number | undefined;
    if (!r.blank('missiles') && r.blank('perGroup')) {
      r.report(
        table.has('perGroup') ? 'perGroup' : 'missiles',
        'bad_cluster',
        'Missiles per group must be set for a missile rack: 5 for LRMs, 1 for SRMs (R-8.1)',
      );
    } else if (!r.blank('perGroup')) {
      perGroup = r.whole('perGroup', 1);
    }
    const ammo = r.yesNo('ammo', false);
    const heatsTarget = r.yesNo('heatsTarget', false);
    const extras = rulingColumns(r, name === undefined ? undefined : standardNamed(standard, name), damage);
    if (
      name === undefined ||
      damage === undefined ||
      heat === undefined ||
      minRange === undefined ||
      short === undefined
    )
      continue;
    if (medium === undefined || long === undefined || ammo === undefined || heatsTarget === undefined) continue;
    if (medium < short || long < medium || extras === undefined) continue;
    if (!r.blank('missiles') && (missiles === undefined || !isClusterSize(missiles) || perGroup === undefined))
      continue;
    const spec: WeaponSpec = {
      name,
      damage,
      heat,
      minRange,
      short,
      medium,
      long,
      usesAmmo: ammo,
      ...(missiles !== undefined && perGroup !== undefined
        ? { cluster: { size: missiles, missilesPerGroup: perGroup } }
        : {}),
      ...(heatsTarget ? { heatsTarget: true } : {}),
      ...extras,
    };
    rowOf[name] = row;
    rows.push(spec);
  }
  return catalogOf([...STANDARD_WEAPONS, ...rows]);
}
