import { describe, expect, it } from 'vitest';
import { HEAT_MODEL_TRAITS, heatModelOf } from '../../../src/rules/model/heatModel';
import { HEAT_MODELS } from '../../../src/rules/round/sequence/variants';

describe('R-V.1 the heat model answers for itself', () => {
  it('R-13.4: under the standard model the heat scale acts and no mech cools down', () => {
    expect(heatModelOf({ heatModel: 'standard' })).toEqual({ usesHeatScale: true, coolsDown: false });
  });

  it('R-V.1/R-V.2: under the cool-down model the scale does nothing; mechs have a Size and may cool down', () => {
    expect(heatModelOf({ heatModel: 'cooldown' })).toEqual({ usesHeatScale: false, coolsDown: true });
  });

  it.each(Object.keys(HEAT_MODEL_TRAITS) as (keyof typeof HEAT_MODEL_TRAITS)[])(
    'the %s strategy that runs the phases gives the same answers the steps ask',
    (model) => {
      const strategy = HEAT_MODELS[model];
      expect(strategy && { usesHeatScale: strategy.usesHeatScale, coolsDown: strategy.coolsDown }).toEqual(
        HEAT_MODEL_TRAITS[model],
      );
    },
  );
});
