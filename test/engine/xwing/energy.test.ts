import { describe, expect, it } from 'vitest';
import type { Session } from '../../../shared/engine';
import { withEffects } from './helpers/card-effects';
import { upgradeCard } from './helpers/armament';
import { rosterFacts } from '../../../shared/engine/games/xwing/effects/card-facts';
import { readShipFile, pilotEntry } from './helpers/xwing-roster';
import { attackFaces, defenseFaces, expectMessage, howlrunner, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, stateOf, toEngagement, TIE_FIGHTER, X_WING } from './helpers/xwing-game';
import { promptsOf } from './helpers/test-facts';

// Epic rules (X-Wing second edition huge ships, as the Huge Ships and Energy pages of the rules
// reference state them; used for 2.0 and 2.5 alike):
// - Energy is a kind of charge. A huge ship starts with its card's energy; upgrades that print
//   energy raise the ship's maximum; energy is spent from the ship card.
// - In the End Phase the ship recovers energy only by the recurring value on its ship card, and
//   shields by the recurring symbols on its ship card (only huge ships print them).
// - Bonus Attacks: a huge ship may make any number of bonus attacks, each "Bonus Attack:" header once per round.
// Cards from xwing-data2 (test input, read at run time).

const CR90 = 'rebel-alliance/cr90-corellian-corvette';
const printed = (type: 'energy' | 'shields') => readShipFile(CR90).stats.find((stat) => stat.type === type) as { value: number; recovers?: number };
const corvette = (...upgrades: string[]) => withEffects(CR90, 'Alderaanian Guard', 'cr90', '2.5', ...upgrades);
const game = (...upgrades: string[]): Session => startGame(rosters([corvette(...upgrades)], [howlrunner()]));
const spendEnergy = (session: Session, amount: number) => play(session, { type: 'spendCharge', ship: 'cr90', charge: 'energy', amount }).session;
const toEndPhase = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' });
const weaponOf = (session: Session, name: string) => optionsOf(session).attackers.find((option) => option.ship === 'cr90')?.weapons?.find((weapon) => weapon.name === name);

describe('Epic rules · Energy: a charge on the huge ship card', () => {
  it('a huge ship starts with its card’s energy, shown on the ship with what it recovers; other ships carry none', () => {
    const session = game();
    const energy = printed('energy');
    expect(shipOf(session, 'cr90').energy).toEqual({ current: energy.value, max: energy.value, recurs: energy.recovers });
    expect(optionsOf(session).ships.find((ship) => ship.ship === 'cr90')?.charges).toContainEqual({ charge: 'energy', current: energy.value, max: energy.value, recurs: energy.recovers });
    expect(shipOf(session, 'howl').energy).toBeUndefined();
    expectMessage(refusal(session, { type: 'spendCharge', ship: 'howl', charge: 'energy' }), /has no energy \(only huge ships carry it\)/);
  });

  it('energy is spent and recovered by hand, never above the ship’s maximum; the history says so in words', () => {
    const energy = printed('energy');
    const spent = play(game(), { type: 'spendCharge', ship: 'cr90', charge: 'energy', amount: 2 });
    expect(shipOf(spent.session, 'cr90').energy?.current).toBe(energy.value - 2);
    expect(sentences(spent.events).join(' ')).toMatch(/2 energy/);
    expectMessage(refusal(game(), { type: 'recoverCharge', ship: 'cr90', charge: 'energy' }), /energy is already at its maximum/);
    expectMessage(refusal(game(), { type: 'spendCharge', ship: 'cr90', charge: 'energy', amount: energy.value + 1 }), new RegExp(`only ${energy.value} energy left`));
  });

  it('End Phase: energy comes back by the ship card’s recurring value, never above the maximum', () => {
    const energy = printed('energy');
    const recurs = energy.recovers ?? 0;
    expect(recurs).toBeGreaterThan(0);
    const low = toEndPhase(spendEnergy(game(), recurs + 1));
    expect(shipOf(low.session, 'cr90').energy?.current).toBe(energy.value - 1);
    expect(sentences(low.events).join(' ')).toMatch(new RegExp(`recovers ${recurs} energy`));
    const nearlyFull = toEndPhase(spendEnergy(game(), 1));
    expect(shipOf(nearlyFull.session, 'cr90').energy?.current).toBe(energy.value);
  });

  it('Epic rules · Shields: a huge ship recovers its card’s recurring shields in the End Phase; a small ship none', () => {
    const shields = printed('shields');
    const recurs = shields.recovers ?? 0;
    expect(recurs).toBeGreaterThan(0);
    let session = play(game(), { type: 'sufferDamage', ship: 'cr90', hits: recurs + 1, crits: 0 }, { type: 'sufferDamage', ship: 'howl', hits: 1, crits: 0, drawForMe: true }).session;
    const howlShields = shipOf(session, 'howl').shields.current;
    const ended = toEndPhase(session);
    session = ended.session;
    expect(shipOf(session, 'cr90').shields.current).toBe(shields.value - 1);
    expect(shipOf(session, 'howl').shields.current).toBe(howlShields);
    expect(sentences(ended.events).join(' ')).toMatch(new RegExp(`recovers ${recurs} shields`));
  });
});

