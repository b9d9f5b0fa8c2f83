import { describe, expect, it } from 'vitest';
import { gameOdds } from '../../../shared/odds/odds-request';
import { xwingDiceCounts } from '../../../shared/odds/xwing-odds';
import { armed, upgradeCards } from './helpers/armament';
import { armamentFromCard, weaponHeader } from '../../../shared/engine/games/xwing/attack/weapon-facts';
import { readShipFile, pilotEntry } from './helpers/xwing-roster';
import { attackOf, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, stateOf, toEngagement, wedge } from './helpers/xwing-game';

const torpedoLuke = () => armed(luke(), '2.5', 'protontorpedoes', 'ioncannon');
const engaged = (entry = torpedoLuke()) => toEngagement(startGame(rosters([entry, wedge()], [howlrunner()])));
const weaponsOf = (session: ReturnType<typeof engaged>) => optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons ?? [];
const torpedo = (session: ReturnType<typeof engaged>) => weaponsOf(session).find((weapon) => weapon.name === 'Proton Torpedoes');
const withLock = (session: ReturnType<typeof engaged>) => play(session, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
const fireTorpedo = (session: ReturnType<typeof engaged>, range = 2) =>
  ({ type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range, weaponId: torpedo(session)?.weaponId });

describe('special weapons at Declare Target (issue 23)', () => {
  it('RRG · Attack: every weapon is a choice — the primary arc, then each special weapon with its dice, range band, arc, header and charges', () => {
    const weapons = weaponsOf(engaged());
    expect(weapons.map((weapon) => weapon.name)).toEqual(['Primary (front arc)', 'Proton Torpedoes', 'Ion Cannon']);
    expect(weapons[1]).toMatchObject({ value: 4, minRange: 2, maxRange: 3, arc: 'front', ordnance: true, requires: ['lock'], cost: { kind: 'charge', amount: 1 }, chargesLeft: 2, asks: [] });
    expect(weapons[2]).toMatchObject({ value: 3, minRange: 1, maxRange: 3, ordnance: false, requires: [], cost: null, unavailable: null });
  });

  it('RRG · Attack: a weapon whose header needs a lock is offered with the reason in one line until the attacker has one', () => {
    const session = engaged();
    expect(torpedo(session)?.unavailable).toBe('Proton Torpedoes needs a lock on the defender.');
    const error = refusal(session, fireTorpedo(session));
    expect(error.code).toBe('weapon_unavailable');
    expectMessage(error, /Proton Torpedoes needs a lock on the defender \(“Howlrunner”\)\./);
    expect(torpedo(withLock(session))?.unavailable).toBeNull();
  });

  it('RRG · Charges: a weapon whose header spends a charge spends it as the attack is declared; with none left it cannot be fired', () => {
    let session = withLock(engaged());
    const declared = play(session, fireTorpedo(session));
    expect(attackOf(declared.session).weapon).toMatchObject({ name: 'Proton Torpedoes', attackValue: 4, ordnance: true });
    expect(shipOf(declared.session, 'luke').upgrades[0]?.charges?.current).toBe(1);
    expect(sentences(declared.events).join(' ')).toMatch(/Proton Torpedoes/);
    session = play(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-1', amount: 2 }).session;
    expect(torpedo(session)?.unavailable).toBe('Proton Torpedoes has no charges left: it spends 1.');
  });

  it('RRG · Attack: a special weapon fires only in its range band', () => {
    const session = withLock(engaged());
    expectMessage(refusal(session, fireTorpedo(session, 1)), /Proton Torpedoes fires at range 2–3, not range 1\./);
    expect(attackOf(play(session, fireTorpedo(session, 3)).session).range).toBe(3);
  });

  it('RRG · Range Bonus, Ordnance: the torpedo (ordnance) gets no range bonus at range 3; the ion cannon (no ordnance icon) does, like the primary', () => {
    const session = withLock(engaged());
    const torpedoAt3 = optionsOf(play(session, fireTorpedo(session, 3)).session).attack;
    expect(torpedoAt3?.attackDice.total).toBe(4);
    expect(torpedoAt3?.defenseDice.rangeBonus).toBe(0);
    const cannon = weaponsOf(session).find((weapon) => weapon.name === 'Ion Cannon');
    const cannonAt1 = optionsOf(play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 1, weaponId: cannon?.weaponId }).session).attack;
    expect(cannonAt1?.attackDice).toMatchObject({ attackValue: 3, rangeBonus: 1, total: 4 });
  });

  it('one rule for the dice: the odds line counts the dice the engine counts, for every weapon at every range', () => {
    const base = withLock(engaged());
    for (const weapon of weaponsOf(base)) {
      for (const range of [1, 2, 3].filter((r) => r >= (weapon.minRange ?? 1) && r <= (weapon.maxRange ?? 3))) {
        const declared = play(base, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range, ...(weapon.weaponId ? { weaponId: weapon.weaponId } : {}) });
        const attack = optionsOf(declared.session).attack;
        if (!attack) throw new Error('no attack');
        const state = stateOf(declared.session);
        const request = { system: 'xwing' as const, gameId: 'g', attacker: 'luke', defender: 'howl', range, obstructed: false, ...(attack.weapon ? { weapon: { attackValue: attack.attackDice.attackValue, ordnance: attack.weaponOrdnance } } : { arc: attack.arc }), reinforceSide: null, followAttack: true };
        const answer = gameOdds(state, request);
        if (!answer.ok || answer.value.system !== 'xwing') throw new Error('no odds');
        expect({ weapon: weapon.name, range, ...answer.value.dice }).toEqual({ weapon: weapon.name, range, attack: attack.attackDice.total, defense: attack.defenseDice.total });
        const whatIf = xwingDiceCounts({ attackValue: attack.attackDice.attackValue, agility: shipOf(declared.session, 'howl').agility, range, obstructed: false, ordnance: attack.weaponOrdnance });
        expect([whatIf.attackDice, whatIf.defenseDice]).toEqual([attack.attackDice.total, attack.defenseDice.total]);
      }
    }
  });

  it('bad input: a weapon whose data gives no dice, range or arc is offered with what is known and the rest asked', () => {
    const entry = { ...luke(), upgrades: [{ name: 'Odd Gun', slot: 'Cannon', points: 0 }], weapons: [{ upgrade: 0, name: 'Odd Gun' }] };
    const session = engaged(entry);
    const odd = weaponsOf(session).find((weapon) => weapon.name === 'Odd Gun');
    expect(odd).toMatchObject({ value: null, arc: null, minRange: null, asks: ['value', 'range', 'arc'], unavailable: null });
    expectMessage(refusal(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, weaponId: odd?.weaponId }), /gives no attack value for Odd Gun: say how many dice it rolls/);
    const declared = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, weaponId: odd?.weaponId, weapon: { name: 'Odd Gun', attackValue: 2 } });
    expect(attackOf(declared.session).weapon).toMatchObject({ name: 'Odd Gun', attackValue: 2 });
  });
});

