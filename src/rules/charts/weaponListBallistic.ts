/**
 * The advanced autocannons (LB-X, Ultra, Rotary), Gauss rifles and machine guns, Inner Sphere
 * and Clan. Numbers and names from MegaMek (`MegaMek/megamek`, classes below
 * `megamek/src/megamek/common/weapons/`; shots per ton from `common/equipment/AmmoType.java`);
 * test/fixtures/reference/battletech-weapons.md §3, §4, §6 quotes them. Unless its attack line
 * names a mode (R-18.2, R-18.3: `(ultra)`, `(4 shots)`, `(cluster)`), an LB-X fires slugs and an
 * Ultra or Rotary one shot: the autocannon of its size.
 */
import { row, type WeaponListRow } from './weaponListRow';

const IS = 'autocannons/innerSphere';
const CL = 'autocannons/clan';
const LBX = { direct: true, rule: 'LB-X' } as const;
const ULTRA = { direct: true, rule: 'Ultra' } as const;
const ROTARY = { direct: true, rule: 'Rotary' } as const;
const GAUSS = { direct: true, rule: 'Gauss' } as const;
/** Shots per ton of autocannon ammunition by size (AmmoType: 45, 20, 10, 5). */
const AC_SHOTS: Readonly<Record<number, number>> = { 2: 45, 5: 20, 10: 10, 20: 5 };

function shots(size: number) {
  return AC_SHOTS[size];
}

