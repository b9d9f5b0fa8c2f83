import { describe, expect, it } from 'vitest';
import { emptySession, sessionLog, type Session } from '../../../shared/engine';
import { play } from '../helpers/session-driver';
import { gameDigest } from '../../../shared/story';
import type { XwingPilotRosterEntry } from '../../../shared/engine/games/xwing';
import { scenarioNamed, scenarioList } from '../../../shared/engine/games/xwing/scoring/scenarios';
import { optionsOf, refusal, rosters, sentences, stateOf } from './helpers/xwing-game';
import { pilotEntry } from './helpers/xwing-roster';
import { wordsAmiss } from '../../../shared/engine/words';

// Issue 36 · X-Wing 2.5 standard play to a scenario (AMG "Star Wars: X-Wing Scenarios", effective 2022-08-01,
// kept by X-Wing Alliance): mission points from the opponent's deficit, destroyed ships and each scenario's
// objectives from round 2 at the start of the End Phase; 20 points (and more than the opponent) at the end of an
// End Phase win, else the most after round 12.

const X_WING = 'rebel-alliance/t-65-x-wing';
const TIE = 'galactic-empire/tie-ln-fighter';
const ship = (file: string, pilot: string, id: string, points: number): XwingPilotRosterEntry => ({ ...pilotEntry(file, pilot, { id, actionBar: true, dial: true }), points });
const luke = (points = 10) => ship(X_WING, 'Luke Skywalker', 'luke', points);
const wedge = (points = 10) => ship(X_WING, 'Wedge Antilles', 'wedge', points);
const howl = (points = 10) => ship(TIE, '“Howlrunner”', 'howl', points);
const academy = (points = 10) => ship(TIE, 'Academy Pilot', 'academy', points);

function start(scenario: unknown, rebels = [luke(), wedge()], empire = [howl(), academy()]): Session {
  return play(emptySession('xwing'), { type: 'setup', seed: 'scenario', players: rosters(rebels, empire), rules: 3, edition: '2.5', scenario }).session;
}
/** On to the next phase (the phase's own questions skipped), n times. */
function next(session: Session, times = 1): Session {
  for (let step = 0; step < times; step += 1) {
    for (let prompt = optionsOf(session).prompts[0]; prompt !== undefined; prompt = optionsOf(session).prompts[0]) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
    session = play(session, { type: 'nextPhase' }).session;
  }
  return session;
}
/** From a round's Planning Phase to its End Phase. */
const toEndPhase = (session: Session) => next(session, 4);
const points = (session: Session) => optionsOf(session).score.players.map((player) => player.points);

describe('Scenarios · standard play’s common scoring', () => {
  it('X-Wing Scenarios · each player earns the opponent’s deficit at the start of the game', () => {
    // Rebels field 17 points (Empire earns 3), Empire 12 (Rebels earn 8).
    const game = start('satelliteArray', [luke(9), wedge(8)], [howl(6), academy(6)]);
    expect(stateOf(game).scenario).toMatchObject({ id: 'satelliteArray', name: 'Assault at the Satellite Array', deficit: { p1: 8, p2: 3 } });
    expect(points(game)).toEqual([8, 3]);
    expect(optionsOf(game).score.scenario).toEqual({ id: 'satelliteArray', name: 'Assault at the Satellite Array', known: true });
  });

  it('X-Wing Scenarios · a destroyed ship earns its opponent its squad points', () => {
    const game = play(start('satelliteArray'), { type: 'sufferDamage', ship: 'howl', hits: 3, crits: 0, drawForMe: true }).session;
    expect(stateOf(game).ships.find((candidate) => candidate.id === 'howl')?.destroyed).toBe(true);
    expect(points(game)).toEqual([10, 0]);
  });

  it('2.0 keeps 2.0 scoring: a scenario is refused in a 2.0 game, in words', () => {
    const refused = refusal(emptySession('xwing'), { type: 'setup', seed: 's', players: rosters([luke()], [howl()]), rules: 3, edition: '2.0', scenario: 'chanceEngagement' });
    expect(refused.message).toMatch(/2\.5 standard play: a 2\.0 game is scored the 2\.0 way/);
  });

  it('a scenario named only is kept as named, never guessed: its objectives’ points by hand, never below zero', () => {
    const game = start({ name: 'Ancient Knowledge' });
    expect(stateOf(game).scenario).toMatchObject({ id: 'other', name: 'Ancient Knowledge', objectives: [] });
    expect(optionsOf(game).score.scenario?.known).toBe(false);
    const added = play(game, { type: 'adjustMissionPoints', player: 'p2', points: 2, reason: 'Ancient Knowledge objective' });
    expect(sentences(added.events)).toEqual(['Empire earns 2 mission points (Ancient Knowledge objective): 2 in all.']);
    expect(refusal(added.session, { type: 'adjustMissionPoints', player: 'p2', points: -3 }).message).toBe('Empire has 2 mission points: taking 3 away would go below zero.');
    // A name a player or a file writes another way is still the scenario it names.
    expect(scenarioNamed('salvage_mission')?.id).toBe('salvageMission');
    expect(scenarioNamed('Scramble The Transmissions')?.id).toBe('scrambleTransmissions');
    expect(scenarioNamed('Assault at the Satellite array')?.id).toBe('satelliteArray');
    expect(scenarioNamed('Ancient Knowledge')).toBeNull();
    expect(scenarioList.map((scenario) => scenario.name)).toEqual(['Assault at the Satellite Array', 'Chance Engagement', 'Salvage Mission', 'Scramble the Transmissions']);
  });
});

