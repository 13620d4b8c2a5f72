// The forum post's size: characters per post and parts at the default Forum post
// limit, for the scaled demo's round 1 resolved through the built add-on (test/server/scaled.ts)
// and for the engine bench's random battles (every weapon firing at the nearest enemy).
import { roundBBCode } from '../src/log/bbcode';
import { postParts } from '../src/log/postParts';
import { SeededDice } from '../src/rules/dice/seeded';
import { resolveRound } from '../src/rules/round/sequence/resolveRound';
import type { ForumPost } from '../src/server/sidebar/views';
import { scaledCampaign } from '../test/server/scaled';
import { randomBattle, randomDeclarations } from '../test/rules/round/randomBattle';
import { defaultRules } from '../test/support/mechs';
import type { BenchLine } from './functions';

const LIMIT = 10000;

const describe = (characters: number, parts: readonly { length: number }[]): string =>
  `${characters.toLocaleString('en-US')} characters, ${parts.length} part${parts.length === 1 ? '' : 's'} (largest ${Math.max(...parts.map((p) => p.length)).toLocaleString('en-US')})`;

export function benchForum(): BenchLine[] {
  const lines: BenchLine[] = [];
  for (const mechs of [4, 8, 24, 72]) {
    const c = scaledCampaign(mechs);
    const r = c.gas.resolveRound(1);
    if (!r.ok) throw new Error(`bench round failed: ${JSON.stringify(r.problems)}`);
    const post: ForumPost = c.gas.getSidebarState().forumPost;
    lines.push({ label: `scaled demo, ${mechs} mechs, round 1`, value: describe(post.text.length, post.parts) });
  }
  const rules = defaultRules();
  for (const [mechs, board] of [
    [8, 8],
    [24, 12],
    [72, 18],
  ] as const) {
    const battle = randomBattle(1234 + mechs, { mechs, size: board });
    const round = resolveRound(
      battle,
      randomDeclarations(battle, 99, rules, { size: board }),
      rules,
      new SeededDice(100),
    );
    if (!round.ok) throw new Error(`bench battle refused: ${round.problems[0].message}`);
    const text = roundBBCode(battle.round, round.events);
    lines.push({
      label: `random battle, ${mechs} mechs, every weapon firing`,
      value: describe(
        text.length,
        postParts(text, LIMIT).map((p) => p.text),
      ),
    });
  }
  return lines;
}
