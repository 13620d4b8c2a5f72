// The sidebar under the heat-phase variant (R-V) shows all of it — cool-down rolls,
// overheating status, wreck status and explosions: the round status and the summary.
import { describe, expect, it } from 'vitest';
import type { MechRoundSummary } from '../../src/log/summary';
import { resolveRound } from '../../src/server/round/resolve';
import { getSidebarState } from '../../src/server/sidebar/state';
import { renderStatus, heatText } from '../../src/sidebar/views/status';
import { coolDownText, renderSummary } from '../../src/sidebar/views/summary';
import { allNodes, findNode, textOf } from '../../src/sidebar/vnode';
import { appState, recordingActions } from './clientData';
import { seededDemoTabs, servicesWithTabs, setCell, type TabsGrid } from './fixtures';

const byName = (name: string) => (r: unknown[]) => r[0] === name;

/**
 * The demo with both switches on: the Griffin (size 1, heat 3) overheating and declaring a
 * cool-down check instead of moving and instead of attacking; the Locust a wreck.
 */
function variantTabs(): TabsGrid {
  const tabs = seededDemoTabs();
  tabs.Rules.find((r) => r[0] === 'Heat model')![1] = 'Cool-down';
  tabs.Rules.find((r) => r[0] === 'Wrecks')![1] = 'Yes';
  setCell(tabs, 'Mechs', 'Size', byName('Griffin'), 1);
  setCell(tabs, 'Mechs', 'Heat', byName('Griffin'), 3);
  setCell(tabs, 'Mechs', 'Move', byName('Griffin'), 'Cool down');
  setCell(tabs, 'Attacks', 'Target', byName('Griffin'), '');
  setCell(tabs, 'Attacks', 'Weapons', byName('Griffin'), 'Cool down');
  setCell(tabs, 'Attacks', 'Freebie', byName('Griffin'), '');
  setCell(tabs, 'Mechs', 'Status', byName('Locust'), 'Wreck');
  setCell(tabs, 'Mechs', 'Move', byName('Locust'), '');
  return tabs;
}

describe('R-V.1, R-V.2, R-V.3 round status in the sidebar', () => {
  const view = getSidebarState(servicesWithTabs(variantTabs()));
  const tree = renderStatus(appState({ view }), recordingActions());

  it('R-V.2: the declared cool-down checks are legal orders, shown as such', () => {
    expect(view.status.problems).toEqual([]);
    expect(view.status.mechs[0]).toMatchObject({ name: 'Griffin', move: 'Cool down', attacks: ['Cool down'] });
    const griffin = textOf(findNode(tree, 'mech-0')!);
    expect(griffin).toContain('Move: Cool down');
    expect(
      allNodes(findNode(tree, 'mech-0')!)
        .filter((n) => n.tag === 'li')
        .map(textOf),
    ).toContain('Cool down');
  });

  it('R-V.1: an overheating mech says so with its heat and Size; the others their Size and heat', () => {
    expect(view.status.mechs.map((m) => [m.name, m.size, m.overheating])).toEqual([
      ['Griffin', 1, true],
      ['Rifleman', 3, false],
      ['Blackjack', 2, false],
      ['Locust', 1, false],
    ]);
    const griffin = findNode(tree, 'mech-0')!;
    expect(griffin.attrs['data-overheating']).toBe('true');
    expect(textOf(findNode(griffin, 'overheating')!)).toBe('overheating (heat 3 over size 1): must cool down');
    expect(textOf(findNode(tree, 'mech-2')!)).toContain('· size 2, heat 0');
    expect(findNode(tree, 'mech-2')!.attrs['data-overheating']).toBeFalsy();
  });

  it('R-V.3: a wreck is named a wreck, with no orders', () => {
    expect(view.status.mechs[3]).toMatchObject({ name: 'Locust', status: 'destroyed', wreck: true });
    const locust = findNode(tree, 'mech-3')!;
    expect(locust.attrs['data-wreck']).toBe('true');
    expect(textOf(locust)).toContain(' · wreck');
    expect(textOf(locust)).not.toContain('destroyed');
    expect(textOf(locust)).toContain('Wreck: no orders.');
  });

  it('R-13: under the standard heat model the line keeps its plain heat, with no Size', () => {
    const standard = getSidebarState(servicesWithTabs(seededDemoTabs()));
    expect(standard.status.mechs.every((m) => m.size === null && !m.overheating && !m.wreck)).toBe(true);
    const text = textOf(findNode(renderStatus(appState({ view: standard }), recordingActions()), 'mech-0')!);
    expect(text).toContain('· heat 0');
    expect(text).not.toContain('size');
  });

  it('R-V.1: the heat words, one by one', () => {
    expect(heatText({ heat: 4, size: null, overheating: false })).toBe('heat 4');
    expect(heatText({ heat: 1, size: 2, overheating: false })).toBe('size 2, heat 1');
    expect(heatText({ heat: 5, size: 2, overheating: true })).toBe('overheating (heat 5 over size 2): must cool down');
  });
});

