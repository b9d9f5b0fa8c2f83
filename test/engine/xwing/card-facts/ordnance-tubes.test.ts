import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { armed, upgradeCard } from '../helpers/armament';
import { attackOf, expectMessage, play, refusal, rosters, shipOf, skipAll, stateOf, toEngagement, X_WING } from '../helpers/xwing-game';
import { pilotEntry } from '../helpers/xwing-roster';

// h-xupg · Card · Ordnance Tubes (hardpoint, dual) — Epic rules · Bonus Attacks and RRG · Attack (arc requirement): online,
// the ship's torpedoes and missiles fire only as bonus attacks, from its full front arc, its two headers granted as it
// engages; offline, they need the bullseye arc. Both sides' facts ride on the roster as the host reads a dual card.
// Cards from xwing-data2 (2.5), read at run time.

const RAIDER = 'galactic-empire/raider-class-corvette';
function raider(): XwingPilotRosterEntry {
  const entry = armed(pilotEntry(RAIDER, 'Outer Rim Patrol', { id: 'raider' }), '2.5', 'ordnancetubes', 'protontorpedoes');
  const tubes = upgradeCard('2.5', 'ordnancetubes');
  const torpedoes = upgradeCard('2.5', 'protontorpedoes');
  const facts = rosterFacts([
    ...tubes.sides.map((side, index) => ({ key: 'ordnancetubes', name: String(side.title), text: String(side.ability), upgrade: 0, edition: '2.5' as const, side: index as 0 | 1 })),
    { key: 'protontorpedoes', name: torpedoes.name, text: String(torpedoes.sides[0]?.ability), upgrade: 1, edition: '2.5' as const },
  ]);
  return { ...entry, effects: facts.effects, yourCall: facts.yourCall };
}
function engaged(): Session {
  const start = skipAll(play(emptySession('xwing'), { type: 'setup', seed: 'tubes', players: rosters([pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' })], [raider()]), rules: 3, edition: '2.5' }).session);
  return play(toEngagement(start), { type: 'gainToken', ship: 'luke', token: 'lock', lockedBy: 'raider' }).session;
}
const torpedoes = (session: Session) => shipOf(session, 'raider').weapons?.find((weapon) => weapon.name === 'Proton Torpedoes')?.id;
const fire = (session: Session, arc: string, bonus: boolean) => ({ type: 'declareAttack', attacker: 'raider', defender: 'luke', arc, range: 2, weaponId: torpedoes(session), ...(bonus ? { bonusAttack: true } : {}) });

describe('Card · Ordnance Tubes — online: torpedoes only as bonus attacks, from the full front arc', () => {
  it('its standard torpedo attack is refused with the card’s reason', () => {
    const session = engaged();
    expectMessage(refusal(session, fire(session, 'front', false)), /Ordnance Tubes: .* only as a bonus attack/);
  });
  it('as it engages its torpedo header is asked; done, the torpedo fires as a bonus attack from the full front arc', () => {
    let session = play(engaged(), { type: 'activateShip', ship: 'raider' }).session;
    const prompt = stateOf(session).prompts.find((one) => one.source === 'Ordnance Tubes' && /torpedo/.test(one.ability?.summary ?? ''));
    expect(prompt).toBeDefined();
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }, fire(session, 'full-front', true)).session;
    expect(attackOf(session)).toMatchObject({ attacker: 'raider', bonus: true, arc: 'full-front' });
  });
});

describe('Card · Ordnance Tubes (Offline) — its torpedoes need the bullseye arc', () => {
  it('flipped offline: the front arc is refused, the bullseye accepted (no longer only as a bonus attack)', () => {
    let session = engaged();
    session = play(session, { type: 'flipUpgrade', ship: 'raider', upgrade: shipOf(session, 'raider').upgrades[0]?.id }).session;
    expectMessage(refusal(session, fire(session, 'front', false)), /fires from the bullseye arc \(Ordnance Tubes \(Offline\)\)/);
    expect(attackOf(play(session, fire(session, 'bullseye', false)).session)).toMatchObject({ arc: 'bullseye' });
  });
});