describe('Assault at the Satellite Array · from round 2, each satellite controlled earns 1 at the start of the End Phase', () => {
  it('round 1 asks nothing; round 2 asks each satellite, one tap each, and the phase waits for the answers', () => {
    const round1 = toEndPhase(start('satelliteArray'));
    expect(stateOf(round1).scenario?.asking).toBeNull();
    const round2 = toEndPhase(next(round1));
    expect(stateOf(round2)).toMatchObject({ round: 2, phase: 'end' });
    expect(stateOf(round2).scenario?.asking).toEqual([0, 1, 2, 3, 4]);
    expect(optionsOf(round2).commands).toContain('scoreObjective');
    expect(refusal(round2, { type: 'nextPhase' }).message).toBe('Say who scores Satellite 1 (Assault at the Satellite Array) before the phase ends.');
    expect(refusal(round2, { type: 'scoreObjective', objective: 0, answer: 'both' }).message).toMatch(/Only one player can control Satellite 1/);
    const three = play(round2, { type: 'scoreObjective', objective: 0, answer: 'p1' }, { type: 'scoreObjective', objective: 1, answer: 'p1' }, { type: 'scoreObjective', objective: 2, answer: 'p2' }).session;
    const nobody = play(three, { type: 'scoreObjective', objective: 3, answer: 'nobody' });
    expect(sentences(nobody.events)).toEqual(['Nobody scores Satellite 4 this round.']);
    const answered = play(nobody.session, { type: 'scoreObjective', objective: 4, answer: 'p1' });
    expect(points(answered.session)).toEqual([3, 1]);
    expect(sentences(answered.events)).toEqual(['Rebels earns 1 mission point (Satellite 5): 3 in all.']);
    expect(refusal(answered.session, { type: 'scoreObjective', objective: 0, answer: 'p2' }).message).toMatch(/scored this round already/);
    // Answered: the round goes on.
    expect(stateOf(next(answered.session))).toMatchObject({ round: 3, phase: 'planning' });
  });

  it('X-Wing Scenarios · victory: 20 mission points and more than the opponent at the end of an End Phase ends the game', () => {
    // Empire fields 8: Rebels start with 12; holding all five satellites in rounds 2 and 3 makes 22.
    let game = toEndPhase(start('satelliteArray', [luke(), wedge()], [howl(4), academy(4)]));
    for (const round of [2, 3]) {
      game = toEndPhase(next(game));
      game = play(game, ...[0, 1, 2, 3, 4].map((objective) => ({ type: 'scoreObjective', objective, answer: 'p1' }))).session;
      expect(stateOf(game).round).toBe(round);
    }
    expect(points(game)).toEqual([22, 0]);
    const ended = play(game, { type: 'nextPhase' });
    expect(sentences(ended.events).at(-1)).toBe('The End Phase ends with 20 mission points reached in round 3: the game ends (Rebels 22, Empire 0 mission points). Rebels wins.');
    expect(optionsOf(ended.session).score).toMatchObject({ over: true, winner: 'p1', ended: { reason: 'missionPoints', round: 3 } });
    expect(optionsOf(ended.session).commands).toEqual([]);
    // Undo plays on; the Record counts the mission points.
    expect(stateOf(play(ended.session, { type: 'undo' }).session).gameOver).toBeUndefined();
    const digest = gameDigest('xwing', sessionLog(ended.session));
    if (!digest.ok) throw new Error(digest.error.message);
    expect(digest.value).toMatchObject({ over: true, winner: 'p1', margin: 22 });
  });

  it('X-Wing Scenarios · after round 12 the player with more mission points wins', () => {
    let game = start('satelliteArray');
    for (let round = 1; round <= 12; round += 1) {
      game = toEndPhase(game);
      if (round >= 2) game = play(game, ...[0, 1, 2, 3, 4].map((objective) => ({ type: 'scoreObjective', objective, answer: objective === 0 && round === 12 ? 'p2' : 'nobody' }))).session;
      if (round < 12) game = next(game);
    }
    const ended = play(game, { type: 'nextPhase' }).session;
    expect(optionsOf(ended).score).toMatchObject({ over: true, winner: 'p2', ended: { reason: 'lastRound', round: 12 } });
  });
});

