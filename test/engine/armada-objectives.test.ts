import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, replay, sessionLog, type Session } from '../../shared/engine';
import { gameSummary } from '../../shared/engine/games/armada';
import { objectiveFacts, objectiveFactsFor } from '../../shared/engine/games/armada/scoring/objective-facts';
import { CR90, expectMessage, NEBULON, optionsOf, play, refusal, rosters, shipEntry, squadronEntry, stateOf, TIE_FIGHTER, VICTORY } from './helpers/armada-game';

// Issue 24 · Objectives as played, deployment and speed, the live score, and the game's end.

const dataRoot = join(__dirname, '../../../shared/data');

interface FfgObjective { title: string; category: string; points?: number; setup: string[]; 'special-rule': string[] | string; 'end-of-round': string[] | string; 'end-of-game': string[] | string }
interface IsbObjective { type: string; name: string; setup: string; special_rule: string; end_of_round: string; end_of_game: string; victory_tokens_points: number }

function ffgObjectives(): FfgObjective[] {
  return JSON.parse(readFileSync(join(dataRoot, 'armada-ffg/data/objective-card.json'), 'utf8')) as FfgObjective[];
}

function isbObjectives(): [string, IsbObjective][] {
  const folder = join(dataRoot, 'armada-isb/public/converted-json/objectives');
  return readdirSync(folder)
    .filter((file) => file !== 'objectives.json' && file !== 'damage-cards.json')
    .flatMap((file) => Object.entries((JSON.parse(readFileSync(join(folder, file), 'utf8')) as { objectives: Record<string, IsbObjective> }).objectives));
}

/** Our words, never the card's: no run of 8 words of ours appears in the card text (shorter runs are the game's own terms). */
function copiedPhrase(ours: string, cardText: string): string | null {
  const words = ours.toLowerCase().split(/\s+/);
  const text = cardText.toLowerCase().replace(/\s+/g, ' ');
  for (let start = 0; start + 8 <= words.length; start++) {
    const phrase = words.slice(start, start + 8).join(' ');
    if (text.includes(phrase)) return phrase;
  }
  return null;
}

describe('Objective facts: every objective in both card data sets', () => {
  it('every FFG objective (36) has its facts: kind, setup, moments and the victory-token value the card prints', () => {
    const cards = ffgObjectives();
    expect(cards).toHaveLength(36);
    for (const card of cards) {
      const facts = objectiveFactsFor(card.title);
      expect(facts, card.title).not.toBeNull();
      expect(facts?.kind, card.title).toBe(card.category.toLowerCase());
      expect(facts?.victoryTokenValue, card.title).toBe(card.points ?? 0);
      expect(facts?.setup.length, card.title).toBeGreaterThan(0);
      const rules = [card['special-rule'], card['end-of-round'], card['end-of-game']].flat().filter((text) => text.trim().length > 0);
      if (rules.length > 0) expect(Object.keys(facts?.moments ?? {}).length, card.title).toBeGreaterThan(0);
    }
  });

  it('every ISB objective (55, campaign ones included) has its facts, keyed by the data’s id', () => {
    const cards = isbObjectives();
    expect(cards).toHaveLength(55);
    for (const [key, card] of cards) {
      const facts = objectiveFacts.find((entry) => entry.key === key);
      expect(facts, key).toBeDefined();
      expect(facts?.name, key).toBe(card.name);
      expect(facts?.kind, key).toBe(card.type);
      expect(facts?.victoryTokenValue, key).toBe(card.victory_tokens_points);
      expect(facts?.setup.length, key).toBeGreaterThan(0);
      if ([card.special_rule, card.end_of_round, card.end_of_game].some((text) => text.trim().length > 0)) expect(Object.keys(facts?.moments ?? {}).length, key).toBeGreaterThan(0);
    }
    expect(objectiveFacts).toHaveLength(55);
  });

  it('the facts are our own short words, not the card text', () => {
    const texts = new Map(isbObjectives().map(([key, card]) => [key, [card.setup, card.special_rule, card.end_of_round, card.end_of_game].join(' ')]));
    for (const facts of objectiveFacts) {
      for (const words of [...facts.setup, ...Object.values(facts.moments)]) {
        expect(copiedPhrase(words, texts.get(facts.key) ?? ''), `${facts.key}: ${words}`).toBeNull();
        expect(words.length, `${facts.key}: ${words}`).toBeLessThanOrEqual(160);
      }
    }
  });
});