// biome-ignore format: one weapon a line, as the reference prints its tables
export const BALLISTIC_ROWS: readonly WeaponListRow[] = [
  row('IS', 'LB 2-X AC', [2, 1, 4, 9, 18, 27], 4, ['ISLBXAC2', 'IS LB 2-X AC'], `${IS}/ISLB2XAC.java`, { ...LBX, shots: shots(2) }),
  row('IS', 'LB 5-X AC', [5, 1, 3, 7, 14, 21], 5, ['ISLBXAC5', 'IS LB 5-X AC'], `${IS}/ISLB5XAC.java`, { ...LBX, shots: shots(5) }),
  row('IS', 'LB 10-X AC', [10, 2, 0, 6, 12, 18], 6, ['ISLBXAC10', 'IS LB 10-X AC'], `${IS}/ISLB10XAC.java`, { ...LBX, shots: shots(10) }),
  row('IS', 'LB 20-X AC', [20, 6, 0, 4, 8, 12], 11, ['ISLBXAC20', 'IS LB 20-X AC'], `${IS}/ISLB20XAC.java`, { ...LBX, shots: shots(20) }),
  row('Clan', 'Clan LB 2-X AC', [2, 1, 4, 10, 20, 30], 3, ['CLLBXAC2', 'Clan LB 2-X AC'], `${CL}/CLLB2XAC.java`, { ...LBX, shots: shots(2) }),
  row('Clan', 'Clan LB 5-X AC', [5, 1, 3, 8, 15, 24], 4, ['CLLBXAC5', 'Clan LB 5-X AC'], `${CL}/CLLB5XAC.java`, { ...LBX, shots: shots(5) }),
  row('Clan', 'Clan LB 10-X AC', [10, 2, 0, 6, 12, 18], 5, ['CLLBXAC10', 'Clan LB 10-X AC'], `${CL}/CLLB10XAC.java`, { ...LBX, shots: shots(10) }),
  row('Clan', 'Clan LB 20-X AC', [20, 6, 0, 4, 8, 12], 9, ['CLLBXAC20', 'Clan LB 20-X AC'], `${CL}/CLLB20XAC.java`, { ...LBX, shots: shots(20) }),
  row('IS', 'Ultra AC/2', [2, 1, 3, 8, 17, 25], 3, ['ISUltraAC2', 'IS Ultra AC/2'], `${IS}/ISUAC2.java`, { ...ULTRA, shots: shots(2) }),
  row('IS', 'Ultra AC/5', [5, 1, 2, 6, 13, 20], 5, ['ISUltraAC5', 'IS Ultra AC/5'], `${IS}/ISUAC5.java`, { ...ULTRA, shots: shots(5) }),
  row('IS', 'Ultra AC/10', [10, 4, 0, 6, 12, 18], 7, ['ISUltraAC10', 'IS Ultra AC/10'], `${IS}/ISUAC10.java`, { ...ULTRA, shots: shots(10) }),
  row('IS', 'Ultra AC/20', [20, 8, 0, 3, 7, 10], 10, ['ISUltraAC20', 'IS Ultra AC/20'], `${IS}/ISUAC20.java`, { ...ULTRA, shots: shots(20) }),
  row('Clan', 'Clan Ultra AC/2', [2, 1, 2, 9, 18, 27], 2, ['CLUltraAC2', 'Clan Ultra AC/2'], `${CL}/CLUAC2.java`, { ...ULTRA, shots: shots(2) }),
  row('Clan', 'Clan Ultra AC/5', [5, 1, 0, 7, 14, 21], 3, ['CLUltraAC5', 'Clan Ultra AC/5'], `${CL}/CLUAC5.java`, { ...ULTRA, shots: shots(5) }),
  row('Clan', 'Clan Ultra AC/10', [10, 3, 0, 6, 12, 18], 4, ['CLUltraAC10', 'Clan Ultra AC/10'], `${CL}/CLUAC10.java`, { ...ULTRA, shots: shots(10) }),
  row('Clan', 'Clan Ultra AC/20', [20, 7, 0, 4, 8, 12], 8, ['CLUltraAC20', 'Clan Ultra AC/20'], `${CL}/CLUAC20.java`, { ...ULTRA, shots: shots(20) }),
  row('IS', 'Rotary AC/2', [2, 1, 0, 6, 12, 18], 3, ['ISRotaryAC2', 'IS Rotary AC/2', 'ISRAC2'], `${IS}/ISRAC2.java`, { ...ROTARY, shots: 45 }),
  row('IS', 'Rotary AC/5', [5, 1, 0, 5, 10, 15], 6, ['ISRotaryAC5', 'IS Rotary AC/5', 'ISRAC5'], `${IS}/ISRAC5.java`, { ...ROTARY, shots: 20 }),
  row('Clan', 'Clan Rotary AC/2', [2, 1, 0, 8, 17, 25], 4, ['CLRotaryAC2', 'Clan Rotary AC/2', 'Clan Rotary Assault Cannon/2'], `${CL}/CLRAC2.java`, { ...ROTARY, shots: 45 }),
  row('Clan', 'Clan Rotary AC/5', [5, 1, 0, 7, 14, 21], 8, ['CLRotaryAC5', 'Clan Rotary AC/5', 'Clan Rotary Assault Cannon/5'], `${CL}/CLRAC5.java`, { ...ROTARY, shots: 20 }),
  row('IS', 'Gauss Rifle', [15, 1, 2, 7, 15, 22], 7, ['ISGaussRifle', 'IS Gauss Rifle'], 'gaussrifles/innerSphere/ISGaussRifle.java', { ...GAUSS, shots: 8 }),
  row('IS', 'Light Gauss Rifle', [8, 1, 3, 8, 17, 25], 5, ['ISLightGaussRifle', 'IS Light Gauss Rifle'], 'gaussrifles/innerSphere/ISLGaussRifle.java', { ...GAUSS, shots: 16 }),
  // Damage by range bracket: 25 short, 20 medium, 10 long (`getDamage(range)`).
  row('IS', 'Heavy Gauss Rifle', [25, 2, 4, 6, 13, 20], 11, ['ISHeavyGaussRifle', 'IS Heavy Gauss Rifle'], 'gaussrifles/innerSphere/ISHGaussRifle.java', { ...GAUSS, shots: 4, damageByBand: [25, 20, 10] }),
  row('Clan', 'Clan Gauss Rifle', [15, 1, 2, 7, 15, 22], 6, ['CLGaussRifle', 'Clan Gauss Rifle'], 'gaussrifles/clan/CLGaussRifle.java', { ...GAUSS, shots: 8 }),
  row('Clan', 'Clan Machine Gun', [2, 0, 0, 1, 2, 3], 1, ['CLMG', 'Clan Machine Gun'], 'mgs/clan/CLMG.java', { shots: 200 }),
  row('IS', 'Light Machine Gun', [1, 0, 0, 2, 4, 6], 1, ['Light Machine Gun', 'IS Light Machine Gun', 'ISLightMG'], 'mgs/innerSphere/ISLightMG.java', { shots: 200 }),
  row('Clan', 'Clan Light Machine Gun', [1, 0, 0, 2, 4, 6], 1, ['CLLightMG', 'Clan Light Machine Gun'], 'mgs/clan/CLLightMG.java', { shots: 200 }),
  // No long bracket: long = medium = 2.
  row('IS', 'Heavy Machine Gun', [3, 0, 0, 1, 2, 2], 1, ['Heavy Machine Gun', 'IS Heavy Machine Gun', 'ISHeavyMG'], 'mgs/innerSphere/ISHeavyMG.java', { shots: 100 }),
  row('Clan', 'Clan Heavy Machine Gun', [3, 0, 0, 1, 2, 2], 1, ['CLHeavyMG', 'Clan Heavy Machine Gun'], 'mgs/clan/CLHeavyMG.java', { shots: 100 }),
];
