import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { easedBy, speedChoices } from '../../../../shared/engine/games/xwing/maneuvers/revealed-dial';
import { factsOfCard } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { withEffects } from '../helpers/card-effects';
import { pilotEntry } from '../helpers/xwing-roster';
import { expectMessage, howlrunner, optionsOf, play, refusal, rosters, sentences, shipOf, stateOf, type Game } from '../helpers/xwing-game';

// h-moves · issue 34 · cards that act on a revealed dial (RRG 2.5 · Activation Phase: Reveal Dial,
// Execute Maneuver, Check Difficulty · Difficulty): the dial set to another maneuver, the maneuver made
// easier or its speed changed, and the ship turned in place. Played from our facts through the real
// engine, with the pilots and upgrades of xwing-data2 read at run time.

const DELTA_7 = 'galactic-republic/delta-7-aethersprite';
const STARVIPER = 'scum-and-villainy/starviper-class-attack-platform';
const DECIMATOR = 'galactic-empire/vt-49-decimator';
const TIE = 'galactic-empire/tie-ln-fighter';

/** A pilot with its cards' facts and its dial from the data. */
const flying = (file: string, name: string, id: string, edition: '2.0' | '2.5' = '2.5', ...upgrades: string[]): XwingPilotRosterEntry => ({
  ...withEffects(file, name, id, edition, ...upgrades),
  dial: pilotEntry(file, name, { dial: true }).dial,
});

/** A game that keeps the ships' dials (rules 3), in 2.5 unless said. */
const startGame = (players: ReturnType<typeof rosters>, edition: '2.0' | '2.5' = '2.5'): Session => play(emptySession('xwing'), { type: 'setup', seed: 'dials', players, rules: 3, edition }).session;

/** Every question of the phases on the way skipped. */
function skipPrompts(session: Session): Session {
  for (const prompt of optionsOf(session).prompts) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
  return session;
}

/** To the Activation Phase (its start's questions skipped unless kept), the ships before this one activated and ended; this one activates. */
function activating(session: Session, ship: string, keepStart = false): Session {
  session = skipPrompts(play(session, { type: 'nextPhase' }).session);
  session = play(session, { type: 'nextPhase' }).session;
  if (!keepStart) session = skipPrompts(session);
  for (let next = optionsOf(session).upNext[0]; next !== undefined && next !== ship; next = optionsOf(session).upNext[0]) session = play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session;
  return play(session, { type: 'activateShip', ship }).session;
}

const promptFrom = (session: Session, source: string) => optionsOf(session).prompts.find((prompt) => prompt.source === source);
const maneuverOf = (session: Session, ship: string) => optionsOf(session).maneuvers.find((option) => option.ship === ship);
const answerDone = (session: Session, source: string, more: Record<string, unknown> = {}): Game => {
  const prompt = promptFrom(session, source);
  if (!prompt) throw new Error(`no prompt from ${source}`);
  return play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'done', ...more });
};

