// The sidebar's render functions (src/sidebar/views), asserted on their virtual trees:
// what the GM reads, the controls' ids and labels, and that sheet text stays text.
import { describe, expect, it } from 'vitest';
import { renderActions } from '../../src/sidebar/views/actions';
import { renderAdvisor } from '../../src/sidebar/views/advisor';
import { renderSections } from '../../src/sidebar/views/app';
import { renderMessage } from '../../src/sidebar/views/message';
import { renderPreview } from '../../src/sidebar/views/preview';
import { renderStatus } from '../../src/sidebar/views/status';
import { renderSummary } from '../../src/sidebar/views/summary';
import { allNodes, findNode, textOf, type VNode } from '../../src/sidebar/vnode';
import { getTargetAdvice } from '../../src/server/sidebar/state';
import { TN_FORMULA } from '../../src/sheet/setup/tnFormula';
import { appState, demoResolved, demoState, recordingActions } from './clientData';
import { griffinBesideBlackjackTabs, seededDemoTabs, servicesWithTabs, XSS_NAME } from './fixtures';

const click = (node: VNode | undefined) => {
  if (!node) throw new Error('no such control');
  node.on.click?.({} as Event);
};

describe('round status', () => {
  const view = demoState();

  it('shows the round, each mech with its move and attacks', () => {
    const tree = renderStatus(appState({ view }), recordingActions());
    expect(textOf(findNode(tree, 'status-title')!)).toBe('Round 1: status');
    expect(textOf(findNode(tree, 'problem-count')!)).toBe('Every order is legal: the round can be resolved.');
    const griffin = findNode(tree, 'mech-0')!;
    expect(textOf(griffin)).toContain('Griffin');
    expect(textOf(griffin)).toContain('Move: Run');
    expect(textOf(griffin)).toContain('Rifleman: All');
    // The demo's Locust is ticked Ready with no attack line: it holds fire.
    expect(textOf(findNode(tree, 'mech-3')!)).toContain('Holds fire: Ready with no attack line.');
  });

  it('lists each problem under its mech with a button that selects its cell', () => {
    const problems = [
      {
        code: 'attack/after_sprint',
        mech: 'Griffin',
        message: 'Griffin sprinted this round and cannot attack.',
        cell: 'Attacks!C2',
      },
    ];
    const actions = recordingActions();
    const tree = renderStatus(appState({ view: { ...view, status: { ...view.status, problems } } }), actions);
    expect(textOf(findNode(tree, 'problem-count')!)).toBe('1 problem to fix before the round can be resolved.');
    const item = findNode(findNode(tree, 'mech-0')!, 'problem')!;
    expect(textOf(item)).toContain('Griffin sprinted this round and cannot attack.');
    const button = findNode(item, 'select-cell')!;
    expect(button.attrs).toMatchObject({
      type: 'button',
      'data-cell': 'Attacks!C2',
      'aria-label': 'Select Attacks!C2 (Griffin sprinted this round and cannot attack.)',
    });
    click(button);
    expect(actions.calls).toEqual(['selectCell("Attacks!C2")']);
  });

  it('a problem about no mech shown (the sheet cannot be read) is listed on its own', () => {
    const problems = [
      {
        code: 'sheet/bad_whole',
        message: 'Mechs!F2: Gunnery must be a whole number from 0 to 8, got "three"',
        cell: 'Mechs!F2',
      },
    ];
    const tree = renderStatus(
      appState({ view: { ...view, attacks: [], status: { ...view.status, mechs: [], problems } } }),
      recordingActions(),
    );
    expect(textOf(findNode(tree, 'problems')!)).toContain('Gunnery must be a whole number');
    expect(findNode(findNode(tree, 'problems')!, 'select-cell')!.attrs['data-cell']).toBe('Mechs!F2');
  });
});

