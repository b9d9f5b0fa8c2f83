import { describe, expect, it } from 'vitest';
import type { ArmadaState } from '../../shared/engine/games/armada';
import { adjacentZones, hullZoneOf } from '../../shared/engine/games/armada/units/hull-zones';
import type { CardSearchPage } from '../../shared/ipc/cards';
import type { GameSummary, GameView, IpcResult } from '../../shared/ipc';
import type { OddsAnswer } from '../../shared/ipc/odds';
import type { XwingOptions, XwingState } from '../../shared/engine/games/xwing';
import { armadaAttackOdds } from '../../shared/odds/armada-odds';
import { xwingAttackOdds } from '../../shared/odds/xwing-odds';
import { decimator, luke, rosters } from '../engine/xwing/helpers/xwing-game';
import { testHost } from '../helpers/host';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
type TestHost = ReturnType<typeof testHost>;

async function answer(host: TestHost, method: string, payload: unknown): Promise<IpcResult<OddsAnswer>> {
  return (await host.dispatch(method, payload)) as IpcResult<OddsAnswer>;
}
async function value<T>(host: TestHost, method: string, payload: unknown): Promise<T> {
  const result = (await host.dispatch(method, payload)) as IpcResult<T>;
  if (!result.ok) throw new Error(`${method} was refused: ${result.error.message}`);
  return result.value;
}
async function starterCard(host: TestHost, name: string, kind: 'ship' | 'squadron'): Promise<number> {
  const page = await value<CardSearchPage>(host, 'cards.search', { text: name, system: 'armada', kind });
  const card = page.cards.find((candidate) => candidate.name === name);
  if (!card) throw new Error(`no starter card ${name}`);
  return card.id;
}

/** A core-set Armada game through the host: a CR90 (speed 2) against a Victory II, set up from the starter cards. */
async function coreSetGame(host: TestHost, name: string): Promise<{ game: GameSummary; view: GameView }> {
  const game = await value<GameSummary>(host, 'games.create', { name, system: 'armada' });
  const cr90 = await starterCard(host, 'CR90 Corvette A', 'ship');
  const victory = await starterCard(host, 'Victory II-class Star Destroyer', 'ship');
  const view = await value<GameView>(host, 'game.setupFromCards', {
    gameId: game.id,
    players: [
      { name: 'Rebels', units: [{ cardId: cr90, speed: 2 }] },
      { name: 'Empire', units: [{ cardId: victory }] },
    ],
  });
  return { game, view };
}