describe('Epic rules · Bonus Attacks: a hardpoint spends its energy, each header once per round', () => {
  // Card · Targeting Battery: a "Bonus Attack:" header that spends 1 energy; after the attack, a lock on the defender.
  const engaged = () => play(toEngagement(game('targetingbattery')), { type: 'declareAttack', attacker: 'cr90', defender: 'howl', arc: 'left', range: 2 }, attackFaces('blank', 'blank', 'blank', 'blank'), defenseFaces('blank', 'blank', 'blank')).session;
  const finish = (session: Session) => {
    let next = play(session, { type: 'neutralizeResults' }).session;
    if (stateOf(next).attack) next = play(next, { type: 'dealDamage', drawForMe: true }).session;
    for (const prompt of promptsOf(next, 'cr90')) next = play(next, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
    return next;
  };
  const bonus = (session: Session) => ({ type: 'declareAttack', attacker: 'cr90', defender: 'howl', arc: 'single-turret', range: 2, weaponId: weaponOf(session, 'Targeting Battery')?.weaponId, bonusAttack: true });

  it('after its standard attack the battery’s bonus attack is offered and spends 1 energy as it is declared', () => {
    const session = finish(engaged());
    expect(weaponOf(session, 'Targeting Battery')?.unavailable).toBeNull();
    const before = shipOf(session, 'cr90').energy?.current ?? 0;
    const declared = play(session, bonus(session));
    expect(shipOf(declared.session, 'cr90').energy?.current).toBe(before - 1);
    expect(sentences(declared.events).join(' ')).toMatch(/Bonus attack: .*Targeting Battery/);
  });

  it('the same header a second time this round is refused with the reason; the next round it is offered again', () => {
    let session = finish(engaged());
    session = play(session, bonus(session), attackFaces('blank', 'blank', 'blank'), defenseFaces('blank', 'blank', 'blank')).session;
    session = finish(session);
    expect(weaponOf(session, 'Targeting Battery')?.unavailable).toMatch(/bonus attack has been made this round: a huge ship uses each bonus attack once per round/);
    expectMessage(refusal(session, bonus(session)), /once per round/);
    expect(shipOf(session, 'cr90').bonusHeadersUsed).toEqual([{ weapon: weaponOf(session, 'Targeting Battery')?.weaponId, round: 1 }]);
    const nextRound = toEngagement(play(session, { type: 'nextPhase' }, { type: 'nextPhase' }).session);
    expect(stateOf(nextRound).round).toBe(2);
    expect(weaponOf(nextRound, 'Targeting Battery')?.unavailable).toBeNull();
  });

  it('without the energy it spends, the bonus attack is refused in words, and nothing is spent', () => {
    let session = finish(engaged());
    session = spendEnergy(session, shipOf(session, 'cr90').energy?.current ?? 0);
    expect(weaponOf(session, 'Targeting Battery')?.unavailable).toMatch(/Targeting Battery spends 1 energy and .* has 0/);
    expectMessage(refusal(session, bonus(session)), /spends 1 energy/);
  });
});

describe('Card effects · energy as a cost and as what a card recovers (DESIGN §10)', () => {
  it('Card · Tibanna Reserves: its action spends 1 of its charges and recovers 2 energy, never above the maximum', () => {
    let session = spendEnergy(game('tibannareserves'), 3);
    const before = shipOf(session, 'cr90').energy?.current ?? 0;
    session = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr90' }, { type: 'executeManeuver', ship: 'cr90', speed: 2, bearing: 'straight' }).session;
    const offered = promptsOf(session, 'cr90').filter((prompt) => prompt.source === 'Tibanna Reserves');
    expect(offered).toHaveLength(1);
    const used = play(session, { type: 'answerPrompt', prompt: offered[0]?.id, answer: 'done' });
    expect(shipOf(used.session, 'cr90').energy?.current).toBe(before + 2);
    expect(shipOf(used.session, 'cr90').upgrades[0]?.charges?.current).toBe((shipOf(session, 'cr90').upgrades[0]?.charges?.current ?? 0) - 1);
    expect(sentences(used.events).join(' ')).toMatch(/recovers 2 energy/);
  });

  it('Card · Gunnery Specialists: a primary attack spends 1 energy per attack die rerolled; one amount per attack', () => {
    let session = play(toEngagement(game('gunneryspecialists')), { type: 'declareAttack', attacker: 'cr90', defender: 'howl', arc: 'left', range: 2 }, attackFaces('blank', 'blank', 'blank', 'hit')).session;
    const offers = (optionsOf(session).attack?.cardEffects ?? []).filter((effect) => effect.source === 'Gunnery Specialists');
    expect(offers.map((offer) => offer.summary)).toEqual([1, 2, 3, 4].map((n) => expect.stringMatching(new RegExp(`^Gunnery Specialists: ${n} energy to reroll ${n}`))));
    const before = shipOf(session, 'cr90').energy?.current ?? 0;
    const two = offers[1];
    session = play(session, { type: 'useCardEffect', ship: 'cr90', ref: two?.ref, dice: [0, 1], faces: ['hit', 'hit'] }).session;
    expect(shipOf(session, 'cr90').energy?.current).toBe(before - 2);
    expect((optionsOf(session).attack?.cardEffects ?? []).filter((effect) => effect.source === 'Gunnery Specialists')).toEqual([]);
  });

  it('Card · Gunnery Specialists: with too little energy the larger amounts are not offered', () => {
    let session = spendEnergy(toEngagement(game('gunneryspecialists')), (printed('energy').value) - 1);
    session = play(session, { type: 'declareAttack', attacker: 'cr90', defender: 'howl', arc: 'left', range: 2 }, attackFaces('blank', 'blank', 'blank', 'hit')).session;
    const offers = (optionsOf(session).attack?.cardEffects ?? []).filter((effect) => effect.source === 'Gunnery Specialists');
    expect(offers.map((offer) => offer.summary)).toEqual([expect.stringMatching(/^Gunnery Specialists: 1 energy to reroll 1 attack die/)]);
  });

  it('an energy cost on a ship that carries no energy is never offered', () => {
    const luke = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'gunneryspecialists');
    let session = toEngagement(startGame(rosters([luke], [pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'howl' })])));
    session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'hit')).session;
    expect((optionsOf(session).attack?.cardEffects ?? []).filter((effect) => effect.source === 'Gunnery Specialists')).toEqual([]);
  });
});