describe('attack preview: TN, breakdown and chance (R-3, R-4.1, R-5.1)', () => {
  it("shows the TN column's formula, as Set up writes it in Attacks!H2", () => {
    const view = demoState();
    expect(view.tnFormula).toBe(TN_FORMULA);
    const line = findNode(renderPreview(appState({ view }), recordingActions()), 'tn-formula')!;
    expect(textOf(line)).toContain(`in Attacks!H2`);
    expect(textOf(line)).toContain(TN_FORMULA);
  });

  it("the Griffin's LRM-5 at the Rifleman: TN 8, its breakdown, 42% to hit", () => {
    const tree = renderPreview(appState({ view: demoState() }), recordingActions());
    const lines = allNodes(tree).filter(
      (n) => n.attrs['data-testid'] === 'weapon-tn' && n.attrs['data-weapon'] === 'LRM-5',
    );
    expect(textOf(lines[0])).toContain('3 gunnery + 1 ran + 1 target TMM + 3 woods (1 light, 1 heavy) = 8');
    expect(textOf(lines[0])).toContain('TN 8 · 42% to hit');
    // The two racks read the same, so they are shown once, counted.
    expect(lines).toHaveLength(1);
    expect(textOf(lines[0])).toContain('LRM-5 ×2 (LT, 7 hexes, short range)');
    const ll = allNodes(tree).find((n) => n.attrs['data-weapon'] === 'Large Laser')!;
    expect(textOf(ll)).toContain(
      "Freebie: hits without a roll (Players' Advantage); rolled it would be TN 10 · 17% to hit",
    );
  });

  it('R-4.1: a disadvantage is said in words with the chance', () => {
    const view = demoState();
    const lrm = view.attacks[0].weapons[3];
    const tn = { ...lrm.tn, mode: 'disadvantage' as const, chance: 0.25 };
    const attacks = [{ ...view.attacks[0], weapons: [{ ...lrm, tn }] }];
    const tree = renderPreview(appState({ view: { ...view, attacks } }), recordingActions());
    expect(textOf(tree)).toContain('TN 8 · 25% to hit with disadvantage (evasive target): 3d6, keep the lowest two');
  });
});

describe('resolve, undo and copy controls', () => {
  const view = demoState();

  it('Resolve names the round; while it runs it is disabled, aria-busy, with a spinner and words', () => {
    const idle = renderActions(appState({ view }), recordingActions());
    expect(findNode(idle, 'resolve')!.attrs).toMatchObject({ disabled: false, 'aria-busy': 'false' });
    expect(textOf(findNode(idle, 'resolve')!)).toBe('Resolve round 1');
    const busy = renderActions(appState({ view, busy: 'resolve' }), recordingActions());
    expect(findNode(busy, 'resolve')!.attrs).toMatchObject({ disabled: true, 'aria-busy': 'true' });
    expect(textOf(findNode(busy, 'resolve')!)).toBe('Resolving round 1…');
    expect(textOf(findNode(busy, 'busy-status')!)).toBe('Resolving the round: rolling the dice and writing the sheet…');
    expect(allNodes(findNode(busy, 'busy-status')!).some((n) => n.attrs.class === 'spinner')).toBe(true);
    expect(findNode(busy, 'undo')!.attrs.disabled).toBe(true);
  });

  it('Undo asks in the sidebar, naming the round: "Undo round 3? Every cell Gator wrote goes back …"', () => {
    const at3 = { ...view, status: { ...view.status, round: 4, lastResolved: 3 } };
    const actions = recordingActions();
    const closed = renderActions(appState({ view: at3 }), actions);
    expect(textOf(findNode(closed, 'undo')!)).toBe('Undo round 3');
    expect(findNode(closed, 'undo-confirm')).toBeUndefined();
    click(findNode(closed, 'undo'));
    const open = renderActions(
      appState({ view: at3, dialog: { kind: 'undo', target: { kind: 'round', round: 3 }, preview: null } }),
      actions,
    );
    expect(textOf(findNode(open, 'undo-confirm-text')!)).toBe(
      'Undo round 3? Every cell Gator wrote goes back to how it was before it, and its Log rows are removed.',
    );
    click(findNode(open, 'undo-confirm-yes'));
    click(findNode(open, 'undo-confirm-no'));
    expect(actions.calls).toEqual(['askUndo', 'confirmUndo', 'cancelUndo']);
  });

  it('nothing resolved yet: Undo and Copy are disabled', () => {
    const tree = renderActions(appState({ view }), recordingActions());
    expect(findNode(tree, 'undo')!.attrs.disabled).toBe(true);
    expect(findNode(tree, 'copy')!.attrs.disabled).toBe(true);
  });

  it('Copy says "Copied"; when the browser refuses, the BBCode is offered to copy by hand', () => {
    const { resolved, after } = demoResolved();
    const copied = renderActions(
      appState({ view: after, resolved, copy: { status: 'copied', round: 1 } }),
      recordingActions(),
    );
    expect(textOf(findNode(copied, 'copy')!)).toBe('Copy round 1 for the forum');
    expect(textOf(findNode(copied, 'copy-status')!)).toBe("Copied round 1's post: paste it in the forum.");
    const failed = renderActions(
      appState({ view: after, resolved, copy: { status: 'failed', round: 1 } }),
      recordingActions(),
    );
    expect(textOf(findNode(failed, 'forum-text')!)).toBe(resolved.report.bbcode);
  });
});