/** Empire (first player): two Victories (73) and a TIE. Rebels: a CR90 (44) and a Nebulon-B (57). */
function objectiveGame(objective: string | null = 'Contested Outpost', extra: Record<string, unknown> = {}): Session {
  const players = rosters(
    {
      ships: [{ ...shipEntry(VICTORY, { id: 'v1' }), points: 73 }, { ...shipEntry(VICTORY, { id: 'v2' }), points: 73 }],
      squadrons: [{ ...squadronEntry(TIE_FIGHTER, { id: 't' }), points: 8 }],
      objectives: ['Most Wanted', 'Contested Outpost', objective && !['Most Wanted', 'Contested Outpost'].includes(objective) ? objective : 'Dangerous Territory'],
    },
    {
      ships: [{ ...shipEntry(CR90, { id: 'cr90' }), points: 44 }, { ...shipEntry(NEBULON, { id: 'neb' }), points: 57 }],
      objectives: ['Opening Salvo', 'Fire Lanes', 'Intel Sweep'],
    },
  );
  let session = play(emptySession('armada'), { type: 'setup', seed: 'objectives', players, firstPlayer: 'p1', deployment: true, ...extra }).session;
  if (objective) session = play(session, { type: 'chooseObjective', objective }).session;
  return session;
}

const deployAll = [
  { type: 'deployShip', ship: 'v1', speed: 1 },
  { type: 'deployShip', ship: 'v2', speed: 2 },
  { type: 'deployShip', ship: 'cr90', speed: 3 },
  { type: 'deployShip', ship: 'neb', speed: 2 },
];

function destroy(session: Session, ship: string, hull: number): Session {
  let out = session;
  for (let n = 0; n < hull; n++) out = play(out, { type: 'dealDamageCard', ship, faceup: false, drawForMe: true }).session;
  return out;
}

