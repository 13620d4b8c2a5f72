/**
 * The advanced lasers, PPCs and flamers, Inner Sphere and Clan, after the Introductory
 * ones. Numbers and names from MegaMek (`MegaMek/megamek`, classes below
 * `megamek/src/megamek/common/weapons/`); test/fixtures/reference/battletech-weapons.md §1, §2, §6
 * quotes them. Pulse lasers −2 to hit, Clan ER pulse −1, heavy lasers +1.
 */
import { row, type WeaponListRow } from './weaponListRow';

const IS = 'lasers/innerSphere';
const CL = 'lasers/clan';
const D = { direct: true } as const;
const PULSE = { direct: true, toHit: -2 } as const;
const ER_PULSE = { direct: true, toHit: -1 } as const;
const HEAVY = { direct: true, toHit: 1 } as const;

// biome-ignore format: one weapon a line, as the reference prints its tables
export const ENERGY_ROWS: readonly WeaponListRow[] = [
  row('IS', 'ER Small Laser', [3, 2, 0, 2, 4, 5], 1, ['ISERSmallLaser', 'IS ER Small Laser'], `${IS}/small/ISERLaserSmall.java`, D),
  row('IS', 'ER Medium Laser', [5, 5, 0, 4, 8, 12], 1, ['ISERMediumLaser', 'IS ER Medium Laser'], `${IS}/medium/ISERLaserMedium.java`, D),
  row('IS', 'ER Large Laser', [8, 12, 0, 7, 14, 19], 2, ['ISERLargeLaser', 'IS ER Large Laser'], `${IS}/large/ISERLaserLarge.java`, D),
  row('IS', 'Small Pulse Laser', [3, 2, 0, 1, 2, 3], 1, ['ISSmallPulseLaser', 'IS Small Pulse Laser', 'ISSmall Pulse Laser'], `${IS}/small/ISPulseLaserSmall.java`, PULSE),
  row('IS', 'Medium Pulse Laser', [6, 4, 0, 2, 4, 6], 1, ['ISMediumPulseLaser', 'IS Pulse Med Laser', 'IS Medium Pulse Laser'], `${IS}/medium/ISPulseLaserMedium.java`, PULSE),
  row('IS', 'Large Pulse Laser', [9, 10, 0, 3, 7, 10], 2, ['ISLargePulseLaser', 'IS Pulse Large Laser', 'IS Large Pulse Laser'], `${IS}/large/ISPulseLaserLarge.java`, PULSE),
  row('Clan', 'Clan ER Micro Laser', [2, 1, 0, 1, 2, 4], 1, ['CLERMicroLaser', 'Clan ER Micro Laser'], `${CL}/CLERLaserMicro.java`, D),
  row('Clan', 'Clan ER Small Laser', [5, 2, 0, 2, 4, 6], 1, ['CLERSmallLaser', 'Clan ER Small Laser'], `${CL}/small/CLERLaserSmall.java`, D),
  row('Clan', 'Clan ER Medium Laser', [7, 5, 0, 5, 10, 15], 1, ['CLERMediumLaser', 'Clan ER Medium Laser'], `${CL}/medium/CLERLaserMedium.java`, D),
  row('Clan', 'Clan ER Large Laser', [10, 12, 0, 8, 15, 25], 1, ['CLERLargeLaser', 'Clan ER Large Laser'], `${CL}/large/CLERLaserLarge.java`, D),
  row('Clan', 'Clan Micro Pulse Laser', [3, 1, 0, 1, 2, 3], 1, ['CLMicroPulseLaser', 'Clan Micro Pulse Laser'], `${CL}/CLPulseLaserMicro.java`, PULSE),
  row('Clan', 'Clan Small Pulse Laser', [3, 2, 0, 2, 4, 6], 1, ['CLSmallPulseLaser', 'Clan Pulse Small Laser', 'Clan Small Pulse Laser'], `${CL}/small/CLPulseLaserSmall.java`, PULSE),
  row('Clan', 'Clan Medium Pulse Laser', [7, 4, 0, 4, 8, 12], 1, ['CLMediumPulseLaser', 'Clan Pulse Med Laser', 'Clan Medium Pulse Laser'], `${CL}/medium/CLPulseLaserMedium.java`, PULSE),
  row('Clan', 'Clan Large Pulse Laser', [10, 10, 0, 6, 14, 20], 2, ['CLLargePulseLaser', 'Clan Pulse Large Laser', 'Clan Large Pulse Laser'], `${CL}/large/CLPulseLaserLarge.java`, PULSE),
  row('Clan', 'Clan ER Small Pulse Laser', [5, 3, 0, 2, 4, 6], 1, ['CLERSmallPulseLaser', 'Clan ER Pulse Small Laser', 'Clan ER Small Pulse Laser', 'ClanERSmallPulseLaser'], `${CL}/small/CLERPulseLaserSmall.java`, ER_PULSE),
  row('Clan', 'Clan ER Medium Pulse Laser', [7, 6, 0, 5, 9, 14], 2, ['CLERMediumPulseLaser', 'Clan ER Pulse Med Laser', 'Clan ER Medium Pulse Laser'], `${CL}/medium/CLERPulseLaserMedium.java`, ER_PULSE),
  row('Clan', 'Clan ER Large Pulse Laser', [10, 13, 0, 7, 15, 23], 3, ['CLERLargePulseLaser', 'Clan ER Pulse Large Laser', 'Clan ER Large Pulse Laser'], `${CL}/large/CLERPulseLaserLarge.java`, ER_PULSE),
  row('Clan', 'Clan Heavy Small Laser', [6, 3, 0, 1, 2, 3], 1, ['CLHeavySmallLaser', 'Clan Small Heavy Laser'], `${CL}/small/CLHeavyLaserSmall.java`, HEAVY),
  row('Clan', 'Clan Heavy Medium Laser', [10, 7, 0, 3, 6, 9], 2, ['CLHeavyMediumLaser', 'Clan Medium Heavy Laser'], `${CL}/medium/CLHeavyLaserMedium.java`, HEAVY),
  row('Clan', 'Clan Heavy Large Laser', [16, 18, 0, 5, 10, 15], 3, ['CLHeavyLargeLaser', 'Clan Large Heavy Laser'], `${CL}/large/CLHeavyLaserLarge.java`, HEAVY),
  row('IS', 'ER PPC', [10, 15, 0, 7, 14, 23], 3, ['ISERPPC', 'IS ER PPC'], 'ppc/innerSphere/ISERPPC.java', D),
  row('IS', 'Light PPC', [5, 5, 3, 6, 12, 18], 2, ['Light PPC', 'ISLightPPC', 'ISLPPC'], 'ppc/innerSphere/ISLightPPC.java', D),
  row('IS', 'Heavy PPC', [15, 15, 3, 6, 12, 18], 4, ['Heavy PPC', 'ISHeavyPPC', 'ISHPPC'], 'ppc/innerSphere/ISHeavyPPC.java', D),
  // Damage by range bracket: 10 short, 8 medium, 5 long (`getDamage(range)`).
  row('IS', 'Snub-Nose PPC', [10, 10, 0, 9, 13, 15], 2, ['ISSNPPC', 'ISSnubNosedPPC', 'IS Snub-Nose PPC'], 'ppc/innerSphere/ISSnubNosePPC.java', { direct: true, damageByBand: [10, 8, 5] }),
  row('Clan', 'Clan ER PPC', [15, 15, 0, 7, 14, 23], 2, ['CLERPPC', 'Clan ER PPC'], 'ppc/clan/CLERPPC.java', D),
  row('Clan', 'Clan Flamer', [2, 3, 0, 1, 2, 3], 1, ['CLFlamer', 'Clan Flamer'], 'flamers/clan/CLFlamer.java', { heatsTarget: true }),
  row('IS', 'ER Flamer', [2, 4, 0, 3, 5, 7], 1, ['ER Flamer', 'IS ER Flamer', 'ISERFlamer'], 'flamers/innerSphere/ISERFlamer.java', { heatsTarget: true }),
  row('Clan', 'Clan ER Flamer', [2, 4, 0, 3, 5, 7], 1, ['CLERFlamer', 'CL ER Flamer', 'Clan ER Flamer'], 'flamers/clan/CLERFlamer.java', { heatsTarget: true }),
  row('IS', 'Heavy Flamer', [4, 5, 0, 2, 3, 4], 1, ['Heavy Flamer', 'IS Heavy Flamer', 'ISHeavyFlamer'], 'flamers/innerSphere/ISHeavyFlamer.java', { heatsTarget: true, shots: 10 }),
  row('Clan', 'Clan Heavy Flamer', [4, 5, 0, 2, 3, 4], 1, ['CLHeavyFlamer', 'Clan Heavy Flamer', 'CL Heavy Flamer'], 'flamers/clan/CLHeavyFlamer.java', { heatsTarget: true, shots: 10 }),
];
