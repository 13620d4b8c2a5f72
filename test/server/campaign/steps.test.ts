// Experience into skill: a player asks for a step in their pilot's Step asked; the GM's Approve skill steps
// grants every step the XP pay for (the skill one lower, floor 0; XP spent + the step cost), from the next battle on,
// and the Record keeps the spend — through the built bundle.
import { describe, expect, it } from 'vitest';
import type { FakeServices } from '../../../src/fakes';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { PILOTS } from '../../../src/sheet/schema/pilotsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, cell, dump, mechRow, read, recordRows, setRule, type } from '../harness';

/** A demo pilot's cell (the demo's pilots are on Pilots rows 2–5, in Mechs order). */
const ROW: Record<string, number> = { 'Sir Percival': 2, 'Raider Lead': 3, 'Raider Two': 4, 'Raider Scout': 5 };

function setPilot(fake: FakeServices, name: string, key: string, value: unknown): void {
  type(fake, PILOTS, cell(PILOTS, key, ROW[name]), value);
}

function pilot(fake: FakeServices, name: string, key: string): unknown {
  return read(fake, PILOTS, cell(PILOTS, key, ROW[name]));
}

describe('R-16.4: Approve skill steps grants every step asked that the XP pay for', () => {
  it('R-16.4: Sir Percival, 9 XP, asks for Gunnery: Gunnery 3 → 2, XP spent 8, 1 left, the request cleared; the Record keeps the spend', () => {
    const c = campaign();
    setPilot(c.fake, 'Sir Percival', 'xpEarned', 9);
    setPilot(c.fake, 'Sir Percival', 'stepAsked', 'Gunnery');
    const r = c.gas.approveSkillSteps();
    expect(c.fake.ui.alerts[0].prompt).toContain('Sir Percival: Gunnery 3 → 2 (8 XP)');
    expect(r).toBeUndefined();
    expect(pilot(c.fake, 'Sir Percival', 'gunnery')).toBe(2);
    expect(pilot(c.fake, 'Sir Percival', 'xpSpent')).toBe(8);
    expect(pilot(c.fake, 'Sir Percival', 'xpAvailable')).toBe(1);
    expect(pilot(c.fake, 'Sir Percival', 'stepAsked')).toBe('');
    const last = recordRows(c.fake).slice(-1)[0];
    expect(last[2]).toBe('Skill steps');
    expect(last[8]).toBe('Sir Percival: Gunnery 3 → 2 (8 XP)');
  });

  it('R-16.4: the step takes effect at the next battle: the Mechs row keeps Gunnery 3 until Start a new battle', () => {
    const c = campaign();
    setPilot(c.fake, 'Sir Percival', 'xpEarned', 8);
    setPilot(c.fake, 'Sir Percival', 'stepAsked', 'Piloting');
    c.gas.approveSkillSteps();
    const piloting = cell(MECHS, 'piloting', mechRow(c.fake, 'Griffin'));
    expect(read(c.fake, MECHS, piloting)).toBe(4);
    expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
    expect(read(c.fake, MECHS, piloting)).toBe(3);
  });

  it('R-16.4: not enough XP, or a skill at 0 already: the request is kept and the GM told why; nothing is written', () => {
    const c = campaign();
    setPilot(c.fake, 'Raider Lead', 'xpEarned', 7);
    setPilot(c.fake, 'Raider Lead', 'stepAsked', 'Gunnery');
    setPilot(c.fake, 'Raider Two', 'xpEarned', 20);
    setPilot(c.fake, 'Raider Two', 'piloting', 0);
    setPilot(c.fake, 'Raider Two', 'stepAsked', 'Piloting');
    const before = dump(c.fake);
    c.gas.approveSkillSteps();
    const said = c.fake.ui.alerts[0].prompt;
    expect(said).toContain('Raider Lead: Gunnery not granted — 7 XP available, a step costs 8');
    expect(said).toContain('Raider Two: Piloting not granted — Piloting is 0 already, the best there is');
    expect(dump(c.fake)).toEqual(before);
  });

  it('R-16.4: the step cost is a Rules setting: at 5, 7 XP buy a step', () => {
    const c = campaign();
    setRule(c.fake, 'Skill step cost', 5);
    setPilot(c.fake, 'Raider Lead', 'xpEarned', 7);
    setPilot(c.fake, 'Raider Lead', 'stepAsked', 'Gunnery');
    c.gas.approveSkillSteps();
    expect(pilot(c.fake, 'Raider Lead', 'gunnery')).toBe(2);
    expect(pilot(c.fake, 'Raider Lead', 'xpAvailable')).toBe(2);
  });

  it('a Step asked that is neither Gunnery nor Piloting: refused naming the cell, nothing written', () => {
    const c = campaign();
    setPilot(c.fake, 'Sir Percival', 'xpEarned', 9);
    setPilot(c.fake, 'Sir Percival', 'stepAsked', 'Jumping');
    const before = dump(c.fake);
    c.gas.approveSkillSteps();
    expect(c.fake.ui.alerts[0].prompt).toContain(
      `${TAB.pilots}!${cell(PILOTS, 'stepAsked', 2)}: Step asked must be Gunnery or Piloting, got "Jumping"`,
    );
    expect(dump(c.fake)).toEqual(before);
  });
});