describe('RRG · Objectives as played', () => {
  it('setup shows each side’s three objectives; the chosen one’s victory token is worth what its card prints by default', () => {
    const before = objectiveGame(null);
    expect(optionsOf(before).objectives).toEqual({ p1: ['Most Wanted', 'Contested Outpost', 'Dangerous Territory'], p2: ['Opening Salvo', 'Fire Lanes', 'Intel Sweep'], chosen: null });
    const session = play(before, { type: 'chooseObjective', objective: 'Contested Outpost' }).session;
    expect(stateOf(session).victoryTokenValue).toBe(20);
    expect(optionsOf(session).objective).toMatchObject({ name: 'Contested Outpost', kind: 'defense', victoryTokenValue: 20 });
    // The players may still say otherwise (an errata, a house rule).
    expect(stateOf(play(before, { type: 'chooseObjective', objective: 'Contested Outpost', victoryTokenValue: 25 }).session).victoryTokenValue).toBe(25);
  });

  it('a game set up before the deployment step keeps 0 points a token unless the players said (its log replays as it was)', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })], objectives: ['Contested Outpost'] }, { ships: [shipEntry(CR90, { id: 'c' })] });
    const session = play(emptySession('armada'), { type: 'setup', seed: 1, players, firstPlayer: 'p1' }, { type: 'chooseObjective', objective: 'Contested Outpost' }).session;
    expect(stateOf(session).victoryTokenValue).toBe(0);
    expect(stateOf(session).deployment).toBeUndefined();
    expect(optionsOf(session).deployment).toBeNull();
  });

  it('a game set up before: once over it still takes a victory-token change, as its logs hold (they replay as they were)', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' })] });
    let session = play(emptySession('armada'), { type: 'setup', seed: 4, players, firstPlayer: 'p1' }, { type: 'nextPhase' }).session;
    session = destroy(session, 'c', 4);
    // The older timing: the next phase change ends it.
    session = play(session, { type: 'nextPhase', confirm: true }).session;
    expect(stateOf(session).gameOver).toMatchObject({ reason: 'noShips', round: 1 });
    expect(stateOf(play(session, { type: 'adjustVictoryTokens', player: 'p1', amount: 1 }).session).victoryTokens?.p1).toBe(1);
  });

  it('the chosen objective’s setup is a checklist the players tick as they place obstacles and tokens', () => {
    let session = objectiveGame('Dangerous Territory');
    const objective = optionsOf(session).objective;
    expect(objective?.setup.map((step) => step.done)).toEqual([false, false]);
    expect(objective?.objectiveTokens).toBe(6);
    session = play(session, { type: 'objectiveSetupStep', step: 1, done: true }).session;
    expect(optionsOf(session).objective?.setup.map((step) => step.done)).toEqual([false, true]);
    expectMessage(refusal(session, { type: 'objectiveSetupStep', step: 5, done: true }), /Dangerous Territory has 2 setup steps/);
  });

  it('its special rule is a reminder at its moment: Contested Outpost at the end of the round, with victory tokens to hand', () => {
    let session = play(objectiveGame('Contested Outpost'), ...deployAll, { type: 'nextPhase' }).session;
    expect(optionsOf(session).objective?.reminders.map((reminder) => reminder.moment)).toEqual(['shipPhase']);
    session = play(session, { type: 'nextPhase', confirm: true }, { type: 'nextPhase', confirm: true }).session;
    expect(stateOf(session).phase).toBe('status');
    const [reminder] = optionsOf(session).objective?.reminders ?? [];
    expect(reminder).toMatchObject({ moment: 'endOfRound', awards: true });
    session = play(session, { type: 'adjustVictoryTokens', player: 'p2', amount: 1 }).session;
    expect(optionsOf(session).scores.map((score) => score.total)).toEqual([0, 20]);
  });

  it('“when a ship is destroyed” asks about the ship destroyed this round (Blockade Run)', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })], objectives: ['Blockade Run'] }, { ships: [shipEntry(CR90, { id: 'c' }), shipEntry(NEBULON, { id: 'n' })] });
    let session = play(emptySession('armada'), { type: 'setup', seed: 2, players, firstPlayer: 'p1', deployment: true }, { type: 'chooseObjective', objective: 'Blockade Run' },
      { type: 'deployShip', ship: 'v', speed: 1 }, { type: 'deployShip', ship: 'c', speed: 1 }, { type: 'deployShip', ship: 'n', speed: 1 }, { type: 'nextPhase' }).session;
    session = destroy(session, 'c', 4);
    const reminder = optionsOf(session).objective?.reminders.find((candidate) => candidate.moment === 'shipDestroyed');
    expect(reminder?.when).toMatch(/CR90 Corvette A/);
    expect(reminder?.awards).toBe(true);
  });

  it('RRG · Objectives: Most Wanted doubles a destroyed objective ship’s own cost (its upgrades once)', () => {
    let session = play(objectiveGame('Most Wanted'), ...deployAll, { type: 'markObjectiveShip', ship: 'cr90', objectiveShip: true }, { type: 'nextPhase' }).session;
    session = destroy(session, 'cr90', 4);
    const [empire] = optionsOf(session).scores;
    expect(empire).toMatchObject({ destroyed: 44, objective: 44, total: 88 });
    expectMessage(refusal(session, { type: 'markObjectiveShip', ship: 'cr90', objectiveShip: true }), /already an objective ship/);
  });

  it('RRG · Objectives: Opening Salvo scores half (rounded up) of each damaged enemy ship still in play', () => {
    const session = play(objectiveGame('Opening Salvo'), { type: 'dealDamageCard', ship: 'neb', faceup: false, drawForMe: true }).session;
    expect(optionsOf(session).scores[0]).toMatchObject({ objective: 29, total: 29 });
  });

  it('RRG · Objectives: Intel Sweep gives 75 points to the player with more victory tokens', () => {
    const session = play(objectiveGame('Intel Sweep'), { type: 'adjustVictoryTokens', player: 'p1', amount: 2 }).session;
    expect(optionsOf(session).scores.map((score) => score.objective)).toEqual([75, 0]);
  });
});