describe('Epic rules · Bonus Attacks: a card printing several identical headers makes that many bonus attacks a round', () => {
  it('Card · Point-Defense Battery: its four headers are read from the card; a fifth bonus attack this round is refused', () => {
    let session = toEngagement(game('pointdefensebattery'));
    const battery = () => weaponOf(session, 'Point-Defense Battery');
    expect(shipOf(session, 'cr90').weapons?.find((weapon) => weapon.name === 'Point-Defense Battery')?.headers).toBe(4);
    const fire = () => {
      session = play(session, { type: 'declareAttack', attacker: 'cr90', defender: 'howl', arc: 'double-turret', range: 1, weaponId: battery()?.weaponId, bonusAttack: true }, attackFaces('blank', 'blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
      for (const prompt of promptsOf(session, 'cr90')) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
    };
    for (let n = 0; n < 4; n++) fire();
    expect(battery()?.unavailable).toMatch(/4 bonus attacks have been made this round/);
    expect(shipOf(session, 'cr90').energy?.current).toBe(printed('energy').value - 4);
  });
});

describe('RRG · Dual Cards: a hardpoint gone Offline (turned over by the players), and back online for energy after it engages', () => {
  /** The CR90 with Targeting Battery, both sides' facts read apart as the host reads them. */
  function withBattery(): Session {
    const entry = corvette('targetingbattery');
    const card = upgradeCard('2.5', 'targetingbattery');
    const facts = rosterFacts(card.sides.map((side, index) => ({ key: 'targetingbattery', name: String(side.title), text: (side.ability as string | undefined) ?? null, upgrade: 0, edition: '2.5' as const, side: index as 0 | 1 })));
    return startGame(rosters([{ ...entry, effects: [...(entry.effects ?? []).filter((effect) => effect.upgrade !== 0), ...facts.effects] }], [howlrunner()]));
  }
  const upgradeId = (session: Session) => shipOf(session, 'cr90').upgrades[0]?.id ?? '';

  it('turned over, the battery offers no attack; a one-sided card is refused in words', () => {
    const session = withBattery();
    expect(optionsOf(session).ships.find((ship) => ship.ship === 'cr90')?.dualUpgrades).toEqual([{ upgrade: upgradeId(session), turned: false }]);
    const offline = play(session, { type: 'flipUpgrade', ship: 'cr90', upgrade: upgradeId(session) }).session;
    expect(optionsOf(offline).ships.find((ship) => ship.ship === 'cr90')?.dualUpgrades[0]?.turned).toBe(true);
    expect(weaponOf(toEngagement(offline), 'Targeting Battery')?.unavailable).toMatch(/shows its other side/);
    const plain = startGame(rosters([corvette('tibannareserves')], [howlrunner()]));
    expectMessage(refusal(plain, { type: 'flipUpgrade', ship: 'cr90', upgrade: shipOf(plain, 'cr90').upgrades[0]?.id }), /has one side: only a two-sided card turns over/);
  });

  it('Offline: after the ship engages, 2 energy turn the card back; it fires again', () => {
    let session = toEngagement(play(withBattery(), { type: 'flipUpgrade', ship: 'cr90', upgrade: upgradeId(withBattery()) }).session);
    session = play(session, { type: 'passShip', ship: 'cr90' }).session;
    let prompt = promptsOf(session, 'cr90').find((candidate) => candidate.source === 'Targeting Battery (Offline)');
    if (!prompt) {
      session = play(session, { type: 'activateShip', ship: 'howl' }).session;
      prompt = promptsOf(session, 'cr90').find((candidate) => candidate.source === 'Targeting Battery (Offline)');
    }
    expect(prompt?.ability?.summary).toMatch(/2 energy to flip the card back online/);
    const energy = shipOf(session, 'cr90').energy?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'cr90').energy?.current).toBe(energy - 2);
    expect(optionsOf(session).ships.find((ship) => ship.ship === 'cr90')?.dualUpgrades[0]?.turned).toBe(false);
  });
});
