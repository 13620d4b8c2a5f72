/** One row of the heat scale (reference §3, R-13.4). */
export interface HeatScaleRow {
  readonly heat: number;
  /** Walk MP lost (positive number). */
  readonly mpReduction: number;
  readonly toHit: number;
  /** 2d6 needed to avoid shutdown; null = no roll; 'auto' = automatic shutdown. */
  readonly shutdownAvoid: number | null | 'auto';
  /** 2d6 needed to avoid an ammo explosion; null = no roll. */
  readonly ammoAvoid: number | null;
}

/** The campaign's options, from the Rules tab. */
export interface RulesOptions {
  /** Players' Advantage: each PC's freebie auto-hit (section 5). */
  readonly playersAdvantage: boolean;
  readonly defaultGunnery: number;
  readonly defaultPiloting: number;
  /** Heat levels 0…N; the last row applies to any heat above it. */
  readonly heatScale: readonly HeatScaleRow[];
  /** 'standard' = R-13.3/R-13.4; 'cooldown' = the variant of R-V.1/R-V.2. */
  readonly heatModel: 'standard' | 'cooldown';
  /** The wreck variant, R-V.3. */
  readonly wrecks: boolean;
}
