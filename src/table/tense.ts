/**
 * Orders not yet played, in the future tense. The rules core words a mech's move as
 * the round's Log does, after the fact (`Griffin sprinted this round and cannot attack.`); every
 * view before the round — the preview, the TN column, the advisor — says what will happen.
 */
const FUTURE: Readonly<Record<string, string>> = {
  'stood still': 'will stand still',
  walked: 'will walk',
  ran: 'will run',
  jumped: 'will jump',
  sprinted: 'will sprint',
};

/** A reason from the rules core, said before the round: `Griffin will sprint this round and cannot attack.` */
export function beforeTheRound(reason: string): string {
  return reason
    .replace(/ sprinted this round and cannot attack/, ' will sprint this round and cannot attack')
    .replace(/\(it (stood still|walked|ran|jumped|sprinted)\)/, (_all, past: string) => `(it ${FUTURE[past]})`);
}
