// Rules 3 (issue 23): turret arc indicators and their facing. RRG · Turret Arc Indicators: a ship with
// a single or double turret weapon has an indicator selecting one standard arc, or two opposite ones;
// RRG · Rotate: the rotate arc action turns it to another arc (a double one to the two it was not
// selecting); an ability that turns it is not the action. A turret attack is made in the arc(s) it selects.
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../shared/engine/games/xwing';
import { armed } from './helpers/armament';
import { pilotEntry } from './helpers/xwing-roster';
import { attackOf, expectMessage, optionsOf, play, refusal, rosters, sentences, shipOf, TIE_FIGHTER } from './helpers/xwing-game';

const HWK = 'rebel-alliance/hwk-290-light-freighter';
const YT1300 = 'rebel-alliance/modified-yt-1300-light-freighter';

const hwk = armed(pilotEntry(HWK, 'Rebel Scout', { id: 'hwk', actionBar: true, dial: true }), '2.5', 'ioncannonturret'); // initiative 2, single turret
const yt = pilotEntry(YT1300, 'Outer Rim Smuggler', { id: 'yt', actionBar: true, dial: true }); // initiative 1, double turret
const academy = pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy', actionBar: true, dial: true }); // initiative 1

function start(rules: 2 | 3 = 3, rebels: XwingPilotRosterEntry[] = [yt, hwk]): Session {
  return play(emptySession('xwing'), { type: 'setup', seed: 'turrets', players: rosters(rebels, [academy]), rules, ...(rules === 3 ? { edition: '2.5' } : {}) }).session;
}
const next = (session: Session, times: number): Session => play(session, ...Array.from({ length: times }, () => ({ type: 'nextPhase' }))).session;
/** Activation Phase: the YT-1300 (initiative 1, first player) is activating. */
const ytActivating = () => play(next(start(), 2), { type: 'activateShip', ship: 'yt' }).session;
/** Activation Phase: the HWK-290 (initiative 2) is activating, after the initiative 1 ships. */
const hwkActivating = (rules: 2 | 3 = 3) =>
  play(next(start(rules), 2), { type: 'activateShip', ship: 'yt' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'hwk' }).session;
const turretOptions = (session: Session, ship: string) => optionsOf(session).ships.find((option) => option.ship === ship)?.turret;

describe('RRG · Turret Arc Indicators: placed at setup, facing forward until the players say otherwise', () => {
  it('RRG · Turret Arc Indicators: a single turret starts on the front arc, a double one on the front and rear arcs; a ship without a turret weapon has none', () => {
    const game = start();
    expect(shipOf(game, 'hwk').turret).toEqual({ kind: 'single', facing: 'front' });
    expect(shipOf(game, 'yt').turret).toEqual({ kind: 'double', facing: 'front-rear' });
    expect(shipOf(game, 'academy').turret).toBeUndefined();
    expect(turretOptions(game, 'hwk')).toEqual({ kind: 'single', facing: 'front', facings: ['front', 'left', 'right', 'rear'] });
    expect(turretOptions(game, 'yt')?.facings).toEqual(['front-rear', 'left-right']);
    expect(optionsOf(game).commands).toContain('setTurret');
  });

  it('RRG · Turret Arc Indicators: placed otherwise at setup (or turned by an ability), it is set freely: no action, no turn', () => {
    const hwkSet = play(start(), { type: 'setTurret', ship: 'hwk', facing: 'rear' });
    const set = play(hwkSet.session, { type: 'setTurret', ship: 'yt', facing: 'left-right' });
    expect(shipOf(set.session, 'hwk').turret?.facing).toBe('rear');
    expect(shipOf(set.session, 'yt').turret?.facing).toBe('left-right');
    expect(shipOf(set.session, 'hwk').actionsThisRound).toEqual([]);
    expect(sentences([...hwkSet.events, ...set.events])).toEqual([
      'Rebel Scout\'s turret arc indicator is set to the rear arc (not the rotate arc action).',
      'Outer Rim Smuggler\'s turret arc indicator is set to the left and right arcs (not the rotate arc action).',
    ]);
  });

  it('RRG · Turret Arc Indicators: a double turret refused a single arc, a single one refused two arcs, a ship without one refused, in the player\'s words', () => {
    expectMessage(refusal(start(), { type: 'setTurret', ship: 'yt', facing: 'left' }), /Outer Rim Smuggler has a double turret arc indicator: it covers the front and rear arcs or the left and right arcs, not the left arc alone/);
    expectMessage(refusal(start(), { type: 'setTurret', ship: 'hwk', facing: 'left-right' }), /Rebel Scout has a single turret arc indicator: it covers one arc \(front, left, right or rear\), not the left and right arcs/);
    expectMessage(refusal(start(), { type: 'setTurret', ship: 'academy', facing: 'left' }), /Academy Pilot has no turret arc indicator/);
  });
});

