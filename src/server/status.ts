/**
 * The sidebar's "Round status" (issue 5): the round number, each mech with its declared
 * movement and attacks, every problem (with its cell), and whether a round can be undone.
 * Read-only: no lock, no write.
 */
import { hexLabel } from '../rules/hex/label';
import { planRound } from '../rules/round/planRound';
import type { Campaign } from '../sheet/read';
import { readCampaign } from '../sheet/read';
import { readRules } from '../sheet/readRules';
import { SheetProblems } from '../sheet/table';
import { RECORD_TABS, tabsUserCannotEdit } from '../gas/protection';
import type { Services } from '../gas/services';
import { lastSnapshotRound } from '../gas/undoStore';
import { Workbook } from '../gas/workbook';
import { READ_TABS } from './resolve';
import { jsonSafe, problemView, type ProblemView } from './responses';

export interface MechView {
  readonly name: string;
  readonly side: 'PC' | 'NPC';
  readonly pilot: string;
  readonly heat: number;
  readonly wounds: number;
  /** `0609`, or '' when off the map. */
  readonly position: string;
  readonly status: 'active' | 'shutdown' | 'destroyed' | 'prone';
  /** The declared move: `Run to 0610`, `Stand`; evasive and outflank noted. */
  readonly move: string;
  /** `Rifleman: All`, `Griffin: Large Laser x2, AC/5 x2`, `Locust: Strong (High)`. */
  readonly attacks: readonly string[];
}

export interface RoundStatus {
  readonly ok: true;
  /** The round the next Resolve plays. */
  readonly round: number;
  readonly mechs: readonly MechView[];
  /** Everything that stops the round from resolving; empty when it can be. */
  readonly problems: readonly ProblemView[];
  /** The round Undo would take back, or null. */
  readonly lastResolved: number | null;
  /** The user at the keyboard ('' when Apps Script does not say). */
  readonly user: string;
  /** False when the record tabs are protected against this user. */
  readonly canResolve: boolean;
}

function moveText(c: Campaign, name: string): string {
  const move = c.declarations.moves.find((m) => m.mech === name);
  if (!move) return 'Stand';
  const mode = move.coolDown ? 'Cool down' : move.mode.charAt(0).toUpperCase() + move.mode.slice(1);
  const parts = [move.to ? `${mode} to ${hexLabel(move.to)}` : mode];
  if (move.evasive) parts.push('evasive');
  if (move.standUp) parts.push('standing up');
  if (move.outflank) parts.push(`outflanking ${move.outflank}`);
  return parts.join(', ');
}

function attackTexts(c: Campaign, name: string): string[] {
  return c.declarations.attacks
    .filter((a) => a.attacker === name)
    .map((a) => {
      if (a.coolDown) return 'Cool down';
      const weapons = a.weapons === 'all' ? ['All'] : [...a.weapons];
      if (a.melee) weapons.push(`${a.melee.kind === 'dfa' ? 'DFA' : a.melee.kind === 'fast' ? 'Fast' : 'Strong'} (${a.melee.angle === 'high' ? 'High' : 'Low'})`);
      return `${a.target}: ${weapons.join(', ')}`;
    });
}

function mechViews(c: Campaign): MechView[] {
  return c.battle.mechs.map((m) => ({
    name: m.id,
    side: m.side,
    pilot: m.pilot.name,
    heat: m.heat,
    wounds: m.pilot.wounds,
    position: m.position ? hexLabel(m.position) : '',
    status: m.destroyed ? 'destroyed' : m.shutdown ? 'shutdown' : m.prone ? 'prone' : 'active',
    move: moveText(c, m.id),
    attacks: attackTexts(c, m.id),
  }));
}

/** The round's state for the sidebar, read fresh from the sheet; the problems are those Resolve would refuse on. */
export function getRoundStatus(services: Services): RoundStatus {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const tabs = wb.readTabs(READ_TABS);
  const read = readCampaign(tabs);
  const round = read.ok ? read.value.battle.round : readRules(tabs, new SheetProblems()).round;
  // The rules' own checks (R-2.5, R-12.1 …) run before any die, so the GM sees them now.
  const planned = read.ok ? planRound(read.value.battle, read.value.declarations, read.value.rules) : undefined;
  const problems = !read.ok ? read.problems : planned && !planned.ok ? planned.problems : [];
  return jsonSafe({
    ok: true,
    round,
    mechs: read.ok ? mechViews(read.value) : [],
    problems: problems.map(problemView),
    lastResolved: lastSnapshotRound(wb) ?? null,
    user: services.Session.getActiveUser().getEmail(),
    canResolve: tabsUserCannotEdit(services, wb, RECORD_TABS).length === 0,
  });
}
