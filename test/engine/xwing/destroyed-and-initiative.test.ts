import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../shared/engine';
import { attackFaces, decimator, defenseFaces, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, setupCommand, shipOf, startGame, stateOf, toEngagement, wedge } from './helpers/xwing-game';

// Luke 5, Wedge 6 (Rebels, p1); Howlrunner 5, Chiraneau 5 (Empire, p2) in xwing-data2 2.5.
const game = (firstPlayer?: 'p1' | 'p2') => {
  const session = startGame(rosters([{ ...luke(), points: 6 }, { ...wedge(), points: 5 }], [{ ...howlrunner(), points: 5 }, { ...decimator(), points: 9 }]));
  return firstPlayer === 'p2' ? play(session, { type: 'chooseFirstPlayer', player: 'p2' }).session : session;
};

const destroyHowl = (session: Session) => play(session, { type: 'sufferDamage', ship: 'howl', hits: 3, crits: 0, drawForMe: true });

describe('RRG · destroyed ships', () => {
  it('a destroyed ship leaves with its tokens; locks it had and locks on it are removed', () => {
    const before = play(
      game(),
      { type: 'gainToken', ship: 'howl', token: 'focus' },
      { type: 'gainToken', ship: 'howl', token: 'stress' },
      { type: 'performAction', ship: 'luke', action: 'lock', target: 'howl' },
      { type: 'gainToken', ship: 'luke', token: 'lock', lockedBy: 'howl' },
    ).session;
    const { session, events } = destroyHowl(before);
    expect(shipOf(session, 'howl')).toMatchObject({ destroyed: true, destroyedInRound: 1 });
    expect(shipOf(session, 'howl').tokens).toMatchObject({ focus: 0, stress: 0, lock: [] });
    expect(shipOf(session, 'luke').tokens.lock).toEqual([]);
    const lines = sentences(events);
    expect(lines).toContain('“Howlrunner” is destroyed.');
    expect(lines).toContain('Luke Skywalker’s lock on “Howlrunner” is removed (its ship is destroyed).');
    expect(lines).toContain('“Howlrunner”’s lock on Luke Skywalker is removed (the ship that had the lock is destroyed).');
  });

  it('003 · transfers to or from a destroyed ship are refused', () => {
    const session = destroyHowl(play(game(), { type: 'gainToken', ship: 'luke', token: 'focus' }).session).session;
    expectMessage(refusal(session, { type: 'transferToken', from: 'luke', to: 'howl', token: 'focus' }), /cannot take place: “Howlrunner” is destroyed/);
    expectMessage(refusal(session, { type: 'transferToken', from: 'howl', to: 'luke', token: 'focus' }), /cannot take place: “Howlrunner” has no focus token/);
    expect(optionsOf(session).ships.find((ship) => ship.ship === 'luke')?.heldTokens[0]?.transferTo).not.toContain('howl');
  });
});

describe('RRG · engagement, simultaneous fire', () => {
  const shoot = (session: Session, attacker: string, defender: string, hits: number) =>
    play(
      session,
      { type: 'declareAttack', attacker, defender, arc: 'front', range: 2 },
      attackFaces(...Array.from({ length: 3 }, (_, i) => (i < hits ? 'hit' : 'blank'))),
      defenseFaces('blank', 'blank', 'blank'),
      { type: 'neutralizeResults' },
      { type: 'dealDamage', drawForMe: true },
    );

  it('a ship destroyed by a ship of its own initiative before it engaged still engages, with its tokens, then leaves', () => {
    const engagement = toEngagement(play(game(), { type: 'gainToken', ship: 'howl', token: 'focus' }).session);
    // Luke and Howlrunner are both initiative 5.
    const shot = shoot(engagement, 'luke', 'howl', 3);
    expect(sentences(shot.events)).toContain('“Howlrunner” still engages (simultaneous fire at initiative 5), then leaves the play area.');
    expect(shipOf(shot.session, 'howl')).toMatchObject({ destroyed: true, removalPending: true, tokens: { focus: 1 } });
    expect(optionsOf(shot.session).attackers.map((attacker) => attacker.ship)).toContain('howl');
    const answered = play(shot.session, { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }).session;
    expect(stateOf(answered).attack?.attacker).toBe('howl');
    // At the end of the phase it is gone, its focus token with it.
    const left = play(shot.session, { type: 'nextPhase' });
    expect(shipOf(left.session, 'howl')).toMatchObject({ removalPending: false, tokens: { focus: 0 } });
    expect(sentences(left.events)).toContain('“Howlrunner” removes a focus token (its ship is destroyed).');
  });

  it('destroyed by a ship of another initiative, it leaves at once', () => {
    const shot = shoot(toEngagement(game()), 'wedge', 'howl', 3);
    expect(shipOf(shot.session, 'howl')).toMatchObject({ destroyed: true, removalPending: false });
    expect(optionsOf(shot.session).attackers.map((attacker) => attacker.ship)).not.toContain('howl');
  });
});