describe('odds.attack and odds.whatIf through the host', () => {
  it('004 · the odds of a game in play read the defender’s tokens, shields and hull from its state', async () => {
    const host = testHost(tempDir());
    try {
      const { game, view } = await coreSetGame(host, 'Odds');
      const state = view.state as ArmadaState;
      const target = state.ships.find((ship) => ship.name.startsWith('CR90'));
      const shooter = state.ships.find((ship) => ship.name.startsWith('Victory'));
      if (!target || !shooter) throw new Error('core set ships missing');
      const result = await answer(host, 'odds.attack', { system: 'armada', gameId: game.id, attacker: shooter.id, attackingZone: 'front', defender: target.id, defendingZone: 'front', range: 'close' });
      if (!result.ok) throw new Error(result.error.message);
      // The same odds, computed directly from what the state says.
      const battery = hullZoneOf(shooter, 'front')?.battery;
      const expected = armadaAttackOdds({
        dice: battery,
        range: 'close',
        attacker: { kind: 'ship', size: shooter.size },
        defender: { kind: 'ship', size: target.size, speed: target.speed },
        tokens: target.defenseTokens,
        defendingShields: hullZoneOf(target, 'front')?.shields ?? 0,
        adjacentShields: adjacentZones(target, 'front').map((zone) => hullZoneOf(target, zone)?.shields ?? 0),
        hullLeft: target.hull,
      });
      expect(result.value).toEqual({ system: 'armada', odds: expected });
      expect(expected.tokens.length).toBeGreaterThan(0);
      expect(expected.damage.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);

      const wrong = await answer(host, 'odds.attack', { system: 'xwing', gameId: game.id, attacker: shooter.id, defender: target.id, range: 2 });
      expect(wrong.ok ? null : wrong.error.message).toBe('This game is Star Wars: Armada, not X-Wing.');
      const noZone = await answer(host, 'odds.attack', { system: 'armada', gameId: game.id, attacker: shooter.id, defender: target.id, range: 'close' });
      expect(noZone.ok ? null : noZone.error.message).toMatch(/Choose which hull zone of CR90/);
    } finally {
      host.close();
    }
  });

  it('004 · 000 · with the faces known and the engine’s own choices, the odds agree with the engine’s damage preview', async () => {
    const host = testHost(tempDir());
    try {
      const { game } = await coreSetGame(host, 'Preview');
      const faces = [{ color: 'red', face: 'hit-hit' }, { color: 'red', face: 'hit-hit' }, { color: 'blue', face: 'crit' }] as const;
      let view: GameView | null = null;
      for (const command of [
        { type: 'nextPhase' },
        { type: 'activateShip', ship: 'p1-ship-1' },
        { type: 'declareTarget', attacker: { ship: 'p1-ship-1', hullZone: 'front' }, defender: { ship: 'p2-ship-1', hullZone: 'front' }, range: 'close' },
        { type: 'rollAttackDice', dice: faces },
        { type: 'endAttackEffects' },
      ]) view = await value<GameView>(host, 'game.command', { gameId: game.id, command });
      if (!view) throw new Error('no view');
      const state = view.state as ArmadaState;
      const victoryShip = state.ships.find((ship) => ship.id === 'p2-ship-1');
      if (!victoryShip) throw new Error('no Victory');
      const situation = {
        faces,
        range: 'close' as const,
        attacker: { kind: 'ship' as const, size: 'small' as const },
        defender: { kind: 'ship' as const, size: victoryShip.size, speed: victoryShip.speed },
        defendingShields: hullZoneOf(victoryShip, 'front')?.shields ?? 0,
        adjacentShields: [],
        hullLeft: victoryShip.hull - victoryShip.damageCards.length,
      };
      const preview = (seen: GameView) => (seen.options as { attack: { damage: { total: number; damageCards: number; firstCardFaceup: boolean } | null } | null }).attack?.damage;
      // No token spent: 2 + 2 + 1 = 5 damage, 3 front shields, 2 cards, the first faceup.
      const before = preview(view);
      const unbraced = armadaAttackOdds({ ...situation, tokens: [] });
      expect(before).toMatchObject({ total: 5, damageCards: 2, firstCardFaceup: true });
      expect(unbraced.damage[before?.total ?? -1]).toBe(1);
      expect(unbraced.damageCards[before?.damageCards ?? -1]).toBe(1);
      expect(unbraced.faceupCard).toBe(1);
      // Brace spent: 5 halved, rounded up, is 3: all on the shields, no card.
      const braced = await value<GameView>(host, 'game.command', { gameId: game.id, command: { type: 'spendDefenseToken', token: 'p2-ship-1-brace-1' } });
      const after = preview(braced);
      const withBrace = armadaAttackOdds({ ...situation, tokens: [{ type: 'brace', state: 'readied' }] });
      expect(after).toMatchObject({ total: 3, damageCards: 0, firstCardFaceup: false });
      expect(withBrace.damage[after?.total ?? -1]).toBe(1);
      expect(withBrace.damageCards[0]).toBe(1);
      expect(withBrace.faceupCard).toBe(0);
    } finally {
      host.close();
    }
  });

  it('X-Wing · the odds read tokens, lock, Force, shields and reinforce from the game, and count dice as the engine does (range 1 bonus)', async () => {
    const host = testHost(tempDir());
    try {
      const game = await value<GameSummary>(host, 'games.create', { name: 'Dogfight', system: 'xwing' });
      const command = (cmd: Record<string, unknown>) => value<GameView>(host, 'game.command', { gameId: game.id, command: cmd });
      await command({ type: 'setup', seed: 2026, players: rosters([luke()], [decimator()]) });
      await command({ type: 'nextPhase' });
      await command({ type: 'nextPhase' });
      await command({ type: 'performAction', ship: 'luke', action: 'focus' });
      await command({ type: 'performAction', ship: 'decimator', action: 'reinforce', side: 'fore' });
      await command({ type: 'nextPhase' });
      const declared = await command({ type: 'declareAttack', attacker: 'luke', defender: 'decimator', arc: 'front', range: 1, inFullFrontArc: true, inFullRearArc: false });
      const engineDice = (declared.options as XwingOptions).attack as unknown as { attackDice: { total: number }; defenseDice: { total: number } };
      const result = await answer(host, 'odds.attack', { system: 'xwing', gameId: game.id, attacker: 'luke', defender: 'decimator', range: 1, reinforceSide: 'fore' });
      if (!result.ok || result.value.system !== 'xwing') throw new Error('x-wing odds refused');
      expect(result.value.dice).toEqual({ attack: engineDice.attackDice.total, defense: engineDice.defenseDice.total });
      const state = declared.state as XwingState;
      const attacker = state.ships.find((candidate) => candidate.id === 'luke');
      const defender = state.ships.find((candidate) => candidate.id === 'decimator');
      if (!attacker || !defender) throw new Error('ships missing');
      expect(attacker.tokens.focus).toBe(1);
      expect(defender.tokens.reinforce.fore).toBe(1);
      const rear = await answer(host, 'odds.attack', { system: 'xwing', gameId: game.id, attacker: 'luke', defender: 'decimator', range: 1, arc: 'rear' });
      expect(rear.ok ? null : rear.error.message).toBe('Luke Skywalker has no primary attack in its rear arc.');
      expect(result.value.odds).toEqual(
        xwingAttackOdds({
          attackDice: engineDice.attackDice.total,
          defenseDice: engineDice.defenseDice.total,
          attacker: { focus: 1, calculate: attacker.tokens.calculate, lock: false, force: attacker.force?.current ?? 0 },
          defender: { focus: 0, calculate: 0, evade: defender.tokens.evade, force: defender.force?.current ?? 0, shields: defender.shields.current, hullLeft: defender.hull },
          reinforce: 1,
        }),
      );
    } finally {
      host.close();
    }
  });

  it('004 · 000 · the odds follow the attack under way: the dice gathered, the faces rolled, a brace already spent', async () => {
    const host = testHost(tempDir());
    try {
      const { game } = await coreSetGame(host, 'Follow');
      const follow = { system: 'armada', gameId: game.id, attacker: 'p1-ship-1', attackingZone: 'front', defender: 'p2-ship-1', defendingZone: 'front', range: 'close', followAttack: true };
      const odds = async () => {
        const result = await answer(host, 'odds.attack', follow);
        if (!result.ok || result.value.system !== 'armada') throw new Error(result.ok ? 'not armada' : result.error.message);
        return result.value.odds;
      };
      const preview = (seen: GameView) => (seen.options as { attack: { damage: { total: number; damageCards: number; firstCardFaceup: boolean } | null } | null }).attack?.damage;
      const faces = [{ color: 'red', face: 'hit-hit' }, { color: 'red', face: 'hit-hit' }, { color: 'blue', face: 'crit' }] as const;
      for (const command of [
        { type: 'nextPhase' },
        { type: 'activateShip', ship: 'p1-ship-1' },
        { type: 'declareTarget', attacker: { ship: 'p1-ship-1', hullZone: 'front' }, defender: { ship: 'p2-ship-1', hullZone: 'front' }, range: 'close' },
      ]) await value<GameView>(host, 'game.command', { gameId: game.id, command });
      // Before the roll: the dice the attack gathered, rolled.
      const declared = await odds();
      expect(declared.damage.length).toBeGreaterThan(2);
      await value<GameView>(host, 'game.command', { gameId: game.id, command: { type: 'rollAttackDice', dice: faces } });
      // After the roll, before tokens: the policy braces 5 damage to 3 (3 front shields: no card).
      const rolled = await odds();
      expect(rolled.damage[3]).toBeCloseTo(1, 12);
      expect(rolled.tokens.find((token) => token.type === 'brace')?.spent).toBeCloseTo(1, 12);
      await value<GameView>(host, 'game.command', { gameId: game.id, command: { type: 'endAttackEffects' } });
      const braced = await value<GameView>(host, 'game.command', { gameId: game.id, command: { type: 'spendDefenseToken', token: 'p2-ship-1-brace-1' } });
      // The brace already spent: the odds are the engine's own preview, for sure.
      const after = await odds();
      const shown = preview(braced);
      expect(shown).toMatchObject({ total: 3, damageCards: 0, firstCardFaceup: false });
      expect(after.damage[shown?.total ?? -1]).toBeCloseTo(1, 12);
      expect(after.damageCards[0]).toBeCloseTo(1, 12);
      expect(after.tokens.find((token) => token.id === 'p2-ship-1-brace-1')?.spent).toBe(1);
    } finally {
      host.close();
    }
  });

  it('RRG · Concentrate Fire: a revealed dial adds a die to the odds (black, else red, else blue) until it is used', async () => {
    const host = testHost(tempDir());
    try {
      const { game } = await coreSetGame(host, 'Concentrate');
      const command = (cmd: Record<string, unknown>) => value<GameView>(host, 'game.command', { gameId: game.id, command: cmd });
      const pair = { system: 'armada', gameId: game.id, attacker: 'p1-ship-1', attackingZone: 'front', defender: 'p2-ship-1', defendingZone: 'front', range: 'close' };
      const odds = async (extra: Record<string, unknown> = {}) => {
        const result = await answer(host, 'odds.attack', { ...pair, ...extra });
        if (!result.ok || result.value.system !== 'armada') throw new Error(result.ok ? 'not armada' : result.error.message);
        return result.value.odds;
      };
      await command({ type: 'nextPhase' });
      await command({ type: 'activateShip', ship: 'p1-ship-1' });
      const before = await odds();
      const revealed = await command({ type: 'revealCommand', ship: 'p1-ship-1', command: 'concentrateFire', as: 'dial' });
      const state = revealed.state as ArmadaState;
      const shooter = state.ships.find((ship) => ship.id === 'p1-ship-1');
      const target = state.ships.find((ship) => ship.id === 'p2-ship-1');
      const battery = shooter ? hullZoneOf(shooter, 'front')?.battery : undefined;
      if (!shooter || !target || !battery) throw new Error('ships missing');
      const colour = (['black', 'red', 'blue'] as const).find((candidate) => battery[candidate] > 0) ?? 'red';
      const situation = {
        range: 'close' as const,
        attacker: { kind: 'ship' as const, size: shooter.size },
        defender: { kind: 'ship' as const, size: target.size, speed: target.speed },
        tokens: target.defenseTokens,
        defendingShields: hullZoneOf(target, 'front')?.shields ?? 0,
        adjacentShields: adjacentZones(target, 'front').map((zone) => hullZoneOf(target, zone)?.shields ?? 0),
        hullLeft: target.hull,
      };
      const withDial = await odds();
      expect(withDial).toEqual(armadaAttackOdds({ ...situation, dice: { ...battery, [colour]: battery[colour] + 1 } }));
      expect(withDial.expectedDamage).toBeGreaterThan(before.expectedDamage);
      // Declared and rolled: the dial's die is still to come, so the odds roll it on top of the faces.
      await command({ type: 'declareTarget', attacker: { ship: 'p1-ship-1', hullZone: 'front' }, defender: { ship: 'p2-ship-1', hullZone: 'front' }, range: 'close' });
      const rolled = await command({ type: 'rollAttackDice', dice: [{ color: 'red', face: 'hit' }, { color: 'red', face: 'blank' }, { color: 'blue', face: 'hit' }] });
      const pool = (rolled.state as ArmadaState).attacks.at(-1)?.pool.map((die) => ({ color: die.color, face: die.face, accuracySpent: die.accuracySpent })) ?? [];
      const following = await odds({ followAttack: true });
      expect(following.expectedDamage).toBeGreaterThan(armadaAttackOdds({ ...situation, faces: pool, underway: { locked: [], spent: [], redirectShields: 0, effectsDone: false, tokensDone: false } }).expectedDamage);
      // Used: the added die is in the pool, and no other is expected.
      const added = await command({ type: 'addAttackDie', color: 'red', face: 'hit', by: 'concentrateFire' });
      const pool2 = (added.state as ArmadaState).attacks.at(-1)?.pool.map((die) => ({ color: die.color, face: die.face, accuracySpent: die.accuracySpent })) ?? [];
      expect(await odds({ followAttack: true })).toEqual(armadaAttackOdds({ ...situation, faces: pool2, underway: { locked: [], spent: [], redirectShields: 0, effectsDone: false, tokensDone: false } }));
    } finally {
      host.close();
    }
  });

  it('X-Wing · RRG · the odds follow the attack under way: the faces rolled, the focus spent, the results neutralized', async () => {
    const host = testHost(tempDir());
    try {
      const game = await value<GameSummary>(host, 'games.create', { name: 'Follow X', system: 'xwing' });
      const command = (cmd: Record<string, unknown>) => value<GameView>(host, 'game.command', { gameId: game.id, command: cmd });
      await command({ type: 'setup', seed: 2026, players: rosters([luke()], [decimator()]) });
      await command({ type: 'nextPhase' });
      await command({ type: 'nextPhase' });
      await command({ type: 'performAction', ship: 'luke', action: 'focus' });
      await command({ type: 'nextPhase' });
      await command({ type: 'declareAttack', attacker: 'luke', defender: 'decimator', arc: 'front', range: 2, inFullFrontArc: true, inFullRearArc: false });
      const follow = { system: 'xwing', gameId: game.id, attacker: 'luke', defender: 'decimator', range: 2, arc: 'front', followAttack: true };
      const odds = async () => {
        const result = await answer(host, 'odds.attack', follow);
        if (!result.ok || result.value.system !== 'xwing') throw new Error(result.ok ? 'not x-wing' : result.error.message);
        return result.value.odds;
      };
      const declared = await odds();
      await command({ type: 'rollAttackDice', faces: ['hit', 'focus', 'blank'] });
      // Rolled: a hit, a focus the token will change, a blank: 2 hits before the defense dice.
      const rolled = await odds();
      expect(rolled.expectedDamage).not.toBeCloseTo(declared.expectedDamage, 6);
      expect(rolled.spent.attacker.focus).toBeCloseTo(1, 12);
      await command({ type: 'spendForDice', spend: 'focus' });
      await command({ type: 'rollDefenseDice', faces: [] }); // agility 0 at range 2: no defense die
      const defended = await odds();
      expect(defended.damage[2]).toBeCloseTo(1, 12);
      const neutralized = await command({ type: 'neutralizeResults' });
      const left = (neutralized.state as XwingState).attack?.neutralized?.remaining;
      const final = await odds();
      expect(final.remaining).toEqual([{ hits: left?.hits, crits: left?.crits, p: 1 }]);
    } finally {
      host.close();
    }
  });

  it('X-Wing · RRG · Deplete and Strain: the odds roll the dice the engine counts', async () => {
    const host = testHost(tempDir());
    try {
      const game = await value<GameSummary>(host, 'games.create', { name: 'Depleted', system: 'xwing' });
      const command = (cmd: Record<string, unknown>) => value<GameView>(host, 'game.command', { gameId: game.id, command: cmd });
      await command({ type: 'setup', seed: 2026, players: rosters([luke()], [decimator()]) });
      await command({ type: 'gainToken', ship: 'luke', token: 'deplete' });
      await command({ type: 'gainToken', ship: 'decimator', token: 'strain' });
      for (let i = 0; i < 3; i++) await command({ type: 'nextPhase' });
      const declared = await command({ type: 'declareAttack', attacker: 'luke', defender: 'decimator', arc: 'front', range: 3, inFullFrontArc: true, inFullRearArc: false });
      const engineDice = (declared.options as XwingOptions).attack as unknown as { attackDice: { total: number }; defenseDice: { total: number } };
      const result = await answer(host, 'odds.attack', { system: 'xwing', gameId: game.id, attacker: 'luke', defender: 'decimator', range: 3, arc: 'front', followAttack: true });
      if (!result.ok || result.value.system !== 'xwing') throw new Error(result.ok ? 'not x-wing' : result.error.message);
      expect(result.value.dice).toEqual({ attack: engineDice.attackDice.total, defense: engineDice.defenseDice.total });
      // Luke's 3 attack dice less 1 for deplete; the Decimator's agility 0 + 1 at range 3 less 1 for strain.
      expect(result.value.dice).toEqual({ attack: 2, defense: 0 });
    } finally {
      host.close();
    }
  });

  it('X-Wing · a card effect switched off in "What if…" travels with the request; a bad one is refused in words', async () => {
    const host = testHost(tempDir());
    try {
      const game = await value<GameSummary>(host, 'games.create', { name: 'Switches', system: 'xwing' });
      await value<GameView>(host, 'game.command', { gameId: game.id, command: { type: 'setup', seed: 7, players: rosters([luke()], [decimator()]), rules: 3 } });
      const ask = { system: 'xwing', gameId: game.id, attacker: 'luke', defender: 'decimator', range: 2 };
      const switched = await answer(host, 'odds.attack', { ...ask, disabledEffects: ['luke:0'] });
      if (!switched.ok || switched.value.system !== 'xwing') throw new Error(switched.ok ? 'not x-wing' : switched.error.message);
      expect(switched.value.odds.effects).toEqual([]);
      const bad = await answer(host, 'odds.attack', { ...ask, disabledEffects: [''] });
      expect(bad.ok ? '' : bad.error.message).toMatch(/must name a card effect/);
    } finally {
      host.close();
    }
  });

  it('a “what if” needs no game, and bad numbers are refused in the player’s words', async () => {
    const host = testHost(tempDir());
    try {
      const xwing = await answer(host, 'odds.whatIf', {
        system: 'xwing', attackValue: 3, agility: 2, range: 1, obstructed: false, ordnance: false,
        attacker: { focus: 1, calculate: 0, lock: true, force: 0 },
        defender: { focus: 0, calculate: 0, evade: 0, force: 0, shields: 2, hullLeft: 3 }, reinforce: 0,
      });
      if (!xwing.ok || xwing.value.system !== 'xwing') throw new Error('x-wing what-if refused');
      expect(xwing.value.dice).toEqual({ attack: 4, defense: 2 });
      const defense = await answer(host, 'odds.whatIf', { system: 'defense', dice: 2, setting: { dieAtLeast: 5, diceNeeded: 1 }, action: 'attack' });
      expect(defense.ok && defense.value.system === 'defense' ? defense.value.success : null).toBeCloseTo(5 / 9, 12);
      const bad = await answer(host, 'odds.whatIf', {
        system: 'armada', dice: { red: -1, blue: 0, black: 0 }, range: 'close', attacker: { kind: 'ship', size: 'small' },
        defender: { kind: 'ship', size: 'small', speed: 2 }, tokens: [], defendingShields: 0, adjacentShields: [], hullLeft: 3,
      });
      expect(bad.ok).toBe(false);
      expect(bad.ok ? '' : bad.error.message).toMatch(/red cannot be negative/);
      expect(bad.ok ? '' : bad.error.message).not.toMatch(/dice\.red/);
    } finally {
      host.close();
    }
  });
});
