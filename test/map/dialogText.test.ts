// The battle map dialog's words (src/dialogs/map/text.ts), word for word: what the GM reads
// beside the picture — the Mech list, the selected mech's reach and its lines of fire.
import { describe, expect, it } from 'vitest';
import { pictureName } from '../../src/dialogs/map/picture';
import {
  bandText,
  imgLine,
  LINE_COPY_REFUSED,
  lineCopied,
  lineTitle,
  linkProblem,
  pictureTitle,
  reachText,
  saveStep,
  selectedTitle,
  sheetNote,
  tokenOption,
  UPLOAD_STEP,
} from '../../src/dialogs/map/text';
import { mapViewFromCampaign } from '../../src/map/payload';
import { buildMapView } from '../../src/map/view';
import { DEMO_MAP } from '../../src/rules/map/demoMap';
import { demoTabs } from '../../src/sheet/setup/demo';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { defaultRules, makeBattle, makeMech } from '../support/mechs';

function demoWithGriffin() {
  const answer = mapViewFromCampaign(readCampaignParts(demoTabs()), 'Griffin');
  if (!answer.ok) throw new Error(answer.problems.map((p) => p.message).join('; '));
  return answer.view;
}

describe('the map dialog on the demo battle, the Griffin selected (docs/battle-map.md)', () => {
  const view = demoWithGriffin();
  const griffin = view.selected!;

  it('the Mech list names each mech with its side and hex', () => {
    expect(view.tokens.map(tokenOption)).toEqual([
      'Griffin (PC) 0609',
      'Rifleman (NPC) 0415',
      'Blackjack (NPC) 0111',
      'Locust (NPC) 1516',
    ]);
    expect(tokenOption({ id: 'Reserve', label: 'Reserve', side: 'NPC', hex: null })).toBe('Reserve (NPC)');
  });

  it('the title says who is selected and where', () => {
    expect(selectedTitle(griffin.id, view.tokens[0])).toBe('Griffin (PC) at 0609');
    expect(selectedTitle('Griffin', undefined)).toBe('Griffin');
  });

  it("R-2.5, R-2.8: reach per mode, with the MP it has (the Blackjack's hex and the Rifleman's left out)", () => {
    expect(reachText(griffin.reachable!)).toBe('Walk 5 MP: 81 hexes · Run 8 MP: 175 hexes · Jump 5 MP: 89 hexes');
  });

  it("R-3.1, R-3.2, R-3.3: each line of fire with its woods and every weapon group's range band", () => {
    expect(griffin.linesOfFire.map((l) => [lineTitle(l), ...l.weapons.map(bandText)])).toEqual([
      [
        'Rifleman at 0415: 7 hexes, woods +3 (0511 +1, 0513 +2)',
        'Large Laser: +2 medium range',
        'Medium Laser ×2: +4 long range',
        'LRM-5 ×2: +0 short range',
      ],
      [
        'Blackjack at 0111: 5 hexes, woods +0',
        'Large Laser: +0 short range',
        'Medium Laser ×2: +2 medium range',
        'LRM-5 ×2: +0 short range, +1 inside minimum range 6',
      ],
      [
        'Locust at 1516: 11 hexes, woods +0',
        'Large Laser: +4 long range',
        'Medium Laser ×2: out of range',
        'LRM-5 ×2: +2 medium range',
      ],
    ]);
  });
});

describe('R-V.1 the map dialog for an overheating mech', () => {
  it('R-V.1: reaches no hex, and the note under its reach says why', () => {
    const battle = makeBattle([makeMech({ id: 'Hot', side: 'PC', position: '0609', size: 2, heat: 5 })], {
      map: DEMO_MAP,
    });
    const reach = buildMapView(battle, { selected: 'Hot', rules: defaultRules({ heatModel: 'cooldown' }) }).selected!
      .reachable!;
    expect(reachText(reach)).toMatch(/^Walk \d+ MP: 0 hexes · Run \d+ MP: 0 hexes · Jump \d+ MP: 0 hexes$/);
    expect(reach.notes).toEqual(['overheating: cannot move until it cools down (heat 5 over size 2, R-V.1)']);
  });
});

