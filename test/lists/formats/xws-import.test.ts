import { beforeAll, describe, expect, it } from 'vitest';
import type { ListCard } from '../../../shared/lists/list';
import { LIST_TEXT_MAX_BYTES } from '../../../shared/lists/formats/input-checks';
import { createXwingPool, type XwingCardPool } from '../../../shared/lists/formats/xwing-pool';
import { importXws } from '../../../shared/lists/formats/xws-import';
import { loadCards } from './helpers/card-pools';
import { fixture, imported, messageLines, sampleList, unitLines } from './helpers/list-views';

let pool: XwingCardPool;
let only20: XwingCardPool;
beforeAll(async () => {
  const cards20: ListCard[] = await loadCards('xwing-2.0');
  const cards25: ListCard[] = await loadCards('xwing-2.5');
  pool = createXwingPool([...cards20, ...cards25]);
  only20 = createXwingPool(cards20);
});

describe('XWS import · the real builder exports (shared/data/lists/xws)', () => {
  it('YASB 2.0: id and name both given; squad and pilot points as printed; the 2.0-era ship id is only a hint', () => {
    const result = imported(importXws(sampleList('xws', '02-yasb2-idname.json'), pool));
    expect(result.edition).toBe('xwing-2.0');
    // Issue 40 · "Unnamed Squadron" is YASB's default, no name: the squad is named by its faction and pilots.
    expect(result.list).toMatchObject({ name: 'Galactic Empire: "Whisper", "Redline", Soontir Fel', system: 'xwing', format: 'xwing-2.0-standard', faction: 'galacticempire', objectives: [] });
    expect(unitLines(result)).toEqual([
      'whisper: Talent juke, Crew darthvader',
      'redline: Sensor advancedsensors, Torpedo protontorpedoes',
      'soontirfel: Talent predator',
    ]);
    expect(result.list.units.every((u) => u.card.edition === 'xwing-2.0' && u.card.kind === 'pilot' && u.count === 1)).toBe(true);
    expect(result.printed).toEqual({ total: 185, units: [70, 61, 54] });
    expect(result.provenance).toMatchObject({ builder: 'yasb', version: '2.0.0' });
    expect(result.provenance.vendor).toHaveProperty('yasb.link');
    expect(messageLines(result)).toEqual([
      'note | the squad | Read as X-Wing 2.0 because it came from YASB 2.0 and its 185 points are on the 2.0 scale (about 200 a squad).',
      "note | pilot 3 | The list says ship `tieinterceptor`; Soontir Fel flies the TIE/in Interceptor (`tieininterceptor`), read from the pilot's id.",
      'note | the squad | The squad has no name of its own; it is called “Galactic Empire: "Whisper", "Redline", Soontir Fel” (rename it on the Lists screen).',
    ]);
  });

  // Issue 40 item 2 · the 2.0 Legacy builders carry their own signals: their site, their builder name, their links' game type.
  const legacy = (link: string, more: Record<string, unknown> = {}) =>
    JSON.stringify({ faction: 'rebelalliance', name: 'Legacy Luke', pilots: [{ id: 'lukeskywalker', ship: 't65xwing' }, { id: 'wedgeantilles', ship: 't65xwing' }], vendor: { yasb: { builder: 'YASB 2.0', builder_url: 'https://xwing-legacy.com', link } }, version: '2.0.1', ...more });
  it('YASB Legacy (xwing-legacy.com, "YASB 2.0"), no points to go by: read as 2.0, and the reason names the builder', () => {
    const result = imported(importXws(legacy('https://xwing-legacy.com/?f=Rebel%20Alliance&d=v8ZsZ200Z1XWWY2XWW&sn=Legacy%20Luke'), pool));
    expect(result.edition).toBe('xwing-2.0');
    expect(result.list.format).toBe('xwing-2.0-standard');
    expect(messageLines(result)[0]).toMatch(/^note \| the squad \| Read as X-Wing 2\.0 because it came from YASB 2\.0 Legacy \(xwing-legacy\.com\)/);
  });
  it('YASB Legacy’s v8 link with game type h is Hyperspace; a 2.5 link (yasb.app) with Z separators is not', () => {
    expect(imported(importXws(legacy('https://xwing-legacy.com/?f=Rebel%20Alliance&d=v8ZhZ200Z1XWWY2XWW&sn=Legacy%20Luke'), pool)).list.format).toBe('xwing-2.0-hyperspace');
    const xwa = JSON.stringify({ faction: 'rebelalliance', name: 'XWA Luke', points: 20, pilots: [{ id: 'lukeskywalker' }], vendor: { yasb: { builder: 'YASB - X-Wing 2.5 XWA', builder_url: 'https://yasb.app/', link: 'https://yasb.app/?f=Rebel%20Alliance&d=v9ZhZ20Z1XWW' } } });
    const read = imported(importXws(xwa, pool));
    expect(read.edition).toBe('xwing-2.5');
    expect(read.list.format).not.toMatch(/hyperspace/);
  });
  it('the Pandorum builder (2.0 Legacy) is read as 2.0', () => {
    const pandorum = JSON.stringify({ faction: 'rebelalliance', name: 'P', pilots: [{ id: 'lukeskywalker' }], vendor: { yasb: { builder: 'YASB 2.0', builder_url: 'https://albogarelli.github.io/pandorumbuilder/', link: 'https://albogarelli.github.io/pandorumbuilder/?f=Rebel%20Alliance&d=v8ZeZ200Z1XWW' } } });
    expect(imported(importXws(pandorum, pool)).edition).toBe('xwing-2.0');
  });

  it('Launch Bay Next: slot key `forcepower`, duplicated generics as separate entries, an app version as `version`', () => {
    const result = imported(importXws(sampleList('xws', '11-lbn-forcepower.json'), pool));
    expect(result.list.name).toBe('Vader + Jonus Facepunch');
    expect(unitLines(result)).toEqual([
      'captainjonus: Missile barragerockets',
      'scimitarsquadronpilot: Missile barragerockets',
      'scimitarsquadronpilot: Missile barragerockets',
      'darthvader: Force Power hate, Modification afterburners, Sensor firecontrolsystem',
    ]);
    expect(result.printed).toEqual({ total: 200, units: [50, 37, 37, 76] });
    expect(result.provenance).toMatchObject({ builder: 'lbn', version: '2.9.8' });
  });

  it('official builder via SB2XWS: 1.0-era slot key `ept` is a Talent, no version at all', () => {
    const result = imported(importXws(sampleList('xws', '15-ffg-sb2xws-rebel.json'), pool));
    expect(result.list).toMatchObject({ name: 'Extended-Heff-Tubes-U-Y', faction: 'rebelalliance', format: 'xwing-2.0-standard' });
    expect(unitLines(result)).toEqual([
      'hefftobber: Crew tacticalofficer, Crew zeborrelios, Sensor firecontrolsystem, Configuration pivotwing, Talent marksmanship',
      'benthictwotubes: Crew perceptivecopilot, Configuration pivotwing',
      'bluesquadronscout: Crew tacticalofficer, Crew leiaorgana, Sensor firecontrolsystem, Configuration pivotwing',
      'graysquadronbomber: Torpedo iontorpedoes, Astromech r3astromech, Turret ioncannonturret',
    ]);
    expect(result.printed).toEqual({ total: 199, units: [51, 55, 49, 44] });
    expect(result.provenance).toMatchObject({ builder: 'sb2xws', version: null, vendor: { sb2xws: { builder: 'SB2XWS' } } });
  });

  it('Squads Designer: URL-encoded name, empty obstacles, pilots without upgrades or points', () => {
    const result = imported(importXws(sampleList('xws', '22-xwsd.json'), pool));
    expect(result.list.name).toBe('Inferno swarm');
    expect(unitLines(result)).toEqual([
      'howlrunner: Talent swarmtactics',
      'idenversio: Talent crackshot',
      'gideonhask: Talent crackshot',
      'seynmarana: Talent marksmanship',
      'academypilot',
      'wampa',
    ]);
    expect(result.printed).toEqual({ total: 199, units: [null, null, null, null, null, null] });
    expect(result.provenance).toMatchObject({ builder: 'xwsd', version: '1.0.0' });
  });

  it('YASB 2.5: suffixed standard-loadout ids pick the 2.5 cards; loadout pilots carry no upgrades of their own; a date as version', () => {
    const result = imported(importXws(sampleList('xws', '28-yasb25-boy-standard-loadout.json'), pool));
    expect(result.edition).toBe('xwing-2.5');
    expect(result.list).toMatchObject({ name: 'BoyCrew', format: 'xwing-2.5-standard', faction: 'galacticempire' });
    expect(unitLines(result)).toEqual([
      'darthvader-battleofyavin',
      'maulermithel-battleofyavin',
      'sigma7-battleofyavin',
      'idenversio: Talent elusive, Cannon ioncannon',
      'backstabber-battleofyavin',
    ]);
    expect(result.list.units.every((u) => u.card.edition === 'xwing-2.5')).toBe(true);
    expect(result.printed).toEqual({ total: 20, units: [6, 3, 4, 3, 4] });
    expect(result.provenance).toMatchObject({ builder: 'yasb', version: '10/28/2022' });
    expect(messageLines(result)).toEqual(['note | the squad | Read as X-Wing 2.5 because it came from YASB for X-Wing 2.5, its 20 points are on the 2.5 scale (about 20 a squad) and 4 of its ids (`darthvader-battleofyavin`, `maulermithel-battleofyavin`, `sigma7-battleofyavin`…) exist only in the 2.5 cards.']);
  });
});

