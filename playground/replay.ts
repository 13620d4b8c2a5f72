/**
 * Replays a round of a campaign saved as .xlsx, from its seed and its Log
 * (docs/playground.md, Replay a round): `npm run replay -- campaign.xlsx 3`.
 *
 * The file is the campaign after the round, downloaded from Sheets (File ▸ Download ▸ Microsoft
 * Excel keeps the hidden undo tab). On the playground's fakes, with the built add-on: the round's
 * seed is read from its Log rows (`Dice seed`, and `Sealed seed` for a sealed round); the rounds
 * after it and then the round itself are undone — the campaign as the players had declared it;
 * the round is resolved again with that seed; and its new Log rows are compared with those in the
 * file, die for die. The forum post and the `Resolved again` line are left out of the comparison
 * (the post's next seal is drawn afresh; the replay is itself a resolution). Exit code 0 when every
 * row matches, 1 when one differs or the round cannot be replayed.
 */
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { readDist } from './bundle';
import { Session } from './session';
import { fromXlsx } from './xlsx';

export interface ReplayResult {
  readonly ok: boolean;
  readonly round: number;
  readonly seed: string;
  /** Log rows compared. */
  readonly compared: number;
  /** What the GM or player reads: `Round 3 replayed …: the 41 Log rows match, die for die.` or the first difference. */
  readonly message: string;
}

type Row = readonly unknown[];

/**
 * Log rows that are the round's dice and events: not its post, not the line a re-resolution adds,
 * and not the separate outcome row (`Attack`, no dice, `hit`) that Logs written before an attack
 * became one row carry under each to-hit roll — so a campaign saved then still replays.
 */
function compared(rows: readonly Row[]): string[] {
  return rows
    .filter(
      (r, i) =>
        !/^BBCode/.test(String(r[4])) && r[4] !== 'Resolved again' && !(i > 0 && isOldOutcomeRow(r, rows[i - 1])),
    )
    .map((r) => JSON.stringify(r.map((v) => (v === null || v === undefined ? '' : String(v)))));
}

/** An `Attack`/`Melee` row without dice repeating the hit or miss of the to-hit roll just above it. */
function isOldOutcomeRow(r: Row, above: Row): boolean {
  const [, , actor, target, purpose, dice, , result] = r;
  if (
    (purpose !== 'Attack' && purpose !== 'Melee') ||
    (dice !== '' && dice != null) ||
    (result !== 'hit' && result !== 'miss')
  )
    return false;
  const rolled = (above[4] === 'Attack' || above[4] === 'Melee') && String(above[5] ?? '') !== '';
  return rolled && above[2] === actor && above[3] === target && above[7] === result;
}

function logRowsOf(s: Session, round: number): Row[] {
  const log = s.fake.book.getSheetByName('Log');
  if (!log) return [];
  return log
    .peekValues()
    .slice(1)
    .filter((r) => Number(r[0]) === round && r[0] !== '');
}

function fail(round: number, seed: string, message: string): ReplayResult {
  return { ok: false, round, seed, compared: 0, message };
}

/** Replays `round` of the campaign `s` holds (see the module's comment). */
export function replayRound(s: Session, round: number): ReplayResult {
  const original = logRowsOf(s, round);
  const seedRow = original.find((r) => r[4] === 'Dice seed');
  if (!seedRow)
    return fail(
      round,
      '',
      `The Log has no rows of round ${round} (only the battle being fought is on the Log tab; an earlier battle's rounds are in its own "Log — …" tab).`,
    );
  const seed = String(seedRow[7]);
  const sealed = original.find((r) => r[4] === 'Sealed seed');
  for (;;) {
    const status = s.call('getRoundStatus', []) as { round: number; lastUndo: { kind: string; round?: number } | null };
    if (status.round === round) break;
    if (!status.lastUndo || status.lastUndo.kind !== 'round')
      return fail(
        round,
        seed,
        `Round ${round} cannot be replayed: the sheet is at round ${status.round} and the last change Gator can undo is ${status.lastUndo ? `an ${status.lastUndo.kind}` : 'none'} (the undo tab keeps the last 20 writes).`,
      );
    const undone = s.call('undoLast', [{ kind: 'round' }]) as { ok: boolean; problems?: { message: string }[] };
    if (!undone.ok)
      return fail(
        round,
        seed,
        `Undoing back to round ${round} failed: ${undone.problems?.map((p) => p.message).join(' ')}`,
      );
  }
  if (sealed) {
    // The sealed seed revealed in the Log, where the add-on keeps it before a round: the drawing account's own store
    // (src/gas/seals.ts).
    const rules = s.call('getRoundStatus', []) as { battle: string };
    s.fake.properties
      .userStore(s.fake.env.effectiveUser)
      .setProperty(`gator.sealed.${rules.battle}`, JSON.stringify({ [String(round)]: String(sealed[7]) }));
  }
  // Dice seed Random drew `floor(Math.random() × 2³²)`: the recorded seed is drawn again.
  vm.runInContext(`Math.random = () => ${Number(seed)} / 4294967296;`, s.bundle.context);
  const r = s.call('resolveRound', [round]) as { ok: boolean; problems?: { message: string }[] };
  if (!r.ok)
    return fail(round, seed, `Round ${round} did not resolve again: ${r.problems?.map((p) => p.message).join(' ')}`);
  const want = compared(original);
  const got = compared(logRowsOf(s, round));
  const source = sealed ? `the sealed seed ${String(sealed[7])}` : `seed ${seed}`;
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    if (want[i] !== got[i]) {
      return {
        ok: false,
        round,
        seed,
        compared: i,
        message: `Round ${round} replayed with ${source} differs at its Log row ${i + 1}: the file has ${want[i] ?? 'nothing'}, the replay ${got[i] ?? 'nothing'}.`,
      };
    }
  }
  return {
    ok: true,
    round,
    seed,
    compared: want.length,
    message: `Round ${round} replayed with ${source}: the ${want.length} Log rows match, die for die.`,
  };
}

async function main(args: readonly string[]): Promise<number> {
  const [file, roundText] = args;
  const round = Number(roundText);
  if (!file || !Number.isInteger(round) || round < 1) {
    console.error('usage: npm run replay -- <campaign.xlsx> <round>');
    return 2;
  }
  const session = Session.fromSheets(readDist(), await fromXlsx(readFileSync(file)));
  const result = replayRound(session, round);
  (result.ok ? console.log : console.error)(result.message);
  return result.ok ? 0 : 1;
}

if (process.argv[1] && /replay\.ts$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(2);
    },
  );
}
