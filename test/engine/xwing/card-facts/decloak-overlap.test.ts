import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, attackOf, defenseFaces, expectMessage, howlrunner, optionsOf, play, refusal, rosters, shipOf, skipAll, stateOf, toEngagement, X_WING } from '../helpers/xwing-game';
import { pilotEntry, xwingDataDir } from '../helpers/xwing-roster';

// h-xupg · cards at a decloak (RRG · Cloak: the ship decloaks as its cloak token is removed: moment afterDecloak), after an
// overlap (RRG · Maneuvers: a partial maneuver), in a bonus attack (RRG · Bonus Attacks), and rules of the attack
// (RRG · Lock, Spend tokens) read by the engine. Cards from xwing-data2 (2.5), read at run time.

const PHANTOM = 'galactic-empire/tie-ph-phantom';
const INFILTRATOR = 'separatist-alliance/sith-infiltrator';
const TRIDENT = 'separatist-alliance/trident-class-assault-ship';
const CR90 = 'rebel-alliance/cr90-corellian-corvette';
const luke = (): XwingPilotRosterEntry => pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' });
function start(rebels: XwingPilotRosterEntry[], empire: XwingPilotRosterEntry[]): Session {
  return skipAll(play(emptySession('xwing'), { type: 'setup', seed: 'cloak', players: rosters(rebels, empire), rules: 3, edition: '2.5' }).session);
}
const sourced = (session: Session, source: string) => stateOf(session).prompts.filter((prompt) => prompt.source === source);
const done = (session: Session, source: string, more: Record<string, unknown> = {}) => {
  const [prompt] = sourced(session, source);
  if (!prompt) throw new Error(`no prompt for ${source}`);
  return play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'done', ...more }).session;
};
const cloaked = (session: Session, ship: string) => play(session, { type: 'gainToken', ship, token: 'cloak' }).session;
const decloak = (session: Session, ship: string) => play(session, { type: 'removeToken', ship, token: 'cloak' }).session;

describe('Card · Without a Trace — RRG · Lock: while it is cloaked, no lock on it', () => {
  const game = () => start([luke()], [withEffects(PHANTOM, '“Whisper”', 'whisper', '2.5', 'withoutatrace-tiephphantom')]);
  it('cloaked, Luke’s lock on Whisper is refused with the card’s reason; decloaked, it is acquired', () => {
    const session = cloaked(game(), 'whisper');
    expectMessage(refusal(session, { type: 'gainToken', ship: 'whisper', token: 'lock', lockedBy: 'luke' }), /Without a Trace/);
    expect(shipOf(play(game(), { type: 'gainToken', ship: 'whisper', token: 'lock', lockedBy: 'luke' }).session, 'whisper').tokens.lock).toEqual(['luke']);
  });
});

describe('Card · Silent Hunter — RRG · Cloak: after it decloaks, a lock on an enemy in its bullseye arc', () => {
  const game = () => start([luke()], [withEffects(PHANTOM, '“Echo”', 'echo', '2.5', 'silenthunter-tiephphantom')]);
  it('its cloak token removed (the decloak), it is asked; done names Luke and Echo locks him', () => {
    const session = decloak(cloaked(game(), 'echo'), 'echo');
    expect(sourced(session, 'Silent Hunter')).toHaveLength(1);
    expect(shipOf(done(session, 'Silent Hunter', { ship: 'luke' }), 'luke').tokens.lock).toEqual(['echo']);
  });
  it('not asked while it stays cloaked, nor when another token is removed', () => {
    const session = play(cloaked(game(), 'echo'), { type: 'gainToken', ship: 'echo', token: 'focus' }, { type: 'removeToken', ship: 'echo', token: 'focus' }).session;
    expect(sourced(session, 'Silent Hunter')).toEqual([]);
  });
});

describe('Card · Scimitar — RRG · Cloak: after it decloaks, an enemy in its bullseye arc gains a jam', () => {
  it('decloaked, done names Luke: he gains 1 jam token', () => {
    const session = decloak(cloaked(start([luke()], [withEffects(INFILTRATOR, 'Darth Maul', 'maul', '2.5', 'scimitar')]), 'maul'), 'maul');
    expect(sourced(session, 'Scimitar')).toHaveLength(1);
    const jammed = play(session, { type: 'answerPrompt', prompt: sourced(session, 'Scimitar')[0]?.id, answer: 'done', ship: 'luke' });
    expect(jammed.events).toContainEqual(expect.objectContaining({ type: 'tokenGained', ship: expect.objectContaining({ id: 'luke' }), token: expect.objectContaining({ token: 'jam' }) }));
  });
});