describe('RRG · Rotate: the rotate arc action turns the indicator', () => {
  it('RRG · Rotate: a single turret turns to any other standard arc, one tap per facing', () => {
    const activating = hwkActivating();
    const rotate = optionsOf(activating).ships.find((option) => option.ship === 'hwk')?.actions.find((action) => action.action === 'rotateArc');
    expect(rotate?.facings).toEqual(['left', 'right', 'rear']);
    const rotated = play(activating, { type: 'performAction', ship: 'hwk', action: 'rotateArc', facing: 'left' });
    expect(shipOf(rotated.session, 'hwk').turret?.facing).toBe('left');
    expect(shipOf(rotated.session, 'hwk').actionsThisRound).toEqual(['rotateArc']);
    expect(sentences(rotated.events)).toEqual(['Rebel Scout performs the rotate arc action: its turret now covers the left arc.']);
  });

  it('RRG · Rotate: a single turret must turn (not stay on the same arc) and is told which arc to choose', () => {
    expectMessage(refusal(hwkActivating(), { type: 'performAction', ship: 'hwk', action: 'rotateArc', facing: 'front' }), /Rebel Scout's turret already covers the front arc: the rotate arc action turns it to another arc/);
    expectMessage(refusal(hwkActivating(), { type: 'performAction', ship: 'hwk', action: 'rotateArc' }), /Choose the arc Rebel Scout's turret turns to: front, left, right or rear/);
    expectMessage(refusal(hwkActivating(), { type: 'performAction', ship: 'hwk', action: 'focus', facing: 'left' }), /Only the rotate arc action turns the turret/);
  });

  it('RRG · Rotate: a double turret turns to the two arcs it was not selecting; the tap offers only those', () => {
    const activating = ytActivating();
    expect(optionsOf(activating).ships.find((option) => option.ship === 'yt')?.actions.find((action) => action.action === 'rotateArc')?.facings).toEqual(['left-right']);
    const rotated = play(activating, { type: 'performAction', ship: 'yt', action: 'rotateArc', facing: 'left-right' });
    expect(shipOf(rotated.session, 'yt').turret?.facing).toBe('left-right');
    // The rule leaves a double turret no choice: without a facing it turns to the other two arcs.
    expect(shipOf(play(activating, { type: 'performAction', ship: 'yt', action: 'rotateArc' }).session, 'yt').turret?.facing).toBe('left-right');
  });

  it('RRG · Rotate: a double turret refused a facing it cannot have, or the arcs it already covers, in the player\'s words', () => {
    expectMessage(refusal(ytActivating(), { type: 'performAction', ship: 'yt', action: 'rotateArc', facing: 'left' }), /Outer Rim Smuggler has a double turret arc indicator: it covers the front and rear arcs or the left and right arcs, not the left arc alone\./);
    expectMessage(refusal(ytActivating(), { type: 'performAction', ship: 'yt', action: 'rotateArc', facing: 'front-rear' }), /Outer Rim Smuggler's double turret already covers the front and rear arcs: rotating turns it to the two arcs it was not covering, the left and right arcs/);
    expect(shipOf(ytActivating(), 'yt').actionsThisRound).toEqual([]);
  });
});

describe('RRG · Turret Arc Indicators: a turret attack is declared in the arc(s) the indicator selects', () => {
  const rotatedThenEngaging = () => next(play(hwkActivating(), { type: 'performAction', ship: 'hwk', action: 'rotateArc', facing: 'left' }, { type: 'endActivation' }).session, 1);

  it('RRG · Attack: the turret weapon is offered with the current facing, and the attack records it', () => {
    const engagement = rotatedThenEngaging();
    const weapons = optionsOf(engagement).attackers.find((option) => option.ship === 'hwk')?.weapons ?? [];
    expect(weapons.map((weapon) => [weapon.name, weapon.turret])).toEqual([
      ['Primary (single turret arc)', 'left'],
      ['Ion Cannon Turret', 'left'],
    ]);
    const declared = play(engagement, { type: 'declareAttack', attacker: 'hwk', defender: 'academy', arc: 'single-turret', weaponId: 'hwk-weapon-1', range: 2 });
    expect(attackOf(declared.session).turret).toBe('left');
    expect(sentences(declared.events)[0]).toMatch(/Rebel Scout attacks Academy Pilot at range 2 with Ion Cannon Turret, turret \(left\): 3 attack dice/);
  });

  it('RRG · Attack: a turret attack named in an arc the indicator does not cover is refused: rotate it first', () => {
    expectMessage(
      refusal(rotatedThenEngaging(), { type: 'declareAttack', attacker: 'hwk', defender: 'academy', arc: 'single-turret', weaponId: 'hwk-weapon-1', range: 2, turret: 'front' }),
      /Rebel Scout's turret covers the left arc, not the front arc: rotate it first/,
    );
  });

  it('RRG · Attack: a double turret attack names which of its two arcs the defender is in', () => {
    const engagement = next(play(start(), { type: 'setTurret', ship: 'yt', facing: 'left-right' }).session, 3);
    const passed = play(engagement, { type: 'passShip', ship: 'hwk' }).session;
    const declared = play(passed, { type: 'declareAttack', attacker: 'yt', defender: 'academy', arc: 'double-turret', range: 1, turret: 'right' });
    expect(attackOf(declared.session).turret).toBe('right');
    expect(sentences(declared.events)[0]).toMatch(/with its double turret arc primary weapon, turret \(right\)/);
  });
});

describe('A game is its log: games set up before turret facings replay as they were played', () => {
  it('Rules 2: no turret is kept, rotate arc is the action alone, and a turret attack reads as before', () => {
    const game = start(2);
    expect(shipOf(game, 'hwk').turret).toBeUndefined();
    expect(optionsOf(game).commands).not.toContain('setTurret');
    const rotated = play(hwkActivating(2), { type: 'performAction', ship: 'hwk', action: 'rotateArc' });
    expect(sentences(rotated.events)).toEqual(['Rebel Scout performs the rotate arc action.']);
    expect(shipOf(rotated.session, 'hwk').turret).toBeUndefined();
    expectMessage(refusal(hwkActivating(2), { type: 'performAction', ship: 'hwk', action: 'rotateArc', facing: 'left' }), /Rebel Scout has no turret arc indicator to turn/);
    const engagement = next(play(rotated.session, { type: 'endActivation' }).session, 1);
    const weapons = optionsOf(engagement).attackers.find((option) => option.ship === 'hwk')?.weapons ?? [];
    expect(weapons.every((weapon) => weapon.turret === undefined)).toBe(true);
    const declared = play(engagement, { type: 'declareAttack', attacker: 'hwk', defender: 'academy', arc: 'single-turret', weaponId: 'hwk-weapon-1', range: 2 });
    expect(attackOf(declared.session).turret).toBeUndefined();
    expect(declared.events.find((event) => event.type === 'attackDeclared')).not.toHaveProperty('turret');
    expect(sentences(declared.events)[0]).toBe('Rebel Scout attacks Academy Pilot at range 2 with Ion Cannon Turret: 3 attack dice.');
  });
});
