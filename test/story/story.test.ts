// Issue #29: the story of a game in numbers, from its log and the exact odds (shared/story).
import { describe, expect, it } from 'vitest';
import { replay, sessionLog, type Session } from '../../shared/engine';
import { gameOdds } from '../../shared/odds/odds-request';
import { attackLuckPhrase, commandsInEffect, luckOver, percentileOf, playerLuckWords, rankVariance, storyOfLog } from '../../shared/story';
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

  it('the history phrase: "luckier than 83 % of rolls", the unlucky side counted the other way', () => {
    expect(attackLuckPhrase({ percentile: 83.2, variance: 0.05 })).toBe('luckier than 83 % of rolls');
    expect(attackLuckPhrase({ percentile: 30, variance: 0.05 })).toBe('unluckier than 70 % of rolls');
    expect(attackLuckPhrase({ percentile: 50, variance: 0.05 })).toBe('an average roll');
    expect(attackLuckPhrase({ percentile: 50, variance: 0 })).toBe('no luck in it: only one outcome could happen');
  });

  it('a player’s luck: the mean percentile and how unusual it is against fair dice', () => {
    const coin = rankVariance([0.5, 0.5]);
    const average = luckOver([{ percentile: 25, variance: coin }, { percentile: 75, variance: coin }]);
    expect(average).toMatchObject({ attacks: 2, meanPercentile: 50, z: 0 });
    expect(average.chance).toBeCloseTo(1, 4);
    // Ten coin flips all won: mean 75, z = 10·0.25 / √(10·(1−¼)/12) = 3.16, a 1-in-600 game.
    const lucky = luckOver(Array.from({ length: 10 }, () => ({ percentile: 75, variance: coin })));
    expect(lucky.meanPercentile).toBe(75);
    expect(lucky.z).toBeCloseTo(2.5 / Math.sqrt(10 * 0.0625), 6);
    expect(lucky.chance).toBeCloseTo(0.00157, 4);
    expect(playerLuckWords(lucky)).toMatch(/^Average 75 over 10 attacks: luckier than usual; fair dice do this about 1 game in 6\d\d\.$/);
    expect(playerLuckWords(average)).toBe('Average 50 over 2 attacks: about what the dice promise.');
    // Attacks with one certain outcome say nothing about luck.
    expect(luckOver([{ percentile: 50, variance: 0 }])).toMatchObject({ attacks: 0, meanPercentile: null });
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
    // Three blanks: no damage, the bottom of the second attack's distribution.
    expect(two?.damage).toBe(0);
    expect(two?.percentile).toBeCloseTo(percentileOf(secondOdds, 0), 12);
    expect(two?.phrase).toMatch(/^unluckier than \d+ % of rolls$/);
    const shieldsAndCards = stateOf(first).ships.find((ship) => ship.id === 'cr90');
    const before = stateOf(declared).ships.find((ship) => ship.id === 'cr90');
    const lost = (before?.hullZones.reduce((sum, zone) => sum + zone.shields, 0) ?? 0) - (shieldsAndCards?.hullZones.reduce((sum, zone) => sum + zone.shields, 0) ?? 0) + (shieldsAndCards?.damageCards.length ?? 0);
    expect(one?.damage).toBe(lost);
    expect(one?.percentile).toBeCloseTo(percentileOf(firstOdds, lost), 12);
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
    expect(told.players[1]?.luckWords).toBe('No attack of theirs to judge their luck by.');
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
    expect(told.attacks[0]?.percentile).toBeCloseTo(percentileOf(withTokens, 3), 12);
    expect(told.attacks[0]?.percentile).toBeGreaterThan(90);
    expect(told.units.find((unit) => unit.id === 'howl')).toMatchObject({ name: '“Howlrunner”', taken: 3 });
    // Without the tokens the same dice are a different distribution: the story kept the tokens of that moment.
    expect(xwingOddsNow(play(engaged(), declare).session)).not.toEqual(withTokens);
  });

  it('a missed attack is told with no damage, at the bottom of its distribution', () => {
    const missed = play(engaged(), declare, attackFaces('blank', 'focus', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    const told = story(missed);
    expect(told.attacks.map((attack) => attack.damage)).toEqual([0]);
    expect(told.attacks[0]?.phrase).toMatch(/^unluckier than \d+ % of rolls$/);
    expect(told.players[0]?.luck.attacks).toBe(1);
  });
});