describe('Card · Saesee Tiin (2.5): after a friend at range 0–2 reveals its dial, 1 Force sets it to another maneuver of the same speed and difficulty', () => {
  const game = () => startGame(rosters([flying(DELTA_7, 'Saesee Tiin', 'saesee'), flying(DELTA_7, 'Jedi Knight', 'knight')], [howlrunner()]));
  const revealed = () => play(activating(game(), 'knight'), { type: 'revealDial', ship: 'knight', speed: 2, bearing: 'turnLeft' }).session;

  it('a card on the table acts on a revealed dial: the turn line reveals first', () => {
    expect(maneuverOf(activating(game(), 'knight'), 'knight')).toMatchObject({ revealFirst: true, revealed: null });
  });
  it('offered with the range question and the maneuvers that ship’s dial has at that speed and difficulty (white 2 turns: the right one)', () => {
    const session = revealed();
    const prompt = promptFrom(session, 'Saesee Tiin');
    expect(prompt?.question).toMatch(/range 0–2/);
    expect(prompt?.ability?.maneuvers).toEqual([{ speed: 2, bearing: 'turnRight', difficulty: 'white' }]);
    expect(maneuverOf(session, 'knight')).toMatchObject({ revealed: { speed: 2, bearing: 'turnLeft', difficulty: 'white' }, executes: { speed: 2, bearing: 'turnLeft', difficulty: 'white' } });
  });
  it('done: the Force is spent, the dial set (said in the history); the ship executes the new maneuver at its difficulty, and no other', () => {
    const set = answerDone(revealed(), 'Saesee Tiin', { maneuver: { speed: 2, bearing: 'turnRight' } });
    expect(sentences(set.events)).toContain('Saesee Tiin sets Jedi Knight’s dial to white 2 right turn (it revealed white 2 left turn).');
    expect(shipOf(set.session, 'saesee').force?.current).toBe(1);
    expectMessage(refusal(set.session, { type: 'executeManeuver', ship: 'knight', speed: 2, bearing: 'turnLeft' }), /revealed white 2 right turn: it executes that maneuver/);
    const flown = play(set.session, { type: 'executeManeuver', ship: 'knight', speed: 2, bearing: 'turnRight' });
    expect(stateOf(flown.session).activation?.maneuver).toEqual({ speed: 2, bearing: 'turnRight', difficulty: 'white' });
  });
  it('a maneuver of another speed or difficulty is refused in words, and nothing changes', () => {
    expectMessage(refusal(revealed(), { type: 'answerPrompt', prompt: promptFrom(revealed(), 'Saesee Tiin')?.id, answer: 'done', maneuver: { speed: 2, bearing: 'straight' } }), /same speed and difficulty: white 2 right turn\. A 2 straight is not one of them/);
  });
  it('the maneuver waits while the question about its revealed dial is open; skipped, it executes as revealed', () => {
    expectMessage(refusal(revealed(), { type: 'executeManeuver', ship: 'knight', speed: 2, bearing: 'turnLeft' }), /Answer first .*Saesee Tiin/);
    const skipped = skipPrompts(revealed());
    expect(stateOf(play(skipped, { type: 'executeManeuver', ship: 'knight', speed: 2, bearing: 'turnLeft' }).session).activation?.maneuver?.bearing).toBe('turnLeft');
  });
  it('revealed and executed in one command (older games), the maneuver is flown: the card is not offered after it', () => {
    const session = play(activating(game(), 'knight'), { type: 'executeManeuver', ship: 'knight', speed: 2, bearing: 'turnLeft' }).session;
    expect(promptFrom(session, 'Saesee Tiin')).toBeUndefined();
  });
  it('a blue 2 bank has two others at its speed and difficulty (the other bank, the straight)', () => {
    const session = play(activating(game(), 'knight'), { type: 'revealDial', ship: 'knight', speed: 2, bearing: 'bankLeft' }).session;
    expect(promptFrom(session, 'Saesee Tiin')?.ability?.maneuvers?.map((maneuver) => maneuver.bearing)).toEqual(['straight', 'bankRight']);
    expectMessage(refusal(session, { type: 'answerPrompt', prompt: promptFrom(session, 'Saesee Tiin')?.id, answer: 'done' }), /Choose the maneuver/);
  });
});

describe('Card · Captain Needa (command): after a friend at range 0–4 reveals its dial, a charge of the card sets it to another', () => {
  it('the charge is the card’s own; its ship’s own dial is changed too (a ship is friendly to itself)', () => {
    const needa = flying(DECIMATOR, 'Rear Admiral Chiraneau', 'vt49', '2.5', 'captainneeda');
    let session = activating(startGame(rosters([pilotEntry(TIE, 'Academy Pilot', { id: 'academy' })], [needa])), 'vt49');
    session = play(session, { type: 'revealDial', ship: 'vt49', speed: 3, bearing: 'straight' }).session;
    const offered = promptFrom(session, 'Captain Needa');
    expect(offered?.ability?.maneuvers?.every((maneuver) => maneuver.speed === 3 && maneuver.difficulty === 'white')).toBe(true);
    const target = offered?.ability?.maneuvers?.[0];
    const set = answerDone(session, 'Captain Needa', { maneuver: { speed: target?.speed, bearing: target?.bearing } }).session;
    expect(shipOf(set, 'vt49').upgrades[0]?.charges?.current).toBe((shipOf(session, 'vt49').upgrades[0]?.charges?.current ?? 0) - 1);
    expect(maneuverOf(set, 'vt49')?.revealed?.bearing).toBe(target?.bearing);
  });
});

