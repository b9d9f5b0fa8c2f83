import { beforeAll, describe, expect, it } from 'vitest';
import { createArmadaPool, type ArmadaCardPool } from '../../../shared/lists/formats/armada-pool';
import { detectBuilder, importArmadaText } from '../../../shared/lists/formats/armada-text-import';
import { loadCards } from './helpers/card-pools';
import { fixture, imported, messageLines, sampleList, unitLines } from './helpers/list-views';

let pool: ArmadaCardPool;
beforeAll(async () => {
  pool = createArmadaPool([...(await loadCards('armada-isb')), ...(await loadCards('armada-ffg'))]);
});

/** "Dumpster Fire Mk 18" as the three builders that exported it should all read: one fleet. */
const dumpsterFire = {
  ships: {
    mc80: 'mc80-star-cruiser: Commander garm-bel-iblis-commander, Officer strategic-adviser-officer, Support Team engine-techs-support-team',
    cr90: 'cr90-corvette-a: Title jaina-s-light-title',
    pelta: ['modified-pelta-class-command-ship: Fleet Command intensify-firepower-fleet-command, Officer toryn-farr-officer', 'modified-pelta-class-command-ship: Officer toryn-farr-officer, Fleet Command intensify-firepower-fleet-command'],
    neb: ['nebulon-b-escort-frigate: Title yavaris-title, Officer ahsoka-tano-officer', 'nebulon-b-escort-frigate: Officer ahsoka-tano-officer, Title yavaris-title'],
  },
  squadrons: ['jan-ors', '2 × y-wing-squadron', 'biggs-darklighter', '2 × x-wing-squadron'],
  objectives: ['ion-storm', 'contested-outpost', 'hyperspace-migration'],
};

describe('Armada fleet text · the real builder exports (shared/data/lists/armada)', () => {
  it('the mobile app: title line with points/limit, model names (MC80 Liberty, Moldy Crow - Jan Ors, Biggs ... X-Wing Squadron), one Objectives line', () => {
    const result = imported(importArmadaText(sampleList('armada', '01-afb-app-dumpster-fire-mk-18.txt'), pool));
    expect(result.provenance.builder).toBe('app');
    expect(result.edition).toBe('armada-ffg');
    expect(result.list).toMatchObject({ name: 'Dumpster Fire Mk 18', system: 'armada', faction: 'rebel', format: 'armada-standard' });
    const { ships } = dumpsterFire;
    expect(unitLines(result)).toEqual([ships.mc80, ships.cr90, ships.pelta[0], ships.neb[0], ...dumpsterFire.squadrons]);
    expect(result.list.objectives.map((o) => o.key)).toEqual(dumpsterFire.objectives);
    expect(result.printed).toEqual({ total: 400, units: [133, 46, 73, 64, 19, 20, 19, 26], squadrons: 84 });
    expect(result.cardPoints).toEqual([133, 46, 73, 64, 19, 20, 19, 26]);
    expect(result.incomplete).toBe(false);
    expect(messageLines(result)).toEqual([]);
  });

  it("Ryan Kingston's builder: short class names (Pelta Command Ship), `2 x` counts are totals, no stated limit is reported", () => {
    const result = imported(importArmadaText(sampleList('armada', '05-kingston-dumpster-fire-mk-18.txt'), pool));
    expect(result.provenance.builder).toBe('kingston');
    expect(result.list).toMatchObject({ name: 'Dumpster Fire Mk 18', faction: 'rebel', format: 'armada-standard' });
    const { ships } = dumpsterFire;
    expect(unitLines(result)).toEqual([ships.cr90, ships.mc80, ships.pelta[1], ships.neb[1], ...dumpsterFire.squadrons]);
    expect(result.list.objectives.map((o) => o.key)).toEqual(dumpsterFire.objectives);
    expect(result.printed).toEqual({ total: 400, units: [46, 133, 73, 64, 19, 20, 19, 26], squadrons: 84 });
    expect(messageLines(result)).toEqual(['warning | the fleet | The fleet does not say its points limit; it was read as a standard 400-point fleet.']);
  });

  it('Armada Warlords: tabs and trailing spaces, stripped apostrophes (Jainas Light), plural squadrons, [ flagship ], Points: 400/400, no final newline', () => {
    const result = imported(importArmadaText(sampleList('armada', '08-warlords-dumpster-fire-mk-18.txt'), pool));
    expect(result.provenance.builder).toBe('warlords');
    expect(result.list).toMatchObject({ name: 'Dumpster Fire Mk 18', faction: 'rebel', format: 'armada-standard' });
    const { ships } = dumpsterFire;
    expect(unitLines(result)).toEqual([ships.cr90, ships.mc80, ships.pelta[1], ships.neb[0], ...dumpsterFire.squadrons]);
    expect(result.list.objectives.map((o) => o.key)).toEqual(dumpsterFire.objectives);
    expect(result.printed).toEqual({ total: 400, units: [46, 133, 73, 64, 19, 20, 19, 26], squadrons: 84 });
    expect(messageLines(result)).toEqual([]);
  });

  it('Star Forge: Commander with points, empty Name, aces as `Name - Squadron type`, ISB points pick the ISB cards', () => {
    const result = imported(importArmadaText(sampleList('armada', '13-starforge-converted-empire-sloane.txt'), pool));
    expect(result.provenance.builder).toBe('starforge');
    expect(result.edition).toBe('armada-isb');
    // Issue 40 · Star Forge's empty Name: the fleet is named by its faction, commander and ships, so two such fleets differ.
    expect(result.list).toMatchObject({ name: 'Galactic Empire: Admiral Sloane, Imperial Star Destroyer Kuat Refit and 2 more', faction: 'empire', format: 'armada-standard' });
    expect(unitLines(result)).toEqual([
      'imperial-star-destroyer-kuat-refit: Commander admiral-sloane-commander, Title sovereign-title, Officer admiral-montferrat-officer, Weapons Team boarding-troopers-boarding-team, Defensive Retrofit electronic-countermeasures, Ordnance external-racks, Ion Cannons leading-shots',
      'quasar-fire-i-class-cruiser-carrier: Title squall-title, Officer admiral-chiraneau-officer, Weapons Team flight-controllers, Offensive Retrofit boosted-comms',
      'gozanti-class-cruisers: Fleet Support parts-resupply',
      'black-squadron-tie-fighter-squadron',
      'colonel-jendon-lambda-class-shuttle',
      'darth-vader-tie-defender-squadron',
      'maarek-stele-tie-defender-squadron',
      'mauler-mithel-tie-fighter-squadron',
      'saber-squadron-tie-interceptor-squadron',
      '2 × tie-advanced-squadron',
    ]);
    expect(result.list.units.every((u) => u.card.edition === 'armada-isb')).toBe(true);
    expect(result.list.objectives.map((o) => o.key)).toEqual(['advanced-gunnery', 'asteroid-tactics', 'infested-fields']);
    expect(result.printed).toEqual({ total: 400, units: [164, 81, 26, 9, 23, 25, 21, 15, 12, 24], squadrons: 129 });
    expect(result.cardPoints?.reduce((a, b) => a + b, 0)).toBe(400);
  });
});

