/**
 * Experience: what one battle earns a pilot. One function, so the service record Start a new battle writes
 * (src/sheet/setup/rosterAfterBattle.ts) and the after-action report (src/log/afterAction.ts) never disagree.
 */

/** The Rules tab's XP settings. */
export interface XpRates {
  readonly xpBattle: number;
  readonly xpKill: number;
  readonly xpAssist: number;
}

/** What a pilot did in one battle that XP pays for. */
export interface BattleDeeds {
  readonly kills: number;
  readonly assists: number;
  /** Alive at the end: a dead pilot earns nothing for taking part. */
  readonly survived: boolean;
}

/**
 * The XP one battle earns: *XP per battle* for surviving it, *XP per kill* a kill, *XP per assist* an assist.
 * @example battleXp({ xpBattle: 1, xpKill: 2, xpAssist: 1 }, { kills: 1, assists: 1, survived: true }) // 4
 */
export function battleXp(rates: XpRates, deeds: BattleDeeds): number {
  return (deeds.survived ? rates.xpBattle : 0) + deeds.kills * rates.xpKill + deeds.assists * rates.xpAssist;
}
