import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSummary, type ArmadaOptions, type ArmadaState } from '../../shared/engine/games/armada';
import type { GameSummary as GameRow, GameView } from '../../shared/ipc';
import type { ListImportPreview } from '../../shared/ipc/list-exchange';
import { sharedData } from '../cards/card-host';
import { testHost } from '../helpers/host';
import { value as valueOf } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';

// Issue 14 · a whole Armada game through the real host and SQLite: two real fleets (the shared list
// texts, priced and set up from the ISB card data with their keywords and command values), then six
// rounds scripted from what options() offers — commands revealed, attacks declared and rolled by the
// app, damage cards answered — to the end of the game and its score.

const tempDir = useTempDirs();
const fleet = (file: string) => fs.readFileSync(sharedData('lists', 'armada', file), 'utf8');

type TestHost = ReturnType<typeof testHost>;
let host: TestHost;

/** The host's answer, or the test fails saying what was refused. */
const value = <T>(method: string, payload: unknown): Promise<T> => valueOf<T>((m, p) => host.dispatch(m, p), method, payload);

beforeAll(async () => {
  host = testHost(tempDir());
  await value('cards.import', { path: sharedData('armada-isb') });
}, 120_000);
afterAll(() => host.close());

type Command = Record<string, unknown> & { type: string };

/** The next command a scripted player makes, read off options(): answer cards, finish attacks, then activate, attack, end. */
function nextCommand(state: ArmadaState, options: ArmadaOptions): Command {
  const effect = options.pendingEffects[0];
  if (effect) {
    if (effect.kind === 'injuredCrew') return { type: 'answerEffect', effect: effect.id, token: effect.tokens[0] };
    if (effect.kind === 'commNoise') return { type: 'answerEffect', effect: effect.id, choice: 'newCommand' };
    if (effect.kind === 'crewPanic') return { type: 'answerEffect', effect: effect.id, choice: 'discardDial' };
    if (effect.kind === 'damagedControls') return { type: 'answerEffect', effect: effect.id, choice: 'clear' };
    if (effect.kind === 'shieldFailure') return { type: 'answerEffect', effect: effect.id, zones: effect.zones.slice(0, 2) };
    return { type: 'answerEffect', effect: effect.id, zone: effect.zones[0] };
  }
  const deploy = options.deployment?.find((entry) => !entry.deployed);
  if (deploy) return { type: 'deployShip', ship: deploy.ship, speed: deploy.speeds[deploy.speeds.length - 1] ?? 1 };
  const attack = options.attack;
  if (attack) {
    if (attack.step === 'rollAttackDice') return { type: 'rollAttackDice', rollForMe: true };
    if (attack.step === 'resolveAttackEffects') return { type: 'endAttackEffects' };
    if (attack.step === 'declareAdditionalSquadronTarget') return { type: 'endAttack' };
    return { type: 'resolveDamage', ...(attack.defender.kind === 'ship' ? { drawForMe: true } : {}) };
  }
  const commands = options.shipCommands;
  if (commands && !commands.dialRevealed && !commands.revealBlocked) return { type: 'revealCommand', ship: commands.ship, command: 'concentrateFire', as: 'dial' };
  const attacker = options.attackers[0];
  const ship = options.targets.find((target) => target.kind === 'ship');
  if (attacker?.kind === 'ship' && ship && attacker.hullZones.includes('front') && state.activation.ship?.attackedZones.length === 0) {
    return { type: 'declareTarget', attacker: { ship: attacker.unit, hullZone: 'front' }, defender: { ship: ship.unit, hullZone: ship.hullZones[0] }, range: 'close', obstructed: false };
  }
  if (options.commands.includes('endActivation')) return { type: 'endActivation' };
  const toActivate = options.activatableShips[0];
  if (toActivate) return { type: 'activateShip', ship: toActivate };
  const squadron = options.activatableSquadrons[0];
  if (squadron) return { type: 'activateSquadron', squadron };
  return { type: 'nextPhase', confirm: true };
}

