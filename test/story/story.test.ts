// Issue #29: the story of a game in numbers, from its log and the exact odds (shared/story).
import { describe, expect, it } from 'vitest';
import { replay, sessionLog, type Session } from '../../shared/engine';
import { gameOdds } from '../../shared/odds/odds-request';
import { commandsInEffect, luckOver, percentileOf, playerLuckWords, rankVariance, storyOfLog } from '../../shared/story';
import { attackFaces, defenseFaces, howlrunner, luke, rosters as xwingRosters, startGame as startXwing, stateOf as xwingStateOf, toEngagement, wedge, decimator } from '../engine/xwing/helpers/xwing-game';
import { CR90, VICTORY, dice, play, rosters, shipEntry, startGame, stateOf, toShipActivation } from '../engine/helpers/armada-game';

/** The exact damage distribution odds-request.ts gives for the attack under way in this session. */
function oddsNow(session: Session): number[] {
  const state = stateOf(session);
  const attack = state.attacks.at(-1);
  if (!attack) throw new Error('no attack under way');
  const answer = gameOdds(state, { system: 'armada', gameId: 'g', attacker: attack.attacker.id, defender: attack.defender.id, ...(attack.defender.kind === 'ship' ? { defendingZone: attack.defender.hullZone } : {}), range: attack.range, followAttack: true });
  if (!answer.ok || answer.value.system !== 'armada') throw new Error('no odds');
  return answer.value.odds.damage;
}

