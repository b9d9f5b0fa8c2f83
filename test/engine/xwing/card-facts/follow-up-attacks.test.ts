import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, attackOf, defenseFaces, expectMessage, optionsOf, play, refusal, rosters, shipOf, skipAll, stateOf, TIE_FIGHTER, toEngagement, X_WING } from '../helpers/xwing-game';
import { pilotEntry } from '../helpers/xwing-roster';

// h-xupg · RRG · Bonus Attacks: "after this attack, you may perform this attack as a bonus attack against a different target
// at range 0–1 of the defender" — the card's fact grants the same weapon's attack (bonusAttackOf 'this'), not at the
// defender just attacked, its lock requirement ignored (Cluster Missiles) or its charge cost not paid (Saturation Rockets).
// Cards from xwing-data2 (2.5), read at run time.

const STAR_WING = 'galactic-empire/alpha-class-star-wing';
function start(rebels: XwingPilotRosterEntry[], empire: XwingPilotRosterEntry[]): Session {
  return skipAll(play(emptySession('xwing'), { type: 'setup', seed: 'follow', players: rosters(rebels, empire), rules: 3, edition: '2.5' }).session);
}
const sourced = (session: Session, source: string) => stateOf(session).prompts.filter((prompt) => prompt.source === source);
const done = (session: Session, source: string) => {
  const [prompt] = sourced(session, source);
  if (!prompt) throw new Error(`no prompt for ${source}`);
  return play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'done' }).session;
};
const blanks = (count: number | undefined) => Array.from({ length: count ?? 0 }, () => 'blank');
const resolveMiss = (session: Session) => {
  const rolled = play(session, attackFaces(...blanks(optionsOf(session).attack?.attackDice.total))).session;
  return play(rolled, defenseFaces(...blanks(optionsOf(rolled).attack?.defenseDice.total)), { type: 'neutralizeResults' }).session;
};
const weaponOf = (session: Session, ship: string, name: string) => shipOf(session, ship).weapons?.find((weapon) => weapon.name === name);
const charges = (session: Session, ship: string, name: string) => shipOf(session, ship).upgrades.find((upgrade) => upgrade.name === name)?.charges?.current;

describe('Card · Cluster Missiles — a bonus attack at another ship near the defender, ignoring the lock', () => {
  const attacked = () => {
    let session = toEngagement(start([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'clustermissiles')], [pilotEntry(TIE_FIGHTER, '“Howlrunner”', { id: 'howl' }), pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy' })]));
    session = play(session, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
    const missiles = weaponOf(session, 'luke', 'Cluster Missiles')?.id;
    return { session: resolveMiss(play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, weaponId: missiles }).session), missiles };
  };
  it('after the attack it is asked; done: the Academy Pilot, unlocked, is attacked as a bonus attack, its charge spent again', () => {
    const { session, missiles } = attacked();
    expect(sourced(session, 'Cluster Missiles')).toHaveLength(1);
    const granted = done(session, 'Cluster Missiles');
    const left = charges(granted, 'luke', 'Cluster Missiles') ?? 0;
    const second = play(granted, { type: 'declareAttack', attacker: 'luke', defender: 'academy', arc: 'front', range: 2, weaponId: missiles, bonusAttack: true }).session;
    expect(attackOf(second)).toMatchObject({ attacker: 'luke', defender: 'academy', bonus: true });
    expect(charges(second, 'luke', 'Cluster Missiles')).toBe(left - 1);
  });
  it('not at the defender it has just attacked, and without the card no unlocked target', () => {
    const { session, missiles } = attacked();
    const granted = done(session, 'Cluster Missiles');
    expectMessage(refusal(granted, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, weaponId: missiles, bonusAttack: true }), /different target/);
    const [prompt] = sourced(session, 'Cluster Missiles');
    const skipped = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'skip' }).session;
    expectMessage(refusal(skipped, { type: 'declareAttack', attacker: 'luke', defender: 'academy', arc: 'front', range: 2, weaponId: missiles, bonusAttack: true }), /needs a lock/);
  });
});

describe('Card · Saturation Rockets — 1 charge for the bonus attack at another ship near the defender, its own cost not paid', () => {
  it('first attack 2 charges, the card 1 more, the bonus attack none', () => {
    let session = toEngagement(start([pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' }), pilotEntry(X_WING, 'Wedge Antilles', { id: 'wedge' })], [withEffects(STAR_WING, 'Lieutenant Karsabi', 'karsabi', '2.5', 'saturationrockets-alphaclassstarwing')]));
    session = play(session, { type: 'passShip', ship: 'wedge' }, { type: 'passShip', ship: 'luke' }).session;
    const rockets = weaponOf(session, 'karsabi', 'Saturation Rockets')?.id;
    const full = charges(session, 'karsabi', 'Saturation Rockets') ?? 0;
    session = play(session, { type: 'declareAttack', attacker: 'karsabi', defender: 'luke', arc: 'full-front', range: 2, weaponId: rockets }).session;
    session = resolveMiss(session);
    expect(charges(session, 'karsabi', 'Saturation Rockets')).toBe(full - 2);
    session = done(session, 'Saturation Rockets');
    expect(charges(session, 'karsabi', 'Saturation Rockets')).toBe(full - 3);
    session = play(session, { type: 'declareAttack', attacker: 'karsabi', defender: 'wedge', arc: 'full-front', range: 2, weaponId: rockets, bonusAttack: true }).session;
    expect(attackOf(session)).toMatchObject({ defender: 'wedge', bonus: true });
    expect(charges(session, 'karsabi', 'Saturation Rockets')).toBe(full - 3);
  });
});

describe('Card · Tractor Tentacles — Epic rules · Bonus Attacks: its first header once a round, four more for 1 energy each', () => {
  it('two bought as the Trident engages: three bonus attacks in all, a fourth refused', () => {
    const TRIDENT = 'separatist-alliance/trident-class-assault-ship';
    let session = toEngagement(start([pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' })], [withEffects(TRIDENT, 'Colicoid Destroyer', 'trident', '2.5', 'tractortentacles')]));
    session = play(session, { type: 'activateShip', ship: 'trident' }).session;
    const offers = sourced(session, 'Tractor Tentacles');
    expect(offers).toHaveLength(4);
    const energy = shipOf(session, 'trident').energy?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: offers[0]?.id, answer: 'done' }, { type: 'answerPrompt', prompt: offers[1]?.id, answer: 'done' }).session;
    session = skipAll(session);
    expect(shipOf(session, 'trident').energy?.current).toBe(energy - 2);
    const tentacles = weaponOf(session, 'trident', 'Tractor Tentacles')?.id;
    const attack = { type: 'declareAttack', attacker: 'trident', defender: 'luke', arc: 'rear', range: 1, weaponId: tentacles, bonusAttack: true };
    // The two bought: their energy is not paid again.
    for (let n = 0; n < 2; n++) session = resolveMiss(play(session, attack).session);
    expect(shipOf(session, 'trident').energy?.current).toBe(energy - 2);
    // The weapon's own header, once (its energy as the weapons rule reads the card), then no more.
    session = resolveMiss(play(session, { type: 'recoverCharge', ship: 'trident', charge: 'energy', amount: 1 }, attack).session);
    session = play(session, { type: 'recoverCharge', ship: 'trident', charge: 'energy', amount: 1 }).session;
    expectMessage(refusal(session, attack), /bonus attack has been made this round/);
  });
});
