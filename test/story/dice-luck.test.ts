// Issue 38 · the story tells the truth: each player's own dice against the exact distribution of the same
// quantity (capped the same way on both sides), exact tails for a game, and words that say what is true.
// The oracles here are independent of shared/odds: every face of every die enumerated, or each die convolved.
import { describe, expect, it } from 'vitest';
import { emptySession, replay, sessionLog, stepSession, type Session } from '../../shared/engine';
import { randomInt, seedRandom } from '../../shared/engine/core/random';
import { attackDieFaces as armadaFaces, iconsOf } from '../../shared/engine/games/armada/attack/dice';
import { hasKeyword } from '../../shared/engine/games/armada/squadrons/squadron-keywords';
import type { ArmadaState } from '../../shared/engine/games/armada/model/state';
import { attackDieFaces, defenseDieFaces } from '../../shared/engine/games/xwing/attack/dice';
import type { XwingState } from '../../shared/engine/games/xwing/model/state';
import { erfc, luckOver, percentileOf, playerLuckWords, rollPhrase, storyOfLog, tailsOf, type GameStory, type LuckFigure } from '../../shared/story';
import { legalCommands as armadaCommands, propertySetup as armadaSetup } from '../engine/helpers/legal-commands';
import { legalCommands as xwingCommands, propertySetup as xwingSetup } from '../engine/xwing/helpers/legal-commands';
import { CR90, dice, play, rosters, shipEntry, startGame, toShipActivation, VICTORY } from '../engine/helpers/armada-game';
import { withEffects } from '../engine/xwing/helpers/card-effects';
import { howlrunner as xwingHowlrunner, optionsOf as xwingOptionsOf, rosters as xwingRosters, startGame as xwingStart, toEngagement as xwingToEngagement, wedge as xwingWedge, X_WING as XW_X_WING } from '../engine/xwing/helpers/xwing-game';

const roll = (distribution: number[], value: number) => {
  const total = distribution.reduce((sum, p) => sum + p, 0);
  const p = distribution.map((q) => q / total);
  let cubes = 0;
  for (const q of p) cubes += q ** 3;
  return { distribution: p, value, variance: (1 - cubes) / 12, ...tailsOf(p, value) };
};

describe('Issue 38 item 4 · each roll in words that say what is true', () => {
  const cases: [string, number[], number, string][] = [
    ['one possible outcome', [0, 1], 1, 'no luck in it: only one outcome could happen'],
    ['a miss that is the most likely outcome (55 %)', [0.55, 0.3, 0.15], 0, 'a middling roll: about what the dice promise'],
    ['the most likely outcome in the middle', [0.3, 0.55, 0.15], 1, 'a middling roll: about what the dice promise'],
    ['a tie at the median', [0.25, 0.5, 0.25], 1, 'a middling roll: about what the dice promise'],
    ['the best possible, 1 in 5', [0.5, 0.3, 0.2], 2, 'the best these dice could do: 1 roll in 5 does it'],
    ['the worst possible, 1 in 5', [0.2, 0.3, 0.5], 0, 'the worst these dice could do: 1 roll in 5'],
    ['good, not the best: 30 % do this well or better', [0.4, 0.3, 0.2, 0.1], 2, 'a roll this good or better comes 1 time in 3'],
    ['bad, not the worst: 30 % do this badly or worse', [0.1, 0.2, 0.3, 0.4], 1, 'a roll this bad or worse comes 1 time in 3'],
    ['a rare best: 1 in 4,096', [1 - 1 / 4096, 1 / 4096], 1, 'the best these dice could do: 1 roll in 4,096 does it'],
  ];
  for (const [name, distribution, value, words] of cases) it(`${name}: “${words}”`, () => expect(rollPhrase(roll(distribution, value))).toBe(words));

  const figure = (rolls: [number[], number][]): LuckFigure => luckOver(rolls.map(([distribution, value]) => ({ distribution, value })));
  const coin = [0.5, 0.5];
  const players: [string, LuckFigure, string][] = [
    ['a game with no roll', figure([]), 'No roll of theirs to judge their luck by.'],
    ['a game whose only roll had one outcome', figure([[[0, 1], 1]]), 'No roll of theirs left anything to luck (1 with only one possible outcome).'],
    ['a game with one roll, won', figure([[coin, 1]]), 'Average 75 over 1 roll: about what the dice promise.'],
    ['twelve coins won, one certain roll left out', figure([...Array.from({ length: 12 }, (): [number[], number] => [coin, 1]), [[1], 0]]), 'Average 75 over 12 rolls; 1 with only one possible outcome left out: fair dice roll at least this well about 1 game in 4,096.'],
    ['eight coins lost', figure(Array.from({ length: 8 }, (): [number[], number] => [coin, 0])), 'Average 25 over 8 rolls: fair dice roll this badly or worse about 1 game in 256.'],
  ];
  for (const [name, luck, words] of players) it(`a player: ${name}`, () => expect(playerLuckWords(luck)).toBe(words));
});

