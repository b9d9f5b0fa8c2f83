import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, defenseFaces, howlrunner, optionsOf, play, rosters, shipOf, startGame, toEngagement, wedge, X_WING } from '../helpers/xwing-game';

// Issue 34 · weapons whose hit is spent on something else: once the attack hits, every result left is
// cancelled ('cancelRemaining', applied as Deal Damage begins), so the defender suffers only what the card
// says. Cards from xwing-data2 2.5 (read at run time); the facts are ours.

const blanks = (count: number) => Array.from({ length: count }, () => 'blank');

/** Luke with the missile, a lock on Howlrunner, attacks it with the missile at range 2. */
function missileAttack(key: string, name: string): Session {
  let session = toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', key), wedge()], [howlrunner()])));
  session = play(session, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
  const weaponId = optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === name)?.weaponId;
  return play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, weaponId }).session;
}

function rolled(session: Session, faces: string[]): Session {
  session = play(session, attackFaces(...faces)).session;
  return play(session, defenseFaces(...blanks(shipOf(session, 'howl').agility)), { type: 'neutralizeResults' }).session;
}

describe('Card · Mag-Pulse Warheads (missile) · RRG · Deal Damage: a hit deals 1 crit, a deplete and a jam, then every result is cancelled', () => {
  it('3 hits left: the defender suffers 1 crit only and gains 1 deplete and 1 jam; Deal Damage deals nothing more', () => {
    const session = rolled(missileAttack('magpulsewarheads', 'Mag-Pulse Warheads'), ['hit', 'hit', 'hit']);
    expect(optionsOf(session).attack?.step).toBe('dealDamage');
    expect(shipOf(session, 'howl').tokens.deplete).toBe(1);
    expect(shipOf(session, 'howl').tokens.jam).toBe(1);
    const before = shipOf(session, 'howl');
    expect(before.shields.current + before.damageCards.length).toBe(1);
    const dealt = play(session, { type: 'dealDamage', drawForMe: true }).session;
    const after = shipOf(dealt, 'howl');
    expect(after.damageCards.length).toBe(before.damageCards.length);
    expect(after.shields.current).toBe(before.shields.current);
  });
  it('a miss: nothing happens, no token', () => {
    const session = rolled(missileAttack('magpulsewarheads', 'Mag-Pulse Warheads'), ['blank', 'blank', 'blank']);
    expect(shipOf(session, 'howl').tokens.deplete).toBe(0);
    expect(shipOf(session, 'howl').tokens.jam).toBe(0);
  });
});

describe('Card · XX-23 S-Thread Tracers (missile) · RRG · Deal Damage, Lock: a hit is cancelled, and friendly ships near the defender may lock it', () => {
  it('the hits are cancelled (no damage); after the attack a friend the player names locks the defender', () => {
    const session = rolled(missileAttack('xx23sthreadtracers', 'XX-23 S-Thread Tracers'), ['hit', 'crit', 'hit']);
    const dealt = play(session, { type: 'dealDamage', drawForMe: true }).session;
    expect(shipOf(dealt, 'howl').damageCards).toEqual([]);
    const prompt = optionsOf(dealt).prompts.find((candidate) => candidate.source === 'XX-23 S-Thread Tracers');
    expect(prompt?.question).toMatch(/range 1–3 of the defender/);
    const locked = play(dealt, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(locked, 'howl').tokens.lock).toContain('wedge');
  });
});
