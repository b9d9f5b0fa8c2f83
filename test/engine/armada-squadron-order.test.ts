import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { SquadronRosterEntry } from '../../shared/engine/games/armada';
import { describeArmadaEvent } from '../../shared/engine/games/armada/view/describe-event';
import type { ArmadaEvent } from '../../shared/engine/games/armada/model/events';
import { CR90, currentAttackOf, dice, expectMessage, NEBULON, optionsOf, play, refusal, rosters, shipById, shipEntry, squadronEntry, stateOf, VICTORY } from './helpers/armada-game';
import { readCard } from './helpers/armada-roster';

// Issue 35 · Squadrons and reminders at their moments (RRG 1.5.0 · Counter: “may” perform a counter
// attack; RRG · Objectives and Damage Cards: a card's rule applies where its condition holds).

const TIE = 'galactic-empire/tie-fighter-squadron';
const A_WING = 'rebel-alliance/a-wing-squadron';

function withKeywords(file: string, id: string): SquadronRosterEntry {
  const card = readCard<{ keywords?: string[] }>(`squadron-card/${file}.json`);
  return { ...squadronEntry(file, { id }), keywords: card.keywords ?? [] };
}

const squadronAttack = (attacker: string, defender: object, special?: string) => ({ type: 'declareTarget', attacker: { squadron: attacker }, defender, range: 'distance-1', ...(special ? { special } : {}) });

/** A rules 3 game in full; the first player (the Empire) chose `objective` from the Rebels' three. */
function squadronGame(objective: string | null): Session {
  const players = rosters(
    { ships: [shipEntry(VICTORY, { id: 'v' })], squadrons: [withKeywords(TIE, 't')], objectives: ['Most Wanted', 'Contested Outpost', 'Dangerous Territory'] },
    { ships: [shipEntry(CR90, { id: 'c' }), shipEntry(NEBULON, { id: 'n' })], squadrons: [withKeywords(A_WING, 'a')], objectives: ['Most Wanted', 'Jamming Barrier', 'Intel Sweep'] },
  );
  let session = play(emptySession('armada'), { type: 'setup', seed: 'squadron order', players, firstPlayer: 'p1', rules: 3 }).session;
  if (objective) session = play(session, { type: 'chooseObjective', objective }).session;
  return session;
}

/** Ship and squadron phases pass; the TIE activates and attacks the A-wing: one hit, which the A-wing survives. */
function tieAttacksAwing(session: Session): Session {
  const squadronPhase = play(session, { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }, { type: 'activateSquadron', squadron: 't' }).session;
  return play(squadronPhase, squadronAttack('t', { squadron: 'a' }), dice(['blue', 'hit'], ['blue', 'accuracy'], ['blue', 'accuracy']), { type: 'resolveDamage' }).session;
}

describe('RRG · Counter: a squadron may counter, or decline in one tap', () => {
  it('RRG · Counter: the counter is declined in one tap; the activation goes on and the counter is no longer offered', () => {
    const session = tieAttacksAwing(squadronGame(null));
    expect(optionsOf(session).counter).toMatchObject({ squadron: 'a', against: 't' });
    expect(optionsOf(session).commands).toEqual(expect.arrayContaining(['declineCounter', 'endActivation']));
    const declined = play(session, { type: 'declineCounter' });
    expect(describeArmadaEvent(declined.events[0] as ArmadaEvent)).toBe('A-wing Squadron does not counter.');
    expect(optionsOf(declined.session).counter).toBeNull();
    expect(optionsOf(declined.session).commands).not.toContain('declineCounter');
    expectMessage(refusal(declined.session, squadronAttack('a', { squadron: 't' }, 'counter')), /may counter only right after a squadron attacked it/);
    expectMessage(refusal(declined.session, { type: 'declineCounter' }), /No squadron may counter now/);
    expect(stateOf(play(declined.session, { type: 'endActivation' }).session).activation.squadron).toBeNull();
  });
});