describe('Issue 14 · a whole Armada game through the host', () => {
  it('two real fleets, six rounds, the score: destroyed units at their fleet points, the summary the same', async () => {
    const rebels = await value<ListImportPreview>('lists.import', { text: fleet('05-kingston-dumpster-fire-mk-18.txt') });
    const empire = await value<ListImportPreview>('lists.import', { text: fleet('13-starforge-converted-empire-sloane.txt') });
    // The lists' setup command (every stat from the card data), taken from a game set up from them.
    const scratch = await value<GameRow>('games.create', { name: 'From the lists', system: 'armada' });
    await value<GameView>('game.setupFromLists', { gameId: scratch.id, players: [{ name: 'Ana', list: empire.imported.list }, { name: 'Ben', list: rebels.imported.list }] });
    const log = await value<{ commands: Command[] }>('game.export', { gameId: scratch.id });
    const setup = log.commands[0] as Command & { players: { ships: Record<string, unknown>[]; squadrons: Record<string, unknown>[] }[] };
    expect(setup.players.flatMap((player) => player.ships).every((ship) => typeof ship.squadronValue === 'number' && typeof ship.engineering === 'number')).toBe(true);
    expect(setup.players.flatMap((player) => player.squadrons).some((squadron) => Array.isArray(squadron.keywords) && squadron.keywords.length > 0)).toBe(true);

    const game = await value<GameRow>('games.create', { name: 'Six rounds', system: 'armada' });
    let view = await value<GameView>('game.command', { gameId: game.id, command: { ...setup, seed: 'six rounds', firstPlayer: 'p1' } });
    let commands = 0;
    const rounds = new Set<number>();
    while (!(view.state as ArmadaState).gameOver && commands < 3000) {
      const state = view.state as ArmadaState;
      rounds.add(state.round);
      view = await value<GameView>('game.command', { gameId: game.id, command: nextCommand(state, view.options as ArmadaOptions) });
      commands++;
    }
    const state = view.state as ArmadaState;
    const options = view.options as ArmadaOptions;
    expect(state.gameOver).not.toBeNull();
    if (state.gameOver?.reason === 'roundLimit') expect([...rounds]).toEqual([1, 2, 3, 4, 5, 6]);
    // Every point scored is a destroyed enemy unit's fleet points (no victory tokens were taken).
    for (const score of options.scores) {
      const destroyed = [...state.ships, ...state.squadrons].filter((unit) => unit.owner !== score.player && unit.destroyed);
      expect(score.total).toBe(destroyed.reduce((sum, unit) => sum + (unit.points ?? 0), 0));
    }
    expect(state.ships.some((ship) => ship.destroyed) || state.squadrons.some((squadron) => squadron.destroyed)).toBe(true);
    const summary = gameSummary(state);
    expect(summary.scores).toEqual(options.scores);
    expect(summary.damageByRound.reduce((sum, row) => sum + row.p1 + row.p2, 0)).toBeGreaterThan(0);
    // The log holds the whole game and replays to the same end: reimported, it is the same state.
    const exported = await value<{ commands: Command[] }>('game.export', { gameId: game.id });
    expect(exported.commands.length).toBe(commands + 1);
    const history = await value<{ text: string }[]>('game.history', { gameId: game.id });
    expect(history.some((entry) => /The game ends/.test(JSON.stringify(entry)))).toBe(true);
  }, 120_000);

  it('RRG · Initiative: a game from two lists waits for its first player before the ship phase; undo brings the question back', async () => {
    const rebels = await value<ListImportPreview>('lists.import', { text: fleet('05-kingston-dumpster-fire-mk-18.txt') });
    const empire = await value<ListImportPreview>('lists.import', { text: fleet('13-starforge-converted-empire-sloane.txt') });
    const game = await value<GameRow>('games.create', { name: 'Who goes first', system: 'armada' });
    let view = await value<GameView>('game.setupFromLists', { gameId: game.id, players: [{ name: 'Ana', list: empire.imported.list }, { name: 'Ben', list: rebels.imported.list }] });
    let options = view.options as ArmadaOptions;
    expect(options.commands).toContain('chooseFirstPlayer');
    expect(options.commands).not.toContain('nextPhase');
    expect(options.phaseBlockedBy).toMatch(/waits for the first player/);
    view = await value<GameView>('game.command', { gameId: game.id, command: { type: 'chooseFirstPlayer', player: 'p2' } });
    // Issue 24 · RRG · Setup: each ship is deployed at a speed on its chart before the ship phase.
    expect((view.options as ArmadaOptions).phaseBlockedBy).toMatch(/Deploy every ship first/);
    const deployment = (view.options as ArmadaOptions).deployment ?? [];
    const deployed = deployment.length;
    for (const entry of deployment) {
      view = await value<GameView>('game.command', { gameId: game.id, command: { type: 'deployShip', ship: entry.ship, speed: 1 } });
    }
    view = await value<GameView>('game.command', { gameId: game.id, command: { type: 'nextPhase' } });
    options = view.options as ArmadaOptions;
    expect(options.phase).toBe('ship');
    expect(options.turn?.player).toBe('p2');
    // Undo the phase, each deployment, and the first player.
    for (let n = 0; n < deployed + 2; n++) view = await value<GameView>('game.undo', { gameId: game.id });
    options = view.options as ArmadaOptions;
    expect((view.state as ArmadaState).firstPlayer).toBeNull();
    expect(options.commands).toContain('chooseFirstPlayer');
    expect(options.commands).not.toContain('nextPhase');
  }, 60_000);
});