describe('RRG · Difficulty: reduced, red → white → blue; purple never; cumulative', () => {
  it('one step at a time, never below blue; a purple maneuver keeps its difficulty', () => {
    expect([easedBy('red', 1), easedBy('white', 1), easedBy('blue', 1), easedBy('red', 2), easedBy('purple', 1)]).toEqual(['white', 'blue', 'blue', 'blue', 'purple']);
  });
});

describe('Card · R4-P Astromech: before a basic maneuver, a charge makes it one difficulty easier', () => {
  const game = () => startGame(rosters([flying(DELTA_7, 'Jedi Knight', 'knight', '2.5', 'r4pastromech')], [howlrunner()]));
  it('a white 2 left turn, made easier, is executed blue: the stress it had goes', () => {
    let session = play(activating(game(), 'knight'), { type: 'gainToken', ship: 'knight', token: 'stress' }, { type: 'revealDial', ship: 'knight', speed: 2, bearing: 'turnLeft' }).session;
    session = answerDone(session, 'R4-P Astromech').session;
    expect(maneuverOf(session, 'knight')?.executes?.difficulty).toBe('blue');
    const flown = play(session, { type: 'executeManeuver', ship: 'knight', speed: 2, bearing: 'turnLeft' });
    expect(shipOf(flown.session, 'knight').tokens.stress).toBe(0);
    expect(shipOf(flown.session, 'knight').upgrades[0]?.charges).toMatchObject({ current: 1, max: 2 });
  });
  it('not offered for an advanced maneuver (a Segnor’s loop) nor a blue one', () => {
    const loop = play(activating(game(), 'knight'), { type: 'revealDial', ship: 'knight', speed: 2, bearing: 'segnorLeft' }).session;
    expect(promptFrom(loop, 'R4-P Astromech')).toBeUndefined();
    const blue = play(activating(game(), 'knight'), { type: 'revealDial', ship: 'knight', speed: 2, bearing: 'straight' }).session;
    expect(promptFrom(blue, 'R4-P Astromech')).toBeUndefined();
  });
});

describe('Card · Modified R4-P Unit (2.5): before a red maneuver, a charge makes it white', () => {
  it('a red Segnor’s loop is executed white, even by a stressed ship (RRG · Stress: no red maneuver while stressed)', () => {
    let session = startGame(rosters([flying(DELTA_7, 'Jedi Knight', 'knight', '2.5', 'modifiedr4punit-battleoverendor')], [howlrunner()]));
    session = play(activating(session, 'knight'), { type: 'gainToken', ship: 'knight', token: 'stress' }, { type: 'revealDial', ship: 'knight', speed: 2, bearing: 'segnorLeft' }).session;
    expect(maneuverOf(session, 'knight')?.executes).toEqual({ speed: 2, bearing: 'straight', difficulty: 'white' });
    session = answerDone(session, 'Modified R4-P Unit').session;
    expect(maneuverOf(session, 'knight')?.executes).toEqual({ speed: 2, bearing: 'segnorLeft', difficulty: 'white' });
    const flown = play(session, { type: 'executeManeuver', ship: 'knight', speed: 2, bearing: 'segnorLeft' }).session;
    expect(stateOf(flown).activation?.maneuver).toEqual({ speed: 2, bearing: 'segnorLeft', difficulty: 'white' });
    expect(shipOf(flown, 'knight').tokens.stress).toBe(1);
  });
});

