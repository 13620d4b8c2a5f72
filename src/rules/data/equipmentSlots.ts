/**
 * Critical slots one mounting of MegaMek equipment fills, for the items an .mtf file may hold
 * that Gator's catalog does not know (Clan weapons, the advanced Inner Sphere ones, electronics).
 * The import uses them only to cut a run of one name into items: two `CLERMediumLaser` slots
 * side by side are two lasers (one slot each), two `ISERLargeLaser` slots one laser (two slots),
 * so the list of unknown equipment counts what the 'Mech carries. A catalog weapon's size comes
 * from `critSlots.ts`; this table never makes an item known.
 *
 * Keyed by the name MegaMek writes after its `IS`/`CL` prefix, in lower case without spaces or
 * punctuation (`ISERLargeLaser`, `IS ER Large Laser` → `erlargelaser`). Values: Inner Sphere
 * slots, Clan slots (undefined where that tech base has no such item). Numbers from MegaMek's
 * equipment classes (`criticalSlots`/`criticals`), as the weapons reference lists them (Crits).
 */
type Sizes = readonly [innerSphere: number | undefined, clan: number | undefined];

const _ = undefined;

export const EQUIPMENT_SLOTS: Readonly<Record<string, Sizes>> = Object.freeze({
  // Lasers
  smalllaser: [1, 1],
  mediumlaser: [1, 1],
  largelaser: [2, _],
  ersmalllaser: [1, 1],
  ermediumlaser: [1, 1],
  erlargelaser: [2, 1],
  ermicrolaser: [_, 1],
  smallpulselaser: [1, 1],
  mediumpulselaser: [1, 1],
  largepulselaser: [2, 2],
  micropulselaser: [_, 1],
  ersmallpulselaser: [_, 1],
  ermediumpulselaser: [_, 2],
  erlargepulselaser: [_, 3],
  heavysmalllaser: [_, 1],
  heavymediumlaser: [_, 2],
  heavylargelaser: [_, 3],
  // PPCs
  erppc: [3, 2],
  lightppc: [2, _],
  heavyppc: [4, _],
  snppc: [2, _],
  // Autocannons: LB-X, Ultra, Rotary
  lbxac2: [4, 3],
  lbxac5: [5, 4],
  lbxac10: [6, 5],
  lbxac20: [11, 9],
  ultraac2: [3, 2],
  ultraac5: [5, 3],
  ultraac10: [7, 4],
  ultraac20: [10, 8],
  rotaryac2: [3, 4],
  rotaryac5: [6, 8],
  // Gauss rifles
  gaussrifle: [7, 6],
  lightgaussrifle: [5, _],
  heavygaussrifle: [11, _],
  // Missile launchers
  lrm5: [1, 1],
  lrm10: [2, 1],
  lrm15: [3, 2],
  lrm20: [5, 4],
  srm2: [1, 1],
  srm4: [1, 1],
  srm6: [2, 1],
  streaksrm2: [1, 1],
  streaksrm4: [1, 1],
  streaksrm6: [2, 2],
  mrm10: [2, _],
  mrm20: [3, _],
  mrm30: [5, _],
  mrm40: [7, _],
  atm3: [_, 2],
  atm6: [_, 3],
  atm9: [_, 4],
  atm12: [_, 5],
  // Flamers and machine guns
  flamer: [1, 1],
  erflamer: [1, 1],
  heavyflamer: [1, 1],
  machinegun: [1, 1],
  lightmachinegun: [1, 1],
  heavymachinegun: [1, 1],
  // Anti-missile systems, Narc, TAG
  antimissilesystem: [1, 1],
  narcbeacon: [2, 1],
  tag: [1, 1],
  lighttag: [_, 1],
  // Fire control and electronics (MegaMek MiscType)
  artemisiv: [1, 1],
  guardianecmsuite: [2, _],
  ecmsuite: [_, 1],
  angelecmsuite: [2, 2],
  beagleactiveprobe: [2, _],
  activeprobe: [_, 1],
  lightactiveprobe: [_, 1],
  c3slaveunit: [1, _],
  c3mastercomputer: [5, _],
  improvedc3cpu: [2, _],
});

/** Other spellings MegaMek reads for the same item (its lookup names), by their key. */
const ALIASES: Readonly<Record<string, string>> = Object.freeze({
  ams: 'antimissilesystem',
  antimissilesys: 'antimissilesystem',
  guardianecm: 'guardianecmsuite',
  c3masterunit: 'c3mastercomputer',
  lppc: 'lightppc',
  hppc: 'heavyppc',
  snubnoseppc: 'snppc',
  snubnosedppc: 'snppc',
  rac2: 'rotaryac2',
  rac5: 'rotaryac5',
  narc: 'narcbeacon',
  narcmissilebeacon: 'narcbeacon',
  mg: 'machinegun',
  lightmg: 'lightmachinegun',
  heavymg: 'heavymachinegun',
});

/** `LB 10-X AC` and `LBXAC10` are one key; every other spelling loses its case, spaces and punctuation. */
function keyOf(body: string): string {
  const key = body.toLowerCase().replace(/[^a-z0-9]/g, '');
  const lbx = /^lb(\d+)xac$/.exec(key);
  const plain = lbx ? `lbxac${lbx[1]}` : key;
  return own(ALIASES, plain) ? ALIASES[plain] : plain;
}

function own(table: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(table, key);
}

/**
 * Slots one mounting of `name` fills, as MegaMek spells it (`CLERMediumLaser`, `IS ER Large Laser`,
 * `Clan Streak SRM 6`); a name without an `IS`/`CL`/`Clan` prefix is of the file's tech base, as
 * MegaMek reads it. Undefined when the table does not have it (house equipment, a hatchet's
 * size given in tons).
 *
 * @example equipmentSlots('CLERMediumLaser', false) // 1
 * @example equipmentSlots('ISERLargeLaser', false) // 2
 */
export function equipmentSlots(name: string, clanTech: boolean): number | undefined {
  const prefixed = /^(?:(IS|CL)(?=[A-Z\s])|(Clan)\s)\s*(.*)$/.exec(name.trim());
  const clan = prefixed ? prefixed[1] !== 'IS' : clanTech;
  const key = keyOf(prefixed ? prefixed[3] : name);
  const sizes = own(EQUIPMENT_SLOTS, key) ? EQUIPMENT_SLOTS[key] : undefined;
  return sizes?.[clan ? 1 : 0];
}
