// Each mech as the table sees it (src/table/mechs.ts): the sidebar's status rows and the mech cards word a mech's
// declared move and attack lines as its player wrote them — melee attacks by kind and angle, standing up and
// outflanking beside the move — on the demo campaign of the seed.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { mechViews } from '../../src/table/mechs';
import { setCell } from '../sidebar/fixtures';

/** The demo's tabs changed by `change`, each mech's view, by name; no orders typed are known (`given` undefined). */
function viewsOf(change: (tabs: ReturnType<typeof demoTabs>) => void) {
  const tabs = demoTabs();
  change(tabs);
  const read = readCampaign(tabs);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  return new Map(mechViews(read.value, () => undefined).map((v) => [v.name, v] as const));
}

describe('R-12: a melee attack on the attack line, by kind and angle, after the weapons', () => {
  const views = viewsOf((tabs) => {
    // The Griffin makes a Strong attack (Low) and nothing else; the Rifleman adds a Fast attack (High) to its guns;
    // the Blackjack a Death from Above to All.
    setCell(tabs, 'Attacks', 'Weapons', (r) => r[0] === 'Griffin', '');
    setCell(tabs, 'Attacks', 'Freebie', (r) => r[0] === 'Griffin', '');
    setCell(tabs, 'Attacks', 'Melee', (r) => r[0] === 'Griffin', 'Strong');
    setCell(tabs, 'Attacks', 'Angle', (r) => r[0] === 'Griffin', 'Low');
    setCell(tabs, 'Attacks', 'Melee', (r) => r[0] === 'Rifleman', 'Fast');
    setCell(tabs, 'Attacks', 'Angle', (r) => r[0] === 'Rifleman', 'High');
    setCell(tabs, 'Attacks', 'Melee', (r) => r[0] === 'Blackjack', 'DFA');
  });

  it('a melee-only line names the melee attack alone: "Rifleman: Strong (Low)"', () => {
    expect(views.get('Griffin')?.attacks).toEqual(['Rifleman: Strong (Low)']);
  });

  it('beside weapons, last: "Griffin: Large Laser ×2, AC/5 ×2, Fast (High)"', () => {
    expect(views.get('Rifleman')?.attacks).toEqual(['Griffin: Large Laser ×2, AC/5 ×2, Fast (High)']);
  });

  it('R-12.3: a Death from Above always strikes High: "Griffin: All, DFA (High)"', () => {
    expect(views.get('Blackjack')?.attacks).toEqual(['Griffin: All, DFA (High)']);
  });
});

describe('the move, with what the Mechs row adds to it', () => {
  const views = viewsOf((tabs) => {
    setCell(tabs, 'Mechs', 'Prone', (r) => r[0] === 'Rifleman', 'Yes');
    setCell(tabs, 'Mechs', 'Stand up', (r) => r[0] === 'Rifleman', 'Yes');
    setCell(tabs, 'Mechs', 'Outflank', (r) => r[0] === 'Blackjack', 'Griffin');
    setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Locust', '');
  });

  it('a prone Rifleman standing up says so; standing up, its Run is no "Run in place"', () => {
    expect(views.get('Rifleman')).toMatchObject({ move: 'Run, standing up', status: 'prone' });
  });

  it('R-4.2: an outflank names the enemy: "Run in place, outflanking Griffin"', () => {
    expect(views.get('Blackjack')?.move).toBe('Run in place, outflanking Griffin');
  });

  it('a mech with no Move, read without its typed orders, stands: "Stand", with no attack line', () => {
    expect(views.get('Locust')).toMatchObject({ move: 'Stand', attacks: [], noAttack: 'No attack yet' });
  });
});
