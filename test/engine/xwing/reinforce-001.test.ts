import { describe, expect, it } from 'vitest';
import { describeEvent, type Session } from '../../../shared/engine';
import { tokenCatalogue, type ReinforceSide, type ResultCount } from '../../../shared/engine/games/xwing';
import {
  attackOf,
  decimator,
  expectMessage,
  luke,
  optionsOf,
  play,
  refusal,
  rosters,
  shipOf,
  startGame,
  stateOf,
  toEngagement,
  wedge,
} from './helpers/xwing-game';

const game = () => startGame(rosters([luke(), wedge()], [decimator()]));

/** The Decimator gains reinforce tokens (the first by its action, the rest by abilities), then the Engagement Phase begins. */
function reinforced(...sides: ReinforceSide[]): Session {
  let session = play(game(), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
  sides.forEach((side, n) => {
    session = play(session, n === 0 ? { type: 'performAction', ship: 'decimator', action: 'reinforce', side } : { type: 'gainToken', ship: 'decimator', token: 'reinforce', side }).session;
  });
  return play(session, { type: 'nextPhase' }).session;
}

interface Shot {
  attacker?: string;
  range?: number;
  hits?: number;
  crits?: number;
  where: { inFullFrontArc: boolean; inFullRearArc: boolean } | { bearing: number };
}

/** An attack on the Decimator (agility 0: no defense dice at range 1–2), up to Neutralize Results. */
function neutralizeShot(session: Session, shot: Shot) {
  const range = shot.range ?? 2;
  const hits = shot.hits ?? 3;
  const crits = shot.crits ?? 0;
  const extra = range >= 4 ? { rangeAllowedByEffect: true } : {};
  const rolled = play(
    session,
    { type: 'declareAttack', attacker: shot.attacker ?? 'luke', defender: 'decimator', arc: 'front', range, ...extra, ...shot.where },
    { type: 'rollAttackDice', faces: [...Array<string>(hits).fill('hit'), ...Array<string>(crits).fill('crit')], adjustment: hits + crits - (range <= 1 ? 4 : 3) },
  ).session;
  const defenseDice = optionsOf(rolled).attack?.defenseDice.total ?? 0;
  return play(rolled, { type: 'rollDefenseDice', faces: Array<string>(defenseDice).fill('blank') }, { type: 'neutralizeResults' });
}

function remainingAfter(session: Session, shot: Shot): ResultCount {
  const { session: after, events } = neutralizeShot(session, shot);
  const state = stateOf(after);
  if (state.attack) return state.attack.neutralized?.remaining ?? { hits: -1, crits: -1 };
  // The attack missed and ended: nothing remains.
  expect(events.some((event) => event.type === 'attackMissed')).toBe(true);
  return { hits: 0, crits: 0 };
}

const front = { inFullFrontArc: true, inFullRearArc: false };
const rear = { inFullFrontArc: false, inFullRearArc: true };
const both = { inFullFrontArc: true, inFullRearArc: true };
const neither = { inFullFrontArc: false, inFullRearArc: false };

describe('001 Reinforce', () => {
  it('001 · performing the reinforce action gives the ship a reinforce token with the fore or aft side faceup', () => {
    const activation = play(game(), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    const aft = play(activation, { type: 'performAction', ship: 'decimator', action: 'reinforce', side: 'aft' });
    expect(shipOf(aft.session, 'decimator').tokens.reinforce).toEqual({ fore: 0, aft: 1 });
    // RRG · Initiative: acting in the Activation Phase is the ship's activation.
    expect(aft.events.map((event) => event.type)).toEqual(['shipActivated', 'actionPerformed', 'tokenGained']);
    expect(shipOf(aft.session, 'decimator').actionsThisRound).toEqual(['reinforce']);
    const fore = play(activation, { type: 'performAction', ship: 'decimator', action: 'reinforce', side: 'fore' }).session;
    expect(shipOf(fore, 'decimator').tokens.reinforce).toEqual({ fore: 1, aft: 0 });
  });

  it('001 · a ship is reinforced while it has a reinforce token; reinforce tokens are circular and green', () => {
    expect(tokenCatalogue.find((kind) => kind.type === 'reinforce')).toMatchObject({ colour: 'green', shape: 'circular', removal: 'endPhase' });
    const session = reinforced('fore');
    expect(optionsOf(play(session, { type: 'declareAttack', attacker: 'luke', defender: 'decimator', arc: 'front', range: 2 }).session).attack?.reinforce.tokens).toEqual({ fore: 1, aft: 0 });
  });

  it('001 · while defending, a token applies only if the attacker is inside the full arc it names and not inside the other', () => {
    const fore = reinforced('fore');
    expect(remainingAfter(fore, { where: front })).toEqual({ hits: 2, crits: 0 });
    expect(remainingAfter(fore, { where: rear })).toEqual({ hits: 3, crits: 0 });
    expect(remainingAfter(fore, { where: both })).toEqual({ hits: 3, crits: 0 });
    expect(remainingAfter(fore, { where: neither })).toEqual({ hits: 3, crits: 0 });
    const aft = reinforced('aft');
    expect(remainingAfter(aft, { where: rear })).toEqual({ hits: 2, crits: 0 });
    expect(remainingAfter(aft, { where: front })).toEqual({ hits: 3, crits: 0 });
    expect(remainingAfter(aft, { where: both })).toEqual({ hits: 3, crits: 0 });
  });

  it('001 · a fore token needs the attacker in the full front arc: the Decimator is shielded only from the X-wing in front of it', () => {
    const session = reinforced('fore');
    const inFront = neutralizeShot(session, { attacker: 'luke', where: front });
    expect(inFront.events.filter((event) => event.type === 'reinforceApplied')).toHaveLength(1);
    const behind = neutralizeShot(session, { attacker: 'wedge', where: rear });
    expect(behind.events.filter((event) => event.type === 'reinforceApplied')).toHaveLength(0);
    expect(attackOf(behind.session).neutralized).toMatchObject({ reinforceEvades: 0, remaining: { hits: 3, crits: 0 } });
  });

  it('001 · during Neutralize Results, if the attack would hit with more than one hit or crit left, one evade is added and cancels one result', () => {
    const session = reinforced('fore');
    const { session: after, events } = neutralizeShot(session, { hits: 2, where: front });
    expect(attackOf(after).neutralized).toEqual({ evades: 0, reinforceEvades: 1, reinforceSide: 'fore', remaining: { hits: 1, crits: 0 } });
    expect(events.map((event) => event.type)).toEqual(['resultsNeutralized', 'reinforceApplied', 'attackHit']);
    // The added evade cancels a hit before a crit, as any evade does.
    expect(remainingAfter(session, { hits: 1, crits: 1, where: front })).toEqual({ hits: 0, crits: 1 });
    expect(remainingAfter(session, { hits: 0, crits: 2, where: front })).toEqual({ hits: 0, crits: 1 });
  });

  it('001 · with one result or none left the token adds nothing', () => {
    const session = reinforced('fore');
    const single = neutralizeShot(session, { hits: 1, where: front });
    expect(single.events.some((event) => event.type === 'reinforceApplied')).toBe(false);
    expect(attackOf(single.session).neutralized?.remaining).toEqual({ hits: 1, crits: 0 });
    const none = neutralizeShot(session, { hits: 0, where: front });
    expect(none.events.map((event) => event.type)).toEqual(['resultsNeutralized', 'attackMissed', 'attackEnded']);
  });

  it('001 · two reinforce tokens of the same type both apply only with three or more results remaining', () => {
    const session = reinforced('fore', 'fore');
    const three = neutralizeShot(session, { hits: 3, where: front });
    expect(three.events.filter((event) => event.type === 'reinforceApplied')).toHaveLength(2);
    expect(attackOf(three.session).neutralized?.remaining).toEqual({ hits: 1, crits: 0 });
    const two = neutralizeShot(session, { hits: 2, where: front });
    expect(two.events.filter((event) => event.type === 'reinforceApplied')).toHaveLength(1);
    expect(attackOf(two.session).neutralized?.remaining).toEqual({ hits: 1, crits: 0 });
    // A fore and an aft token never both apply: the attacker cannot be in one full arc only for both.
    expect(remainingAfter(reinforced('fore', 'aft'), { hits: 3, where: front })).toEqual({ hits: 2, crits: 0 });
  });

  it('001 · the player whose ship gains a reinforce token chooses fore or aft, unless told otherwise', () => {
    const session = game();
    const error = refusal(session, { type: 'gainToken', ship: 'decimator', token: 'reinforce' });
    expect(error.code).toBe('reinforce_side_needed');
    expectMessage(error, /Choose fore or aft/);
    expect(refusal(session, { type: 'performAction', ship: 'decimator', action: 'reinforce' }).code).toBe('reinforce_side_needed');
    for (const side of ['fore', 'aft'] as const) {
      expect(shipOf(play(session, { type: 'gainToken', ship: 'decimator', token: 'reinforce', side }).session, 'decimator').tokens.reinforce[side]).toBe(1);
    }
  });

  it('001 · a ship does not spend its reinforce token when the effect resolves', () => {
    const session = reinforced('fore');
    // Wedge (initiative 6) engages before Luke (initiative 5).
    const first = play(neutralizeShot(session, { attacker: 'wedge', where: front }).session, { type: 'dealDamage', drawForMe: true }).session;
    expect(shipOf(first, 'decimator').tokens.reinforce).toEqual({ fore: 1, aft: 0 });
    // The same token protects again against the next attack.
    const second = neutralizeShot(first, { attacker: 'luke', where: front });
    expect(second.events.filter((event) => event.type === 'reinforceApplied')).toHaveLength(1);
    expect(shipOf(second.session, 'decimator').tokens.reinforce).toEqual({ fore: 1, aft: 0 });
  });

  it('001 · gaining a reinforce token by an ability is not the action: the ship can still perform the reinforce action this round', () => {
    const activation = play(game(), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    const byAbility = play(activation, { type: 'gainToken', ship: 'decimator', token: 'reinforce', side: 'fore' });
    expect(byAbility.events).toMatchObject([{ type: 'tokenGained', byAction: false }]);
    expect(shipOf(byAbility.session, 'decimator').actionsThisRound).toEqual([]);
    const action = play(byAbility.session, { type: 'performAction', ship: 'decimator', action: 'reinforce', side: 'aft' }).session;
    expect(shipOf(action, 'decimator').tokens.reinforce).toEqual({ fore: 1, aft: 1 });
    // The action itself is once per round, and the ability still works after it.
    const again = refusal(action, { type: 'performAction', ship: 'decimator', action: 'reinforce', side: 'fore' });
    expect(again.code).toBe('action_unavailable');
    expectMessage(again, /already performed the reinforce action this round/);
    expect(optionsOf(action).ships.find((ship) => ship.ship === 'decimator')?.actions.find((option) => option.action === 'reinforce')?.unavailable).toMatch(/already performed/);
    expect(shipOf(play(action, { type: 'gainToken', ship: 'decimator', token: 'reinforce', side: 'fore' }).session, 'decimator').tokens.reinforce.fore).toBe(2);
    const nextRound = play(action, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(stateOf(nextRound).round).toBe(2);
    expect(shipOf(play(nextRound, { type: 'performAction', ship: 'decimator', action: 'reinforce', side: 'fore' }).session, 'decimator').tokens.reinforce.fore).toBe(1);
  });

  it('001 · at range 4–5 the full arcs count as reaching range 5 for reinforce, and for nothing else', () => {
    const session = reinforced('fore');
    for (const range of [4, 5]) {
      const declared = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'decimator', arc: 'front', range, rangeAllowedByEffect: true, ...front }).session;
      const attack = optionsOf(declared).attack;
      expect(attack?.attackerInDefenderFullArcs).toEqual({ front: false, rear: false });
      expect(attack?.reinforce).toMatchObject({ side: 'fore', fullArcReach: 5 });
      expect(remainingAfter(session, { range, where: front })).toEqual({ hits: 2, crits: 0 });
    }
    const inRange = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'decimator', arc: 'front', range: 2, ...front }).session;
    expect(optionsOf(inRange).attack?.attackerInDefenderFullArcs).toEqual({ front: true, rear: false });
  });

  it('001 · the players say where the attacker is (or give its bearing) before results are neutralized against a reinforced ship', () => {
    const session = reinforced('fore');
    const rolled = play(
      session,
      { type: 'declareAttack', attacker: 'luke', defender: 'decimator', arc: 'front', range: 2 },
      { type: 'rollAttackDice', faces: ['hit', 'hit', 'focus'] },
      { type: 'rollDefenseDice', faces: [] },
    ).session;
    expect(optionsOf(rolled).attack?.reinforce.needsAttackerLocation).toBe(true);
    const error = refusal(rolled, { type: 'neutralizeResults' });
    expect(error.code).toBe('attacker_location_needed');
    expectMessage(error, /in its front full arc\? In its rear full arc\?/);
    expect(refusal(rolled, { type: 'locateAttacker', inFullFrontArc: true }).code).toBe('location_incomplete');
    const located = play(rolled, { type: 'locateAttacker', bearing: 20 }).session;
    expect(optionsOf(located).attack?.reinforce).toMatchObject({ needsAttackerLocation: false, side: 'fore' });
    expect(optionsOf(located).attack?.neutralize?.remaining).toEqual({ hits: 1, crits: 0 });
    expect(attackOf(play(rolled, { type: 'locateAttacker', bearing: 180 }).session).attackerLocation).toEqual({ inFullFrontArc: false, inFullRearArc: true, bearing: 180 });
    // On the line between the two full arcs the attacker is in both, so neither token applies.
    expect(optionsOf(play(rolled, { type: 'locateAttacker', bearing: 90 }).session).attack?.reinforce.side).toBeNull();
    // An unreinforced defender needs no answer.
    const plain = play(
      toEngagement(game()),
      { type: 'declareAttack', attacker: 'luke', defender: 'decimator', arc: 'front', range: 2 },
      { type: 'rollAttackDice', faces: ['hit', 'hit', 'hit'] },
      { type: 'rollDefenseDice', faces: [] },
    ).session;
    expect(optionsOf(plain).attack?.reinforce.needsAttackerLocation).toBe(false);
    expect(play(plain, { type: 'neutralizeResults' }).events.map((event) => event.type)).toEqual(['resultsNeutralized', 'attackHit']);
  });

  it('001 · the history says what reinforce did', () => {
    const { events } = neutralizeShot(reinforced('fore'), { where: front });
    const applied = events.find((event) => event.type === 'reinforceApplied');
    if (!applied) throw new Error('reinforce did not apply');
    expect(describeEvent('xwing', applied)).toBe('Reinforce (fore): 3 hits → 2.');
    const mixed = neutralizeShot(reinforced('aft'), { hits: 1, crits: 2, where: rear }).events.find((event) => event.type === 'reinforceApplied');
    if (!mixed) throw new Error('reinforce did not apply');
    expect(describeEvent('xwing', mixed)).toBe('Reinforce (aft): 1 hit and 2 crits → 2 crits.');
  });
});