describe('the picture panel, shown after every Save picture', () => {
  it('names the file by its round, and says what the picture is', () => {
    expect(pictureName(3, 'png')).toBe('gator-map-round-3.png');
    expect(pictureName('12', 'svg')).toBe('gator-map-round-12.svg');
    expect(pictureName('', 'png')).toBe('gator-map.png');
    expect(pictureTitle(3, 'png', 1072, 1041)).toBe('Map picture, round 3: PNG, 1072 × 1041 pixels');
  });

  it('says only that the browser was asked for the download — never that it started — and offers the ways that need none', () => {
    const step = saveStep('gator-map-round-3.png', true);
    expect(step).toBe(
      'Save it: Gator asked your browser to download gator-map-round-3.png. If it is not among your downloads (a spreadsheet dialog may block downloads without telling Gator), ' +
        'open the picture in a new tab or copy it (the buttons here), or right-click it below and choose "Save image as…".',
    );
    expect(step).not.toMatch(/started|has begun|downloaded|saved/i);
  });

  it('where the browser could not even be asked, says so and offers the same ways', () => {
    expect(saveStep('gator-map-round-3.png', false)).toBe(
      'Save it: this browser cannot download from here, so open the picture in a new tab or copy it (the buttons here), or right-click it below and choose "Save image as…".',
    );
  });
});

describe('a picture goes into a BBCode forum post as an [img] link', () => {
  it('says to upload it, since a forum post takes a link, not a pasted picture', () => {
    expect(UPLOAD_STEP).toBe(
      'Upload it to your image host: a forum post shows a picture from its link in [img] tags, not one pasted in.',
    );
  });

  it('makes the [img] line of the link pasted, to fill in when there is none yet', () => {
    expect(imgLine(' https://i.imgur.com/aBc12.png \n')).toBe('[img]https://i.imgur.com/aBc12.png[/img]');
    expect(imgLine('')).toBe('[img][/img]');
    // A bracket in the link cannot end the tag early.
    expect(imgLine('https://host.example/map[1].png')).toBe('[img]https://host.example/map%5B1%5D.png[/img]');
  });

  it('says when what was pasted is no link, and what was copied', () => {
    expect(linkProblem('gator-map-round-1.png')).toBe(
      "A picture's link starts with https:// (copy it from the image host after the upload).",
    );
    expect(linkProblem('https://i.imgur.com/aBc12.png')).toBeUndefined();
    expect(linkProblem('')).toBeUndefined();
    expect(lineCopied('[img]https://i.imgur.com/aBc12.png[/img]')).toBe(
      'Copied [img]https://i.imgur.com/aBc12.png[/img]: paste it into your post.',
    );
    expect(lineCopied('[img][/img]')).toBe(
      "Copied [img][/img]: paste it into your post and the picture's link between the tags.",
    );
    expect(LINE_COPY_REFUSED).toBe(
      'The browser refused to copy here: the line is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
    );
  });
});

describe("one typo never blinds the GM: the map drawn around the sheet's problems", () => {
  it('says how many problems there are and which mechs they hold back from the map', () => {
    expect(sheetNote(1, [])).toBe('1 problem on the sheet; every mech is drawn.');
    expect(sheetNote(1, ['Griffin'])).toBe('1 problem on the sheet; mech held back until it is fixed: Griffin.');
    expect(sheetNote(3, ['Griffin', 'Locust'])).toBe(
      '3 problems on the sheet; mechs held back until they are fixed: Griffin, Locust.',
    );
  });

  it("a bad Gunnery on the Griffin's row: the answer draws the other three and carries the problem", () => {
    const tabs = demoTabs();
    const mechs = tabs.Mechs.map((row) => row.slice());
    mechs[1][mechs[0].indexOf('Gunnery')] = 'three';
    const answer = mapViewFromCampaign(readCampaignParts({ ...tabs, Mechs: mechs }), null);
    if (!answer.ok) throw new Error('the map should be drawn');
    expect(answer.view.tokens.map((t) => t.id)).toEqual(['Rifleman', 'Blackjack', 'Locust']);
    expect(answer.sheet?.heldBack).toEqual(['Griffin']);
    expect(answer.sheet?.problems.map((p) => p.message)).toEqual([
      'Mechs!F2: Gunnery must be a whole number from 0 to 8, got "three"',
    ]);
  });
});