describe('Card · Leia Organa (Rebel crew): at the start of the Activation Phase, 3 charges make every friendly ship’s red maneuvers easier this phase', () => {
  const YT = 'rebel-alliance/modified-yt-1300-light-freighter';
  const X_WING = 'rebel-alliance/t-65-x-wing';
  const game = () => startGame(rosters([flying(YT, 'Outer Rim Smuggler', 'yt', '2.5', 'leiaorgana'), flying(X_WING, 'Red Squadron Veteran', 'red')], [howlrunner()]));
  it('asked at the start of the phase; used, a friend’s red maneuver is executed white (no stress), read by Check Difficulty in one command too', () => {
    let session = play(skipPrompts(play(game(), { type: 'nextPhase' }).session), { type: 'nextPhase' }).session;
    const used = answerDone(session, 'Leia Organa');
    expect(sentences(used.events).join(' ')).toMatch(/Leia Organa: this phase, .* red maneuvers one difficulty easier/);
    session = used.session;
    expect(shipOf(session, 'yt').upgrades[0]?.charges?.current).toBe(0);
    for (let next = optionsOf(session).upNext[0]; next !== undefined && next !== 'red'; next = optionsOf(session).upNext[0]) session = play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session;
    const flown = play(session, { type: 'activateShip', ship: 'red' }, { type: 'executeManeuver', ship: 'red', speed: 4, bearing: 'kTurn' });
    expect(flown.events.find((event) => event.type === 'maneuverExecuted')).toMatchObject({ maneuver: { speed: 4, bearing: 'kTurn', difficulty: 'white' } });
  });
});

describe('Card · Leia Organa (Resistance crew): after a friendly ship reveals its dial, 1 Force makes that maneuver easier', () => {
  it('a friend’s white 3 turn is executed blue: its stress goes; Rey’s Force is spent', () => {
    const rey = flying('resistance/scavenged-yt-1300', 'Rey', 'rey', '2.5', 'leiaorgana-resistance');
    let session = activating(startGame(rosters([rey, flying('resistance/rz-2-a-wing', 'Blue Squadron Recruit', 'recruit')], [howlrunner()])), 'recruit');
    session = play(session, { type: 'gainToken', ship: 'recruit', token: 'stress' }, { type: 'revealDial', ship: 'recruit', speed: 3, bearing: 'turnLeft' }).session;
    const force = shipOf(session, 'rey').force?.current ?? 0;
    session = answerDone(session, 'Leia Organa').session;
    expect(shipOf(session, 'rey').force?.current).toBe(force - 1);
    const flown = play(session, { type: 'executeManeuver', ship: 'recruit', speed: 3, bearing: 'turnLeft' });
    expect(flown.events.find((event) => event.type === 'maneuverExecuted')).toMatchObject({ maneuver: { difficulty: 'blue' } });
    expect(shipOf(flown.session, 'recruit').tokens.stress).toBe(0);
  });
  it('for a friend and for its own ship; 2.5: not for a stationary maneuver', () => {
    const facts = (edition: '2.0' | '2.5') => factsOfCard('leiaorgana-resistance', 'Leia Organa', 'After a friendly ship reveals its dial, …', 0, edition).effects;
    expect(facts('2.0').map((fact) => fact.moment)).toEqual(['friendlyRevealDial', 'afterRevealDial']);
    expect(facts('2.5')[0]?.conditions).toContainEqual({ kind: 'maneuver', bearings: ['straight', 'bank', 'turn', 'koiogran', 'segnor', 'tallon', 'reverse'] });
  });
});

