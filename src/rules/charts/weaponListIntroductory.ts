/**
 * The 17 Introductory (3025) Inner Sphere weapons, in the order of the published table
 * (test/fixtures/reference/battletech-tables.md §4): the first rows of the standard Catalog.
 * Numbers and names from MegaMek (`MegaMek/megamek`, classes below
 * `megamek/src/megamek/common/weapons/`); test/fixtures/reference/battletech-weapons.md quotes them.
 */
import { row, salvo, type WeaponListRow } from './weaponListRow';

const LRM = 'lrms/innerSphere';
const SRM = 'srms/innerSphere';

// biome-ignore format: one weapon a line, as the reference prints its tables
export const INTRODUCTORY_ROWS: readonly WeaponListRow[] = [
  row('IS', 'Small Laser', [3, 1, 0, 1, 2, 3], 1, ['Small Laser', 'ISSmall Laser', 'ISSmallLaser', 'ClSmall Laser', 'CL Small Laser', 'CLSmallLaser', 'IS Small Laser'], 'lasers/innerSphere/small/ISLaserSmall.java', { direct: true }),
  row('IS', 'Medium Laser', [5, 3, 0, 3, 6, 9], 1, ['Medium Laser', 'IS Medium Laser', 'ISMediumLaser'], 'lasers/innerSphere/medium/ISLaserMedium.java', { direct: true }),
  row('IS', 'Large Laser', [8, 8, 0, 5, 10, 15], 2, ['Large Laser', 'IS Large Laser', 'ISLargeLaser'], 'lasers/innerSphere/large/ISLaserLarge.java', { direct: true }),
  row('IS', 'PPC', [10, 10, 3, 6, 12, 18], 3, ['PPC', 'Particle Cannon', 'IS PPC', 'ISPPC'], 'ppc/innerSphere/ISPPC.java', { direct: true }),
  // Seed, Heat: "Hit by a Flamer … 1d6 Heat" to the target.
  row('IS', 'Flamer', [2, 3, 0, 1, 2, 3], 1, ['Flamer', 'IS Flamer', 'ISFlamer'], 'flamers/innerSphere/ISFlamer.java', { heatsTarget: true }),
  row('IS', 'Machine Gun', [2, 0, 0, 1, 2, 3], 1, ['Machine Gun', 'IS Machine Gun', 'ISMachine Gun', 'ISMG', 'MG'], 'mgs/innerSphere/ISMG.java', { shots: 200 }),
  row('IS', 'AC/2', [2, 1, 4, 8, 16, 24], 1, ['Autocannon/2', 'IS Auto Cannon/2', 'Auto Cannon/2', 'AutoCannon/2', 'AC/2', 'ISAC2', 'IS Autocannon/2'], 'autocannons/innerSphere/ISAC2.java', { shots: 45, direct: true }),
  row('IS', 'AC/5', [5, 1, 3, 6, 12, 18], 4, ['Autocannon/5', 'IS Auto Cannon/5', 'Auto Cannon/5', 'AutoCannon/5', 'AC/5', 'ISAC5', 'IS Autocannon/5'], 'autocannons/innerSphere/ISAC5.java', { shots: 20, direct: true }),
  row('IS', 'AC/10', [10, 3, 0, 5, 10, 15], 7, ['Autocannon/10', 'IS Auto Cannon/10', 'Auto Cannon/10', 'AutoCannon/10', 'AC/10', 'ISAC10', 'IS Autocannon/10'], 'autocannons/innerSphere/ISAC10.java', { shots: 10, direct: true }),
  row('IS', 'AC/20', [20, 7, 0, 3, 6, 9], 10, ['Autocannon/20', 'IS Auto Cannon/20', 'Auto Cannon/20', 'AutoCannon/20', 'AC/20', 'ISAC20', 'IS Autocannon/20'], 'autocannons/innerSphere/ISAC20.java', { shots: 5, direct: true }),
  row('IS', 'LRM-5', [1, 2, 6, 7, 14, 21], 1, ['LRM 5', 'IS LRM-5', 'ISLRM5', 'IS LRM 5'], `${LRM}/ISLRM5.java`, { shots: 24, cluster: salvo(5, 5) }),
  row('IS', 'LRM-10', [1, 4, 6, 7, 14, 21], 2, ['LRM 10', 'IS LRM-10', 'ISLRM10', 'IS LRM 10'], `${LRM}/ISLRM10.java`, { shots: 12, cluster: salvo(10, 5) }),
  row('IS', 'LRM-15', [1, 5, 6, 7, 14, 21], 3, ['LRM 15', 'IS LRM-15', 'ISLRM15', 'IS LRM 15'], `${LRM}/ISLRM15.java`, { shots: 8, cluster: salvo(15, 5) }),
  row('IS', 'LRM-20', [1, 6, 6, 7, 14, 21], 5, ['LRM 20', 'IS LRM-20', 'ISLRM20', 'IS LRM 20'], `${LRM}/ISLRM20.java`, { shots: 6, cluster: salvo(20, 5) }),
  row('IS', 'SRM-2', [2, 2, 0, 3, 6, 9], 1, ['SRM 2', 'IS SRM-2', 'ISSRM2', 'IS SRM 2'], `${SRM}/ISSRM2.java`, { shots: 50, cluster: salvo(2, 1) }),
  row('IS', 'SRM-4', [2, 3, 0, 3, 6, 9], 1, ['SRM 4', 'IS SRM-4', 'ISSRM4', 'IS SRM 4'], `${SRM}/ISSRM4.java`, { shots: 25, cluster: salvo(4, 1) }),
  row('IS', 'SRM-6', [2, 4, 0, 3, 6, 9], 2, ['SRM 6', 'IS SRM-6', 'ISSRM6', 'IS SRM 6'], `${SRM}/ISSRM6.java`, { shots: 15, cluster: salvo(6, 1) }),
];