describe('R-16.4: Undo of Approve skill steps', () => {
  /** Sir Percival, 9 XP, asks for Gunnery; the Pilots tab and the sheet as they were before the approval. */
  function asked() {
    const c = campaign();
    setPilot(c.fake, 'Sir Percival', 'xpEarned', 9);
    setPilot(c.fake, 'Sir Percival', 'stepAsked', 'Gunnery');
    return { ...c, before: dump(c.fake) };
  }

  it('R-16.4: approve, then Undo: the Pilots row is as before (Gunnery, XP spent, Step asked), a cell the GM typed since on another row is kept, and the Record says so', () => {
    const c = asked();
    const row = c.fake.book.sheet(TAB.pilots).peekValues()[ROW['Sir Percival'] - 1].slice();
    c.gas.approveSkillSteps();
    expect(c.fake.ui.alerts[0].prompt).toContain(
      'Undo skill steps (Sir Percival: Gunnery 3 → 2 (8 XP)) takes it back.',
    );
    expect(pilot(c.fake, 'Sir Percival', 'gunnery')).toBe(2);
    setPilot(c.fake, 'Raider Lead', 'notes', 'bought a new cockpit');
    const u = c.gas.undoLast({ kind: 'steps', expected: 'Sir Percival: Gunnery 3 → 2 (8 XP)' });
    expect(u.ok).toBe(true);
    expect(u.message).toContain('The skill steps approved (Sir Percival: Gunnery 3 → 2 (8 XP)) undone');
    expect(c.fake.book.sheet(TAB.pilots).peekValues()[ROW['Sir Percival'] - 1]).toEqual(row);
    expect(pilot(c.fake, 'Sir Percival', 'gunnery')).toBe(3);
    expect(pilot(c.fake, 'Sir Percival', 'stepAsked')).toBe('Gunnery');
    expect(pilot(c.fake, 'Raider Lead', 'notes')).toBe('bought a new cockpit');
    setPilot(c.fake, 'Raider Lead', 'notes', '');
    expect(dump(c.fake)).toEqual(c.before);
    const last = recordRows(c.fake).slice(-1)[0];
    expect(last[2]).toBe('Skill steps undone');
    expect(String(last[8])).toContain('Sir Percival: Gunnery 3 → 2 (8 XP)');
  });

  it('R-16.4: the menu’s Undo names the skill steps, asks, and takes them back', () => {
    const c = asked();
    c.gas.approveSkillSteps();
    c.fake.ui.answers.push('YES');
    c.fake.ui.promptAnswers.push({ text: 'the player changed their mind' });
    c.gas.menuUndoLastRound();
    expect(c.fake.ui.alerts[1].prompt).toContain('Undo the skill steps approved (Sir Percival: Gunnery 3 → 2 (8 XP))?');
    expect(pilot(c.fake, 'Sir Percival', 'gunnery')).toBe(3);
    expect(dump(c.fake)).toEqual(c.before);
    expect(c.fake.ui.alerts[2].prompt).toContain('back on the Pilots tab as they were');
    expect(recordRows(c.fake).slice(-1)[0]).toContain('the player changed their mind');
  });

  it('R-16.4: skill steps on top of a resolved round are undone first; then the round is, as before', () => {
    const c = campaign();
    expect(c.gas.resolveRound(1).ok).toBe(true);
    setPilot(c.fake, 'Sir Percival', 'xpEarned', 9);
    setPilot(c.fake, 'Sir Percival', 'stepAsked', 'Gunnery');
    c.gas.approveSkillSteps();
    // The sidebar's Undo button names the newest write: the steps, not the round under them.
    expect(c.gas.getRoundStatus()).toMatchObject({
      lastResolved: 1,
      lastUndo: { kind: 'steps', label: 'Sir Percival: Gunnery 3 → 2 (8 XP)' },
    });
    const refused = c.gas.undoLast({ kind: 'round', expected: 1 });
    expect(refused.ok).toBe(false);
    expect(refused.problems[0].message).toContain('The last change Gator made is the skill steps approved');
    expect(c.gas.undoLast({ kind: 'steps' }).ok).toBe(true);
    expect(c.gas.getRoundStatus()).toMatchObject({ lastResolved: 1, lastUndo: { kind: 'round', round: 1 } });
    expect(c.gas.undoLast({ kind: 'round', expected: 1 }).ok).toBe(true);
  });
});
