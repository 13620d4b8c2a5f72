// Repeated weapons are said one way everywhere, the way the Attacks tab's TN cell says them
// (`Large Laser ×2`): the sidebar's orders, its attack preview and its target advisor take their
// lists from src/table/weaponList.ts, which groups as the TN cell does (tnCellGroups).
import { describe, expect, it } from 'vitest';
import { getSidebarState, getTargetAdvice } from '../../src/server/sidebar/state';
import { renderAdvisor } from '../../src/sidebar/views/advisor';
import { renderPreview } from '../../src/sidebar/views/preview';
import { renderStatus } from '../../src/sidebar/views/status';
import { allNodes, findNode, textOf } from '../../src/sidebar/vnode';
import { lineCell } from '../../src/table/tnCell';
import { attackLists, namedWeaponList } from '../../src/table/weaponList';
import type { AttackPreview } from '../../src/table/views';
import { appState, recordingActions } from './clientData';
import { seededDemoTabs, servicesWithTabs, setCell } from './fixtures';

/** The demo: the Rifleman fires `Large Laser x2, AC/5 x2` at the Griffin. */
const demo = () => getSidebarState(servicesWithTabs(seededDemoTabs()));
const riflemanLine = (s: ReturnType<typeof demo>) => s.attacks.find((a) => a.attacker === 'Rifleman')!;

describe('repeated weapons are counted as the TN cell counts them: Large Laser ×2, never Large Laser, Large Laser', () => {
  it("the Rifleman's orders in the sidebar read 'Griffin: Large Laser ×2, AC/5 ×2', the weapons its TN cell lists", () => {
    const state = demo();
    const cell = String(lineCell(riflemanLine(state)));
    expect(cell).toBe('Large Laser ×2 11 · AC/5 ×2 11');
    const rifleman = state.status.mechs.find((m) => m.name === 'Rifleman')!;
    expect(rifleman.attacks).toEqual(['Griffin: Large Laser ×2, AC/5 ×2']);
    const tree = renderStatus(appState({ view: state }), recordingActions());
    expect(textOf(findNode(tree, 'mech-1')!)).toContain('Griffin: Large Laser ×2, AC/5 ×2');
    expect(textOf(tree)).not.toMatch(/Large Laser, Large Laser|AC\/5, AC\/5/);
  });

  it('a line that cannot be made says what it declared the same way: Declared: Large Laser ×2, AC/5 ×2', () => {
    const tabs = seededDemoTabs();
    setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Rifleman', 'Sprint');
    const state = getSidebarState(servicesWithTabs(tabs));
    expect(riflemanLine(state).lists.declared).toBe('Large Laser ×2, AC/5 ×2');
    const tree = renderPreview(appState({ view: state }), recordingActions());
    const line = allNodes(tree).find(
      (n) => n.attrs['data-testid'] === 'attack-preview' && textOf(n).startsWith('Rifleman'),
    )!;
    expect(textOf(line)).toContain('Declared: Large Laser ×2, AC/5 ×2 — none of it is made.');
  });

  it("the advisor's sets name the Rifleman's weapons the same way, and its panel shows them so", () => {
    const advice = getTargetAdvice(servicesWithTabs(seededDemoTabs()), 'Rifleman');
    if (!advice.ok) throw new Error('no advice');
    const griffin = advice.targets.find((t) => t.target === 'Griffin')!;
    expect(griffin.all.names).toEqual(['Large Laser', 'Large Laser', 'AC/5', 'AC/5', 'Medium Laser', 'Medium Laser']);
    expect(griffin.all.list).toBe('Large Laser ×2, AC/5 ×2, Medium Laser ×2');
    const tree = renderAdvisor(
      appState({ view: demo(), advisor: { mech: 'Rifleman', busy: false, result: advice, error: null } }),
      recordingActions(),
    );
    expect(textOf(tree)).toContain(griffin.best.list);
    expect(textOf(tree)).not.toMatch(/Large Laser, Large Laser|AC\/5, AC\/5/);
  });

  it("weapons an All line cannot bring to bear are counted too: 'Medium Laser ×2'", () => {
    const line = { ...riflemanLine(demo()), unreachable: ['Medium Laser', 'Medium Laser', 'LRM-5'] } as AttackPreview;
    expect(attackLists(line)).toEqual({ declared: 'Large Laser ×2, AC/5 ×2', unreachable: 'Medium Laser ×2, LRM-5' });
    expect(namedWeaponList([])).toBe('');
  });
});
