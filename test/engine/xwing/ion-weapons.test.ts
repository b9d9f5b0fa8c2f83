import { describe, expect, it } from 'vitest';
import { ionOutcome } from '../../../shared/engine/games/xwing';
import { armamentFromCard } from '../../../shared/engine/games/xwing/attack/weapon-facts';
import type { Ship } from '../../../shared/engine/games/xwing';
import { armed, upgradeCard, upgradeCards } from './helpers/armament';
import { attackFaces, attackOf, decimator, defenseFaces, howlrunner, luke, optionsOf, play, rosters, sentences, shipOf, startGame, stateOf, toEngagement, wedge } from './helpers/xwing-game';
import { gameOdds } from '../../../shared/odds/odds-request';
import { withEffects } from './helpers/card-effects';

// RRG · Ion (X-Wing 2.0 and 2.5 rules reference, "Ion"; the ion weapons' own text in xwing-data2):
// if the attack hits, 1 hit or crit result deals 1 hit damage, every other hit and crit result gives
// the defender an ion token instead of damage. Ionized: 1 token small, 2 medium, 3 large, 6 huge.

type Session = ReturnType<typeof startGame>;
const ionLuke = (...keys: string[]) => armed(luke(), '2.5', ...keys);
const engaged = (defender = howlrunner()) => toEngagement(startGame(rosters([ionLuke('ioncannon', 'protontorpedoes'), wedge()], [defender])));
const weapon = (session: Session, name: string) => optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((choice) => choice.name === name);

/** Luke fires the named weapon at the defender at range 1, rolls these faces; the defender rolls blanks. */
function hitWith(session: Session, name: string, defender: string, faces: string[], range = 1) {
  const declared = play(session, { type: 'declareAttack', attacker: 'luke', defender, arc: 'front', range, weaponId: weapon(session, name)?.weaponId });
  const defense = Array.from({ length: optionsOf(declared.session).attack?.defenseDice.total ?? 0 }, () => 'blank');
  return play(declared.session, attackFaces(...faces), defenseFaces(...defense), { type: 'neutralizeResults' });
}

const small = { size: 'small', tokens: { ion: 0 }, shields: { current: 0, max: 0 }, damageCards: [], hull: 3 } as unknown as Ship;
const sized = (size: Ship['size'], ion = 0) => ({ ...small, size, tokens: { ...small.tokens, ion } }) as unknown as Ship;