function duel() {
  return toShipActivation(startGame(rosters({ ships: [shipEntry(VICTORY, { id: 'victory' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] })), 'victory');
}

function story(session: Session) {
  const told = storyOfLog(session.system, sessionLog(session));
  if (!told.ok) throw new Error(told.error.message);
  return told.value;
}

describe('the luck of one roll', () => {
  it('percentile of a known distribution: share below plus half of equal, so an average roll is 50', () => {
    expect(percentileOf([0.5, 0.5], 0)).toBe(25);
    expect(percentileOf([0.5, 0.5], 1)).toBe(75);
    expect(percentileOf([0.25, 0.5, 0.25], 1)).toBe(50);
    expect(percentileOf([0.25, 0.5, 0.25], 2)).toBe(87.5);
    // A certain outcome is exactly average, and leaves nothing to luck.
    expect(percentileOf([0, 1], 1)).toBe(50);
    expect(rankVariance([0, 1])).toBe(0);
  });

  it('the rank under fair dice has mean ½ and variance (1 − Σp³)/12, checked against the distribution itself', () => {
    const p = [0.1, 0.2, 0.3, 0.4];
    const ranks = p.map((_, i) => percentileOf(p, i) / 100);
    const mean = ranks.reduce((sum, rank, i) => sum + rank * (p[i] ?? 0), 0);
    const variance = ranks.reduce((sum, rank, i) => sum + (rank - mean) ** 2 * (p[i] ?? 0), 0);
    expect(mean).toBeCloseTo(0.5, 12);
    expect(rankVariance(p)).toBeCloseTo(variance, 12);
  });

  it('a player’s luck: the mean percentile over their rolls, and the exact chance fair dice do at least this well', () => {
    const coin = [0.5, 0.5];
    const average = luckOver([{ distribution: coin, value: 0 }, { distribution: coin, value: 1 }]);
    expect(average).toMatchObject({ attacks: 2, meanPercentile: 50, z: 0, exact: true });
    // Two coins, one won: at least this well = 3/4, at most = 3/4.
    expect(average.atLeast).toBeCloseTo(0.75, 12);
    expect(average.atMost).toBeCloseTo(0.75, 12);
    // Ten coin flips all won: exactly 1 in 1,024 (the normal approximation said about 1 in 640, two-sided).
    const lucky = luckOver(Array.from({ length: 10 }, () => ({ distribution: coin, value: 1 })));
    expect(lucky.meanPercentile).toBe(75);
    expect(lucky.atLeast).toBeCloseTo(1 / 1024, 15);
    expect(lucky.chance).toBeCloseTo(1 / 1024, 15);
    expect(playerLuckWords(lucky)).toBe('Average 75 over 10 rolls: fair dice roll at least this well about 1 game in 1,024.');
    expect(playerLuckWords(average)).toBe('Average 50 over 2 rolls: about what the dice promise.');
    // Rolls with one certain outcome say nothing about luck, and the words say how many were left out.
    expect(luckOver([{ distribution: [0, 1], value: 1 }])).toMatchObject({ attacks: 0, leftOut: 1, meanPercentile: null });
  });
});

describe('Armada: every attack of a game, from its log', () => {
  it('tokens as they were at the time: the second attack’s odds count the evade the first exhausted', () => {
    const declared = play(duel(), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    const firstOdds = oddsNow(declared);
    const rolled = play(declared, dice(['red', 'hit'], ['red', 'hit-hit'], ['red', 'blank'], ['black', 'hit'], ['black', 'hit-crit'], ['black', 'blank'])).session;
    const evadeId = stateOf(rolled).ships.find((ship) => ship.id === 'cr90')?.defenseTokens.find((token) => token.type === 'evade')?.id ?? '';
    const first = play(rolled, { type: 'endAttackEffects' }, { type: 'spendDefenseToken', token: evadeId, dice: [4], rollForMe: true }, { type: 'resolveDamage', drawForMe: true }).session;
    const second = play(first, { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'left' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    const secondOdds = oddsNow(second);
    const done = play(second, dice(['red', 'blank'], ['red', 'blank'], ['black', 'blank']), { type: 'resolveDamage', drawForMe: true }).session;

    const told = story(done);
    expect(told.attacks).toHaveLength(2);
    const [one, two] = told.attacks;
    expect(one?.distribution).toEqual(firstOdds);
    expect(two?.distribution).toEqual(secondOdds);
    // The distribution at the end of the game (the evade exhausted, shields down) is not the one the first attack faced.
    expect(stateOf(declared).ships.find((ship) => ship.id === 'cr90')?.defenseTokens.find((token) => token.id === evadeId)?.state).toBe('readied');
    expect(stateOf(second).ships.find((ship) => ship.id === 'cr90')?.defenseTokens.find((token) => token.id === evadeId)?.state).not.toBe('readied');
    // Three blanks: no damage, the worst those three dice could do (the luck is the pool as rolled, without the tokens).
    expect(two?.damage).toBe(0);
    expect(two?.attack?.value).toBe(0);
    expect(two?.percentile).toBeCloseTo(percentileOf(two?.attack?.distribution ?? [], 0), 12);
    expect(two?.phrase).toMatch(/^the worst these dice could do: 1 roll in \d+$/);
    const shieldsAndCards = stateOf(first).ships.find((ship) => ship.id === 'cr90');
    const before = stateOf(declared).ships.find((ship) => ship.id === 'cr90');
    const lost = (before?.hullZones.reduce((sum, zone) => sum + zone.shields, 0) ?? 0) - (shieldsAndCards?.hullZones.reduce((sum, zone) => sum + zone.shields, 0) ?? 0) + (shieldsAndCards?.damageCards.length ?? 0);
    expect(one?.damage).toBe(lost);
    // The first pool as it fell: hit, hit-hit, blank, hit, hit-crit, blank = 6 damage, capped at the front shields and hull left (2 + 4).
    expect(one?.attack).toMatchObject({ value: 6, cap: 6 });
  });

  it('damage per unit and per round, and each player’s luck over the game', () => {
    const declared = play(duel(), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    const done = play(declared, dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit']), { type: 'endAttackEffects' }, { type: 'resolveDamage', drawForMe: true }).session;
    const told = story(done);
    const damage = told.attacks[0]?.damage ?? 0;
    expect(damage).toBeGreaterThan(0);
    expect(told.units.find((unit) => unit.id === 'victory')).toMatchObject({ name: 'Victory I-class Star Destroyer', dealt: damage, taken: 0, dealtByRound: [damage] });
    expect(told.units.find((unit) => unit.id === 'cr90')).toMatchObject({ dealt: 0, taken: damage, takenByRound: [damage] });
    expect(told.rounds[0]?.dealt).toEqual({ p1: damage, p2: 0 });
    expect(told.players.map((player) => [player.name, player.dealt, player.taken])).toEqual([['Empire', damage, 0], ['Rebels', 0, damage]]);
    expect(told.players[0]?.luck.attacks).toBe(1);
    expect(told.players[0]?.luck.meanPercentile).toBeCloseTo(told.attacks[0]?.percentile ?? 0, 12);
    expect(told.players[1]?.luckWords).toBe('No roll of theirs to judge their luck by.');
  });

  it('an attack undone is not in the story; the history entry it points at is the command that dealt its damage', () => {
    const declared = play(duel(), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    const rolled = play(declared, { type: 'rollAttackDice', rollForMe: true }, { type: 'undo' }, dice(['red', 'hit'], ['red', 'blank'], ['red', 'blank'], ['black', 'blank'], ['black', 'blank'], ['black', 'blank']), { type: 'endAttackEffects' }, { type: 'resolveDamage', drawForMe: true }).session;
    const log = sessionLog(rolled);
    const told = story(rolled);
    expect(told.attacks).toHaveLength(1);
    const attack = told.attacks[0];
    expect((log[attack?.rolledAt ?? 0] as { dice?: { face: string }[] }).dice?.[0]).toEqual({ color: 'red', face: 'hit' });
    expect((log[attack?.resolvedAt ?? 0] as { type: string }).type).toBe('resolveDamage');
    expect(commandsInEffect(log).map((index) => (log[index] as { type: string }).type)).not.toContain('undo');
  });

  it('an old log (saved before rules 2, no first player, read back from its JSON) tells its story as played', () => {
    const declared = play(duel(), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    const done = play(declared, dice(['black', 'hit-crit'], ['red', 'blank'], ['red', 'blank'], ['red', 'blank'], ['black', 'blank'], ['black', 'blank']), { type: 'endAttackEffects' }, { type: 'resolveDamage', drawForMe: true }).session;
    const saved = JSON.parse(JSON.stringify(sessionLog(done))) as unknown[];
    expect((saved[0] as { rules?: unknown }).rules).toBeUndefined();
    expect(replay('armada', saved).ok).toBe(true);
    const told = storyOfLog('armada', saved);
    expect(told.ok && told.value.attacks.map((attack) => attack.damage)).toEqual([2]);
  });

  it('a log that cannot be read is refused in words, and the solo game says why it has no story', () => {
    const broken = storyOfLog('armada', [{ type: 'setup' }]);
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error.message).toMatch(/^This game’s log could not be read: /);
    const solo = storyOfLog('defense', []);
    expect(solo.ok).toBe(false);
  });
});

describe('X-Wing: every attack of a game, from its log', () => {
  const engaged = () => toEngagement(startXwing(xwingRosters([luke(), wedge()], [howlrunner(), decimator()])));
  const declare = { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 };
  const xwingOddsNow = (session: Session, reinforceSide: 'fore' | 'aft' | null = null) => {
    const answer = gameOdds(xwingStateOf(session), { system: 'xwing', gameId: 'g', attacker: 'luke', defender: 'howl', range: 2, followAttack: true, reinforceSide });
    if (!answer.ok || answer.value.system !== 'xwing') throw new Error('no odds');
    return answer.value.odds.damage;
  };

  it('tokens as they were: the defender’s focus and evade at the roll count in the odds; a hit and a miss both told', () => {
    const tokens = play(engaged(), { type: 'gainToken', ship: 'howl', token: 'focus' }, { type: 'gainToken', ship: 'howl', token: 'evade' }, declare).session;
    const withTokens = xwingOddsNow(tokens);
    const hit = play(tokens, attackFaces('hit', 'hit', 'crit'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    const told = story(hit);
    expect(told.attacks).toHaveLength(1);
    expect(told.attacks[0]?.distribution).toEqual(withTokens);
    // Three results through no evade: three damage, on Howlrunner's hull (a TIE has no shields).
    expect(told.attacks[0]?.damage).toBe(3);
    // The attack dice: hit, hit, crit — the 3 Howlrunner's hull could take, the top of what 3 dice could do against it.
    expect(told.attacks[0]?.attack).toMatchObject({ value: 3, cap: 3 });
    // Luke's Force would have turned focus results to hits: the top outcome is likelier than for bare dice, and the roll reached it.
    const roll = told.attacks[0]?.attack;
    expect(roll?.atLeast).toBeCloseTo(roll?.distribution.at(-1) ?? -1, 12);
    expect(told.attacks[0]?.phrase).toMatch(/^attack dice: the best these dice could do: 1 roll in \d+ does it; defense dice: the worst these dice could do: 1 roll in \d+$/);
    // The defense dice: three blanks against three results; its evade token makes one of them an evade whether or not it was spent
    // (the luck is how the dice fell with the tokens held, never a choice): 1, the least it could have.
    expect(told.attacks[0]?.defense).toMatchObject({ party: 'defender', owner: 'p2', value: 1, cap: 3 });
    expect(told.units.find((unit) => unit.id === 'howl')).toMatchObject({ name: '“Howlrunner”', taken: 3 });
    // Without the tokens the same dice are a different distribution: the story kept the tokens of that moment.
    expect(xwingOddsNow(play(engaged(), declare).session)).not.toEqual(withTokens);
  });

  it('a missed attack is told with no damage, at the bottom of its distribution', () => {
    const missed = play(engaged(), declare, attackFaces('blank', 'focus', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    const told = story(missed);
    expect(told.attacks.map((attack) => attack.damage)).toEqual([0]);
    // Nothing to cancel: the defense dice carry no luck, so the phrase is the attack dice's alone — the focus result counts
    // (Luke's Force could change it), so 1, not the worst 3 dice could do.
    expect(told.attacks[0]?.defense).toBeNull();
    expect(told.attacks[0]?.attack?.value).toBe(1);
    expect(told.attacks[0]?.phrase).toMatch(/^a roll this bad or worse comes 1 time in \d+$/);
    expect(told.players[0]?.luck.attacks).toBe(1);
  });
});