describe('XWS import · every quirk in FORMATS.md (our own lists)', () => {
  it('name-only pilots, leading digits, `ept`/`mod`, hyphenated and de-hyphenated ids, `upgrades: []`, id beats name, odd version, ruleset legacy', () => {
    const result = imported(importXws(fixture('xws-legacy-scum-quirks.json'), pool));
    expect(result.edition).toBe('xwing-2.0');
    expect(result.list).toMatchObject({ name: 'Scum & Villainy at Legacy', faction: 'scumandvillainy' });
    expect(unitLines(result)).toEqual(['4lom: Talent fearless, Modification hullupgrade, Gunner hansolo-gunner', 'l337', 'hansolo: Gunner hansolo-gunner']);
    expect(result.provenance).toEqual({ builder: null, version: '11/25/2022.NaN.NaN', ruleset: 'legacy' });
    expect(result.printed).toEqual({ total: 150, units: [60, null, null] });
    expect(messageLines(result)).toEqual([
      'note | the squad | Read as X-Wing 2.0 because it names the ruleset "legacy" and its 150 points are on the 2.0 scale (about 200 a squad).',
      "note | pilot 2 | The list says ship `yv666lightfreighter`; L3-37 flies the Customized YT-1300 Light Freighter (`customizedyt1300lightfreighter`), read from the pilot's id.",
      "note | pilot 3 | The pilot's id `hansolo` and name `l337` differ; the id was used.",
      'note | pilot 3, upgrade crew | `hansologunner` was read as `hansolo-gunner`.',
      'warning | pilot 3, upgrade crew | Han Solo is a Gunner card, not `crew`; it was kept as Gunner.',
    ]);
  });

  it('`force-power`, `force`, `forcepower`, `amd`, `elite` all land in the data slot; unknown extra keys are ignored', () => {
    const result = imported(importXws(fixture('xws-rebel-slot-variants.json'), pool));
    expect(unitLines(result)).toEqual([
      'lukeskywalker: Force Power instinctiveaim, Astromech r2d2, Modification hullupgrade',
      'ezrabridger: Force Power sense',
      'kananjarrus: Force Power heightenedperception, Title ghost',
      'wedgeantilles: Talent marksmanship, Torpedo protontorpedoes',
    ]);
    expect(result.provenance.version).toBe('R3');
    // Nothing names an edition and both resolve every id: the newest cards, and the player is told.
    expect(result.edition).toBe('xwing-2.5');
    expect(messageLines(result)).toEqual(['note | the squad | Read as X-Wing 2.5 because nothing in the list names an edition, so the newest imported cards were used.']);
  });

  it('with only 2.0 cards imported, the same list reads with them', () => {
    const result = imported(importXws(fixture('xws-rebel-slot-variants.json'), only20));
    expect(result.edition).toBe('xwing-2.0');
    expect(result.list.format).toBe('xwing-2.0-standard');
    expect(result.list.units.every((u) => u.card.edition === 'xwing-2.0')).toBe(true);
  });

  it('single-quoted pseudo-JSON is read leniently and the player is told so plainly', () => {
    const result = imported(importXws(fixture('xws-single-quoted.txt'), pool));
    expect(result.lenient).toBe(true);
    expect(unitLines(result)).toEqual(['soontirfel: Talent predator', 'darthvader-battleofyavin']);
    expect(result.printed).toEqual({ total: 11, units: [5, 6] });
    expect(result.provenance).toMatchObject({ builder: 'yasb', ruleset: 'XWA' });
    expect(messageLines(result)[0]).toBe('note | the squad | This was not strict JSON (it used single quotes or similar), so a lenient reading was used. Check the squad below.');
  });

  it('unknown ids are reported where they are with the nearest ids of the same kind; the rest of the squad is kept', () => {
    const result = imported(importXws(fixture('xws-typos.json'), pool));
    expect(unitLines(result)).toEqual(['wedgeantilles: Talent predator', 'bluesquadronescort: Talent marksmanship']);
    expect(result.printed.units).toEqual([null, null]);
    expect(messageLines(result)).toEqual([
      'note | the squad | Read as X-Wing 2.0 because its 160 points are on the 2.0 scale (about 200 a squad).',
      'error | pilot 1 | Unknown pilot `lukeskywalkr`: did you mean lukeskywalker (T-65 X-wing)? It was left out.',
      'error | pilot 2, upgrade talent | Unknown upgrade `marksmanshp`: did you mean marksmanship (Talent)? It was left out.',
      'error | pilot 2, upgrade torpedo | Unknown upgrade `protontorpedos`: did you mean protontorpedoes (Torpedo), advprotontorpedoes (Torpedo) or iontorpedoes (Torpedo)? It was left out.',
      'warning | pilot 3, upgrade cannon | Marksmanship is a Talent card, not `cannon`; it was kept as Talent.',
      'note | the squad | The squad has no name of its own; it is called “Rebel Alliance: Wedge Antilles, Blue Squadron Escort” (rename it on the Lists screen).',
    ]);
    expect(result.list.name).toBe('Rebel Alliance: Wedge Antilles, Blue Squadron Escort');
  });

  it('2.5 standard-loadout pilots: listed loadout upgrades are the card\'s own; anything else is reported and left out', () => {
    const result = imported(importXws(fixture('xws-25-loadout-listed.json'), pool));
    expect(result.edition).toBe('xwing-2.5');
    expect(unitLines(result)).toEqual(['darthvader-battleofyavin', 'maulermithel-battleofyavin', 'idenversio: Talent predator']);
    expect(messageLines(result)).toEqual([
      'note | the squad | Read as X-Wing 2.5 because it names the ruleset "xwa" and 2 of its ids (`darthvader-battleofyavin`, `maulermithel-battleofyavin`) exist only in the 2.5 cards.',
      'note | pilot 1 | Darth Vader flies a standard loadout (marksmanship, hate, afterburners); its upgrades come with the pilot card.',
      'warning | pilot 2 | “Mauler” Mithel flies a standard loadout (predator, afterburners) and takes no other upgrades; outmaneuver was left out.',
    ]);
  });

  it('ids pasted as words (`Luke Skywalker`, `Proton Torpedoes`) are read as their ids, and said', () => {
    const result = imported(importXws(JSON.stringify({ faction: 'rebelalliance', points: 60, pilots: [{ id: 'Luke Skywalker', upgrades: { torpedo: ['Proton Torpedoes'] } }] }), pool));
    expect(unitLines(result)).toEqual(['lukeskywalker: Torpedo protontorpedoes']);
    expect(messageLines(result).slice(1)).toEqual([
      'note | pilot 1 | `Luke Skywalker` was read as `lukeskywalker`.',
      'note | pilot 1, upgrade torpedo | `proton torpedoes` was read as `protontorpedoes`.',
      'note | the squad | The squad has no name of its own; it is called “Rebel Alliance: Luke Skywalker” (rename it on the Lists screen).',
    ]);
  });

  it('points scale picks the edition when the ids fit both: ~20 is 2.5, ~200 is 2.0', () => {
    const squad = (points: number) => JSON.stringify({ faction: 'rebelalliance', points, pilots: [{ id: 'wedgeantilles' }] });
    expect(imported(importXws(squad(20), pool)).edition).toBe('xwing-2.5');
    expect(imported(importXws(squad(198), pool)).edition).toBe('xwing-2.0');
    expect(imported(importXws(squad(198), pool, { edition: 'xwing-2.5' })).edition).toBe('xwing-2.5');
  });

  it('a missing or unknown faction is taken from the pilots and said; a pilot of another faction is flagged', () => {
    const noFaction = imported(importXws(JSON.stringify({ pilots: [{ id: 'howlrunner' }], points: 40 }), pool));
    expect(noFaction.list.faction).toBe('galacticempire');
    expect(messageLines(noFaction)).toContain('warning | the squad | The squad names no faction; Galactic Empire was taken from the pilots.');
    const mixed = imported(importXws(JSON.stringify({ faction: 'Rebels', pilots: [{ id: 'wedgeantilles' }, { id: 'howlrunner' }], points: 100 }), pool));
    expect(mixed.list.faction).toBe('rebelalliance');
    expect(messageLines(mixed)).toContain('warning | pilot 2 | "Howlrunner" does not fly for the Rebel Alliance.');
  });
});