describe('RRG · Ion: ion weapons', () => {
  it('Card · Ion Cannon, Ion Cannon Turret, Ion Torpedoes, Ion Missiles: the weapon facts read from the card say it is an ion weapon dealing 1 damage, in both editions', () => {
    for (const edition of ['2.0', '2.5'] as const) {
      for (const key of ['ioncannon', 'ioncannonturret', 'iontorpedoes', 'ionmissiles']) {
        const card = upgradeCard(edition, key);
        const { weapons } = armamentFromCard({ name: card.name, key: card.xws, details: card as unknown as Record<string, unknown> }, 0);
        expect({ edition, key, ion: weapons[0]?.ion }).toEqual({ edition, key, ion: 1 });
      }
    }
    // No other weapon of the data is read as one.
    const ionWeapons = upgradeCards('2.5')
      .filter((card) => card.sides[0]?.attack !== undefined)
      .filter((card) => armamentFromCard({ name: card.name, key: card.xws, details: card as unknown as Record<string, unknown> }, 0).weapons[0]?.ion !== undefined)
      .map((card) => card.xws);
    expect(ionWeapons.sort()).toEqual(['ioncannon', 'ioncannonturret', 'ionmissiles', 'iontorpedoes']);
  });

  it('Card · Ion Cannon: a hit of 2 hits and 1 crit deals 1 hit damage (a facedown card) and 2 ion tokens, no faceup card; the history says so', () => {
    const hit = hitWith(engaged(), 'Ion Cannon', 'howl', ['hit', 'hit', 'crit', 'blank']);
    expect(attackOf(hit.session).ion).toEqual({ damage: 1 });
    const plan = optionsOf(hit.session).attack;
    expect(plan?.ion).toMatchObject({ hits: 1, crits: 0, ionTokens: 2, ionizes: true });
    expect(plan?.damage).toMatchObject({ shieldsLost: 0, facedownCards: 1, faceupCards: 0 });
    const dealt = play(hit.session, { type: 'dealDamage', drawForMe: true });
    const howl = shipOf(dealt.session, 'howl');
    expect(howl.damageCards.map((card) => card.faceup)).toEqual([false]);
    expect(howl.tokens.ion).toBe(2);
    const said = sentences(dealt.events);
    expect(said[0]).toBe('Ion Cannon is an ion weapon: “Howlrunner” suffers 1 hit of damage and gains 2 ion tokens instead of the rest.');
    expect(said).toContain('“Howlrunner” gains 2 ion tokens.');
  });

  it('RRG · Ion: a single hit of an ion weapon deals its 1 damage and no ion token', () => {
    const hit = hitWith(engaged(), 'Ion Cannon', 'howl', ['hit', 'blank', 'blank', 'focus']);
    const dealt = play(hit.session, { type: 'dealDamage', drawForMe: true });
    expect(shipOf(dealt.session, 'howl').damageCards).toHaveLength(1);
    expect(shipOf(dealt.session, 'howl').tokens.ion).toBe(0);
  });

  it('RRG · Ion: a large ship (the Decimator) is ionized only with 3 ion tokens; shields take the 1 damage', () => {
    const hit = hitWith(engaged(decimator()), 'Ion Cannon', 'decimator', ['hit', 'crit', 'blank', 'blank']);
    expect(optionsOf(hit.session).attack?.ion).toMatchObject({ hits: 1, ionTokens: 1, ionizes: false });
    const dealt = play(hit.session, { type: 'dealDamage' });
    const ship = shipOf(dealt.session, 'decimator');
    expect(ship.shields.current).toBe(ship.shields.max - 1);
    expect(ship.damageCards).toEqual([]);
    expect(ship.tokens.ion).toBe(1);
  });

  it('RRG · Ion: ionized by its size — small 1, medium 2, large 3, huge 6 ion tokens (Epic); the results past the first are ion tokens', () => {
    expect(ionOutcome(sized('small'), 0, 2)).toMatchObject({ hits: 1, crits: 0, ionTokens: 1, ionizes: true });
    expect(ionOutcome(sized('medium'), 1, 1)).toMatchObject({ ionTokens: 1, ionizes: false });
    expect(ionOutcome(sized('medium', 1), 1, 1)).toMatchObject({ ionTokens: 1, ionizes: true });
    expect(ionOutcome(sized('large'), 3, 0)).toMatchObject({ ionTokens: 2, ionizes: false });
    expect(ionOutcome(sized('large'), 4, 0)).toMatchObject({ ionTokens: 3, ionizes: true });
    expect(ionOutcome(sized('huge'), 4, 2)).toMatchObject({ ionTokens: 5, ionizes: false });
    expect(ionOutcome(sized('huge'), 5, 2)).toMatchObject({ ionTokens: 6, ionizes: true });
    expect(ionOutcome(sized('small'), 0, 0)).toMatchObject({ hits: 0, ionTokens: 0, ionizes: false });
  });

  it('RRG · Ion: a weapon that is not an ion weapon deals its damage as before, crits faceup (Proton Torpedoes)', () => {
    const locked = play(engaged(), { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
    const hit = hitWith(locked, 'Proton Torpedoes', 'howl', ['hit', 'crit', 'blank', 'blank'], 2);
    expect(attackOf(hit.session).ion).toBeUndefined();
    expect(optionsOf(hit.session).attack?.ion).toBeNull();
    const dealt = play(hit.session, { type: 'dealDamage', drawForMe: true });
    expect(shipOf(dealt.session, 'howl').damageCards.map((card) => card.faceup)).toEqual([false, true]);
    expect(shipOf(dealt.session, 'howl').tokens.ion).toBe(0);
  });

  it('DESIGN §10: an `ion` effect of the card that carries a weapon makes it an ion weapon (the facts on the ship, when the roster brings them)', () => {
    const entry = { ...armed(luke(), '2.5', 'heavylasercannon'), effects: [{ source: 'Heavy Laser Cannon', upgrade: 0, moment: 'dealDamage' as const, conditions: [{ kind: 'weapon' as const, weapon: 'this' as const }], costs: [], effects: [{ kind: 'ion' as const, damage: 1 }], optional: false, summary: 'Ion results instead of damage' }] };
    const session = toEngagement(startGame(rosters([entry, wedge()], [howlrunner()])));
    const declared = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'bullseye', range: 2, weaponId: weapon(session, 'Heavy Laser Cannon')?.weaponId });
    expect(attackOf(declared.session).ion).toEqual({ damage: 1 });
  });

  it('old games replay as they were played: an Ion Cannon set up before weapons carried the ion fact deals its damage as it did', () => {
    const entry = armed(luke(), '2.5', 'ioncannon');
    const before = { ...entry, weapons: (entry.weapons ?? []).map(({ ion: _ion, ...weapon }) => weapon) };
    const session = toEngagement(startGame(rosters([before, wedge()], [howlrunner()])));
    const hit = hitWith(session, 'Ion Cannon', 'howl', ['hit', 'crit', 'blank', 'blank']);
    expect(attackOf(hit.session).ion).toBeUndefined();
    const dealt = play(hit.session, { type: 'dealDamage', drawForMe: true });
    expect(shipOf(dealt.session, 'howl').damageCards.map((card) => card.faceup)).toEqual([false, true]);
    expect(shipOf(dealt.session, 'howl').tokens.ion).toBe(0);
  });
});