describe('Chance Engagement · the centre satellite, and half points for a ship at half health', () => {
  it('a ship at half its health or less earns its opponent half its points (rounded down), the rest when destroyed', () => {
    // Luke: hull 4 and 2 shields; 3 damage leaves 3 of 6: half. His 9 points give 4 now, 9 in all when he is destroyed.
    const game = start('chanceEngagement', [luke(9), wedge(11)]);
    const halved = play(game, { type: 'sufferDamage', ship: 'luke', hits: 3, crits: 0, drawForMe: true });
    expect(sentences(halved.events)).toContain('Empire earns 4 mission points (Luke Skywalker at half health): 4 in all.');
    expect(points(halved.session)).toEqual([0, 4]);
    expect(optionsOf(halved.session).score.players[1]?.ships.find((entry) => entry.ship === 'luke')?.state).toBe('halved');
    // Once only: more damage before he is destroyed earns nothing more; destroyed, the rest.
    const more = play(halved.session, { type: 'sufferDamage', ship: 'luke', hits: 1, crits: 0, drawForMe: true });
    expect(points(more.session)).toEqual([0, 4]);
    const destroyed = play(more.session, { type: 'sufferDamage', ship: 'luke', hits: 2, crits: 0, drawForMe: true }).session;
    expect(points(destroyed)).toEqual([0, 9]);
  });

  it('from round 2: each player with ships at range 0–2 of the centre earns 1, a player alone there 1 more', () => {
    const round2 = toEndPhase(next(toEndPhase(start('chanceEngagement'))));
    expect(stateOf(round2).scenario?.asking).toEqual([0]);
    const both = play(round2, { type: 'scoreObjective', objective: 0, answer: 'both' }).session;
    expect(points(both)).toEqual([1, 1]);
    const round3 = toEndPhase(next(both));
    const alone = play(round3, { type: 'scoreObjective', objective: 0, answer: 'p2' });
    expect(sentences(alone.events)).toEqual(['Empire earns 2 mission points (Centre satellite, alone there): 3 in all.']);
  });
});

