/**
 * The freebie a mech card names: the weapon that will hit without a roll this round, on
 * the Orders row beside the attack lines — the one the Freebie cell names, or Gator's pick when
 * it is blank — the same weapon the TN column marks, so a player knows which weapon takes no roll
 * before typing any.
 */
import type { AttackPreview } from './views';

/**
 * `Freebie: Large Laser at Rifleman`, or `Freebie: Medium Laser at Blackjack (Gator's pick)`;
 * '' when the mech makes no freebie this round (an NPC, Players' Advantage off, no weapon that can hit).
 */
export function freebieWords(previews: readonly AttackPreview[], mech: string): string {
  for (const p of previews) {
    if (p.attacker !== mech) continue;
    const w = p.weapons.find((x) => x.freebie !== false);
    if (w) return `Freebie: ${w.name} at ${p.target}${w.freebie === 'picked' ? " (Gator's pick)" : ''}`;
  }
  return '';
}
