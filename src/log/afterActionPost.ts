/**
 * The after-action report as a forum post (docs/campaign.md, The after-action report): one
 * `[hider=After-action report: Battle 1]`, in the round post's shape so `postParts` (src/log/postParts.ts) cuts it
 * into parts the same way — sections parted by a blank line, each opened by `[b]Title[/b]`, a line and the `• `
 * lines under it one block. Sheet text (mech, pilot, battle names) has its brackets neutralized, as in the round post.
 */
import type { AfterAction, MechRecord, PilotHurt } from './afterAction';
import { BEST_RULE } from './afterAction';
import { neutralizeBBCode } from './style';

const text = neutralizeBBCode;
const mech = (name: string): string => `[i]${text(name)}[/i]`;

/** `[i]Griffin[/i] (Jake Kang)`, or the mech alone when its row names no pilot. */
function mechAndPilot(name: string, pilot: string): string {
  return pilot === '' ? mech(name) : `${mech(name)} (${text(pilot)})`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** `+0.58`, `-1.25`, `0.00`: luck with its sign, to two places. */
export function signed(n: number): string {
  const fixed = Math.abs(n).toFixed(2);
  if (fixed === '0.00') return fixed;
  return `${n > 0 ? '+' : '-'}${fixed}`;
}

/** The whole report, ready to paste (or to cut with `postParts`). */
export function afterActionBBCode(report: AfterAction): string {
  const post: string[] = [`[hider=After-action report: ${text(report.battle)}]`];
  const add = (title: string, lines: readonly string[]): void => {
    if (lines.length === 0) return;
    if (post.length > 1) post.push('');
    post.push(`[b]${title}[/b]`);
    for (const l of lines) post.push(l);
  };
  add('Outcome', [text(report.outcome)]);
  add('Losses', lossLines(report));
  add('Kills and assists', report.mechs.flatMap(creditLines));
  add(
    'Damage',
    report.mechs.map((m) => `${mechAndPilot(m.mech, m.pilot)}: dealt ${m.dealt}, took ${m.taken}`),
  );
  add('Mech of the battle', bestLines(report.best));
  add('Pilots', report.hurt.filter(hurtShows).map(hurtLine));
  add('XP earned (R-16.4)', report.mechs.flatMap(xpLine));
  add('Luck (R-16.7)', luckLines(report.mechs));
  post.push('[/hider]');
  return post.join('\n');
}

/** Each side's mechs destroyed (and how), or `none`. */
function lossLines(report: AfterAction): string[] {
  const sides: string[] = [];
  for (const m of report.mechs) if (sides.indexOf(m.side) < 0) sides.push(m.side);
  const sideOf = new Map(report.mechs.map((m) => [m.mech, m.side]));
  return sides.map((side) => {
    const lost = report.credits.kills.filter((k) => (sideOf.get(k.victim) ?? '') === side);
    const words = lost.map((k) => `${mech(k.victim)} (${text(k.how)})`);
    return `${side === '' ? 'No side' : text(side)}: ${words.length > 0 ? words.join(', ') : 'none'}`;
  });
}

/** A mech's kills and assists, each with what it was made with and the Log row that says so. */
function creditLines(m: MechRecord): string[] {
  if (m.kills.length === 0 && m.assists.length === 0) return [];
  const head = `${mechAndPilot(m.mech, m.pilot)}: ${plural(m.kills.length, 'kill')}, ${plural(m.assists.length, 'assist')}`;
  return [
    head,
    ...m.kills.map((k) => `• kill: ${mech(k.victim)}, ${text(k.how)} (Log row ${k.row})`),
    ...m.assists.map(
      (a) =>
        `• assist: ${mech(a.victim)}, ${a.why === 'damage' ? 'damage' : 'a confirmed critical'} (Log row ${a.row})`,
    ),
  ];
}

function bestLines(best: MechRecord | undefined): string[] {
  if (!best) return ['None: no mech dealt damage'];
  return [
    `${mechAndPilot(best.mech, best.pilot)}: ${plural(best.kills.length, 'kill')}, ${best.dealt} damage dealt, ${best.taken} taken`,
    `• chosen by ${BEST_RULE}`,
  ];
}

function hurtShows(h: PilotHurt): boolean {
  return h.woundsTaken > 0 || (h.status !== '' && h.status !== 'awake');
}

/** `[i]Griffin[/i] (Jake Kang): 2 wounds taken, 3 now, unconscious`. */
function hurtLine(h: PilotHurt): string {
  const parts: string[] = [];
  if (h.woundsTaken > 0) parts.push(`${plural(h.woundsTaken, 'wound')} taken, ${h.wounds} now`);
  if (h.status !== '' && h.status !== 'awake') parts.push(text(h.status));
  return `${mechAndPilot(h.mech, h.pilot)}: ${parts.join(', ')}`;
}

/** `[i]Griffin[/i] (Jake Kang): +4 XP (1 battle, 1 kill)`: a mech's pilot and what the battle earned them. */
function xpLine(m: MechRecord): string[] {
  if (!m.xp) return [];
  const why = [m.xp.survived ? '1 battle' : 'dead: no XP for the battle'];
  if (m.xp.kills > 0) why.push(plural(m.xp.kills, 'kill'));
  if (m.xp.assists > 0) why.push(plural(m.xp.assists, 'assist'));
  return [`${mechAndPilot(m.mech, m.pilot)}: +${m.xp.xp} XP (${why.join(', ')})`];
}

/** Each mech that rolled to hit, luckiest first: hits, expected hits, luck. */
function luckLines(mechs: readonly MechRecord[]): string[] {
  return mechs
    .filter((m) => m.luck.attacks > 0)
    .slice()
    .sort((a, b) => b.luck.luck - a.luck.luck)
    .map(
      (m) =>
        `${mechAndPilot(m.mech, m.pilot)}: ${plural(m.luck.hits, 'hit')} of ${plural(m.luck.attacks, 'roll')}, ${m.luck.expected.toFixed(2)} expected, luck ${signed(m.luck.luck)}`,
    );
}
