import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { columnLetters, normalize } from '../../src/sheet/tab/cells';
import { readCampaign } from '../../src/sheet/read/campaign';
import {
  ANGLE_CHOICES,
  EQUIPMENT_STATUSES,
  LIFE_SUPPORT,
  MECH_STATUSES,
  MELEE_CHOICES,
  MOVE_CHOICES,
  PILOT_STATUSES,
} from '../../src/sheet/schema/choices';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { SCHEMA_TABS } from '../../src/sheet/schema/playTabs';
import { SETTINGS } from '../../src/sheet/schema/settings';
import { headerRow } from '../../src/sheet/schema/columns';
import { addRow, demo, set } from './fixtures';

const DOC = readFileSync(join(process.cwd(), 'docs/sheet-layout.md'), 'utf8');

describe('the schema is the one description of the sheet', () => {
  it('docs/sheet-layout.md has every column of every tab, as the schema says (no drift)', () => {
    for (const tab of SCHEMA_TABS) {
      tab.columns.forEach((c, i) => {
        const line = `| ${columnLetters(i)} | ${c.header} | ${c.holds} | ${c.valid} | ${c.role} | ${c.required ? 'yes' : 'no'} |`;
        expect(DOC, `${tab.name} ${c.header}`).toContain(line);
      });
    }
    for (const s of SETTINGS) expect(DOC).toContain(`| ${s.name} | ${s.defaultValue} | ${s.valid} | ${s.notes} |`);
  });

  it('no two columns of a tab answer to the same header or alias', () => {
    for (const tab of SCHEMA_TABS) {
      const names = tab.columns.reduce<string[]>(
        (all, c) => all.concat([c.header, ...(c.aliases ?? [])].map(normalize)),
        [],
      );
      expect(new Set(names).size, tab.name).toBe(names.length);
    }
  });

  it("the docs' example cell: Gunnery is column F of Mechs", () => {
    expect(columnLetters(headerRow(MECHS).indexOf('Gunnery'))).toBe('F');
  });

  it("the demo tabs have exactly the schema's headers", () => {
    const tabs = demo();
    for (const tab of SCHEMA_TABS) expect(tabs[tab.name][0], tab.name).toEqual(headerRow(tab));
  });
});

describe('every dropdown value Set up offers is read back without a problem', () => {
  const readsOk = (edit: (t: ReturnType<typeof demo>) => unknown): boolean => {
    const tabs = demo();
    edit(tabs);
    return readCampaign(tabs).ok;
  };

  it.each(MOVE_CHOICES.filter((m) => m !== 'Cool down'))('Move %s', (m) => {
    expect(readsOk((t) => set(t, 'Mechs', 'Move', 2, m))).toBe(true);
  });
  it.each(MECH_STATUSES)('Status %s', (s) => expect(readsOk((t) => set(t, 'Mechs', 'Status', 5, s))).toBe(true));
  it.each(PILOT_STATUSES)('Pilot status %s', (s) =>
    expect(readsOk((t) => set(t, 'Mechs', 'Pilot status', 5, s))).toBe(true),
  );
  it.each(LIFE_SUPPORT)('Life support %s', (s) =>
    expect(readsOk((t) => set(t, 'Mechs', 'Life support', 5, s))).toBe(true),
  );
  it.each(EQUIPMENT_STATUSES)('Equipment status %s', (s) =>
    expect(readsOk((t) => set(t, 'Equipment', 'Status', 41, s))).toBe(true),
  );
  it.each(MELEE_CHOICES)('Melee %s', (m) => {
    expect(
      readsOk((t) =>
        addRow(t, 'Attacks', { Attacker: 'Locust', Target: 'Griffin', Melee: m, Angle: ANGLE_CHOICES[0] }),
      ),
    ).toBe(true);
  });
  it('Cool down, with the cool-down heat model (R-V.2)', () => {
    expect(readsOk((t) => set(set(t, 'Rules', 'Value', 6, 'Cool-down'), 'Mechs', 'Move', 2, 'Cool down'))).toBe(true);
  });
});