describe('Card · Admiral Ozzel (command): a friendly large or huge ship suffers 1 hit to execute its maneuver 1 faster or slower', () => {
  const game = () => startGame(rosters([pilotEntry(TIE, 'Academy Pilot', { id: 'academy' })], [flying(DECIMATOR, 'Rear Admiral Chiraneau', 'vt49', '2.5', 'admiralozzel')]));
  it('the choices keep bearing and difficulty, on the dial or not; picked, the ship suffers 1 hit and executes it', () => {
    expect(speedChoices({ speed: 3, bearing: 'bankLeft', difficulty: 'white' }).map((maneuver) => maneuver.speed)).toEqual([2]);
    let session = play(activating(game(), 'vt49'), { type: 'revealDial', ship: 'vt49', speed: 1, bearing: 'straight' }).session;
    expect(promptFrom(session, 'Admiral Ozzel')?.ability?.maneuvers).toEqual([{ speed: 2, bearing: 'straight', difficulty: 'blue' }]);
    const shields = shipOf(session, 'vt49').shields.current;
    const used = answerDone(session, 'Admiral Ozzel', { maneuver: { speed: 2, bearing: 'straight' } });
    expect(sentences(used.events)).toContain('Admiral Ozzel: Rear Admiral Chiraneau executes blue 2 straight instead of blue 1 straight.');
    session = used.session;
    expect(shipOf(session, 'vt49').shields.current).toBe(shields - 1);
    expect(stateOf(play(session, { type: 'executeManeuver', ship: 'vt49', speed: 2, bearing: 'straight' }).session).activation?.maneuver).toEqual({ speed: 2, bearing: 'straight', difficulty: 'blue' });
  });
  it('a small friend is not offered it', () => {
    const small = play(activating(game(), 'academy'), { type: 'revealDial', ship: 'academy', speed: 2, bearing: 'straight' }).session;
    expect(promptFrom(small, 'Admiral Ozzel')).toBeUndefined();
  });
});

describe('Card · Dalan Oberos (StarViper), Suralinda Javos, Pivot Wing (Closed): the ship turned in place, the cost paid, the turn in the history', () => {
  it('Dalan Oberos: after a full maneuver, a stress token, and the players turn it 90°', () => {
    let session = activating(startGame(rosters([flying(STARVIPER, 'Dalan Oberos', 'dalan')], [howlrunner()])), 'dalan');
    session = play(session, { type: 'executeManeuver', ship: 'dalan', speed: 2, bearing: 'straight' }).session;
    const turned = answerDone(session, 'Dalan Oberos');
    expect(sentences(turned.events)).toContain('Dalan Oberos is turned 90° in place (Dalan Oberos): turn the model as said.');
    expect(shipOf(turned.session, 'dalan').tokens.stress).toBe(1);
  });
  it('Suralinda Javos: only after a partial maneuver; a strain token; 90° or 180°, as the players name it', () => {
    const T70 = 'resistance/rz-2-a-wing';
    const start = () => activating(startGame(rosters([flying(T70, 'Suralinda Javos', 'sura')], [howlrunner()])), 'sura');
    expect(promptFrom(play(start(), { type: 'executeManeuver', ship: 'sura', speed: 2, bearing: 'straight' }).session, 'Suralinda Javos')).toBeUndefined();
    const bumped = play(start(), { type: 'executeManeuver', ship: 'sura', speed: 2, bearing: 'straight', partial: true }).session;
    expect(promptFrom(bumped, 'Suralinda Javos')?.ability?.degrees).toEqual([90, 180]);
    expectMessage(refusal(bumped, { type: 'answerPrompt', prompt: promptFrom(bumped, 'Suralinda Javos')?.id, answer: 'done' }), /Say how far the players turned/);
    const turned = answerDone(bumped, 'Suralinda Javos', { degrees: 180 });
    expect(turned.events).toContainEqual(expect.objectContaining({ type: 'shipRotated', degrees: 180 }));
    expect(shipOf(turned.session, 'sura').tokens.strain).toBe(1);
  });
  it('Pivot Wing (Closed): after a stationary maneuver only', () => {
    const facts = factsOfCard('pivotwing', 'Pivot Wing (Closed)', 'While you defend, roll 1 fewer defense die. …', 0, '2.5');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects.find((fact) => fact.effects.some((part) => part.kind === 'rotateShip'))?.conditions).toEqual([{ kind: 'maneuver', bearings: ['stop'] }]);
  });
});