describe('XWS import · bad input is refused in the player\'s words, nothing half-returned', () => {
  const refusal = (text: string) => {
    const result = importXws(text, pool);
    if (result.ok) expect.fail('was read');
    return result;
  };
  it('not JSON', () => {
    expect(refusal('Luke, Wedge and Biggs').message).toBe(
      'This is not an XWS squad: it is not JSON. In your squad builder choose "Export" then "XWS" (or "JSON") and paste all of what it gives you.',
    );
  });
  it('an XWS paste cut off part-way is told it is incomplete', () => {
    const whole = sampleList('xws', '02-yasb2-idname.json');
    expect(refusal(whole.slice(0, Math.floor(whole.length / 2))).message).toBe(
      'This XWS squad is cut off or damaged: its JSON does not close properly. Copy all of the export from your builder (from the first { to the last }) and paste it again.',
    );
  });
  it('JSON that is not a squad, several squads, or a squad without pilots', () => {
    expect(refusal('"hello"').message).toBe('This is not an XWS squad: an XWS squad is a JSON object with a faction and its pilots. Export the squad as XWS and paste it.');
    expect(refusal('[{}, {}]').message).toBe('This holds 2 entries, not one XWS squad. Export one squad at a time and paste it.');
    expect(refusal('{"faction":"rebelalliance"}').message).toBe('This JSON is not an XWS squad: it has no "pilots". Export the squad as XWS from your builder and paste it.');
    expect(refusal('{"faction":"rebelalliance","pilots":[]}').message).toBe('This squad has no pilots: add at least one pilot in your builder, then export it again.');
  });
  it('an Armada fleet pasted here says which game it looks like, whichever builder wrote it', () => {
    for (const text of [sampleList('armada', '05-kingston-dumpster-fire-mk-18.txt'), sampleList('armada', '01-afb-app-dumpster-fire-mk-18.txt'), fixture('armada-afd-rebel.txt'), fixture('armada-flagship-empire.txt')]) {
      expect(refusal(text)).toEqual({ ok: false, looksLike: 'armada-text', message: 'This looks like a Star Wars: Armada fleet, not an X-Wing squad. Paste it into the Armada fleet import instead.' });
    }
  });
  it('a squad whose every pilot is unknown is refused with each reason', () => {
    expect(refusal('{"faction":"rebelalliance","pilots":[{"id":"nobodyatall"}]}').message).toMatch(/^None of this squad's 1 pilot could be read: pilot 1: Unknown pilot `nobodyatall`/);
  });
  it('more pilots or upgrades than a list keeps is refused whole, with the limit', () => {
    const pilots = Array.from({ length: 41 }, () => ({ id: 'academypilot' }));
    expect(refusal(JSON.stringify({ faction: 'galacticempire', pilots })).message).toBe(
      'This list has 41 pilots; Sidetable keeps at most 40 in one list. Split it into smaller lists in your builder.',
    );
    const laden = { faction: 'rebelalliance', pilots: [{ id: 'wedgeantilles', upgrades: { talent: Array.from({ length: 17 }, () => 'predator') } }] };
    expect(refusal(JSON.stringify(laden)).message).toBe('Pilot 1 carries 17 upgrades; Sidetable keeps at most 16 on one. Check the list in your builder.');
  });
  it('empty, 10 MB, NUL bytes, invalid UTF-8', () => {
    expect(refusal('  \n ').message).toBe('The paste is empty: copy the XWS squad from your builder and paste it here.');
    const big = `{"faction":"rebelalliance","pilots":[],"pad":"${'x'.repeat(10 * 1024 * 1024)}"}`;
    expect(refusal(big).message).toBe(
      `This paste is ${Math.round(big.length / 1024)} KB; an XWS squad is a few KB at most, so it was not read. Copy only the list from your builder and paste it again.`,
    );
    expect(big.length).toBeGreaterThan(LIST_TEXT_MAX_BYTES);
    expect(refusal('{"faction":"rebel\u0000alliance"}').message).toBe('This looks like a binary file, not an XWS squad (it contains NUL bytes). Export the list as text from your builder and paste that.');
    expect(refusal('{"faction":"\uFFFD\uFFFD"}').message).toBe(
      'This text has unreadable characters (it is not valid UTF-8, or a binary file). Export the list as text from your builder again and paste that.',
    );
  });
});
