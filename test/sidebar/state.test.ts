// getSidebarState (src/server/sidebar/state.ts) and the forum post read back from the Log.
import { describe, expect, it } from 'vitest';
import { resolveRound } from '../../src/server/round/resolve';
import { forumPostOf } from '../../src/server/sidebar/forumPost';
import { getSidebarState } from '../../src/server/sidebar/state';
import { undoLast } from '../../src/server/undo/undoLast';
import { seededDemoTabs, servicesWithTabs, withForumPostLimit } from './fixtures';

describe('the sidebar state in one call', () => {
  it('the demo at round 1: four mechs, three attack lines previewed, nothing to undo or copy', () => {
    const s = getSidebarState(servicesWithTabs(seededDemoTabs()));
    expect(s.status).toMatchObject({ round: 1, lastResolved: null, problems: [], canResolve: true });
    expect(s.status.mechs.map((m) => m.name)).toEqual(['Griffin', 'Rifleman', 'Blackjack', 'Locust']);
    expect(s.attacks).toHaveLength(3);
    expect(s.forumPost).toBeNull();
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('R-0.4: after a resolve, the round to undo and its forum post are there; after Undo, neither', () => {
    const fake = servicesWithTabs(seededDemoTabs());
    const r = resolveRound(fake, 1);
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
    const after = getSidebarState(fake);
    expect(after.status).toMatchObject({ round: 2, lastResolved: 1 });
    expect(after.forumPost).toMatchObject({
      round: 1,
      text: r.report.bbcode,
      limit: 10000,
      parts: [{ text: r.report.bbcode, length: r.report.bbcode.length, over: false }],
    });
    // Its twin for Discord (docs/discord.md): no webhook on the demo's Rules tab, so Copy for Discord only.
    expect(after.forumPost!.discord!.webhook).toBe(false);
    expect(after.forumPost!.discord!.messages[0].text.startsWith('**Round 1')).toBe(true);
    expect(after.forumPost!.text.startsWith('[hider=Round 1]')).toBe(true);
    expect(undoLast(fake, { kind: 'round', expected: 1 }).ok).toBe(true);
    const undone = getSidebarState(fake);
    expect(undone.status).toMatchObject({ round: 1, lastResolved: null });
    expect(undone.forumPost).toBeNull();
  });
});

describe('a post longer than the Forum post limit comes in parts', () => {
  it('at a limit of 1000 the round-1 post is offered in numbered parts, each within the limit, its tags balanced', () => {
    const fake = servicesWithTabs(withForumPostLimit(seededDemoTabs(), 1000));
    const r = resolveRound(fake, 1);
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
    const post = getSidebarState(fake).forumPost!;
    expect(post).toMatchObject({ round: 1, text: r.report.bbcode, limit: 1000 });
    expect(post.parts.length).toBeGreaterThan(1);
    post.parts.forEach((part, i) => {
      expect(part.length).toBe(part.text.length);
      expect(part.length).toBeLessThanOrEqual(1000);
      expect(part.over).toBe(false);
      expect(part.text.split('\n')[0]).toBe(`[hider=Round 1 (part ${i + 1} of ${post.parts.length})]`);
      expect(part.text.endsWith('\n[/hider]')).toBe(true);
      for (const tag of ['i', 'b', 'hider'])
        expect(part.text.split(`[${tag}`).length, tag).toBe(part.text.split(`[/${tag}]`).length);
    });
  });
});

describe('forum post from the Log (BBCode rows, split when long)', () => {
  const header = ['Round', 'Step', 'Actor', 'Target', 'Purpose', 'Dice', 'TN', 'Result', 'Detail'];
  const row = (round: number, purpose: string, detail: string) => [round, 'End', '', '', purpose, '', '', '', detail];

  it('joins the pieces of the round asked for, in their order, and ignores other rounds', () => {
    const log = [
      header,
      row(1, 'BBCode', 'old'),
      row(2, 'Attack', 'x'),
      row(2, 'BBCode 2/2', 'second'),
      row(2, 'BBCode 1/2', '[hider=Round 2]first'),
    ];
    expect(forumPostOf(log, 2, 10000)).toMatchObject({ round: 2, text: '[hider=Round 2]first\nsecond' });
    expect(forumPostOf(log, 1, 10000)).toMatchObject({
      round: 1,
      text: 'old',
      parts: [{ text: 'old', length: 3, over: false }],
    });
  });

  it('no Log, no round, or no BBCode row: nothing to copy', () => {
    expect(forumPostOf(undefined, 1, 10000)).toBeNull();
    expect(forumPostOf([header], 1, 10000)).toBeNull();
    expect(forumPostOf([header, row(1, 'Attack', 'x')], 1, 10000)).toBeNull();
    expect(forumPostOf([header, row(1, 'BBCode', 'x')], null, 10000)).toBeNull();
  });
});
