// The attack preview line by line (src/table/preview.ts): a whole line as the sidebar gets it, the weapons an `All`
// line brings to bear and those it cannot (R-3.2), the weapons of a named line when the round as a whole is refused
// (listed as typed, in equipment order, the freebie the one its cell names, R-5.1), a Cool down line (R-V.2), the
// GM's Other number, and a melee attack at a target whose pilot may stay unconscious.
import { describe, expect, it } from 'vitest';
import { hitChance } from '../../src/rules/dice/probability';
import { type Campaign, readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { sheetIndex } from '../../src/table/locate';
import { attackPreviews } from '../../src/table/preview';
import { setCell } from '../sidebar/fixtures';

type Tabs = ReturnType<typeof demoTabs>;

const byName = (name: string) => (r: unknown[]) => r[0] === name;

function campaignOf(tabs: Tabs): Campaign {
  const read = readCampaign(tabs);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  return read.value;
}

function previewsOf(change: (tabs: Tabs) => void = () => {}) {
  const tabs = demoTabs();
  change(tabs);
  return attackPreviews(campaignOf(tabs), sheetIndex(tabs));
}

/** An Attacks row: `attacker` at `target` firing `weapons`, its other cells blank. */
function attackLine(tabs: Tabs, attacker: string, target: string, weapons: string): void {
  const row = tabs.Attacks[0].map(() => '' as unknown);
  row[0] = attacker;
  row[1] = target;
  row[2] = weapons;
  tabs.Attacks.push(row);
}

/** A weapon's TN as the preview gives it, with its exact 2d6 chance. */
const tn = (total: number, breakdown: string) => ({
  ok: true,
  total,
  breakdown,
  mode: 'normal',
  rollable: true,
  chance: hitChance(total),
});

describe("R-3: a line as the sidebar gets it — the Blackjack's six weapons at the Griffin, 5 hexes away", () => {
  it('each weapon with its place, heat, distance, range band and TN, and nothing more', () => {
    const short = tn(6, '3 gunnery + 1 ran + 2 target TMM = 6');
    const medium = tn(8, '3 gunnery + 1 ran + 2 target TMM + 2 medium range = 8');
    const weapon = (index: number, name: string, location: string, heat: number, band: string, t: object) => ({
      index,
      name,
      location,
      heat,
      distance: 5,
      band,
      tn: t,
      freebie: false,
    });
    expect(previewsOf()[2]).toStrictEqual({
      line: 2,
      cell: 'Attacks!A4',
      attacker: 'Blackjack',
      target: 'Griffin',
      coolDown: false,
      other: 0,
      weapons: [
        weapon(0, 'AC/2', 'LA', 1, 'short', short),
        weapon(1, 'AC/2', 'RA', 1, 'short', short),
        weapon(2, 'Medium Laser', 'LA', 3, 'medium', medium),
        weapon(3, 'Medium Laser', 'RA', 3, 'medium', medium),
        weapon(4, 'Medium Laser', 'LT', 3, 'medium', medium),
        weapon(5, 'Medium Laser', 'RT', 3, 'medium', medium),
      ],
      unreachable: [],
    });
  });

  it("R-3.1: the GM's Other number is on the line and in every TN", () => {
    const line = previewsOf((tabs) => setCell(tabs, 'Attacks', 'Other', byName('Blackjack'), 2))[2];
    expect(line.other).toBe(2);
    expect(line.weapons.map((w) => w.tn.ok && w.tn.breakdown)).toEqual([
      '3 gunnery + 1 ran + 2 target TMM + 2 GM other = 8',
      '3 gunnery + 1 ran + 2 target TMM + 2 GM other = 8',
      ...Array(4).fill('3 gunnery + 1 ran + 2 target TMM + 2 GM other + 2 medium range = 10'),
    ]);
  });
});

describe('R-3.2: an All line fires the weapons that reach its target and lists the others as out of reach', () => {
  it('the Locust standing 4 hexes from the Griffin: its Medium Laser fires, its two Machine Guns (range 3) cannot', () => {
    const line = previewsOf((tabs) => {
      setCell(tabs, 'Mechs', 'Position', byName('Locust'), '0613');
      setCell(tabs, 'Mechs', 'Move', byName('Locust'), 'Stand');
      attackLine(tabs, 'Locust', 'Griffin', 'All');
    })[3];
    expect(line.weapons.map((w) => [w.index, w.name, w.tn.ok && w.tn.total])).toEqual([[0, 'Medium Laser', 6]]);
    expect(line.unreachable).toEqual(['Machine Gun', 'Machine Gun']);
  });
});

describe('a round refused as a whole (here a Machine Gun out of range) still previews each named line as typed', () => {
  // Built in each test, not once for the file: each test reads the preview afresh.
  const refused = () =>
    previewsOf((tabs) => {
      setCell(tabs, 'Attacks', 'Weapons', byName('Griffin'), 'LRM-5, Large Laser, Medium Laser');
      setCell(tabs, 'Attacks', 'Freebie', byName('Griffin'), 'Medium Laser');
      attackLine(tabs, 'Locust', 'Griffin', 'Machine Gun');
    });

  it("the Griffin's named weapons in equipment order, one of each as named, the first Medium Laser its freebie", () => {
    expect(refused()[0].weapons.map((w) => [w.index, w.name, w.freebie])).toEqual([
      [0, 'Large Laser', false],
      [1, 'Medium Laser', 'named'],
      [3, 'LRM-5', false],
    ]);
  });

  it("the Locust's Machine Gun is listed with why it cannot fire", () => {
    expect(refused()[3].weapons.map((w) => [w.index, w.name, w.tn])).toEqual([
      [
        1,
        'Machine Gun',
        {
          ok: false,
          code: 'attack/out_of_range',
          reason: 'Locust cannot fire Machine Gun at Griffin: 11 hexes is beyond its long range of 3.',
        },
      ],
    ]);
  });
});

describe('declarations the sheet would refuse, given by a caller, preview without a TN to give', () => {
  const attacks = [
    { attacker: 'Griffin', target: 'Rifleman', weapons: ['Medium Laser', 'AC/20'], freebie: 'Large Laser' },
    { attacker: 'Nobody', target: 'Griffin', weapons: 'all' as const },
    { attacker: 'Griffin', target: 'Nobody', weapons: 'all' as const },
  ];
  const previews = () => {
    const c = campaignOf(demoTabs());
    return attackPreviews({ ...c, declarations: { ...c.declarations, attacks } });
  };

  it('a line of a mech the battle does not hold, or at one, lists no weapons', () => {
    expect(
      previews()
        .slice(1)
        .map((l) => [l.attacker, l.target, l.weapons, l.unreachable]),
    ).toEqual([
      ['Nobody', 'Griffin', [], []],
      ['Griffin', 'Nobody', [], []],
    ]);
  });

  it('a weapon it does not carry is left out, and a freebie not among the weapons named marks none of them', () => {
    expect(previews()[0].weapons.map((w) => [w.name, w.freebie === 'named'])).toEqual([['Medium Laser', false]]);
  });
});

describe('R-V.2: a Cool down line fires nothing at nobody', () => {
  it('the Locust cooling down: no target, no weapons, marked as a cool-down', () => {
    const line = previewsOf((tabs) => {
      setCell(tabs, 'Rules', 'Value', byName('Heat model'), 'Cool-down');
      attackLine(tabs, 'Locust', '', 'Cool down');
    })[3];
    expect(line).toStrictEqual({
      line: 3,
      cell: 'Attacks!A5',
      attacker: 'Locust',
      target: '',
      coolDown: true,
      other: 0,
      weapons: [],
      unreachable: [],
    });
  });
});

describe('R-11.2, R-12: a melee attack at a target whose pilot is unconscious', () => {
  /** The Griffin's line made melee only (a Fast attack), the Rifleman's pilot unconscious with 2 wounds. */
  function meleeAtUnconsciousRifleman(tabs: Tabs): void {
    setCell(tabs, 'Attacks', 'Weapons', byName('Griffin'), '');
    setCell(tabs, 'Attacks', 'Freebie', byName('Griffin'), '');
    setCell(tabs, 'Attacks', 'Melee', byName('Griffin'), 'Fast');
    setCell(tabs, 'Attacks', 'Angle', byName('Griffin'), 'High');
    setCell(tabs, 'Mechs', 'Pilot status', byName('Rifleman'), 'Unconscious');
    setCell(tabs, 'Mechs', 'Wounds', byName('Rifleman'), 2);
  }

  it('the Rifleman declared it stands beside the Griffin: staying out changes nothing, and the line says nothing of it', () => {
    const line = previewsOf((tabs) => {
      meleeAtUnconsciousRifleman(tabs);
      setCell(tabs, 'Mechs', 'Position', byName('Griffin'), '0414');
      setCell(tabs, 'Mechs', 'Move', byName('Griffin'), 'Stand');
      setCell(tabs, 'Mechs', 'Move', byName('Rifleman'), 'Stand');
    })[0];
    expect(line.weapons).toEqual([]);
    expect(line.melee).toEqual({
      name: 'Fast attack',
      tn: tn(2, '4 piloting - 1 stood still - 1 Fast attack = 2'),
    });
    expect(line.targetStaysOut).toBeUndefined();
  });

  it('too far either way, but farther if it wakes and walks away: both refusals are given', () => {
    const line = previewsOf((tabs) => {
      meleeAtUnconsciousRifleman(tabs);
      setCell(tabs, 'Mechs', 'Move', byName('Griffin'), 'Stand');
      setCell(tabs, 'Mechs', 'Move', byName('Rifleman'), 'Walk');
      setCell(tabs, 'Mechs', 'Move to', byName('Rifleman'), '0416');
    })[0];
    expect(line.melee).toEqual({
      name: 'Fast attack',
      tn: {
        ok: false,
        code: 'melee/not_adjacent',
        reason: 'Griffin cannot make a Fast attack on Rifleman: melee needs an adjacent target and it is 8 hexes away.',
      },
      ifTargetStaysOut: {
        ok: false,
        code: 'melee/not_adjacent',
        reason: 'Griffin cannot make a Fast attack on Rifleman: melee needs an adjacent target and it is 7 hexes away.',
      },
    });
    expect(line.targetStaysOut?.text).toBe(
      "If Rifleman's pilot stays unconscious (wake roll TN 5 fails, 17%), it stands still in 0415 (TMM 0)",
    );
  });

  it('too far either way and as far: one refusal, and nothing said of the pilot staying out', () => {
    const line = previewsOf((tabs) => {
      meleeAtUnconsciousRifleman(tabs);
      setCell(tabs, 'Mechs', 'Move', byName('Griffin'), 'Stand');
      setCell(tabs, 'Mechs', 'Move', byName('Rifleman'), 'Stand');
    })[0];
    expect(line.melee).toEqual({
      name: 'Fast attack',
      tn: {
        ok: false,
        code: 'melee/not_adjacent',
        reason: 'Griffin cannot make a Fast attack on Rifleman: melee needs an adjacent target and it is 7 hexes away.',
      },
    });
    expect(line.targetStaysOut).toBeUndefined();
  });
});
