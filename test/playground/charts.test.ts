// The playground shows the Stats tab's charts (docs/playground.md): the page cannot draw a Sheets chart, so each is a
// labelled box under the grid naming its title, type and the cells it draws — enough to see Start a new battle made
// them and Undo took them back.
import { beforeEach, describe, expect, it } from 'vitest';
import { readDist } from '../../playground/bundle';
import { Session } from '../../playground/session';

let s: Session;
beforeEach(() => {
  s = Session.demo(readDist());
});

const statsCharts = () => s.view().sheets.find((t) => t.name === 'Stats')?.charts;

describe('the Stats tab’s charts in the playground (docs/campaign.md, Where a battle’s report is kept)', () => {
  it('after a round and Start a new battle: both charts, each with its title, type, ranges and anchor cell', () => {
    expect(statsCharts()).toBeUndefined();
    expect((s.call('resolveRound', [1]) as { ok: boolean }).ok).toBe(true);
    expect((s.call('startNewBattle', [{ repair: false, heal: false }]) as { ok: boolean }).ok).toBe(true);
    expect(statsCharts()).toEqual([
      { title: 'Gator: damage per round by pilot', type: 'COLUMN', ranges: ['Stats!N1:O5'], anchor: 'R1' },
      { title: 'Gator: luck by pilot', type: 'BAR', ranges: ['Stats!N1:N5', 'Stats!P1:P5'], anchor: 'R21' },
    ]);
    // Every other tab has none.
    expect(
      s
        .view()
        .sheets.filter((t) => t.name !== 'Stats')
        .every((t) => (t.charts ?? []).length === 0),
    ).toBe(true);
  });
});