describe('R-V.1, R-V.2, R-V.3 the resolved round in the sidebar', () => {
  // The demo's fixed seed: the same dice every run.
  const fake = servicesWithTabs(variantTabs());
  const resolved = resolveRound(fake, 1);
  if (!resolved.ok) throw new Error(resolved.problems.map((p) => p.message).join('\n'));
  const tree = renderSummary(appState({ resolved }));
  const card = (mech: string) =>
    allNodes(tree).find((n) => n.attrs['data-testid'] === 'mech-summary' && n.attrs['data-mech'] === mech)!;
  const summary = (mech: string): MechRoundSummary => resolved.report.summary.find((m) => m.mech === mech)!;

  it("R-V.2: both of the Griffin's cool-down checks, instead of moving and instead of attacking, with roll, TN and outcome", () => {
    const checks = summary('Griffin').coolDowns ?? [];
    const lines = allNodes(card('Griffin'))
      .filter((n) => n.attrs['data-testid'] === 'cool-down')
      .map(textOf);
    expect(lines).toEqual(checks.map(coolDownText));
    expect(lines).toHaveLength(2);
    // 4 piloting + 3 heat = 7; a 9 succeeds by 2: heat drops 3, to 0.
    expect(lines[0]).toBe('Cool-down check instead of moving: 9 vs TN 7, success — heat 3 → 0');
    expect(lines[1]).toMatch(/^Cool-down check instead of attacking: \d+ vs TN 4, (success|failed) — /);
  });

  it('R-V.1: the Griffin is no longer overheating; the Rifleman, having run and fired everything, ends overheating', () => {
    const cooled = findNode(card('Griffin'), 'heat-status')!;
    expect(cooled.attrs).toMatchObject({ 'data-status': 'cooled', class: 'ok' });
    expect(textOf(cooled)).toBe('No longer overheating: heat 0, size 1.');
    const hot = findNode(card('Rifleman'), 'heat-status')!;
    expect(hot.attrs).toMatchObject({ 'data-status': 'overheating', class: 'warn' });
    expect(textOf(hot)).toBe(
      'Overheating: heat 20 over size 3: cannot move or attack until a cool-down check brings its heat to 3 or less.',
    );
  });

  it("R-V.3: the Locust's wreck roll: it stays a wreck", () => {
    expect(summary('Locust').wreckRolls).toEqual([{ rolled: 4, result: 'stays a wreck (4 > 0 critical hits)' }]);
    expect(findNode(card('Locust'), 'wreck-roll')).toBeDefined();
    expect(textOf(card('Locust'))).toContain('Wreck roll: 4, stays a wreck (4 > 0 critical hits).');
    expect(textOf(card('Locust'))).not.toContain('EXPLODED');
  });

  it('R-V.3: an exploded mech and a new wreck get their own badge and line', () => {
    const base = summary('Locust');
    const exploded = renderSummary(
      appState({
        resolved: {
          ...resolved,
          report: { ...resolved.report, summary: [{ ...base, destroyed: true, exploded: true, wreck: undefined }] },
        },
      }),
    );
    expect(textOf(exploded)).toContain('Locust EXPLODED');
    expect(textOf(exploded)).not.toContain('DESTROYED');
    const wreck = renderSummary(
      appState({
        resolved: {
          ...resolved,
          report: { ...resolved.report, summary: [{ ...base, destroyed: true, exploded: undefined, wreck: true }] },
        },
      }),
    );
    expect(textOf(wreck)).toContain('Locust WRECK');
    expect(textOf(wreck)).toContain('Left standing as a wreck: impassable, and every hit on it is a critical hit.');
  });
});