describe('Reminders only where their card’s condition holds', () => {
  it('RRG · Objectives: an objective’s attack reminder is not shown during a counter', () => {
    const countering = play(tieAttacksAwing(squadronGame('Jamming Barrier')), squadronAttack('a', { squadron: 't' }, 'counter')).session;
    expect(currentAttackOf(countering).kind).toBe('counter');
    expect(optionsOf(countering).objective?.reminders.map((reminder) => reminder.moment)).not.toContain('attack');
    // The same objective speaks of the TIE's own attack.
    const squadronPhase = play(squadronGame('Jamming Barrier'), { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }, { type: 'activateSquadron', squadron: 't' }, squadronAttack('t', { squadron: 'a' })).session;
    expect(optionsOf(squadronPhase).objective?.reminders.map((reminder) => reminder.moment)).toContain('attack');
  });

  it('Most Wanted: its attack reminder shows against an objective ship, not against a ship it does not concern', () => {
    let session = play(squadronGame('Most Wanted'), { type: 'markObjectiveShip', ship: 'c', objectiveShip: true }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }).session;
    session = play(session, { type: 'revealCommand', ship: 'v', command: 'concentrateFire', as: 'dial' }).session;
    const onTheNebulon = play(session, { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'front' }, defender: { ship: 'n', hullZone: 'front' }, range: 'close' }).session;
    expect(optionsOf(onTheNebulon).objective?.reminders.map((reminder) => reminder.moment)).not.toContain('attack');
    const onTheCorvette = play(session, { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'front' }, defender: { ship: 'c', hullZone: 'front' }, range: 'close' }).session;
    expect(optionsOf(onTheCorvette).objective?.reminders.map((reminder) => reminder.moment)).toContain('attack');
  });

  it('RRG · Damage Cards: a faceup card’s note is in the attacks it concerns only (Damaged Munitions against ships)', () => {
    let session = play(
      squadronGame(null),
      { type: 'dealDamageCard', ship: 'v', faceup: true, card: 'Damaged Munitions' },
      { type: 'dealDamageCard', ship: 'v', faceup: true, card: 'Thruster Fissure' },
      { type: 'nextPhase' },
      { type: 'activateShip', ship: 'v' },
      { type: 'revealCommand', ship: 'v', command: 'concentrateFire', as: 'dial' },
    ).session;
    const onShip = play(session, { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'front' }, defender: { ship: 'c', hullZone: 'front' }, range: 'close' }).session;
    expect(optionsOf(onShip).attack?.damageCardNotes.map((note) => note.card)).toEqual(['Damaged Munitions']);
    session = play(session, { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'front' }, defender: { squadron: 'a' }, range: 'close' }).session;
    expect(optionsOf(session).attack?.damageCardNotes).toEqual([]);
  });
});

describe('A faceup card on a ship destroyed by the same attack', () => {
  /** The CR90 has one hull point left; the Victory's attack takes its front shields and deals one card, faceup (a crit). */
  function lastCardFaceup(rules: 2 | 3): Session {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' })] });
    let session = play(emptySession('armada'), { type: 'setup', seed: 'last card', players, firstPlayer: 'p1', rules }).session;
    for (let n = 1; n < shipById(session, 'c').hull; n++) session = play(session, { type: 'dealDamageCard', ship: 'c', faceup: false, drawForMe: true }).session;
    session = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, { type: 'revealCommand', ship: 'v', command: 'concentrateFire', as: 'dial' }).session;
    session = play(session, { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'front' }, defender: { ship: 'c', hullZone: 'front' }, range: 'close' }).session;
    const shields = shipById(session, 'c').hullZones.find((zone) => zone.zone === 'front')?.shields ?? 0;
    const faces = currentAttackOf(session).gathered;
    const colours = (['red', 'blue', 'black'] as const).flatMap((colour) => Array.from({ length: faces[colour] }, () => colour));
    session = play(session, { type: 'rollAttackDice', dice: colours.map((color, index) => ({ color, face: index === 0 ? 'crit' : index <= shields ? 'hit' : 'blank' })) }).session;
    return play(session, { type: 'resolveDamage', critical: 'standard', damageCards: ['Injured Crew'] }).session;
  }

  it('RRG · Damage Cards: the ship is destroyed and its card asks nobody (a rules 3 game); the phase may end', () => {
    const session = lastCardFaceup(3);
    expect(shipById(session, 'c').destroyed).toBe(true);
    expect(stateOf(session).pendingEffects).toEqual([]);
    expect(optionsOf(session).pendingEffects).toEqual([]);
  });

  it('RRG · Damage Cards: a rules 2 game asked nobody either (the card that destroys its ship has no effect)', () => {
    const session = lastCardFaceup(2);
    expect(shipById(session, 'c').destroyed).toBe(true);
    expect(stateOf(session).pendingEffects).toEqual([]);
  });
});
