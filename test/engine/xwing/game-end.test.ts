import { describe, expect, it } from 'vitest';
import { sessionLog, type Session } from '../../../shared/engine';
import { gameDigest } from '../../../shared/story';
import { attackFaces, defenseFaces, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, startGame, stateOf, toEngagement, wedge } from './helpers/xwing-game';

// Issue 36 item 3 · an X-Wing game can end before a side is destroyed, as the tournament rules count it
// (X-Wing Tournament Regulations · Concession, Time: the conceding player's ships count as destroyed;
// time called scores the game as it stands). Undoable; the summary, the story and the Record get it.

const game = (): Session => toEngagement(startGame(rosters([{ ...luke(), points: 62 }, { ...wedge(), points: 52 }], [{ ...howlrunner(), points: 40 }])));

describe('Tournament rules · Concession: the conceding player’s ships all count as destroyed, the opponent wins', () => {
  it('Empire concedes: Rebels score Howlrunner’s 40 and win by 40; the history says so; nothing more is played; undo plays on', () => {
    const started = game();
    expect(optionsOf(started).commands).toContain('endGame');
    const ended = play(started, { type: 'endGame', reason: 'concession', player: 'p2' });
    expect(sentences(ended.events).at(-1)).toBe('Empire concedes in round 1: the game ends (Rebels 40, Empire 0). Rebels wins.');
    const score = optionsOf(ended.session).score;
    expect(score).toMatchObject({ over: true, winner: 'p1', ended: { reason: 'concession', round: 1, conceded: 'p2' } });
    expect(score.players.map((player) => player.points)).toEqual([40, 0]);
    expect(optionsOf(ended.session).commands).toEqual([]);
    expect(refusal(ended.session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }).message).toMatch(/game is over \(a player conceded\): undo its end in the history to play on/);
    // Undo brings the game back as it was.
    const undone = play(ended.session, { type: 'undo' }).session;
    expect(stateOf(undone).gameOver).toBeUndefined();
    expect(optionsOf(undone).score.over).toBe(false);
  });

  it('the Record gets it: the digest is over, with the winner and the margin', () => {
    const ended = play(game(), { type: 'endGame', reason: 'concession', player: 'p1' }).session;
    const digest = gameDigest('xwing', sessionLog(ended));
    if (!digest.ok) throw new Error(digest.error.message);
    // Rebels concede: Empire scores Luke's 62 and Wedge's 52.
    expect(digest.value).toMatchObject({ over: true, winner: 'p2', margin: 114 });
  });
});

describe('Tournament rules · Time: the round finished at the table, the game is scored as it stands', () => {
  it('level when nothing was destroyed: a draw, said as one', () => {
    const ended = play(game(), { type: 'endGame', reason: 'timeCalled' });
    expect(sentences(ended.events).at(-1)).toBe('Time is called in round 1: the game ends (Rebels 0, Empire 0). A draw.');
    expect(optionsOf(ended.session).score).toMatchObject({ over: true, winner: null, ended: { reason: 'timeCalled' } });
  });

  it('with a ship destroyed the higher score wins', () => {
    // Luke's 3 results through Howlrunner's blanks: Howlrunner (3 hull) destroyed — a side gone, the game over on its own.
    const destroyed = play(game(), { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'crit'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    expect(optionsOf(destroyed).score).toMatchObject({ over: true, winner: 'p1' });
    // Over already: nothing to end.
    expect(optionsOf(destroyed).commands).not.toContain('endGame');
    expect(refusal(destroyed, { type: 'endGame', reason: 'timeCalled' }).message).toMatch(/already over/);
  });
});

describe('Bad input · ending a game says what is missing, in words', () => {
  it('a concession names who concedes; time called names nobody', () => {
    expect(refusal(game(), { type: 'endGame', reason: 'concession' }).message).toMatch(/Say which player concedes/);
    expect(refusal(game(), { type: 'endGame', reason: 'timeCalled', player: 'p1' }).message).toMatch(/nobody concedes/);
  });
});
