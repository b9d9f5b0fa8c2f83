import { describe, expect, it } from 'vitest';
import type { Session } from '../../../shared/engine';
import { DECIMATOR, TIE_FIGHTER, X_WING, expectMessage, optionsOf, play, refusal, rosters, sentences, shipOf, startGame } from './helpers/xwing-game';
import { pilotEntry } from './helpers/xwing-roster';

// Action bars come from the ship data (xwing-data2 2.5): white, red and purple actions and linked ones.
const FANG = 'scum-and-villainy/fang-fighter';
const DELTA7 = 'galactic-republic/delta-7-aethersprite';

const game = () =>
  startGame(
    rosters(
      [pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true }), pilotEntry(DELTA7, 'Obi-Wan Kenobi', { id: 'obi', actionBar: true })],
      [pilotEntry(FANG, 'Fenn Rau', { id: 'fenn', actionBar: true }), pilotEntry(DECIMATOR, 'Rear Admiral Chiraneau', { id: 'dec', actionBar: true }), pilotEntry(TIE_FIGHTER, '“Howlrunner”', { id: 'howl', actionBar: true })],
    ),
  );

const actionsOf = (session: Session, ship: string) => optionsOf(session).ships.find((options) => options.ship === ship)?.actions ?? [];

describe('RRG · action bars', () => {
  it('each ship is offered the actions on its own bar, with their difficulty', () => {
    const session = game();
    expect(actionsOf(session, 'luke').map((action) => [action.action, action.difficulty])).toEqual([
      ['focus', 'white'],
      ['lock', 'white'],
      ['barrelRoll', 'white'],
    ]);
    expect(actionsOf(session, 'dec').map((action) => [action.action, action.difficulty])).toEqual([
      ['focus', 'white'],
      ['lock', 'white'],
      ['reinforce', 'white'],
      ['rotateArc', 'white'],
      ['coordinate', 'red'],
    ]);
    expect(shipOf(session, 'howl').actionBar?.map((entry) => entry.action)).toEqual(['focus', 'evade', 'barrelRoll']);
    const evade = refusal(session, { type: 'performAction', ship: 'luke', action: 'evade' });
    expectMessage(evade, /Luke Skywalker’s action bar has no evade action\./);
  });

  it('RRG · red actions: after a red action the ship gains 1 stress token', () => {
    const { session, events } = play(game(), { type: 'performAction', ship: 'dec', action: 'coordinate' });
    expect(shipOf(session, 'dec').tokens.stress).toBe(1);
    expect(sentences(events)).toEqual(['Rear Admiral Chiraneau performs the red coordinate action.', 'Rear Admiral Chiraneau gains a stress token.']);
  });

  it('RRG · stress: a stressed ship performs no actions, white or red', () => {
    const session = play(game(), { type: 'gainToken', ship: 'luke', token: 'stress' }).session;
    const refused = refusal(session, { type: 'performAction', ship: 'luke', action: 'focus' });
    expect(refused.code).toBe('action_unavailable');
    expectMessage(refused, /Luke Skywalker is stressed: a stressed ship performs no actions\./);
    expect(actionsOf(session, 'luke').every((action) => action.unavailable !== null)).toBe(true);
    // Without stress the same action is fine.
    expect(shipOf(play(game(), { type: 'performAction', ship: 'luke', action: 'focus' }).session, 'luke').tokens.focus).toBe(1);
  });

  it('RRG · linked actions: after its action, the linked one may follow (red: it gives stress); not on its own', () => {
    const session = game();
    expect(actionsOf(session, 'fenn').find((action) => action.action === 'focus')).toMatchObject({ difficulty: 'white', linked: false });
    const rolled = play(session, { type: 'performAction', ship: 'fenn', action: 'barrelRoll' }).session;
    // Focus is also white on the Fang's bar, so it is not the red link: the bar's own entry wins.
    expect(actionsOf(rolled, 'fenn').find((action) => action.action === 'focus')).toMatchObject({ unavailable: null, difficulty: 'white' });
    // Once per round covers the link too.
    const twice = play(rolled, { type: 'performAction', ship: 'fenn', action: 'focus' }).session;
    expectMessage(refusal(twice, { type: 'performAction', ship: 'fenn', action: 'focus' }), /already performed the focus action this round/);
  });

  it('RRG · linked actions: a link to an action not on the bar is offered only right after its action', () => {
    const bar = [{ action: 'barrelRoll' as const, difficulty: 'white' as const, linked: { action: 'evade' as const, difficulty: 'red' as const } }];
    const session = startGame(rosters([{ ...pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' }), actions: bar }], [pilotEntry(TIE_FIGHTER, '“Howlrunner”', { id: 'howl' })]));
    expectMessage(refusal(session, { type: 'performAction', ship: 'luke', action: 'evade' }), /performs evade only as the action linked to barrel roll, right after it\./);
    const linked = play(session, { type: 'performAction', ship: 'luke', action: 'barrelRoll' }, { type: 'performAction', ship: 'luke', action: 'evade' });
    expect(sentences(linked.events)[0]).toBe('Luke Skywalker performs the linked red evade action.');
    expect(shipOf(linked.session, 'luke').tokens).toMatchObject({ evade: 1, stress: 1 });
  });

  it('RRG · Force: a purple action spends 1 Force, and is refused without it', () => {
    const { session, events } = play(game(), { type: 'performAction', ship: 'obi', action: 'evade' });
    expect(shipOf(session, 'obi').force?.current).toBe(2);
    expect(sentences(events)).toContain('Obi-Wan Kenobi spends 1 Force (2 left).');
    const drained = play(game(), { type: 'spendCharge', ship: 'obi', charge: 'force', amount: 3 }).session;
    expectMessage(refusal(drained, { type: 'performAction', ship: 'obi', action: 'evade' }), /no Force to spend on a purple evade action/);
  });

  it('RRG · ion: an ionized ship may perform only the focus action (a large ship needs 3 ion tokens)', () => {
    const session = play(game(), { type: 'gainToken', ship: 'luke', token: 'ion' }, { type: 'gainToken', ship: 'dec', token: 'ion', count: 2 }).session;
    expectMessage(refusal(session, { type: 'performAction', ship: 'luke', action: 'barrelRoll' }), /Luke Skywalker is ionized: it may perform only the focus action\./);
    expect(actionsOf(session, 'luke').find((action) => action.action === 'focus')?.unavailable).toBeNull();
    // Two ion tokens do not ionize the large Decimator.
    expect(actionsOf(session, 'dec').find((action) => action.action === 'lock')?.unavailable).toBeNull();
    expect(optionsOf(session).ships.find((ship) => ship.ship === 'dec')?.statuses).toEqual([]);
    expect(optionsOf(session).ships.find((ship) => ship.ship === 'luke')?.statuses).toEqual(['ionized']);
  });

  it('moves on the bar (boost, barrel roll, rotate arc) are performed on the table and counted once per round', () => {
    const { session, events } = play(game(), { type: 'performAction', ship: 'fenn', action: 'boost' });
    expect(sentences(events)).toEqual(['Fenn Rau performs the boost action.']);
    expectMessage(refusal(session, { type: 'performAction', ship: 'fenn', action: 'boost' }), /already performed the boost action this round/);
    expect(refusal(session, { type: 'performAction', ship: 'fenn', action: 'boost', target: 'luke' }).code).toBe('action_unavailable');
  });
});