describe('copy for the forum in parts', () => {
  const { resolved, after } = demoResolved(1000);
  const post = after.forumPost!;
  const n = post.parts.length;
  const chars = (k: number) => String(k).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

  it('a post over the Forum post limit lists its parts, each with its length and its own Copy button', () => {
    const actions = recordingActions();
    const tree = renderActions(appState({ view: after, resolved }), actions);
    expect(textOf(findNode(tree, 'forum-parts-text')!)).toBe(
      `Round 1's post is ${chars(post.text.length)} characters, more than the Forum post limit of 1,000 (Rules tab): paste it in ${n} parts, in order.`,
    );
    expect(textOf(findNode(tree, 'copy')!)).toBe(`Copy round 1, part 1 of ${n}`);
    post.parts.forEach((part, i) => {
      const item = allNodes(tree).find((node) => node.attrs['data-part'] === String(i + 1))!;
      expect(textOf(item)).toBe(`Copy part ${i + 1} of ${n} ${chars(part.length)} characters`);
    });
    click(findNode(tree, 'copy-part-2'));
    expect(actions.calls).toEqual(['copy(1)']);
  });

  it('after a part is copied: Copy names the next one, the status says what to paste, the part is marked', () => {
    const tree = renderActions(
      appState({ view: after, resolved, copy: { status: 'copied', round: 1, part: 0 } }),
      recordingActions(),
    );
    expect(textOf(findNode(tree, 'copy')!)).toBe(`Copy round 1, part 2 of ${n}`);
    expect(textOf(findNode(tree, 'copy-status')!)).toBe(
      `Copied round 1's part 1 of ${n}: paste it in the forum, then copy part 2 of ${n}.`,
    );
    const marked = allNodes(tree).filter((node) => node.attrs['data-part'] && textOf(node).endsWith(' · copied'));
    expect(marked.map((node) => node.attrs['data-part'])).toEqual(['1']);
    const last = renderActions(
      appState({ view: after, resolved, copy: { status: 'copied', round: 1, part: n - 1 } }),
      recordingActions(),
    );
    expect(textOf(findNode(last, 'copy-status')!)).toBe(
      `Copied round 1's part ${n} of ${n}: paste it in the forum: that was the last part.`,
    );
    const failed = renderActions(
      appState({ view: after, resolved, copy: { status: 'failed', round: 1, part: 1 } }),
      recordingActions(),
    );
    expect(textOf(findNode(failed, 'forum-text')!)).toBe(post.parts[1].text);
  });

  it('a part still over the limit (a line too long to cut) is flagged', () => {
    const over = { ...post, parts: [...post.parts.slice(0, -1), { text: 'x'.repeat(1200), length: 1200, over: true }] };
    const tree = renderActions(appState({ view: { ...after, forumPost: over }, resolved }), recordingActions());
    const item = allNodes(tree).find((node) => node.attrs['data-part'] === String(n))!;
    expect(item.attrs.class).toBe('warn');
    expect(textOf(item)).toBe(
      `Copy part ${n} of ${n} 1,200 characters: over the limit — one line too long to cut; shorten it by hand`,
    );
  });

  it('a post within the limit has no parts list', () => {
    const { resolved: whole, after: fits } = demoResolved();
    expect(
      findNode(renderActions(appState({ view: fits, resolved: whole }), recordingActions()), 'forum-parts'),
    ).toBeUndefined();
  });
});