describe('Salvage Mission · a ship tows one supply cache; each towed cache earns 1 from round 2', () => {
  it('towing, the actions it forbids, the End Phase points, and a destroyed tower’s cache let go', () => {
    const game = start('salvageMission');
    expect(stateOf(game).scenario?.objectives.map((objective) => objective.name)).toEqual(['Supply cache 1', 'Supply cache 2', 'Supply cache 3', 'Supply cache 4', 'Supply cache 5']);
    const towing = play(game, { type: 'towCache', ship: 'luke', objective: 2 });
    expect(sentences(towing.events)).toEqual(['Luke Skywalker tows Supply cache 3.']);
    expect(refusal(towing.session, { type: 'towCache', ship: 'luke', objective: 0 }).message).toBe('Luke Skywalker already tows Supply cache 3: a ship tows one supply cache at a time.');
    expect(refusal(towing.session, { type: 'towCache', ship: 'wedge', objective: 2 }).message).toMatch(/Supply cache 3 is towed by Luke Skywalker/);
    // RRG/Scenario: while towing it cannot barrel roll, boost or cloak.
    const activation = play(next(towing.session, 2), { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'luke' }).session;
    expect(refusal(activation, { type: 'performAction', ship: 'luke', action: 'barrelRoll' }).message).toBe('Luke Skywalker tows Supply cache 3: while it tows it cannot barrel roll (Salvage Mission).');
    // Round 1 scores nothing; round 2 scores the towed cache without a question.
    const round1End = toEndPhase(towing.session);
    expect(points(round1End)).toEqual([0, 0]);
    const round2 = next(round1End, 5);
    expect(stateOf(round2)).toMatchObject({ round: 2, phase: 'end' });
    expect(points(round2)).toEqual([1, 0]);
    expect(stateOf(round2).scenario?.asking).toBeNull();
    // Luke destroyed: his cache stays on the table, towed by nobody; Empire earns his points.
    const destroyed = play(round2, { type: 'sufferDamage', ship: 'luke', hits: 6, crits: 0, drawForMe: true });
    expect(sentences(destroyed.events)).toContain('Luke Skywalker is destroyed: Supply cache 3 is left where it was.');
    expect(stateOf(destroyed.session).scenario?.objectives[2]?.towedBy).toBeNull();
    expect(points(destroyed.session)).toEqual([1, 10]);
  });
});

describe('Scramble the Transmissions · each network terminal controlled earns 1 from round 2', () => {
  it('the terminals asked one tap each', () => {
    const round2 = toEndPhase(next(toEndPhase(start('scrambleTransmissions'))));
    expect(stateOf(round2).scenario?.asking).toHaveLength(5);
    const answered = play(round2, ...[0, 1, 2, 3, 4].map((objective) => ({ type: 'scoreObjective', objective, answer: objective < 2 ? 'p2' : 'nobody' }))).session;
    expect(points(answered)).toEqual([0, 2]);
  });
});

describe('Tournament rules · Time: the round is finished first (the default), or the game stops at once', () => {
  it('time called in the Engagement Phase: the game ends with the round’s End Phase, scored as it stands', () => {
    const engagement = next(start('satelliteArray'), 3);
    const called = play(engagement, { type: 'endGame', reason: 'timeCalled', finishRound: true });
    expect(sentences(called.events)).toEqual(['Time is called in round 1: the round is finished, and the game ends with its End Phase.']);
    expect(optionsOf(called.session).score).toMatchObject({ over: false, timeCalledInRound: 1 });
    expect(refusal(called.session, { type: 'endGame', reason: 'timeCalled', finishRound: true }).message).toMatch(/already: the game ends with this round’s End Phase/);
    const ended = play(next(called.session), { type: 'nextPhase' });
    expect(optionsOf(ended.session).score).toMatchObject({ over: true, winner: null, ended: { reason: 'timeCalled', round: 1 } });
    expect(sentences(ended.events).at(-1)).toBe('Time is called in round 1: the game ends (Rebels 0, Empire 0 mission points). A draw.');
  });

  it('a concession still ends a game whose time was called', () => {
    const called = play(start('satelliteArray'), { type: 'endGame', reason: 'timeCalled', finishRound: true }).session;
    const conceded = play(called, { type: 'endGame', reason: 'concession', player: 'p1' }).session;
    expect(optionsOf(conceded).score).toMatchObject({ over: true, winner: 'p2', ended: { reason: 'concession' } });
    // A conceding side's ships all count as destroyed: their points are the opponent's mission points.
    expect(points(conceded)).toEqual([0, 20]);
  });
});

describe('Issue 37 · words: every sentence a scenario game adds reads well', () => {
  it('no doubled possessive, no “−0”, no arrow for a verb', () => {
    const events = [
      ...play(start('salvageMission'), { type: 'towCache', ship: 'luke', objective: 0 }).events,
      ...play(start('chanceEngagement'), { type: 'sufferDamage', ship: 'luke', hits: 3, crits: 0, drawForMe: true }).events,
      ...play(start('satelliteArray'), { type: 'endGame', reason: 'timeCalled', finishRound: true }).events,
      ...play(start({ name: 'Ancient Knowledge' }), { type: 'adjustMissionPoints', player: 'p1', points: 1 }).events,
    ];
    const lines = sentences(events);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.flatMap((line) => wordsAmiss(line))).toEqual([]);
  });
});