describe('RRG · initiative', () => {
  it('Activation: ships listed from the lowest initiative up; ties go to the first player', () => {
    const activation = play(game(), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(optionsOf(activation).order).toEqual(['luke', 'howl', 'decimator', 'wedge']);
    const p2First = play(game('p2'), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(optionsOf(p2First).order).toEqual(['howl', 'decimator', 'luke', 'wedge']);
  });

  it('RRG · Initiative · the table offers the ships whose turn it is: the lowest rank not yet gone, one player’s ties together', () => {
    const activation = play(game(), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(optionsOf(activation).upNext).toEqual(['luke']);
    // While Luke activates, the next are offered: activating one ends Luke's activation.
    // Howlrunner and Chiraneau: initiative 5, the second player's, one rank.
    const lukeGoes = play(activation, { type: 'activateShip', ship: 'luke' }).session;
    expect(optionsOf(lukeGoes).upNext).toEqual(['howl', 'decimator']);
    const howlGoes = play(lukeGoes, { type: 'activateShip', ship: 'howl' }).session;
    expect(optionsOf(howlGoes).upNext).toEqual(['decimator']);
  });

  it('Activation: a ship that comes earlier cannot activate after a later one', () => {
    const activation = play(game(), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    const { session, events } = play(activation, { type: 'activateShip', ship: 'howl' });
    expect(sentences(events)).toEqual(['“Howlrunner” activates.']);
    expect(stateOf(session).activation?.ship).toBe('howl');
    expectMessage(refusal(session, { type: 'activateShip', ship: 'luke' }), /“Howlrunner” \(initiative 5\) has already activated: ships activate from the lowest initiative up/);
    expect(refusal(session, { type: 'activateShip', ship: 'howl' }).code).toBe('out_of_turn');
    const next = play(session, { type: 'activateShip', ship: 'wedge' });
    expect(sentences(next.events)).toEqual(['“Howlrunner” has activated.', 'Wedge Antilles activates.']);
  });

  it('Engagement: from the highest initiative down; one attack per ship unless an effect grants another, asked for explicitly', () => {
    const engagement = toEngagement(game());
    expect(optionsOf(engagement).order).toEqual(['wedge', 'luke', 'howl', 'decimator']);
    const attacked = play(engagement, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    // Tapping Engage follows the order: Wedge (initiative 6) came before Luke (5), who has engaged.
    expectMessage(refusal(attacked, { type: 'activateShip', ship: 'wedge' }), /Luke Skywalker \(initiative 5\) has already engaged: ships engage from the highest initiative down.*Wedge Antilles \(initiative 6\) has missed its turn\./);
    expectMessage(refusal(attacked, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }), /already attacked this Engagement Phase: a ship attacks once, unless an effect grants it a bonus attack\./);
    expect(optionsOf(attacked).attackers.find((attacker) => attacker.ship === 'luke')?.bonusAttack).toBe(true);
    const bonus = play(attacked, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, bonusAttack: true });
    expect(sentences(bonus.events)[0]).toMatch(/^Bonus attack: Luke Skywalker attacks “Howlrunner”/);
    // The next round every ship may attack again.
    const nextRound = play(attacked, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(stateOf(nextRound).phase).toBe('engagement');
    expect(optionsOf(nextRound).attackers.find((attacker) => attacker.ship === 'luke')?.bonusAttack).toBe(false);
  });

  it('RRG · Initiative · an action in the Activation Phase is the ship’s activation, in order; a ship passed over has missed its turn', () => {
    const activation = play(game(), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    // Order: Luke, Howlrunner, Chiraneau (initiative 5), Wedge (6). Howlrunner acts without a tap on Activate.
    const howl = play(activation, { type: 'performAction', ship: 'howl', action: 'focus' });
    expect(sentences(howl.events)[0]).toBe('“Howlrunner” activates.');
    expect(stateOf(howl.session).activation?.ship).toBe('howl');
    expectMessage(refusal(howl.session, { type: 'performAction', ship: 'luke', action: 'focus' }), /“Howlrunner” \(initiative 5\) has already activated: .*Luke Skywalker \(initiative 5\) has missed its turn\./);
    expect(refusal(howl.session, { type: 'performAction', ship: 'luke', action: 'focus' }).code).toBe('out_of_turn');
    expect(optionsOf(howl.session).ships.find((ship) => ship.ship === 'luke')?.outOfTurn).toMatch(/missed its turn/);
    // An action an effect grants (a coordinate, say) is not the ship's own turn and is accepted.
    const coordinated = play(howl.session, { type: 'performAction', ship: 'luke', action: 'focus', byEffect: true });
    expect(shipOf(coordinated.session, 'luke').tokens.focus).toBe(1);
    expect(stateOf(coordinated.session).activation?.ship).toBe('howl');
    // Wedge acting next ends Howlrunner's activation; Howlrunner then acts only through an effect.
    const wedgeActs = play(howl.session, { type: 'performAction', ship: 'wedge', action: 'focus' });
    expect(sentences(wedgeActs.events).slice(0, 2)).toEqual(['“Howlrunner” has activated.', 'Wedge Antilles activates.']);
    expectMessage(refusal(wedgeActs.session, { type: 'performAction', ship: 'howl', action: 'evade' }), /“Howlrunner” has already activated this round: .*effect that grants it\./);
  });

  it('a game logged before initiative was kept for every action (its setup names no rules) replays as it was played', () => {
    const players = rosters([{ ...luke(), points: 6 }, { ...wedge(), points: 5 }], [{ ...howlrunner(), points: 5 }, { ...decimator(), points: 9 }]);
    const { rules: _kept, ...older } = setupCommand(players);
    const activation = play(emptySession('xwing'), older, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    const howl = play(activation, { type: 'performAction', ship: 'howl', action: 'focus' }).session;
    // Out of order, as such a log may hold: accepted, where a game set up now refuses it.
    expect(shipOf(play(howl, { type: 'performAction', ship: 'luke', action: 'focus' }).session, 'luke').tokens.focus).toBe(1);
    const now = play(game(), { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'performAction', ship: 'howl', action: 'focus' }).session;
    expect(refusal(now, { type: 'performAction', ship: 'luke', action: 'focus' }).code).toBe('out_of_turn');
  });

  it('RRG · Initiative · a declared attack is the ship’s engagement: a ship passed over cannot attack later', () => {
    const engagement = toEngagement(game());
    // Luke (5) attacks before Wedge (6) engaged: Wedge has missed its turn, by Engage or by declaring.
    const attacked = play(engagement, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    expectMessage(refusal(attacked, { type: 'declareAttack', attacker: 'wedge', defender: 'howl', arc: 'front', range: 2 }), /Luke Skywalker \(initiative 5\) has already engaged: .*Wedge Antilles \(initiative 6\) has missed its turn\./);
    expect(optionsOf(attacked).attackers.map((attacker) => attacker.ship)).not.toContain('wedge');
    // Howlrunner (5, the second player's) still engages after Luke.
    expect(stateOf(play(attacked, { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }).session).attack?.attacker).toBe('howl');
  });

  it('RRG · Initiative · in the Engagement Phase only the engaging ship performs actions, unless an effect grants one', () => {
    const engagement = toEngagement(game());
    expectMessage(refusal(engagement, { type: 'performAction', ship: 'luke', action: 'focus' }), /Luke Skywalker is not engaging now: in the Engagement Phase a ship performs an action only when an effect grants it\./);
    const engaging = play(engagement, { type: 'activateShip', ship: 'wedge' }).session;
    expect(shipOf(play(engaging, { type: 'performAction', ship: 'wedge', action: 'focus' }).session, 'wedge').tokens.focus).toBe(1);
    expect(refusal(engaging, { type: 'performAction', ship: 'luke', action: 'focus' }).code).toBe('out_of_turn');
    expect(shipOf(play(engaging, { type: 'performAction', ship: 'luke', action: 'focus', byEffect: true }).session, 'luke').tokens.focus).toBe(1);
  });

  it('RRG · Initiative · outside the Activation and Engagement Phases the order does not apply', () => {
    const system = play(game(), { type: 'nextPhase' }).session;
    expect(shipOf(play(system, { type: 'performAction', ship: 'wedge', action: 'focus' }).session, 'wedge').tokens.focus).toBe(1);
    expect(optionsOf(system).ships.every((ship) => ship.outOfTurn === null)).toBe(true);
  });

  it('the first player is chosen in the Planning Phase', () => {
    const { events } = play(game(), { type: 'chooseFirstPlayer', player: 'p2' });
    expect(sentences(events)).toEqual(['Empire is the first player.']);
    expect(refusal(play(game(), { type: 'nextPhase' }).session, { type: 'chooseFirstPlayer', player: 'p2' }).code).toBe('wrong_phase');
  });
});

describe('score', () => {
  it('each player scores the points of the enemy ships destroyed; the side with ships left wins when the other has none', () => {
    const session = destroyHowl(game()).session;
    const score = optionsOf(session).score;
    expect(score.players.map((player) => player.points)).toEqual([5, 0]);
    expect(score.winner).toBe('p1');
    expect(score.over).toBe(false);
    expect(score.damageByRound).toEqual({ p1: [], p2: [3] });
    const tabled = play(session, { type: 'sufferDamage', ship: 'decimator', hits: 16, crits: 0, drawForMe: true }).session;
    expect(optionsOf(tabled).score).toMatchObject({ over: true, winner: 'p1', players: [{ points: 14, shipsLeft: 2 }, { points: 0, shipsLeft: 0 }] });
  });

  it('2.0 scoring: a ship at half its hull and shields or less gives half its points (rounded down)', () => {
    const setup = { type: 'setup', seed: 's', edition: '2.0', players: rosters([{ ...luke(), points: 6 }], [{ ...decimator(), points: 9 }]) };
    const session = play(emptySession('xwing'), setup).session;
    const halved = play(session, { type: 'sufferDamage', ship: 'decimator', hits: 8, crits: 0, drawForMe: true }).session;
    expect(optionsOf(halved).score.players[0]).toMatchObject({ points: 4, ships: [{ ship: 'decimator', state: 'halved', scored: 4 }] });
  });
});
