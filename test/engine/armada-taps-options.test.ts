import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import { A_WING, CR90, optionsOf, play, rosters, shipEntry, squadronEntry, TIE_FIGHTER, VICTORY, X_WING } from './helpers/armada-game';
import { readCard } from './helpers/armada-roster';

// Issue 37 · faster than cardboard: the options say when a step has nothing left to choose, so the
// table does two things in one tap (the dial with the activation; the end of a squadron's activation
// after its attack). Each is its own command in the log.

const keywordsOf = (file: string) => readCard<{ keywords?: string[] }>(`squadron-card/${file}.json`).keywords ?? [];

function game(rogueRebels = false): Session {
  const players = rosters(
    { ships: [shipEntry(VICTORY, { id: 'v1' }), shipEntry(VICTORY, { id: 'v2' })], squadrons: [{ ...squadronEntry(TIE_FIGHTER, { id: 't1' }), keywords: keywordsOf(TIE_FIGHTER) }] },
    {
      ships: [shipEntry(CR90, { id: 'c1' })],
      squadrons: [{ ...squadronEntry(rogueRebels ? A_WING : X_WING, { id: 'x1' }), keywords: rogueRebels ? ['Rogue'] : keywordsOf(X_WING) }],
    },
  );
  return play(emptySession('armada'), { type: 'setup', seed: 'taps', players, firstPlayer: 'p1' }).session;
}

const squadronAttack = (attacker: string, defender: string) => [
  { type: 'activateSquadron', squadron: attacker },
  { type: 'declareTarget', attacker: { squadron: attacker }, defender: { squadron: defender }, range: 'distance-1' },
  { type: 'rollAttackDice', rollForMe: true },
  { type: 'endAttackEffects' },
  { type: 'resolveDamage' },
];

describe('Issue 37 · steps with nothing to choose', () => {
  it('RRG · Ship Phase: the ships on turn may activate with their dial told in the same tap; none while a ship is activated', () => {
    const session = play(game(), { type: 'nextPhase' }).session;
    expect(optionsOf(session).dialAtActivation).toEqual(['v1', 'v2']);
    // The two commands, one after the other, as the tile sends them.
    const told = play(session, { type: 'activateShip', ship: 'v1' }, { type: 'revealCommand', ship: 'v1', command: 'navigate', as: 'dial' }).session;
    expect(optionsOf(told).shipCommands?.dialRevealed).toBe(true);
    // Nothing offered while a ship is activated.
    expect(optionsOf(told).dialAtActivation).toEqual([]);
  });

  it('RRG · Squadron Phase: a squadron that attacked has nothing left (it moves or attacks); before its attack it is not done', () => {
    let session = play(game(), { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }).session;
    session = play(session, { type: 'activateSquadron', squadron: 't1' }).session;
    expect(optionsOf(session).squadronDone).toBe(false);
    session = play(session, ...squadronAttack('t1', 'x1').slice(1)).session;
    expect(optionsOf(session).squadronDone).toBe(true);
    session = play(session, { type: 'endActivation' }).session;
    expect(optionsOf(session).squadronDone).toBe(false);
  });

  it('RRG · Rogue: a squadron with Rogue may still move after attacking: not done', () => {
    let session = play(game(true), { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }).session;
    session = play(session, ...squadronAttack('t1', 'x1'), { type: 'endActivation' }).session;
    session = play(session, ...squadronAttack('x1', 't1')).session;
    expect(optionsOf(session).squadronDone).toBe(false);
  });
});

describe('Issue 37 · RRG · Engaged: the one engaged enemy is the target unless another is picked', () => {
  it('RRG · Engaged: a squadron engaged with one enemy squadron alone has it as its target; with none, no target is chosen for it', () => {
    let session = play(game(), { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }).session;
    session = play(session, { type: 'activateSquadron', squadron: 't1' }).session;
    expect(optionsOf(session).attackers[0]?.engagedTarget).toBeUndefined();
    session = play(session, { type: 'declareEngagement', squadron: 't1', engagedWith: ['x1'] }).session;
    expect(optionsOf(session).attackers[0]?.engagedTarget).toBe('x1');
  });
});