describe('Issue 38 item 3 · the tail of a game is exact (a convolution of the rolls’ ranks), one-sided as the words say', () => {
  /** Brute force: every combination of outcomes, the sum of ranks rounded to 1/200 as the convolution rounds them (a few rolls: the finest grid). */
  function bruteTails(rolls: { distribution: number[]; value: number }[]): { atLeast: number; atMost: number } {
    const cellsOf = (p: number[]) => {
      let below = 0;
      return p.map((q) => {
        const cell = Math.round((below + q / 2) * 200);
        below += q;
        return cell;
      });
    };
    const observed = rolls.reduce((sum, r) => sum + (cellsOf(r.distribution)[r.value] ?? 0), 0);
    let atLeast = 0;
    let atMost = 0;
    const walk = (i: number, cell: number, p: number): void => {
      if (i === rolls.length) {
        if (cell >= observed) atLeast += p;
        if (cell <= observed) atMost += p;
        return;
      }
      const r = rolls[i]!;
      const cells = cellsOf(r.distribution);
      r.distribution.forEach((q, k) => {
        if (q > 0) walk(i + 1, cell + (cells[k] as number), p * q);
      });
    };
    walk(0, 0, 1);
    return { atLeast, atMost };
  }

  it('six mixed rolls (ties, a certain one, a skewed one) against every combination of outcomes', () => {
    const rolls = [
      { distribution: [0.25, 0.5, 0.25], value: 2 },
      { distribution: [0.5, 0.5], value: 1 },
      { distribution: [0.1, 0.2, 0.3, 0.4], value: 3 },
      { distribution: [0.55, 0.3, 0.15], value: 0 },
      { distribution: [0.7, 0.2, 0.1], value: 2 },
      { distribution: [0.05, 0.15, 0.3, 0.3, 0.2], value: 1 },
    ];
    const luck = luckOver([...rolls, { distribution: [1], value: 0 }]);
    const brute = bruteTails(rolls);
    expect(luck.exact).toBe(true);
    expect(luck.leftOut).toBe(1);
    expect(luck.atLeast).toBeCloseTo(brute.atLeast, 12);
    expect(luck.atMost).toBeCloseTo(brute.atMost, 12);
  });

  it('the best possible game is exactly the product of its best outcomes; the most likely, near the middle', () => {
    const best = luckOver([{ distribution: [0.5, 0.3, 0.2], value: 2 }, { distribution: [0.25, 0.75], value: 1 }, { distribution: [0.9, 0.1], value: 1 }]);
    expect(best.atLeast).toBeCloseTo(0.2 * 0.75 * 0.1, 14);
    expect(best.atMost).toBeCloseTo(1, 12);
  });

  it('erfc to double precision (the old approximation was off by 2.4e-6): known values', () => {
    const known: [number, number][] = [[0, 1], [0.5, 0.4795001221869535], [1, 0.15729920705028513], [2, 0.004677734981047266], [3, 2.209049699858544e-5], [5, 1.5374597944280349e-12], [-1, 1.8427007929497148]];
    for (const [x, value] of known) expect(Math.abs(erfc(x) - value) / value, `erfc(${x})`).toBeLessThan(1e-13);
  });
});

/** Every face sequence of n dice, valued: P(value). Slow and plain, on purpose. */
function enumerate(faces: readonly string[], n: number, value: (rolled: string[]) => number): number[] {
  const out: number[] = [];
  const walk = (rolled: string[], p: number): void => {
    if (rolled.length === n) {
      const v = value(rolled);
      out[v] = (out[v] ?? 0) + p;
      return;
    }
    for (const face of faces) walk([...rolled, face], p / faces.length);
  };
  walk([], 1);
  return Array.from({ length: Math.max(1, out.length) }, (_, i) => out[i] ?? 0);
}