describe('RRG · Setup, Deploy fleets: each ship’s speed, one tap a ship', () => {
  it('the ship phase waits until every ship has a deployment speed on its speed chart', () => {
    let session = objectiveGame();
    expect(optionsOf(session).deployment?.map((entry) => [entry.ship, entry.speeds])).toEqual([['v1', [1, 2]], ['v2', [1, 2]], ['cr90', [1, 2, 3, 4]], ['neb', [1, 2, 3]]]);
    expect(optionsOf(session).commands).not.toContain('nextPhase');
    expect(optionsOf(session).phaseBlockedBy).toMatch(/Deploy every ship first/);
    expectMessage(refusal(session, { type: 'nextPhase' }), /Deploy every ship first: set the speed of Victory I-class Star Destroyer, Victory I-class Star Destroyer, CR90 Corvette A, Nebulon-B Escort Frigate/);
    expectMessage(refusal(session, { type: 'deployShip', ship: 'v1', speed: 3 }), /speed on its speed chart: 1 to 2/);
    expectMessage(refusal(session, { type: 'deployShip', ship: 'v1', speed: 0 }), /1 to 2/);
    session = play(session, ...deployAll).session;
    expect(stateOf(session).ships.map((ship) => ship.speed)).toEqual([1, 2, 3, 2]);
    session = play(session, { type: 'nextPhase' }).session;
    expect(stateOf(session).phase).toBe('ship');
    expect(optionsOf(session).deployment).toBeNull();
    expectMessage(refusal(session, { type: 'deployShip', ship: 'v1', speed: 2 }), /Deployment is over: ships change speed with a Navigate command/);
  });
});