describe('Armada fleet text · every builder and quirk in FORMATS.md (our own lists)', () => {
  it('Flagship: [flagship], -Class capitalised, `3 Name (8)` is 8 per copy; same-named Darth Vader cards chosen by printed points and position', () => {
    const result = imported(importArmadaText(fixture('armada-flagship-empire.txt'), pool));
    expect(result.provenance.builder).toBe('flagship');
    expect(result.edition).toBe('armada-ffg');
    expect(result.list).toMatchObject({ name: "Vader's Hammer", faction: 'empire', format: 'armada-standard' });
    expect(unitLines(result)).toEqual([
      'imperial-ii-class-star-destroyer: Commander darth-vader-commander, Weapons Team gunnery-team-weapons-team, Title dominator-title',
      'victory-ii-class-star-destroyer: Officer darth-vader-officer, Turbolasers enhanced-armament-turbolasers',
      'raider-i-class-corvette: Weapons Team darth-vader-weapons-team-offensive-retrofit',
      '3 × tie-fighter-squadron',
      'darth-vader',
    ]);
    expect(result.list.objectives.map((o) => o.key)).toEqual(['most-wanted', 'fire-lanes', 'superior-positions']);
    expect(result.printed).toEqual({ total: null, units: [175, 96, 47, 24, 21], squadrons: 45 });
    expect(messageLines(result)).toEqual(['warning | the fleet | The fleet does not say its points limit; it was read as a standard 400-point fleet.']);
  });

  it('Armada Fleets Designer: (squadrons/total/limit) header, `base + upgrades: total`, tab-plus upgrades, the commander as an upgrade, `2 x 13`, bare objectives', () => {
    const result = imported(importArmadaText(fixture('armada-afd-rebel.txt'), pool));
    expect(result.provenance.builder).toBe('afd');
    expect(result.list).toMatchObject({ name: 'Home One Hammer', faction: 'rebel', format: 'armada-standard' });
    expect(unitLines(result)).toEqual([
      'mc80-command-cruiser: Commander admiral-ackbar-commander, Title home-one-title',
      'hammerhead-torpedo-corvette: Ordnance assault-proton-torpedoes-ordnance',
      'nebulon-b-escort-frigate',
      'jan-ors',
      '2 × x-wing-squadron',
    ]);
    expect(result.list.objectives.map((o) => o.key)).toEqual(['most-wanted', 'fire-lanes', 'superior-positions']);
    expect(result.printed).toEqual({ total: 294, units: [151, 41, 57, 19, 26], squadrons: 45 });
    expect(result.incomplete).toBe(false);
    expect(messageLines(result)).toEqual(['note | the fleet | Read as Rebel Alliance, the faction of its cards.']);
  });

  it('Warlords with (com)/(off) on the Commander line and on upgrades, CRLF line endings, a 300-point limit', () => {
    const result = imported(importArmadaText(fixture('armada-warlords-com-off.txt'), pool));
    expect(result.provenance.builder).toBe('warlords');
    expect(result.list).toMatchObject({ name: 'Palpatines Eye', faction: 'empire', format: 'armada-300' });
    expect(unitLines(result)).toEqual([
      'victory-ii-class-star-destroyer: Commander emperor-palpatine-commander, Officer admiral-ozzel-officer',
      'raider-i-class-corvette: Officer intel-officer-officer',
      '3 × tie-fighter-squadron',
      'darth-vader',
    ]);
    expect(result.printed).toEqual({ total: 218, units: [122, 51, 24, 21], squadrons: 45 });
    expect(messageLines(result)).toEqual([]);
  });

  it('(off) selects the officer even when the printed points are the commander\'s, and the price is reported', () => {
    const text = ['Name: Ozzel', 'Faction: Empire', 'Commander: Emperor Palpatine', '', 'Victory II-class Star Destroyer (85)', '• Emperor Palpatine (35)', '• Admiral Ozzel (off) (20)', '= 140 Points', '', 'Total Points: 140'].join('\n');
    const result = imported(importArmadaText(text, pool));
    expect(unitLines(result)).toEqual(['victory-ii-class-star-destroyer: Commander emperor-palpatine-commander, Officer admiral-ozzel-officer']);
    expect(messageLines(result)).toContain('warning | line 7 | Admiral Ozzel is printed at 20 points, but its card in Armada (FFG data) says 2.');
  });

  it('Star Forge: leading space before Name:, {CIS} tag, [Legacy] marker, aces `Name - Squadron type`, `3 x` total, a commander who is also a squadron ace', () => {
    const result = imported(importArmadaText(fixture('armada-starforge-separatist.txt'), pool));
    expect(result.provenance.builder).toBe('starforge');
    expect(result.edition).toBe('armada-isb');
    expect(result.list).toMatchObject({ name: 'Separatist Alliance: General Grievous, Providence-class Dreadnought and 2 more', faction: 'separatist' });
    expect(unitLines(result)).toEqual([
      'providence-class-dreadnought: Commander general-grievous-commander, Turbolasers swivel-mount-batteries',
      'gozanti-class-cruisers-separatist',
      'munificent-class-star-frigate: Turbolasers heavy-turbolaser-turrets',
      'general-grievous-belbullab-22-squadron',
      'dbs-404-hyena-droid-bomber-squadron',
      '3 × vulture-droid-squadron',
    ]);
    expect(result.list.objectives.map((o) => o.key)).toEqual(['opening-salvo', 'fleet-ambush', 'solar-corona']);
    expect(result.printed).toEqual({ total: 289, units: [125, 24, 77, 22, 17, 24], squadrons: 63 });
    expect(messageLines(result)).toEqual([
      'warning | the fleet | The fleet does not say its points limit; it was read as a standard 400-point fleet.',
      'note | the fleet | The fleet has no name of its own; it is called “Separatist Alliance: General Grievous, Providence-class Dreadnought and 2 more” (rename it on the Lists screen).',
      'note | line 17 | Munificent-class Star Frigate is marked [Legacy] (content from outside the printed game).',
    ]);
  });

  it('a truncated paste (no header, a ship without its subtotal, no final total) is kept as far as it goes and flagged, never completed', () => {
    const result = imported(importArmadaText(fixture('armada-kingston-truncated.txt'), pool));
    expect(result.incomplete).toBe(true);
    expect(unitLines(result)).toEqual(['cr90-corvette-a: Title jaina-s-light-title', 'mc80-star-cruiser: Commander garm-bel-iblis-commander, Officer strategic-adviser-officer']);
    expect(result.printed).toEqual({ total: null, units: [46, null], squadrons: null });
    expect(messageLines(result)).toEqual([
      'warning | the fleet | The fleet names no faction; it was read as Rebel Alliance from its cards.',
      'warning | the fleet | The fleet has no "Commander:" line: the top of the paste may be missing.',
      'warning | the fleet | The fleet has no "Total Points:" line at the end: the paste may be cut off.',
      'warning | the fleet | The fleet does not say its points limit; it was read as a standard 400-point fleet.',
      'note | the fleet | The fleet has no name of its own; it is called “Rebel Alliance: CR90 Corvette A, MC80 Star Cruiser” (rename it on the Lists screen).',
      'note | the fleet | The fleet names no objectives.',
      'warning | line 5 | The ship "MC80 Star Cruiser" has no "= ... Points" total under it: the paste may be cut off here.',
    ]);
  });

  it('totals that do not add up are recomputed from the card points and reported where they are', () => {
    const result = imported(importArmadaText(fixture('armada-kingston-bad-totals.txt'), pool));
    expect(unitLines(result)).toEqual([
      'cr90-corvette-a: Title jaina-s-light-title',
      'mc80-star-cruiser: Commander garm-bel-iblis-commander, Support Team engine-techs-support-team',
      '2 × x-wing-squadron',
      'jan-ors',
    ]);
    expect(result.printed).toEqual({ total: 230, units: [50, 130, 26, 19], squadrons: 40 });
    expect(result.cardPoints).toEqual([46, 129, 26, 19]);
    expect(messageLines(result)).toEqual([
      'warning | the fleet | The squadrons are totalled at 40 points, but their cards add up to 45.',
      'warning | the fleet | The fleet is totalled at 230 points, but its cards add up to 220.',
      'warning | the fleet | The fleet does not say its points limit; it was read as a standard 400-point fleet.',
      'warning | line 9 | CR90 Corvette A is totalled at 50 points, but its cards add up to 46 (and its printed lines to 46).',
      'warning | line 13 | MC80 Star Cruiser is totalled at 130 points, but its cards add up to 129.',
      'warning | line 15 | Engine Techs is printed at 9 points, but its card in Armada (FFG data) says 8.',
    ]);
  });

  it('unknown names get the closest card names; a name two cards share is reported, not picked; every unread line is listed with its number', () => {
    const result = imported(importArmadaText(fixture('armada-starforge-unknown-ambiguous.txt'), pool));
    expect(unitLines(result)).toEqual(['imperial-ii-class-star-destroyer: Commander darth-vader-commander']);
    expect(result.list.objectives.map((o) => o.key)).toEqual(['most-wanted', 'fire-lanes']);
    expect(messageLines(result)).toEqual([
      'warning | the fleet | The fleet does not say its points limit; it was read as a standard 400-point fleet.',
      'error | line 7 | Unknown objective "Superior Positionz": did you mean Superior Positions? It was left out.',
      'error | line 11 | Unknown upgrade "Jainas Lihgt": did you mean Jaina\'s Light? It was left out.',
      'error | line 14 | Unknown ship "Victory III-class Star Destroyer": did you mean Victory II-class Star Destroyer, Victory I-class Star Destroyer or Venator II-class Star Destroyer? It was left out.',
      'error | line 18 | "Darth Vader" could be several cards: Darth Vader (TIE Advanced Squadron), squadron, 21 points; Darth Vader (TIE Defender Squadron), squadron, 25 points. To choose, write the squadron type after the name (Darth Vader - TIE Advanced Squadron) and import again; it was left out.',
      'error | line 23 | "this line is not a fleet line" was not understood; it was left out.',
    ]);
  });

  it('short and respelled names through the alias table: Victory II, Electronic Counter Measures, CR90A Corvette; a bare ISD is reported as ambiguous', () => {
    const text = [
      'Name: Aliases', 'Faction: Imperial', 'Commander: Admiral Motti', '',
      'Victory II (85)', '• Electronic Counter Measures (7)', '• Admiral Motti (24)', '= 116 Points', '',
      'ISD (112)', '= 112 Points', '', 'Total Points: 228',
    ].join('\n');
    const result = imported(importArmadaText(text, pool));
    expect(unitLines(result)).toEqual(['victory-ii-class-star-destroyer: Defensive Retrofit electronic-countermeasures-defensive-retrofit, Commander admiral-motti-commander']);
    expect(messageLines(result).find((m) => m.includes('line 10'))).toMatch(/^error \| line 10 \| "ISD" could be several cards: .*Imperial Star Destroyer Kuat Refit, ship, 112 points.*To choose, write its full name and import again; it was left out\.$/);
    const rebel = imported(importArmadaText(['Name: A', 'Faction: Rebels', 'Commander:', '', 'CR90A Corvette (44)', '= 44 Points', '', 'Total Points: 44'].join('\n'), pool));
    expect(unitLines(rebel)).toEqual(['cr90-corvette-a']);
  });

  it('a commander named only on the Commander line is fitted to the flagship, and said', () => {
    const text = ['Lonely Garm', 'Author: h5', 'Faction: Rebels', 'Commander: Garm Bel Iblis', '', '[flagship] CR90 Corvette A (44)', '= 44 points'].join('\n');
    const result = imported(importArmadaText(text, pool));
    expect(unitLines(result)).toEqual(['cr90-corvette-a: Commander garm-bel-iblis-commander']);
    expect(messageLines(result)).toContain('note | line 4 | Garm Bel Iblis was fitted to the flagship as its commander.');
  });

  it('whitespace and line endings do not matter: no blank lines, CRLF, tabs, trailing spaces, curly apostrophes read as the original', () => {
    const original = sampleList('armada', '05-kingston-dumpster-fire-mk-18.txt');
    const mangled = original
      .replace(/\n\n/g, '\n')
      .replace(/'/g, '\u2019')
      .replace(/ \(/g, '\t(')
      .split('\n')
      .map((line) => `${line}  `)
      .join('\r\n');
    expect(imported(importArmadaText(mangled, pool)).list).toEqual(imported(importArmadaText(original, pool)).list);
  });

  it('Warlords with no squadrons: `= 0 total squadron cost` alone closes the (empty) squadron block', () => {
    const text = ['No Fighters', 'Author: h5', 'Faction: Rebel Alliance', 'Points: 44/400', 'Commander: Garm Bel Iblis', '', 'CR90 Corvette A (44 points)', '= 44 total ship cost', '', '= 0 total squadron cost'].join('\n');
    const result = imported(importArmadaText(text, pool));
    expect(unitLines(result)).toEqual(['cr90-corvette-a']);
    expect(result.printed).toEqual({ total: 44, units: [44], squadrons: 0 });
    expect(result.incomplete).toBe(false);
  });

  it('a subname in parentheses selects between same-named aces (Hera Syndulla (Ghost)); an officer and an ace of one name are told apart by position', () => {
    const text = [
      'Name: Spectres', 'Faction: Rebel', 'Commander:', '',
      'CR90 Corvette A (44)', '\u2022 Lando Calrissian (4)', '= 48 Points', '',
      'Squadrons:', '\u2022 Hera Syndulla (Ghost) (28)', '\u2022 Lando Calrissian (24)', '= 52 Points', '', 'Total Points: 100',
    ].join('\n');
    const result = imported(importArmadaText(text, pool));
    expect(result.edition).toBe('armada-isb');
    expect(unitLines(result)).toEqual(['cr90-corvette-a: Officer lando-calrissian-officer', 'hera-syndulla-ghost', 'lando-calrissian-millennium-falcon']);
  });

  it('a fleet over its points limit, or with squadrons over a third of it, is read and reported, not refused', () => {
    const text = [
      'Too Much (411/400)', 'Rebels  - Author: h5', '', 'Commander: Garm Bel Iblis', '', 'Objectives: Ion Storm, Contested Outpost, Hyperspace Migration', '',
      '[flagship] MC80 Liberty Star Cruiser (96)', ' - Garm Bel Iblis (25)', '= 121 total points', '',
      'Squadrons (290/134):', '20x X-Wing Squadron (260)', '3x Y-Wing Squadron (30)',
    ].join('\n');
    const result = imported(importArmadaText(text, pool));
    // Every price matches both data sets: the tie goes to the pool's first edition (ISB here).
    expect(result.edition).toBe('armada-isb');
    expect(unitLines(result)).toEqual(['mc80l-star-cruiser: Commander garm-bel-iblis-commander', '20 × x-wing-squadron', '3 × y-wing-squadron']);
    expect(messageLines(result)).toEqual([
      "warning | the fleet | The fleet's cards add up to 411 points, over its 400-point limit.",
      'warning | the fleet | Its squadrons add up to 290 points, over a third of the limit (134).',
    ]);
  });

  it('builder detection reads the marks each builder leaves', () => {
    const detect = (text: string) => detectBuilder(text.split('\n'));
    expect(detect(sampleList('armada', '01-afb-app-dumpster-fire-mk-18.txt'))).toBe('app');
    expect(detect(sampleList('armada', '05-kingston-dumpster-fire-mk-18.txt'))).toBe('kingston');
    expect(detect(sampleList('armada', '08-warlords-dumpster-fire-mk-18.txt'))).toBe('warlords');
    expect(detect(sampleList('armada', '13-starforge-converted-empire-sloane.txt'))).toBe('starforge');
    expect(detect(fixture('armada-flagship-empire.txt'))).toBe('flagship');
    expect(detect(fixture('armada-afd-rebel.txt'))).toBe('afd');
  });
});

describe('Armada fleet text · bad input is refused in the player\'s words, nothing half-returned', () => {
  const refusal = (text: string) => {
    const result = importArmadaText(text, pool);
    if (result.ok) expect.fail('was read');
    return result;
  };
  it('an XWS squad pasted here says it is X-Wing', () => {
    expect(refusal(sampleList('xws', '02-yasb2-idname.json'))).toEqual({
      ok: false,
      looksLike: 'xws',
      message: 'This looks like an X-Wing squad (XWS), not a Star Wars: Armada fleet. Paste it into the X-Wing squad import instead.',
    });
  });
  it('a fleet none of whose ships or squadrons is a known card is refused with the reasons', () => {
    expect(refusal(['Name: Nothing known', 'Faction: Rebel', 'Commander:', '', 'Nebulon-C Frigate (57)', '= 57 Points', '', 'Total Points: 57'].join('\n')).message).toBe(
      'None of this fleet\'s ships or squadrons could be read. line 5: Unknown ship "Nebulon-C Frigate": did you mean Nebulon-B Escort Frigate or Nebulon-B Support Refit? It was left out.',
    );
  });
  it('a paste holding more ships, upgrades or objectives than any fleet is refused before its names are looked up', () => {
    expect(refusal('Qwerty Uiop Asdf (5)\n'.repeat(5000)).message).toBe('This text has more than 40 ships and squadron lines; Sidetable keeps at most 40 in one fleet. Paste one fleet at a time.');
    expect(refusal(`CR90 Corvette A (44)\n${'\u2022 Qwerty Uiop (5)\n'.repeat(5000)}`).message).toBe(
      'The ship on line 1 has more than 16 upgrade lines under it; a ship takes at most 16. Check the paste: it may hold more than one fleet.',
    );
    expect(refusal(`CR90 Corvette A (44)\nObjectives: ${'Qwerty, '.repeat(10)}`).message).toBe('This text names 10 objectives; a fleet has three. Paste one fleet at a time.');
  });
  it('more copies on a line than a list keeps is refused whole, with the limit', () => {
    const text = ['Name: Swarm', 'Faction: Empire', 'Commander:', '', 'Squadrons:', '\u2022 25 x TIE Fighter Squadron (200)', '= 200 Points', '', 'Total Points: 200'].join('\n');
    expect(refusal(text).message).toBe('A squadron line asks for 25 copies; Sidetable keeps at most 20 on one line. Check the list in your builder.');
  });
  it('other JSON, prose, an empty paste, 10 MB, NUL bytes, invalid UTF-8', () => {
    expect(refusal('{"ships": []}').message).toBe('This is JSON, not an Armada fleet text. In your fleet builder choose the text export ("Copy as text" or "Export to text") and paste that.');
    expect(refusal('Dear diary,\ntoday I flew a Star Destroyer.').message).toBe(
      'This is not an Armada fleet list: no ship or squadron line such as "CR90 Corvette A (44)" was found. Copy the fleet as text from your fleet builder and paste all of it.',
    );
    expect(refusal('').message).toBe('The paste is empty: copy the fleet list from your builder and paste it here.');
    expect(refusal('CR90 Corvette A (44)\n'.repeat(500_000)).message).toMatch(/^This paste is \d+ KB; a fleet list is a few KB at most, so it was not read\./);
    expect(refusal('CR90 Corvette A (44)\u0000').message).toBe('This looks like a binary file, not a fleet list (it contains NUL bytes). Export the list as text from your builder and paste that.');
    expect(refusal('CR90 Corvette A (44)\uFFFD').message).toMatch(/^This text has unreadable characters/);
  });
});
