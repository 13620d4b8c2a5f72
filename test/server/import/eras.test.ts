// through the built bundle: units of several eras and tech bases, written by hand in
// MegaMekLab's .mtf format (test/fixtures/mtf/), arrive armed — every weapon a Catalog weapon the
// round can fire, every bin feeding one, the equipment without an attack an Other row,
// each Artemis IV named for its launcher — and nothing is left unknown.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fireableWeapons } from '../../../src/rules/mech/weapons';
import { readCampaign } from '../../../src/sheet/read/campaign';
import { TAB } from '../../../src/sheet/schema/columns';
import { fixture } from '../../rules/data/fixtures';
import { campaign, type Campaign } from '../harness';

const HTML = { ImportDialog: readFileSync(join('dist', 'ImportDialog.html'), 'utf8') };

function imported(file: string): { c: Campaign; r: { ok: boolean; unknown: unknown[] } } {
  const c = campaign({ html: HTML });
  const r = c.gas.importMechs([{ name: file, text: fixture(file) }], false);
  return { c, r };
}

function itemsOf(c: Campaign, mech: string): string[] {
  const [header, ...rows] = c.fake.book.sheet(TAB.equipment).peekValues();
  const col = (h: string) => header.indexOf(h);
  return rows.filter((r) => r[col('Mech')] === mech).map((r) => `${r[col('Item')]} @${r[col('Location')]}`);
}

/** The weapons the round can fire for `mech`, read from the workbook as a round reads it. */
function fireable(c: Campaign, mech: string): string[] {
  const tabs: Record<string, unknown[][]> = {};
  for (const sheet of c.fake.book.getSheets()) tabs[sheet.getName()] = sheet.peekValues();
  const read = readCampaign(tabs);
  if (!read.ok) throw new Error(JSON.stringify(read.problems.map((p) => p.message)));
  const m = read.value.battle.mechs.find((x) => x.id === mech)!;
  return fireableWeapons(m, read.value.battle.catalog).map((w) => w.spec.name);
}

describe('R-18.1 an Inner Sphere unit of 3058 arrives armed', () => {
  const { c, r } = imported('warden-wdn-3k.mtf');

  it('its ER PPC, Ultra AC/5, LRM-15, Streak SRM-4, Gauss rifle and pulse lasers are weapons the round fires', () => {
    expect(r.ok).toBe(true);
    expect(r.unknown).toEqual([]);
    expect(fireable(c, 'Warden WDN-3K')).toEqual([
      'Medium Pulse Laser',
      'Medium Pulse Laser',
      'LRM-15',
      'Streak SRM-4',
      'Gauss Rifle',
      'ER PPC',
      'Ultra AC/5',
    ]);
  });

  it('its bins feed their weapons; its Artemis IV serves the LRM-15 and its targeting computer is carried', () => {
    expect(itemsOf(c, 'Warden WDN-3K').filter((i) => /^(Ammo|Other)/.test(i))).toEqual([
      'Ammo (LRM-15) @LT',
      'Ammo (Streak SRM-4) @LT',
      'Ammo (Gauss Rifle) @RT',
      'Ammo (Gauss Rifle) @RT',
      'Ammo (Ultra AC/5) @RA',
      'Other: Artemis IV (LRM-15) @LT',
      'Other: Targeting Computer @LT',
    ]);
    expect(c.gas.getRoundStatus().problems).toEqual([]);
  });
});

describe('R-18.1 a Clan OmniMech of 3060 arrives armed', () => {
  const { c, r } = imported('kestrel-prime.mtf');

  it('its LB 10-X, heavy and ER lasers, LRM-10, ATM-6 and Ultra AC/10 are Clan weapons the round fires', () => {
    expect(r.ok).toBe(true);
    expect(r.unknown).toEqual([]);
    expect(fireable(c, 'Kestrel Prime')).toEqual([
      'Clan ER Small Laser',
      'Clan LRM-10',
      'Clan ATM-6',
      'Clan Ultra AC/10',
      'Clan LB 10-X AC',
      'Clan Heavy Medium Laser',
      'Clan ER Medium Laser',
    ]);
  });

  it('cluster ammunition is a bin of its LB-X; the AMS and its ammunition, the Artemis and the computer are Other rows', () => {
    expect(itemsOf(c, 'Kestrel Prime').filter((i) => /^(Ammo|Other)/.test(i))).toEqual([
      'Ammo (Clan LRM-10) @LT',
      'Ammo (Clan ATM-6) @LT',
      'Ammo (Clan Ultra AC/10) @RT',
      'Ammo (Clan LB 10-X AC) @LA',
      'Other: Artemis IV (Clan LRM-10) @LT',
      'Other: Anti-Missile System @RT',
      'Other: AMS Ammo @RT',
      'Other: Targeting Computer @RA',
    ]);
    expect(c.gas.getRoundStatus().problems).toEqual([]);
  });
});

describe('R-18.1 a mixed-tech unit of 3067 arrives armed, Inner Sphere and Clan weapons side by side', () => {
  const { c, r } = imported('hybrid-hyb-1x.mtf');

  it('its rotary AC, Clan ER lasers, large pulse laser, MRM-20, Clan Gauss, Streak and heavy MG fire', () => {
    expect(r.ok).toBe(true);
    expect(r.unknown).toEqual([]);
    expect(fireable(c, 'Hybrid HYB-1X')).toEqual([
      'ER Small Laser',
      'MRM-20',
      'Clan Gauss Rifle',
      'Streak SRM-6',
      'Rotary AC/5',
      'Clan ER Medium Laser',
      'Clan ER Medium Laser',
      'Large Pulse Laser',
      'Heavy Machine Gun',
    ]);
  });

  it('R-18.10: its anti-missile system, TAG and Narc beacon are carried as Other rows a critical hit can destroy', () => {
    expect(itemsOf(c, 'Hybrid HYB-1X').filter((i) => i.startsWith('Other:'))).toEqual([
      'Other: Anti-Missile System @LT',
      'Other: AMS Ammo @LT',
      'Other: TAG @LT',
      'Other: Narc @LT',
      'Other: Narc Pods @LT',
    ]);
    expect(c.gas.getRoundStatus().problems).toEqual([]);
  });
});