describe('RRG · Navigate: the speed change in the ship’s own activation', () => {
  const started = () => play(objectiveGame(), ...deployAll, { type: 'nextPhase' }).session;

  it('no Navigate command in use: no speed change offered, and a refusal that says what to do', () => {
    const session = play(started(), { type: 'activateShip', ship: 'v1' }, { type: 'revealCommand', ship: 'v1', command: 'repair', as: 'dial' }).session;
    expect(optionsOf(session).navigate).toBeNull();
    expectMessage(refusal(session, { type: 'navigate', ship: 'v1', speed: 2 }), /no Navigate command in use: reveal a Navigate dial or spend a Navigate token/);
  });

  it('RRG · Navigate: the dial changes the speed by 1, within the speed chart', () => {
    let session = play(started(), { type: 'activateShip', ship: 'v1' }, { type: 'revealCommand', ship: 'v1', command: 'navigate', as: 'dial' }).session;
    expect(optionsOf(session).navigate).toEqual({ ship: 'v1', from: 1, speeds: [0, 1, 2] });
    expect(optionsOf(session).commands).toContain('navigate');
    session = play(session, { type: 'navigate', ship: 'v1', speed: 2 }).session;
    // Changing one's mind stays within the same allowance, counted from the speed the activation began with.
    expect(optionsOf(session).navigate).toEqual({ ship: 'v1', from: 1, speeds: [0, 1, 2] });
    expectMessage(refusal(session, { type: 'navigate', ship: 'v1', speed: 3 }), /reaches speeds 0 to 2 from speed 1/);
  });

  it('RRG · Navigate: the token changes the speed by 1; dial and token together by up to 2', () => {
    // Round 1: the CR90 keeps its Navigate dial as a token.
    let session = play(started(), { type: 'activateShip', ship: 'v1' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'cr90' }, { type: 'revealCommand', ship: 'cr90', command: 'navigate', as: 'token' }, { type: 'endActivation' }).session;
    session = play(session, { type: 'nextPhase', confirm: true }, { type: 'nextPhase', confirm: true }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(stateOf(session)).toMatchObject({ round: 2, phase: 'ship' });
    session = play(session, { type: 'activateShip', ship: 'v1' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'cr90' }, { type: 'spendCommandToken', ship: 'cr90', command: 'navigate' }).session;
    expect(optionsOf(session).navigate?.speeds).toEqual([2, 3, 4]);
    session = play(session, { type: 'revealCommand', ship: 'cr90', command: 'navigate', as: 'dial' }).session;
    expect(optionsOf(session).navigate?.speeds).toEqual([1, 2, 3, 4]);
    const slowed = play(session, { type: 'navigate', ship: 'cr90', speed: 1 });
    expect(slowed.events[0]).toMatchObject({ type: 'navigated', from: 3, to: 1 });
  });
});

describe('The game’s end when a fleet has no ships left', () => {
  const rebelsGone = (rule?: 'immediately') => {
    let session = play(objectiveGame('Contested Outpost', rule ? { fleetDefeated: rule } : {}), ...deployAll, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v1' }).session;
    session = destroy(session, 'cr90', 4);
    return destroy(session, 'neb', 5);
  };

  it('Tournament Regulations · One Player Defeated (the newest official text, the default): the round is played out, the game ends after its status phase', () => {
    let session = play(rebelsGone(), { type: 'endActivation' }).session;
    expect(optionsOf(session).fleetDefeated).toBe('endOfRound');
    expect(stateOf(session).gameOver).toBeNull();
    session = play(session, { type: 'nextPhase', confirm: true }).session;
    expect(stateOf(session).phase).toBe('squadron');
    // The Empire's squadron still activates in the squadron phase; objectives still score at the end of the round.
    expect(optionsOf(session).activatableSquadrons).toEqual(['t']);
    session = play(session, { type: 'nextPhase', confirm: true }, { type: 'adjustVictoryTokens', player: 'p1', amount: 1 }).session;
    expect(stateOf(session).gameOver).toBeNull();
    const ended = play(session, { type: 'nextPhase' });
    expect(ended.events[0]).toMatchObject({ type: 'gameEnded', reason: 'noShips', round: 1, winner: 'Empire' });
    expect(gameSummary(stateOf(ended.session)).scores[0]?.total).toBe(44 + 57 + 20);
  });

  it('RRG · Winning and Losing (a game setting): the game ends at once, when the last ship is destroyed', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' })] });
    let session = play(emptySession('armada'), { type: 'setup', seed: 3, players, firstPlayer: 'p1', deployment: true }, { type: 'setFleetDefeatedRule', rule: 'immediately' },
      { type: 'deployShip', ship: 'v', speed: 1 }, { type: 'deployShip', ship: 'c', speed: 1 }, { type: 'nextPhase' }).session;
    expect(optionsOf(session).fleetDefeated).toBe('immediately');
    expectMessage(refusal(session, { type: 'setFleetDefeatedRule', rule: 'endOfRound' }), /chosen before the first ship phase/);
    session = destroy(session, 'c', 3);
    const last = play(session, { type: 'dealDamageCard', ship: 'c', faceup: false, drawForMe: true });
    expect(last.events.at(-1)).toMatchObject({ type: 'gameEnded', reason: 'noShips', winner: 'Empire' });
    expect(stateOf(last.session).phase).toBe('ship');
  });

  it('after the game is over the engine offers nothing (undo and the summary are the table’s)', () => {
    const session = play(rebelsGone('immediately')).session;
    expect(stateOf(session).gameOver).toMatchObject({ reason: 'noShips' });
    expect(optionsOf(session).commands).toEqual([]);
    expect(optionsOf(session).activatableShips).toEqual([]);
    expectMessage(refusal(session, { type: 'adjustVictoryTokens', player: 'p1', amount: 1 }), /The game is over/);
    expectMessage(refusal(session, { type: 'nextPhase' }), /The game is over/);
  });
});

describe('A game is its log', () => {
  it('a game with an objective, deployment, navigate, undo and an immediate end replays to the same state', () => {
    let session = play(objectiveGame('Most Wanted', { fleetDefeated: 'immediately' }), ...deployAll, { type: 'markObjectiveShip', ship: 'cr90', objectiveShip: true }, { type: 'objectiveSetupStep', step: 0, done: true }, { type: 'nextPhase' },
      { type: 'activateShip', ship: 'v1' }, { type: 'revealCommand', ship: 'v1', command: 'navigate', as: 'dial' }, { type: 'navigate', ship: 'v1', speed: 0 }, { type: 'undo' }, { type: 'navigate', ship: 'v1', speed: 2 }).session;
    session = destroy(destroy(session, 'cr90', 4), 'neb', 5);
    expect(stateOf(session).gameOver).toMatchObject({ reason: 'noShips' });
    const replayed = replay('armada', sessionLog(session));
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(stateOf(replayed.value)).toEqual(stateOf(session));
  });
});