describe('the resolved round by mech, and every die (R-0.4)', () => {
  const { resolved } = demoResolved();
  const tree = renderSummary(appState({ resolved }));

  it('one card per mech with hits, damage by location and heat', () => {
    const cards = allNodes(tree).filter((n) => n.attrs['data-testid'] === 'mech-summary');
    expect(cards.map((c) => c.attrs['data-mech'])).toEqual(resolved.report.summary.map((m) => m.mech));
    for (const m of resolved.report.summary) {
      const card = cards.find((c) => c.attrs['data-mech'] === m.mech)!;
      for (const l of m.locations) expect(textOf(card)).toContain(`${l.name}: ${l.damage} damage`);
      if (m.heatAfter !== null) expect(textOf(card)).toContain(`Heat ${m.heatBefore ?? 0} → ${m.heatAfter}.`);
    }
  });

  it('every die rolled, in a <details> that starts closed', () => {
    const dice = findNode(tree, 'dice-log')!;
    expect(dice.tag).toBe('details');
    expect(dice.attrs.open).toBeUndefined();
    const rolled = resolved.report.log.filter((r) => r[5] !== '');
    expect(allNodes(dice).filter((n) => n.attrs['data-testid'] === 'die')).toHaveLength(rolled.length);
    expect(textOf(dice)).toContain(`Every die rolled (${rolled.length})`);
  });
});

describe('target advisor panel', () => {
  it('a labelled mech list, a button, and the enemies best first with what to fire', () => {
    const view = demoState();
    const result = getTargetAdvice(servicesWithTabs(seededDemoTabs()), 'Griffin');
    const actions = recordingActions();
    const tree = renderAdvisor(
      appState({ view, advisor: { mech: 'Griffin', busy: false, result, error: null } }),
      actions,
    );
    expect(findNode(tree, 'advisor-mech')!.tag).toBe('select');
    expect(allNodes(tree).find((n) => n.tag === 'label')!.attrs.for).toBe('advisor-mech');
    const targets = allNodes(tree).filter((n) => n.attrs['data-testid'] === 'advice-target');
    expect(targets.map((t) => t.attrs['data-target'])).toEqual(['Blackjack', 'Rifleman', 'Locust']);
    expect(textOf(targets[0])).toMatch(/^1\. Blackjack · 5 hexes · expect \d+\.\d/);
    expect(textOf(targets[0])).toMatch(/Fire: .*: expect \d+\.\d damage for \d+ heat, ending the round at heat \d+\./);
    click(findNode(tree, 'advisor-go'));
    findNode(tree, 'advisor-mech')!.on.change!({ target: { value: 'Rifleman' } } as unknown as Event);
    expect(actions.calls).toEqual(['advise', 'chooseMech("Rifleman")']);
  });
});

describe('target advisor panel: weapon modes (R-18.2)', () => {
  /** The seeded demo with an Ultra AC/5 on the Rifleman and a bin of 20 shots for it. */
  function rifleWithUltra(): ReturnType<typeof seededDemoTabs> {
    const tabs = seededDemoTabs();
    const grid = tabs.Equipment;
    const row = (cells: Record<string, unknown>) => grid[0].map((h) => cells[String(h)] ?? '');
    grid.push(row({ Mech: 'Rifleman', Item: 'Ultra AC/5', Location: 'RA', Status: 'OK' }));
    grid.push(row({ Mech: 'Rifleman', Item: 'Ammo (Ultra AC/5)', Location: 'LT', Status: 'OK', Shots: 20 }));
    return tabs;
  }

  it('R-18.2: the Fire line names "Ultra AC/5 (ultra)" as the Weapons cell takes it, with its jam risk; the weapon\'s TNs list its mode', () => {
    const result = getTargetAdvice(servicesWithTabs(rifleWithUltra()), 'Rifleman');
    const tree = renderAdvisor(
      appState({ view: demoState(), advisor: { mech: 'Rifleman', busy: false, result, error: null } }),
      recordingActions(),
    );
    const griffin = allNodes(tree).find((n) => n.attrs['data-testid'] === 'advice-target')!;
    expect(griffin.attrs['data-target']).toBe('Griffin');
    expect(textOf(griffin)).toMatch(
      /Fire: Large Laser, AC\/5 ×2, Ultra AC\/5 \(ultra\): expect \d+\.\d damage for \d+ heat, ending the round at heat \d+\. A natural 2 jams a weapon fired in a mode: 3% \(R-18\.2\)\./,
    );
    const modes = allNodes(griffin).filter((n) => n.attrs['data-testid'] === 'advice-mode');
    expect(modes.map(textOf)).toEqual([
      'Ultra AC/5 (ultra): TN 11 · 8% to hit · expect 0.6 · 2 heat · jams 3% · fire it so',
    ]);
  });

  it('R-18.2: the same weapons fired plain are another set: "Everything" is shown under a Fire line that differs only by a mode', () => {
    const result = getTargetAdvice(servicesWithTabs(rifleWithUltra()), 'Rifleman');
    if (!result.ok) throw new Error('no advice');
    const [griffin, ...rest] = result.targets;
    const plain = { ...griffin.best, list: griffin.best.list.replace(' (ultra)', ''), jamChance: 0 };
    const tree = renderAdvisor(
      appState({
        advisor: {
          mech: 'Rifleman',
          busy: false,
          result: { ...result, targets: [{ ...griffin, all: plain }, ...rest] },
          error: null,
        },
      }),
      recordingActions(),
    );
    const target = allNodes(tree).find((n) => n.attrs['data-testid'] === 'advice-target')!;
    expect(textOf(target)).toContain('Everything: Large Laser, AC/5 ×2, Ultra AC/5: expect');
  });
});