describe('reload and charges (issue 23)', () => {
  // A Y-wing: reload is on its action bar.
  const Y_WING = 'rebel-alliance/btl-a4-y-wing';
  const yWing = () => pilotEntry(Y_WING, readShipFile(Y_WING).pilots[0]?.name ?? '', { id: 'luke', actionBar: true });
  const spentTorpedo = () => {
    const session = withLock(engaged(armed(yWing(), '2.5', 'protontorpedoes')));
    return play(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-1' }).session;
  };

  it('RRG · Reload: the action recovers one charge on the torpedo, missile or device card and the ship gains a disarm token', () => {
    const session = play(spentTorpedo(), { type: 'performAction', ship: 'luke', action: 'reload', byEffect: true });
    expect(shipOf(session.session, 'luke').upgrades[0]?.charges?.current).toBe(2);
    expect(shipOf(session.session, 'luke').tokens.disarm).toBe(1);
    expect(session.events.map((event) => event.type)).toContain('chargesRecovered');
    expect(sentences(session.events).join(' ')).toMatch(/Proton Torpedoes/);
  });

  it('RRG · Disarm: a disarmed ship cannot attack', () => {
    const session = play(spentTorpedo(), { type: 'performAction', ship: 'luke', action: 'reload', byEffect: true }).session;
    expectMessage(refusal(session, fireTorpedo(session)), /is disarmed: a disarmed ship cannot attack/);
  });

  it('RRG · Reload: with nothing missing a charge there is nothing to reload, and the refusal says so', () => {
    expectMessage(refusal(engaged(armed(yWing(), '2.5', 'protontorpedoes')), { type: 'performAction', ship: 'luke', action: 'reload', byEffect: true }), /nothing to reload/);
  });

  it('old games replay as they were played: a ship set up without weapon data reloads as before (logged only)', () => {
    const session = toEngagement(startGame(rosters([{ ...yWing(), upgrades: [{ name: 'Proton Torpedoes', slot: 'Torpedo', points: 0, charges: { value: 2, recurs: 0 } }] }, wedge()], [howlrunner()])));
    const reloaded = play(session, { type: 'performAction', ship: 'luke', action: 'reload', byEffect: true });
    expect(reloaded.events.map((event) => event.type)).not.toContain('chargesRecovered');
    expect(shipOf(reloaded.session, 'luke').upgrades[0]?.charges?.current).toBe(2);
    expect(shipOf(reloaded.session, 'luke').tokens.disarm).toBe(0);
  });

  it('RRG · Charges: a recurring charge comes back in the End Phase (2.5 Proton Cannons)', () => {
    const entry = armed(luke(), '2.5', 'protoncannons');
    let session = engaged(entry);
    session = play(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-1', amount: 2 }).session;
    session = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(shipOf(session, 'luke').upgrades[0]?.charges?.current).toBe(1);
  });
});

describe('every weapon card in the data is offered (issue 23 · 9)', () => {
  it('RRG · Attack: each card with an attack in both editions’ data becomes a weapon with its dice, band and arc; none is left out', () => {
    for (const edition of ['2.0', '2.5'] as const) {
      const cards = upgradeCards(edition).filter((card) => card.sides[0]?.attack !== undefined);
      expect(cards.length).toBeGreaterThan(30);
      for (const card of cards) {
        const [weapon, ...more] = armamentFromCard({ name: card.name, key: card.xws, details: card as unknown as Record<string, unknown> }, 0, String(card.sides[0]?.ability ?? '')).weapons;
        expect({ card: card.xws, more: more.length, known: weapon?.value !== undefined && weapon.arc !== undefined && weapon.minRange !== undefined }).toEqual({ card: card.xws, more: 0, known: true });
      }
    }
  });

  it('the header of an attack, in our facts: the tokens it needs, what it spends, a bonus attack', () => {
    expect(weaponHeader('Attack ([Focus], [Calculate], or [Lock]): Spend 1 [Charge]. If this attack hits…')).toEqual({ requires: ['lock', 'focus', 'calculate'], cost: { kind: 'charge', amount: 1 } });
    expect(weaponHeader('Setup: Equip this side faceup. Bonus Attack ([Lock]): Spend 3 [Energy]. …')).toEqual({ requires: ['lock'], cost: { kind: 'energy', amount: 3 }, bonusAttack: true });
    expect(weaponHeader('After an enemy ship executes a maneuver, you may spend 1 [Force] to perform this attack as a bonus attack.')).toEqual({ cost: { kind: 'force', amount: 1 }, bonusAttack: true });
    expect(weaponHeader('Attack')).toEqual({});
    expect(weaponHeader('')).toEqual({});
  });
});
