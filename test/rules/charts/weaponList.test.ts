/**
 * every weapon of the weapons reference (test/fixtures/reference/battletech-weapons.md,
 * MegaMek's classes quoted row by row) is a standard Catalog row with the reference's numbers, and
 * every weapon-like item without an attack (AMS, Narc, TAG) is standard equipment.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STANDARD_WEAPON_ROWS } from '../../../src/rules/charts/weapons';
import { STANDARD_EQUIPMENT } from '../../../src/rules/charts/equipmentList';
import type { WeaponListRow } from '../../../src/rules/charts/weaponListRow';

const TEXT = readFileSync(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/reference/battletech-weapons.md'),
  'utf8',
).split(/\r?\n/);

interface RefRow {
  readonly cells: Readonly<Record<string, string>>;
  readonly internal: string;
}

/** Every table row of the reference whose first cell is a tech base, keyed by its table's headers. */
function referenceRows(): RefRow[] {
  const out: RefRow[] = [];
  let header: string[] | undefined;
  for (const line of TEXT) {
    if (!line.startsWith('|')) {
      header = undefined;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (!header) {
      header = cells;
      continue;
    }
    if (!/^(IS|Clan)/.test(cells[0])) continue;
    const byHeader: Record<string, string> = {};
    header.forEach((h, i) => (byHeader[h.replace(/ \(MTF\)$/, '')] = cells[i]));
    out.push({ cells: byHeader, internal: /`([^`]+)`/.exec(cells[1])![1] });
  }
  return out;
}

/** `**−2**` → -2, `+1 (rules)` → 1, `–` → 0, `10 / 8 / 5` → 10. */
function numberOf(cell: string | undefined): number {
  if (cell === undefined) return 0;
  const m = /([+−-]?)\s*(\d+(?:\.\d+)?)/.exec(cell.replace(/\*/g, ''));
  if (!m || /^–/.test(cell.trim())) return 0;
  return (m[1] === '−' || m[1] === '-' ? -1 : 1) * Number(m[2]);
}

const BY_INTERNAL = new Map<string, WeaponListRow>(STANDARD_WEAPON_ROWS.map((r) => [r.megamek[0], r]));
const REFERENCE = referenceRows();
const WEAPONS = REFERENCE.filter((r) => r.cells.Min !== undefined);
const GEAR = REFERENCE.filter((r) => r.cells.Min === undefined && r.cells['Ammo (shots/t)'] !== undefined);

describe('R-18.1 every weapon is a Catalog row, with the reference numbers', () => {
  it('every weapon of the reference (lasers, PPCs, autocannons, Gauss, missiles, flamers, MGs) has a row', () => {
    expect(WEAPONS.length).toBeGreaterThan(90);
    expect(WEAPONS.filter((r) => !BY_INTERNAL.has(r.internal)).map((r) => r.internal)).toEqual([]);
    expect(STANDARD_WEAPON_ROWS).toHaveLength(WEAPONS.length);
  });

  it('damage, heat, minimum range, brackets, to-hit and slots match cell for cell', () => {
    for (const ref of WEAPONS) {
      const { spec, slots } = BY_INTERNAL.get(ref.internal)!;
      const damage = ref.cells.Dmg ?? ref.cells['Dmg/missile'];
      const [s, m, l] = ref.cells['S/M/L'].replace(/\*/g, '').split('/').map(Number);
      expect({ name: ref.internal, damage: numberOf(damage), heat: numberOf(ref.cells.Heat) }).toEqual({
        name: ref.internal,
        damage: spec.damage,
        heat: spec.heat,
      });
      expect([ref.internal, numberOf(ref.cells.Min), s, m, l]).toEqual([
        ref.internal,
        spec.minRange,
        spec.short,
        spec.medium,
        spec.long,
      ]);
      expect([ref.internal, numberOf(ref.cells['To-hit'])]).toEqual([ref.internal, spec.toHit ?? 0]);
      expect([ref.internal, numberOf(ref.cells.Crits)]).toEqual([ref.internal, slots]);
      const byBand = damage.split('/').map((d) => numberOf(d));
      if (byBand.length === 3) expect(spec.damageByBand).toEqual(byBand);
    }
  });

  it('shots per ton: a ton of ammunition as the reference gives it; a weapon without ammunition has none', () => {
    for (const ref of WEAPONS) {
      const { spec } = BY_INTERNAL.get(ref.internal)!;
      const shots = /\((\d+)\)/.exec(ref.cells['Ammo (shots/t)'] ?? '');
      if (ref.cells['Ammo (shots/t)'] === 'none' || ref.cells['Ammo (shots/t)'] === undefined) {
        if (ref.cells['Ammo (shots/t)'] === 'none')
          expect([ref.internal, spec.usesAmmo]).toEqual([ref.internal, false]);
        continue;
      }
      if (shots) expect([ref.internal, spec.shotsPerTon]).toEqual([ref.internal, Number(shots[1])]);
      expect([ref.internal, spec.usesAmmo]).toEqual([ref.internal, true]);
    }
    expect(STANDARD_WEAPON_ROWS.find((r) => r.spec.name === 'Medium Laser')!.spec.shotsPerTon).toBeUndefined();
  });

  it('each row knows its MegaMek internal name and the lookup names the reference lists', () => {
    for (const ref of WEAPONS) {
      const row = BY_INTERNAL.get(ref.internal)!;
      const aliases = (ref.cells.Aliases ?? ref.cells['Other lookup aliases'] ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter((a) => a !== '' && !a.startsWith('…'));
      for (const a of aliases) expect(row.megamek, `${ref.internal} alias ${a}`).toContain(a);
    }
  });

  it('no MegaMek name belongs to two rows', () => {
    const owner = new Map<string, string>();
    for (const r of STANDARD_WEAPON_ROWS)
      for (const n of r.megamek) {
        const key = n.toLowerCase().replace(/[^a-z0-9]/g, '');
        expect([n, owner.get(key) ?? r.spec.name]).toEqual([n, r.spec.name]);
        owner.set(key, r.spec.name);
      }
  });

  it('each row has the tech base and the MegaMek class the reference names for it', () => {
    for (const ref of WEAPONS) {
      const row = BY_INTERNAL.get(ref.internal)!;
      // `W/autocannons/clan/CLUAC2.java @B`: the class below MegaMek's weapons folder.
      const source = /`W\/([^` ]+)/.exec(ref.cells.Source)![1];
      expect([ref.internal, row.tech, row.source]).toEqual([
        ref.internal,
        ref.cells.Tech.startsWith('Clan') ? 'Clan' : 'IS',
        source,
      ]);
    }
  });

  it('Clan rows are named Clan …, and no two rows share a name', () => {
    for (const r of STANDARD_WEAPON_ROWS) expect(r.spec.name.startsWith('Clan '), r.spec.name).toBe(r.tech === 'Clan');
    expect(new Set(STANDARD_WEAPON_ROWS.map((r) => r.spec.name)).size).toBe(STANDARD_WEAPON_ROWS.length);
  });

  it('pulse lasers -2, Clan ER pulse -1, heavy lasers and MRMs +1; direct fire is lasers, PPCs, autocannons and Gauss', () => {
    const spec = (n: string) => STANDARD_WEAPON_ROWS.find((r) => r.spec.name === n)!.spec;
    expect([spec('Medium Pulse Laser').toHit, spec('Clan ER Medium Pulse Laser').toHit, spec('MRM-20').toHit]).toEqual([
      -2, -1, 1,
    ]);
    const direct = STANDARD_WEAPON_ROWS.filter((r) => r.spec.directFire).map((r) => r.spec.name);
    expect(direct.some((n) => /LRM|SRM|MRM|ATM|Machine Gun|Flamer/.test(n))).toBe(false);
    expect(direct).toEqual(expect.arrayContaining(['Medium Laser', 'PPC', 'AC/20', 'LB 10-X AC', 'Gauss Rifle']));
  });
});

describe('R-18.10 equipment without an attack: AMS, Narc and TAG are standard equipment, not Catalog weapons', () => {
  it('each weapon-like item of the reference is found by its MegaMek name', () => {
    expect(GEAR.map((r) => r.internal)).toEqual(
      expect.arrayContaining(['ISAntiMissileSystem', 'ISTAG', 'CLNarcBeacon']),
    );
    for (const ref of GEAR) {
      expect(
        STANDARD_EQUIPMENT.some((e) => e.megamek.includes(ref.internal)),
        ref.internal,
      ).toBe(true);
      expect(BY_INTERNAL.has(ref.internal), ref.internal).toBe(false);
    }
  });
});