describe('target advisor panel: melee under an adjacent enemy (R-12)', () => {
  const panel = (tabs: ReturnType<typeof seededDemoTabs>) => {
    const result = getTargetAdvice(servicesWithTabs(tabs), 'Griffin');
    const tree = renderAdvisor(
      appState({ view: demoState(), advisor: { mech: 'Griffin', busy: false, result, error: null } }),
      recordingActions(),
    );
    const target = (name: string) =>
      allNodes(tree).find((n) => n.attrs['data-testid'] === 'advice-target' && n.attrs['data-target'] === name)!;
    return { tree, target };
  };
  const meleeLine = (node: VNode) => allNodes(node).find((n) => n.attrs['data-testid'] === 'advice-melee');

  it('R-12.1, R-12.2: the Griffin in 0210 reads "Melee: Fast ×2 TN 6 (72%) 5 dmg each … · Strong TN 7 (58%) 11 dmg …" under the Blackjack', () => {
    const { target } = panel(griffinBesideBlackjackTabs());
    const blackjack = target('Blackjack');
    expect(textOf(blackjack)).toMatch(/^2\. Blackjack · 1 hex · expect /);
    expect(textOf(meleeLine(blackjack)!)).toBe(
      'Melee: Fast ×2 TN 6 (72%) 5 dmg each, expect 7.2, 2 heat · Strong TN 7 (58%) 11 dmg, expect 6.4, 3 heat',
    );
    expect(textOf(blackjack)).toContain(
      'Fast and Strong attacks may go with the weapons (R-12.4). Not counted in the expected damage above.',
    );
    const tns = allNodes(blackjack).filter((n) => n.attrs['data-testid'] === 'advice-melee-tn');
    expect(tns.map((n) => n.children.map(textOf))).toEqual([
      ['Fast ×2', '4 piloting + 1 ran + 2 target TMM - 1 Fast attack = 6', 'TN 6 · 72% to hit'],
      ['Strong', '4 piloting + 1 ran + 2 target TMM = 7', 'TN 7 · 58% to hit'],
    ]);
  });

  it("R-4.1, R-0.1: an evasive target's disadvantage is said; a TN of 13 says it is never rolled, with no damage or heat", () => {
    const result = getTargetAdvice(servicesWithTabs(griffinBesideBlackjackTabs()), 'Griffin');
    if (!result.ok) throw new Error('no advice');
    const targets = result.targets.map((t) => {
      if (t.target !== 'Blackjack') return t;
      const [fast, strong] = t.melee;
      return {
        ...t,
        melee: [
          { ...fast, tn: { ...fast.tn, mode: 'disadvantage' as const }, chance: 0.5, expectedDamage: 5 },
          {
            ...strong,
            tn: { ...strong.tn, total: 13, rollable: false, chance: 0 },
            chance: 0,
            expectedDamage: 0,
            heat: 0,
          },
        ],
      };
    });
    const tree = renderAdvisor(
      appState({ advisor: { mech: 'Griffin', busy: false, result: { ...result, targets }, error: null } }),
      recordingActions(),
    );
    expect(textOf(allNodes(tree).find((n) => n.attrs['data-testid'] === 'advice-melee')!)).toBe(
      'Melee: Fast ×2 TN 6 (50% with disadvantage) 5 dmg each, expect 5.0, 2 heat · Strong TN 13 (cannot hit: 13 or more is never rolled)',
    );
  });

  it('R-12.1: an enemy that is not adjacent shows no melee line', () => {
    const beside = panel(griffinBesideBlackjackTabs());
    expect(meleeLine(beside.target('Rifleman'))).toBeUndefined();
    expect(meleeLine(beside.target('Locust'))).toBeUndefined();
    const apart = panel(seededDemoTabs());
    expect(allNodes(apart.tree).some((n) => n.attrs['data-testid'] === 'advice-melee')).toBe(false);
    expect(textOf(apart.tree)).not.toContain('Melee');
  });

  it('R-12.3: jumping in adds Death from Above, said to exclude firing', () => {
    const { target } = panel(griffinBesideBlackjackTabs('jump'));
    const blackjack = target('Blackjack');
    expect(textOf(meleeLine(blackjack)!)).toBe(
      'Melee: Death from Above TN 9 (28%) 22 dmg, expect 6.1, no heat beyond the jump · Fast ×2 TN 7 (58%) 5 dmg each, expect 5.8, 2 heat · Strong TN 8 (42%) 11 dmg, expect 4.6, 3 heat',
    );
    expect(textOf(blackjack)).toContain('Death from Above only if no weapon fires (R-12.3).');
  });
});