describe('Card · Leia Organa (pilot, 2.5): the same words as in 2.0, played the same', () => {
  it('after a friend’s red maneuver: 1 Force, a focus or a Force for it', () => {
    const text = 'After a friendly ship fully executes a red maneuver, if it is at range 0-3, you may spend 1 [Force]. If you do, that ship gains 1 focus token or recovers 1 [Force].';
    expect(factsOfCard('leiaorgana', 'Leia Organa', text, undefined, '2.5')).toEqual(factsOfCard('leiaorgana', 'Leia Organa', text, undefined, '2.0'));
    expect(factsOfCard('leiaorgana', 'Leia Organa', text, undefined, '2.5').yourCall).toEqual([]);
  });
});

describe('Card · Inertial Dampeners: before its maneuver, 1 shield for a white 0 stop instead, then a stress token', () => {
  it('the revealed maneuver becomes a white stop: the shield lost, the stress gained, the stop executed', () => {
    let session = activating(startGame(rosters([flying(DELTA_7, 'Jedi Knight', 'knight', '2.5', 'inertialdampeners')], [howlrunner()])), 'knight');
    expect(maneuverOf(session, 'knight')?.revealFirst).toBe(true);
    session = play(session, { type: 'revealDial', ship: 'knight', speed: 3, bearing: 'straight' }).session;
    const used = answerDone(session, 'Inertial Dampeners');
    expect(sentences(used.events)).toContain('Inertial Dampeners: Jedi Knight executes white 0 stop instead of blue 3 straight.');
    session = used.session;
    expect(shipOf(session, 'knight').shields.current).toBe(0);
    expect(shipOf(session, 'knight').tokens.stress).toBe(1);
    expectMessage(refusal(session, { type: 'executeManeuver', ship: 'knight', speed: 3, bearing: 'straight' }), /revealed white 0 stop/);
    expect(stateOf(play(session, { type: 'executeManeuver', ship: 'knight', speed: 0, bearing: 'stop' }).session).activation?.maneuver).toEqual({ speed: 0, bearing: 'stop', difficulty: 'white' });
  });
  it('not offered to a ship with no shield left', () => {
    let session = activating(startGame(rosters([flying(DELTA_7, 'Jedi Knight', 'knight', '2.5', 'inertialdampeners')], [howlrunner()])), 'knight');
    session = play(session, { type: 'sufferDamage', ship: 'knight', hits: 1, crits: 0 }, { type: 'revealDial', ship: 'knight', speed: 3, bearing: 'straight' }).session;
    expect(promptFrom(session, 'Inertial Dampeners')).toBeUndefined();
  });
});

describe('Card · Ciena Ree (crew): after the ship it coordinated barrel rolls or boosts, that ship may gain a stress to be turned 90°', () => {
  it('asked after a friend’s barrel roll (was it the coordinated one?); done: the friend’s stress and its turn in the history', () => {
    const vt49 = flying(DECIMATOR, 'Rear Admiral Chiraneau', 'vt49', '2.5', 'cienaree');
    const tie = { ...pilotEntry(TIE, 'Academy Pilot', { id: 'academy', actionBar: true, dial: true }) };
    let session = activating(startGame(rosters([howlrunner('rebelhowl')], [vt49, tie])), 'academy');
    session = play(session, { type: 'executeManeuver', ship: 'academy', speed: 2, bearing: 'straight' }, { type: 'performAction', ship: 'academy', action: 'barrelRoll' }).session;
    expect(promptFrom(session, 'Ciena Ree')?.question).toMatch(/coordinated/);
    const used = answerDone(session, 'Ciena Ree');
    expect(shipOf(used.session, 'academy').tokens.stress).toBe(1);
    expect(sentences(used.events)).toContain('Academy Pilot is turned 90° in place (Ciena Ree): turn the model as said.');
  });
});
