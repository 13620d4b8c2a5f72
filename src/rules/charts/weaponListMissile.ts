/**
 * The advanced missile launchers, Inner Sphere and Clan: Clan LRMs and SRMs, Streak
 * SRMs, MRMs and ATMs. Numbers and names from MegaMek (`MegaMek/megamek`, classes below
 * `megamek/src/megamek/common/weapons/`; shots per ton from `common/equipment/AmmoType.java`);
 * test/fixtures/reference/battletech-weapons.md §5 quotes them. MRMs +1 to hit and LRM-like
 * groups of 5; ATMs (standard ammunition) 2 damage a missile pooled in groups of 5 points with a
 * built-in +2 on the cluster roll; Streaks fire all or nothing.
 */
import { row, salvo, type WeaponListRow } from './weaponListRow';

const LRM = 'lrms/clan';
const SRM = 'srms/clan';
const STREAK = 'Streak';
const MRM = 'missiles/innerSphere';
/** Shots per ton of SRM and Streak ammunition by rack (AmmoType: 50, 25, 15). */
const SRM_SHOTS: Readonly<Record<number, number>> = { 2: 50, 4: 25, 6: 15 };
/** Of LRM and MRM ammunition by rack (24, 12, 8, 6 for 5/10, 10/20, 15/30, 20/40). */
const RACK_SHOTS: Readonly<Record<number, number>> = { 5: 24, 10: 12, 15: 8, 20: 6 };

const srm = (n: number) => ({ shots: SRM_SHOTS[n], cluster: salvo(n, 1) });
const streak = (n: number) => ({ ...srm(n), rule: STREAK }) as const;
const lrm = (n: number) => ({ shots: RACK_SHOTS[n], cluster: salvo(n, 5) });
const mrm = (n: number) => ({ shots: RACK_SHOTS[n / 2], cluster: salvo(n, 5), toHit: 1 });
const atm = (n: number, shots: number) => ({
  shots,
  cluster: { size: n, missilesPerGroup: 1, pointsPerGroup: 5, bonus: 2 },
});

// biome-ignore format: one weapon a line, as the reference prints its tables
export const MISSILE_ROWS: readonly WeaponListRow[] = [
  row('Clan', 'Clan LRM-5', [1, 2, 0, 7, 14, 21], 1, ['CLLRM5', 'Clan LRM-5', 'Clan LRM 5'], `${LRM}/CLLRM5.java`, lrm(5)),
  row('Clan', 'Clan LRM-10', [1, 4, 0, 7, 14, 21], 1, ['CLLRM10', 'Clan LRM-10', 'Clan LRM 10'], `${LRM}/CLLRM10.java`, lrm(10)),
  row('Clan', 'Clan LRM-15', [1, 5, 0, 7, 14, 21], 2, ['CLLRM15', 'Clan LRM-15', 'Clan LRM 15'], `${LRM}/CLLRM15.java`, lrm(15)),
  row('Clan', 'Clan LRM-20', [1, 6, 0, 7, 14, 21], 4, ['CLLRM20', 'Clan LRM-20', 'Clan LRM 20'], `${LRM}/CLLRM20.java`, lrm(20)),
  row('Clan', 'Clan SRM-2', [2, 2, 0, 3, 6, 9], 1, ['CLSRM2', 'Clan SRM-2', 'Clan SRM 2'], `${SRM}/CLSRM2.java`, srm(2)),
  row('Clan', 'Clan SRM-4', [2, 3, 0, 3, 6, 9], 1, ['CLSRM4', 'Clan SRM-4', 'Clan SRM 4'], `${SRM}/CLSRM4.java`, srm(4)),
  row('Clan', 'Clan SRM-6', [2, 4, 0, 3, 6, 9], 1, ['CLSRM6', 'Clan SRM-6', 'Clan SRM 6'], `${SRM}/CLSRM6.java`, srm(6)),
  row('IS', 'Streak SRM-2', [2, 2, 0, 3, 6, 9], 1, ['ISStreakSRM2', 'IS Streak SRM-2', 'IS Streak SRM 2'], 'srms/innerSphere/streak/ISStreakSRM2.java', streak(2)),
  row('IS', 'Streak SRM-4', [2, 3, 0, 3, 6, 9], 1, ['ISStreakSRM4', 'IS Streak SRM-4', 'IS Streak SRM 4'], 'srms/innerSphere/streak/ISStreakSRM4.java', streak(4)),
  row('IS', 'Streak SRM-6', [2, 4, 0, 3, 6, 9], 2, ['ISStreakSRM6', 'IS Streak SRM-6', 'IS Streak SRM 6'], 'srms/innerSphere/streak/ISStreakSRM6.java', streak(6)),
  row('Clan', 'Clan Streak SRM-2', [2, 2, 0, 4, 8, 12], 1, ['CLStreakSRM2', 'Clan Streak SRM-2', 'Clan Streak SRM 2'], `${SRM}/streak/CLStreakSRM2.java`, streak(2)),
  row('Clan', 'Clan Streak SRM-4', [2, 3, 0, 4, 8, 12], 1, ['CLStreakSRM4', 'Clan Streak SRM-4', 'Clan Streak SRM 4'], `${SRM}/streak/CLStreakSRM4.java`, streak(4)),
  row('Clan', 'Clan Streak SRM-6', [2, 4, 0, 4, 8, 12], 2, ['CLStreakSRM6', 'Clan Streak SRM-6', 'Clan Streak SRM 6'], `${SRM}/streak/CLStreakSRM6.java`, streak(6)),
  row('IS', 'MRM-10', [1, 4, 0, 3, 8, 15], 2, ['MRM 10', 'MRM-10', 'ISMRM10', 'IS MRM 10'], `${MRM}/ISMRM10.java`, mrm(10)),
  row('IS', 'MRM-20', [1, 6, 0, 3, 8, 15], 3, ['MRM 20', 'MRM-20', 'ISMRM20', 'IS MRM 20'], `${MRM}/ISMRM20.java`, mrm(20)),
  row('IS', 'MRM-30', [1, 10, 0, 3, 8, 15], 5, ['MRM 30', 'MRM-30', 'ISMRM30', 'IS MRM 30'], `${MRM}/ISMRM30.java`, mrm(30)),
  row('IS', 'MRM-40', [1, 12, 0, 3, 8, 15], 7, ['MRM 40', 'MRM-40', 'ISMRM40', 'IS MRM 40'], `${MRM}/ISMRM40.java`, mrm(40)),
  row('Clan', 'Clan ATM-3', [2, 2, 4, 5, 10, 15], 2, ['CLATM3', 'Clan ATM-3'], 'missiles/clan/CLATM3.java', atm(3, 20)),
  row('Clan', 'Clan ATM-6', [2, 4, 4, 5, 10, 15], 3, ['CLATM6', 'Clan ATM-6'], 'missiles/clan/CLATM6.java', atm(6, 10)),
  row('Clan', 'Clan ATM-9', [2, 6, 4, 5, 10, 15], 4, ['CLATM9', 'Clan ATM-9'], 'missiles/clan/CLATM9.java', atm(9, 7)),
  row('Clan', 'Clan ATM-12', [2, 8, 4, 5, 10, 15], 5, ['CLATM12', 'Clan ATM-12'], 'missiles/clan/CLATM12.java', atm(12, 5)),
];