describe('errors in plain words, sheet text as text', () => {
  it('a refusal shows its title, every problem and a way to each cell', () => {
    const message = {
      kind: 'error' as const,
      title: 'Round 1 was not resolved.',
      problems: [{ code: 'round/moved_on', message: 'The sheet is at round 2, not round 1.' }],
    };
    const tree = renderMessage(appState({ message }), recordingActions());
    expect(tree.attrs.role).toBe('alert');
    expect(textOf(findNode(tree, 'message-title')!)).toBe('Round 1 was not resolved.');
    expect(textOf(tree)).toContain('The sheet is at round 2, not round 1.');
  });

  it(`a mech named ${XSS_NAME} is shown as that text everywhere, never as an element`, () => {
    const view = demoState({ from: 'Griffin', to: XSS_NAME });
    expect(view.status.mechs[0].name).toBe(XSS_NAME);
    const sections = renderSections(appState({ view }), recordingActions());
    const nodes = sections.flatMap(allNodes);
    expect(nodes.some((n) => n.tag === 'img')).toBe(false);
    expect(nodes.every((n) => Object.keys(n.attrs).every((a) => !/^on/i.test(a)))).toBe(true);
    const texts = sections.map(textOf).join('\n');
    expect(texts).toContain(`${XSS_NAME} → Rifleman`);
    expect(texts).toContain(XSS_NAME);
  });
});

describe('R-0.5: the summary reports the typed rolls a round used, and each it did not', () => {
  it('says how many were used and lists the unused ones with their cells', () => {
    const { resolved } = demoResolved();
    const typed = {
      ...resolved,
      dice: {
        ...resolved.dice,
        typed: { used: 3, unused: ['Rolls!B5: 4+4 was not used: no roll of the round was for it.'] },
      },
    };
    const tree = renderSummary(appState({ resolved: typed }));
    const note = findNode(tree, 'typed-rolls')!;
    expect(textOf(note)).toContain('3 typed rolls used; the Log marks each one.');
    expect(
      allNodes(note)
        .filter((n) => n.attrs['data-testid'] === 'unused-roll')
        .map(textOf),
    ).toEqual(['Rolls!B5: 4+4 was not used: no roll of the round was for it.']);
  });

  it('says nothing when nobody typed a roll', () => {
    const { resolved } = demoResolved();
    expect(findNode(renderSummary(appState({ resolved })), 'typed-rolls')).toBeUndefined();
  });
});