describe('Card · Trident — RRG · Maneuvers: a ship that overlaps it (not tractored) gains 3 tractor tokens for 1 energy', () => {
  const game = () => play(start([luke()], [withEffects(TRIDENT, 'Colicoid Destroyer', 'trident', '2.5', 'trident')]), { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'luke' }).session;
  it('Luke’s partial maneuver: asked; done spends 1 energy and Luke gains 3 tractor', () => {
    const session = play(game(), { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight', partial: true }).session;
    expect(sourced(session, 'Trident')).toHaveLength(1);
    const energy = shipOf(session, 'trident').energy?.current ?? 0;
    const used = done(session, 'Trident');
    expect(shipOf(used, 'luke').tokens.tractor).toBe(3);
    expect(shipOf(used, 'trident').energy?.current).toBe(energy - 1);
  });
  it('a full maneuver, or an already tractored ship, is not asked about', () => {
    expect(sourced(play(game(), { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session, 'Trident')).toEqual([]);
    expect(sourced(play(game(), { type: 'gainToken', ship: 'luke', token: 'tractor' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight', partial: true }).session, 'Trident')).toEqual([]);
  });
});

describe('Card · Thunderstrike — RRG · Bonus Attacks: in a bonus attack at a ship not attacked this round, reroll 1 attack die', () => {
  const rolled = (bonus: boolean) => {
    const session = toEngagement(start([withEffects(CR90, 'Alderaanian Guard', 'cr90', '2.5', 'thunderstrike')], [howlrunner()]));
    return play(session, { type: 'declareAttack', attacker: 'cr90', defender: 'howl', arc: 'left', range: 2, ...(bonus ? { bonusAttack: true } : {}) }, attackFaces('blank', 'hit', 'hit', 'hit')).session;
  };
  it('offered with its question in the bonus attack; yes rerolls the blank', () => {
    const session = rolled(true);
    const offer = optionsOf(session).attack?.cardEffects.find((effect) => effect.source === 'Thunderstrike');
    expect(offer?.questions).toEqual(['Has it not attacked this defender before this round?']);
    const used = play(session, { type: 'useCardEffect', ship: 'cr90', ref: offer?.ref, answer: 'yes', dice: [0], faces: ['crit'] }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['crit', 'hit', 'hit', 'hit']);
  });
  it('not offered in its one attack of the phase', () => {
    expect(optionsOf(rolled(false)).attack?.cardEffects.find((effect) => effect.source === 'Thunderstrike')).toBeUndefined();
  });
});

describe('Condition · Marked for Elimination — RRG · Spend tokens: no green token against the Tracking Fob attacker locking it', () => {
  const text = (JSON.parse(readFileSync(path.join(xwingDataDir, 'conditions', 'conditions.json'), 'utf8')) as { xws: string; ability: string }[]).find((card) => card.xws === 'markedforelimination')?.ability;
  const marked = (): XwingPilotRosterEntry => ({ ...luke(), effects: rosterFacts([{ key: 'markedforelimination', name: 'Marked for Elimination', text, edition: '2.5' }]).effects });
  const rolled = () => {
    const session = play(toEngagement(start([marked()], [howlrunner()])), { type: 'gainToken', ship: 'luke', token: 'focus' }, { type: 'gainToken', ship: 'luke', token: 'lock', lockedBy: 'howl' }).session;
    return play(session, { type: 'passShip', ship: 'luke' }, { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }, attackFaces('hit', 'hit')).session;
  };
  it('asked once the attack dice are rolled; yes: Luke cannot spend his focus token in this attack', () => {
    const session = rolled();
    const offer = optionsOf(session).attack?.cardEffects.find((effect) => effect.source === 'Marked for Elimination');
    expect(offer?.questions).toEqual(['Is the attacker equipped with Tracking Fob?']);
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, answer: 'yes' }).session;
    const defended = play(used, defenseFaces('focus', 'blank')).session;
    expect(optionsOf(defended).attack?.diceEffects.find((effect) => effect.spend === 'focus')?.unavailable).toMatch(/Marked for Elimination/);
  });
});

describe('Card · Tractor Technicians — before a tractored enemy near it activates, 1 energy slows its maneuver by 1', () => {
  const game = (...upgrades: string[]) => play(start([luke()], [withEffects(TRIDENT, 'Colicoid Destroyer', 'trident', '2.5', ...upgrades)]), { type: 'gainToken', ship: 'luke', token: 'tractor' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'luke' }).session;
  it('asked as Luke activates; done: his 2 straight is executed as a 1 straight, 1 energy spent', () => {
    let session = game('tractortechnicians');
    const energy = shipOf(session, 'trident').energy?.current ?? 0;
    session = done(session, 'Tractor Technicians');
    expect(shipOf(session, 'trident').energy?.current).toBe(energy - 1);
    const moved = play(session, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' });
    expect(moved.events).toContainEqual(expect.objectContaining({ type: 'maneuverExecuted', maneuver: expect.objectContaining({ speed: 1, bearing: 'straight' }) }));
  });
  it('without the card, the 2 straight as revealed', () => {
    const moved = play(game(), { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' });
    expect(moved.events).toContainEqual(expect.objectContaining({ type: 'maneuverExecuted', maneuver: expect.objectContaining({ speed: 2 }) }));
  });
});