function randomGame(system: 'armada' | 'xwing', seed: string, commands: number): Session {
  const setup = stepSession(emptySession(system), system === 'armada' ? armadaSetup(seed) : xwingSetup(seed));
  if (!setup.ok) throw new Error(setup.error.message);
  let session = setup.value.session;
  let random = seedRandom(`${seed}-choices`);
  for (let i = 0; i < commands; i++) {
    const candidates = (system === 'armada' ? armadaCommands(session) : xwingCommands(session)).filter((candidate) => candidate.type !== 'undo' && candidate.type !== 'redo');
    if (candidates.length === 0) break;
    const [n, next] = randomInt(random, candidates.length);
    random = next;
    const stepped = stepSession(session, candidates[n]);
    if (stepped.ok) session = stepped.value.session;
  }
  return session;
}

const stateAt = (system: 'armada' | 'xwing', log: unknown[], through: number) => {
  const replayed = replay(system, log.slice(0, through + 1));
  if (!replayed.ok) throw new Error(replayed.error.message);
  return replayed.value.state;
};

const toldOf = (session: Session): GameStory => {
  const told = storyOfLog(session.system, sessionLog(session));
  if (!told.ok) throw new Error(told.error.message);
  return told.value;
};

describe('Issue 38 item 7 · Armada: each attack’s dice against an independent oracle (random legal games)', () => {
  it('at least 20 attacks: the pool as it fell, every way the same dice fall, capped at what the defender could take', () => {
    let checked = 0;
    let killingBlows = 0;
    for (const seed of ['luck-a1', 'luck-a2', 'luck-a3']) {
      const session = randomGame('armada', seed, 700);
      const log = sessionLog(session);
      for (const attack of toldOf(session).attacks) {
        if (!attack.attack) continue;
        // The state just after the roll: the pool as it fell, the defender as it stood.
        const state = stateAt('armada', log, attack.rolledAt) as ArmadaState;
        const current = state.attacks.at(-1)!;
        const attacker = [...state.ships, ...state.squadrons].find((unit) => unit.id === current.attacker.id)!;
        const defenderShip = state.ships.find((ship) => ship.id === current.defender.id);
        const defenderSquadron = state.squadrons.find((squadron) => squadron.id === current.defender.id);
        const critsCount = defenderShip !== undefined && (attacker.kind === 'ship' || hasKeyword(attacker, 'Bomber'));
        const faceValue = (face: string) => iconsOf(face as never).hits + (critsCount ? iconsOf(face as never).crits : 0);
        const zoneId = current.defender.kind === 'ship' ? current.defender.hullZone : null;
        const cap = defenderShip ? (defenderShip.hullZones.find((zone) => zone.zone === zoneId)?.shields ?? 0) + defenderShip.hull - defenderShip.damageCards.length : defenderSquadron!.hull - defenderSquadron!.damage;
        // Each die on its own (8 faces), convolved: the pool's damage distribution, then capped.
        let dist = [1];
        for (const die of current.pool) {
          const next: number[] = [];
          dist.forEach((p, total) => {
            for (const face of armadaFaces[die.color]) next[total + faceValue(face)] = (next[total + faceValue(face)] ?? 0) + p / 8;
          });
          dist = Array.from(next, (p) => p ?? 0);
        }
        const capped = dist.slice(0, cap + 1);
        capped[cap] = dist.slice(cap).reduce((sum, p) => sum + p, 0);
        const value = Math.min(cap, current.pool.reduce((sum, die) => sum + faceValue(die.face), 0));
        expect(attack.attack.distribution.length).toBe(Math.min(dist.length, cap + 1));
        attack.attack.distribution.forEach((p, i) => expect(p, `${seed} attack ${attack.rolledAt}: P(${i})`).toBeCloseTo(capped[i] ?? 0, 12));
        expect(attack.attack.value).toBe(value);
        expect(attack.percentile).toBeCloseTo(percentileOf(capped, value), 10);
        if (value === cap && dist.length > cap + 1) killingBlows++;
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
    // Killing blows among them: the dice could have shown more than the defender could take, and reached the cap.
    expect(killingBlows).toBeGreaterThan(0);
  }, 60_000);

  it('a killing blow that could not have done more is at the top of its distribution: 4 hits into a corvette with 1 hull and no front shield left', () => {
    const duel = toShipActivation(startGame(rosters({ ships: [shipEntry(VICTORY, { id: 'victory' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] })), 'victory');
    const worn = play(duel, { type: 'dealDamageCard', ship: 'cr90', faceup: false, drawForMe: true }, { type: 'dealDamageCard', ship: 'cr90', faceup: false, drawForMe: true }, { type: 'dealDamageCard', ship: 'cr90', faceup: false, drawForMe: true }, { type: 'loseShields', ship: 'cr90', zone: 'front', amount: 2 }).session;
    const cr90 = (worn.state as ArmadaState).ships.find((ship) => ship.id === 'cr90')!;
    expect(cr90.hull - cr90.damageCards.length).toBe(1);
    const declared = play(worn, { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    const done = play(declared, dice(['red', 'hit'], ['red', 'hit'], ['red', 'blank'], ['black', 'hit'], ['black', 'hit'], ['black', 'blank']), { type: 'endAttackEffects' }, { type: 'resolveDamage', drawForMe: true }).session;
    const attack = toldOf(done).attacks.at(-1);
    // Capped at 1 on both sides: 4 hits is the 1 the corvette could take, which any roll but all blanks reaches.
    expect(attack?.attack).toMatchObject({ value: 1, cap: 1 });
    expect(attack?.attack?.distribution).toHaveLength(2);
    expect(attack?.attack?.atLeast).toBeCloseTo(attack?.attack?.distribution[1] ?? -1, 12);
    expect(attack?.percentile).toBeGreaterThan(50);
    expect(attack?.phrase).toBe('a middling roll: about what the dice promise');
  });
});

describe('Issue 38 item 7 · X-Wing: each side’s dice against an independent oracle (random legal games)', () => {
  it('at least 20 attacks with both the attack dice and the defense dice, every face enumerated', () => {
    let attacks = 0;
    let defenses = 0;
    for (const seed of ['luck-x1', 'luck-x2', 'luck-x3', 'luck-x4']) {
      const session = randomGame('xwing', seed, 600);
      const log = sessionLog(session);
      for (const attack of toldOf(session).attacks) {
        if (!attack.attack || attack.attack.distribution.length === 0) continue;
        const afterRoll = stateAt('xwing', log, attack.rolledAt) as XwingState;
        const a = afterRoll.attack!;
        const attacker = afterRoll.ships.find((ship) => ship.id === a.attacker)!;
        const defender = afterRoll.ships.find((ship) => ship.id === a.defender)!;
        const cap = defender.shields.current + defender.hull - defender.damageCards.length;
        const changes = attacker.tokens.focus > 0 ? Infinity : attacker.tokens.calculate + (attacker.force?.current ?? 0);
        const valueA = (faces: string[]) => Math.min(cap, faces.filter((f) => f === 'hit' || f === 'crit').length + Math.min(changes, faces.filter((f) => f === 'focus').length));
        const oracle = enumerate(attackDieFaces, a.attackDice.length, valueA);
        expect(attack.attack.distribution.length).toBe(oracle.length);
        attack.attack.distribution.forEach((p, i) => expect(p, `${seed} ${attack.rolledAt} P(${i})`).toBeCloseTo(oracle[i] ?? 0, 12));
        expect(attack.attack.value).toBe(valueA(a.attackDice.map((die) => die.face)));
        attacks++;
        // The defense roll: find its command, the state just after it.
        const at = log.findIndex((command, index) => index > attack.rolledAt && index <= attack.resolvedAt && (command as { type: string }).type === 'rollDefenseDice');
        if (at < 0 || !attack.defense) continue;
        const afterDefense = stateAt('xwing', log, at) as XwingState;
        const d = afterDefense.attack!;
        const ship = afterDefense.ships.find((candidate) => candidate.id === d.defender)!;
        const needed = d.attackDice.filter((die) => die.face === 'hit' || die.face === 'crit').length;
        const dChanges = ship.tokens.focus > 0 ? Infinity : ship.tokens.calculate + (ship.force?.current ?? 0);
        const valueD = (faces: string[]) => {
          const evades = faces.filter((f) => f === 'evade').length;
          const focus = faces.filter((f) => f === 'focus').length;
          const changed = Math.min(dChanges, focus);
          // RRG · Evade: rules 3 changes a blank or focus die (so one must be left); older games add an evade result.
          const byToken = (afterDefense.rules ?? 0) >= 3 ? Math.min(ship.tokens.evade, faces.length - evades - changed) : ship.tokens.evade;
          return Math.min(needed, evades + changed + byToken);
        };
        const dOracle = enumerate(defenseDieFaces, d.defenseDice.length, valueD);
        attack.defense.distribution.forEach((p, i) => expect(p, `${seed} ${at} defense P(${i})`).toBeCloseTo(dOracle[i] ?? 0, 12));
        expect(attack.defense.value).toBe(valueD(d.defenseDice.map((die) => die.face)));
        expect(attack.defense.owner).toBe(ship.owner);
        defenses++;
      }
    }
    expect(attacks).toBeGreaterThanOrEqual(20);
    expect(defenses).toBeGreaterThanOrEqual(20);
  }, 120_000);
});

describe('Issue 38 item 2 · decisions and cards are not luck: the same dice are the same luck, whatever was spent or dealt', () => {
  it('Armada: a brace spent halves the damage, not the attacker’s luck; a brace kept is not credited to the attacker', () => {
    // The corvette attacks the Victory (which has a brace), every gathered die a hit.
    const declared = play(toShipActivation(startGame(rosters({ ships: [shipEntry(VICTORY, { id: 'victory' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] })), 'cr90'), { type: 'declareTarget', attacker: { ship: 'cr90', hullZone: 'front' }, defender: { ship: 'victory', hullZone: 'front' }, range: 'close' }).session;
    const gathered = (declared.state as ArmadaState).attacks.at(-1)!.gathered;
    const hits = (['red', 'blue', 'black'] as const).flatMap((color) => Array.from({ length: gathered[color] }, (): [string, string] => [color, 'hit']));
    expect(hits.length).toBeGreaterThanOrEqual(2);
    const rolled = play(declared, dice(...hits), { type: 'endAttackEffects' }).session;
    const braceId = (rolled.state as ArmadaState).ships.find((ship) => ship.id === 'victory')?.defenseTokens.find((token) => token.type === 'brace')?.id;
    expect(braceId).toBeDefined();
    const braced = toldOf(play(rolled, { type: 'spendDefenseToken', token: braceId }, { type: 'resolveDamage', drawForMe: true }).session).attacks[0];
    const kept = toldOf(play(rolled, { type: 'resolveDamage', drawForMe: true }).session).attacks[0];
    expect(braced?.damage).toBeLessThan(kept?.damage ?? 0);
    expect(braced?.attack).toEqual(kept?.attack);
    expect(braced?.attack?.value).toBe(Math.min(hits.length, braced?.attack?.cap ?? 0));
    expect(braced?.phrase).toBe(kept?.phrase);
  });
});

describe('Issue 38 item 2 · a card’s damage is the card’s: X-Wing’s Mag-Pulse Warheads deals its 1 crit, the dice keep their luck', () => {
  it('three hits: the defender suffers the card’s 1 crit, the attack dice are judged as the three hits they were', () => {
    let session = xwingToEngagement(xwingStart(xwingRosters([withEffects(XW_X_WING, 'Luke Skywalker', 'luke', '2.5', 'magpulsewarheads'), xwingWedge()], [xwingHowlrunner()])));
    session = play(session, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
    const weaponId = xwingOptionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === 'Mag-Pulse Warheads')?.weaponId;
    session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, weaponId }, { type: 'rollAttackDice', faces: ['hit', 'hit', 'hit'] }, { type: 'rollDefenseDice', faces: ['blank', 'blank', 'blank'] }, { type: 'neutralizeResults' }).session;
    session = play(session, { type: 'dealDamage', drawForMe: true }).session;
    const attack = toldOf(session).attacks[0];
    expect(attack?.damage).toBe(1);
    expect(attack?.attack).toMatchObject({ value: 3, cap: 3 });
  });
});

describe('Issue 38 item 2 · damage outside attacks is counted as taken, labelled, never as luck', () => {
  it('Armada: shields lost to a tap on the table (an obstacle, a card) are taken outside attacks', () => {
    const duel = toShipActivation(startGame(rosters({ ships: [shipEntry(VICTORY, { id: 'victory' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] })), 'victory');
    const hurt = play(duel, { type: 'loseShields', ship: 'cr90', zone: 'front', amount: 1 }).session;
    const told = toldOf(hurt);
    expect(told.units.find((unit) => unit.id === 'cr90')).toMatchObject({ taken: 1, takenOutside: 1, takenByRound: [1] });
    expect(told.players.find((player) => player.id === 'p2')).toMatchObject({ taken: 1, takenOutside: 1 });
    expect(told.players.find((player) => player.id === 'p1')?.dealt).toBe(0);
    expect(told.attacks).toEqual([]);
  });
});