describe('RRG · Ion in the odds: the attack panel’s numbers follow the ion rule the engine deals by', () => {
  it('Card · Ion Cannon: with 2 hits and 1 crit left, the odds say 1 damage for sure, never a faceup card, never destroyed', () => {
    const hit = hitWith(engaged(), 'Ion Cannon', 'howl', ['hit', 'hit', 'crit', 'blank']);
    const answer = gameOdds(stateOf(hit.session), { system: 'xwing', gameId: 'g', attacker: 'luke', defender: 'howl', range: 1, followAttack: true });
    if (!answer.ok || answer.value.system !== 'xwing') throw new Error('no X-Wing odds');
    expect(answer.value.odds.damage[1]).toBeCloseTo(1, 12);
    expect(answer.value.odds.faceupCard).toBe(0);
    expect(answer.value.odds.destroyed).toBe(0);
    expect(answer.value.odds.remaining).toEqual([{ hits: 2, crits: 1, p: 1 }]);
  });

  it('before the roll, an ion attack’s odds never count more than 1 damage; the same dice from a primary weapon may', () => {
    const declared = play(engaged(), { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 1, weaponId: weapon(engaged(), 'Ion Cannon')?.weaponId }).session;
    const answer = gameOdds(stateOf(declared), { system: 'xwing', gameId: 'g', attacker: 'luke', defender: 'howl', range: 1, followAttack: true });
    if (!answer.ok || answer.value.system !== 'xwing') throw new Error('no X-Wing odds');
    expect(answer.value.odds.damage.length).toBeLessThanOrEqual(2);
    expect(answer.value.odds.hit).toBeGreaterThan(0);
    expect(answer.value.odds.faceupCard).toBe(0);
  });
});

describe('RRG · Tractor, Jam · Card · Tractor Beam, Jamming Beam: a beam that hits gives a token for each hit and crit, and deals no damage', () => {
  const beamLuke = (key: string) => withEffects('rebel-alliance/t-65-x-wing', 'Luke Skywalker', 'luke', '2.5', key);
  const beamGame = (key: string) => toEngagement(startGame(rosters([beamLuke(key), wedge()], [howlrunner()])));

  it('Card · Tractor Beam: 1 hit and 1 crit give 2 tractor tokens, no damage card; the small TIE is tractored; the history says so', () => {
    const hit = hitWith(beamGame('tractorbeam'), 'Tractor Beam', 'howl', ['hit', 'crit', 'blank', 'blank']);
    expect(attackOf(hit.session).ion).toEqual({ damage: 0, token: 'tractor' });
    expect(optionsOf(hit.session).attack?.ion).toMatchObject({ hits: 0, ionTokens: 2, token: 'tractor', ionizes: true });
    expect(optionsOf(hit.session).attack?.damage).toMatchObject({ shieldsLost: 0, facedownCards: 0, faceupCards: 0 });
    const dealt = play(hit.session, { type: 'dealDamage' });
    const howl = shipOf(dealt.session, 'howl');
    expect(howl.damageCards).toEqual([]);
    expect(howl.tokens.tractor).toBe(2);
    expect(sentences(dealt.events)[0]).toBe('Tractor Beam: “Howlrunner” gains 2 tractor tokens instead of damage.');
  });

  it('Card · Jamming Beam: its hits give jam tokens instead of damage', () => {
    const hit = hitWith(beamGame('jammingbeam'), 'Jamming Beam', 'howl', ['hit', 'blank', 'blank', 'blank']);
    const dealt = play(hit.session, { type: 'dealDamage' });
    expect(shipOf(dealt.session, 'howl').damageCards).toEqual([]);
    expect(shipOf(dealt.session, 'howl').tokens.jam).toBe(1);
  });

  it('the odds count no damage from a beam: it may hit, it never damages nor destroys', () => {
    const session = beamGame('tractorbeam');
    const declared = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 1, weaponId: weapon(session, 'Tractor Beam')?.weaponId }).session;
    const answer = gameOdds(stateOf(declared), { system: 'xwing', gameId: 'g', attacker: 'luke', defender: 'howl', range: 1, followAttack: true });
    if (!answer.ok || answer.value.system !== 'xwing') throw new Error('no X-Wing odds');
    expect(answer.value.odds.hit).toBeGreaterThan(0);
    expect(answer.value.odds.damage.length).toBeLessThanOrEqual(1);
    expect(answer.value.odds.faceupCard).toBe(0);
    expect(answer.value.odds.destroyed).toBe(0);
  });
});
