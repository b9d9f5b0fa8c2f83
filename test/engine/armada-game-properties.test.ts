import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySession, stepSession, viewSession, type GameEvent, type Session } from '../../shared/engine';
import type { ArmadaOptions, ArmadaState, CommandName } from '../../shared/engine/games/armada';
import { CR90, ISD, NEBULON, rosters, shipEntry, squadronEntry, TIE_FIGHTER, VICTORY, X_WING } from './helpers/armada-game';

// Properties of a game played in full (first player named), over random play read off options():
// command dials and tokens stay within their limits, ship activations never skip the alternation,
// and each side's score equals the fleet points of the enemy units it destroyed.

const commandNames: CommandName[] = ['navigate', 'squadron', 'repair', 'concentrateFire'];
type Command = Record<string, unknown> & { type: string };

function setup(seed: number): Command {
  const players = rosters(
    {
      ships: [{ ...shipEntry(ISD, { id: 'isd' }), points: 110, squadronValue: 4, engineering: 4 }, { ...shipEntry(VICTORY, { id: 'vsd' }), points: 73, squadronValue: 3, engineering: 4 }],
      squadrons: [{ ...squadronEntry(TIE_FIGHTER, { id: 't1' }), points: 8, keywords: ['Swarm'] }, { ...squadronEntry(TIE_FIGHTER, { id: 't2' }), points: 8, keywords: ['Swarm'] }],
    },
    {
      ships: [{ ...shipEntry(CR90, { id: 'cr90' }), points: 44, squadronValue: 1, engineering: 2 }, { ...shipEntry(NEBULON, { id: 'neb' }), points: 57, squadronValue: 2, engineering: 3 }],
      squadrons: [{ ...squadronEntry(X_WING, { id: 'x' }), points: 13, keywords: ['Bomber', 'Escort'] }],
    },
  );
  return { type: 'setup', seed, players, firstPlayer: seed % 2 === 0 ? 'p1' : 'p2' };
}

function candidates(state: ArmadaState, options: ArmadaOptions, pick: number): Command[] {
  const effect = options.pendingEffects[0];
  if (effect) {
    const zone = effect.zones[pick % Math.max(1, effect.zones.length)];
    switch (effect.kind) {
      case 'injuredCrew': return [{ type: 'answerEffect', effect: effect.id, token: effect.tokens[0] }];
      case 'commNoise': return [{ type: 'answerEffect', effect: effect.id, choice: 'reduceSpeed' }];
      case 'crewPanic': return [{ type: 'answerEffect', effect: effect.id, choice: 'discardDial' }];
      case 'damagedControls': return [{ type: 'answerEffect', effect: effect.id, choice: 'clear' }];
      case 'shieldFailure': return [{ type: 'answerEffect', effect: effect.id, zones: zone ? [zone] : [] }];
      default: return [{ type: 'answerEffect', effect: effect.id, zone }];
    }
  }
  const attack = options.attack;
  if (attack) {
    switch (attack.step) {
      case 'rollAttackDice': return [{ type: 'rollAttackDice', rollForMe: true }];
      case 'resolveAttackEffects': return [{ type: 'endAttackEffects' }];
      case 'declareAdditionalSquadronTarget': return [{ type: 'endAttack' }];
      default: return [{ type: 'resolveDamage', ...(attack.defender.kind === 'ship' ? { drawForMe: true } : {}) }];
    }
  }
  const out: Command[] = options.phaseBlockedBy ? [] : [{ type: 'nextPhase', confirm: true }];
  for (const ship of options.activatableShips) out.push({ type: 'activateShip', ship });
  for (const squadron of options.activatableSquadrons) out.push({ type: 'activateSquadron', squadron });
  const commands = options.shipCommands;
  if (commands && !commands.dialRevealed && !commands.revealBlocked) {
    const command = commandNames[pick % 4] ?? 'navigate';
    out.push({ type: 'revealCommand', ship: commands.ship, command, as: commands.tokenBlocked[command] ? 'dial' : pick % 3 === 0 ? 'token' : 'dial' });
  }
  if (options.commands.includes('endActivation')) out.push({ type: 'endActivation' });
  for (const attacker of options.attackers) {
    const target = options.targets[pick % Math.max(1, options.targets.length)];
    if (!target || (attacker.kind === 'ship' && attacker.hullZones.length === 0)) continue;
    out.push({
      type: 'declareTarget',
      attacker: attacker.kind === 'ship' ? { ship: attacker.unit, hullZone: attacker.hullZones[0] } : { squadron: attacker.unit },
      defender: target.kind === 'ship' ? { ship: target.unit, hullZone: target.hullZones[pick % target.hullZones.length] } : { squadron: target.unit },
      range: attacker.kind === 'squadron' ? 'distance-1' : 'close',
      // A clear line of fire (Disengaged Fire Control asks; an obstructed answer would be refused).
      obstructed: false,
    });
  }
  // Now and then a ship takes a card from the table (an obstacle, say), so fleets do get destroyed.
  const victim = state.ships.filter((ship) => !ship.destroyed)[pick % 5];
  if (victim && pick % 4 === 0) out.push({ type: 'dealDamageCard', ship: victim.id, faceup: false, drawForMe: true });
  return out;
}

interface Step {
  before: ArmadaState;
  after: ArmadaState;
  events: GameEvent[];
}

function playRandom(seed: number, choices: readonly number[]): Step[] {
  const started = stepSession(emptySession('armada'), setup(seed));
  if (!started.ok) throw new Error(started.error.message);
  let session: Session = started.value.session;
  const steps: Step[] = [];
  for (const choice of choices) {
    const view = viewSession(session);
    const state = view.state;
    const options = view.options;
    if (state?.system !== 'armada' || !options || !('activatableShips' in options) || state.gameOver) break;
    const list = candidates(state, options, choice);
    const command = list[choice % list.length];
    if (!command) break;
    const stepped = stepSession(session, command);
    if (!stepped.ok) throw new Error(`${JSON.stringify(command)} was refused: ${stepped.error.message}`);
    session = stepped.value.session;
    const after = viewSession(session).state;
    if (after?.system === 'armada') steps.push({ before: state, after, events: stepped.value.events });
  }
  return steps;
}

const game = fc.record({ seed: fc.nat(), choices: fc.array(fc.nat(), { minLength: 40, maxLength: 250 }) });
const runs = { numRuns: 40 };

describe('properties of a game played in full', () => {
  it('command tokens stay within the command value, one of each type', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        for (const { after } of playRandom(seed, choices)) {
          for (const ship of after.ships) {
            const tokens = ship.commandTokens ?? [];
            expect(tokens.length).toBeLessThanOrEqual(ship.command);
            expect(new Set(tokens).size).toBe(tokens.length);
          }
        }
      }),
      runs,
    );
  });

  it('ship activations alternate; a side activates twice in a row only when the other has none left', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        let last: string | null = null;
        for (const { before, events } of playRandom(seed, choices)) {
          for (const event of events) {
            if (event.type === 'phaseChanged') last = null;
            if (event.type !== 'shipActivated') continue;
            const owner = before.ships.find((ship) => ship.id === (event as { ship: { id: string } }).ship.id)?.owner ?? null;
            if (last !== null && owner === last) {
              const otherLeft = before.ships.filter((ship) => ship.owner !== owner && !ship.activated && !ship.destroyed).length;
              expect(otherLeft).toBe(0);
            }
            if (last === null) expect(owner === before.firstPlayer || before.ships.filter((ship) => ship.owner === before.firstPlayer && !ship.destroyed && !ship.activated).length === 0).toBe(true);
            last = owner;
          }
        }
      }),
      runs,
    );
  });

  it('each side’s score equals the fleet points of the enemy units it destroyed', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        const steps = playRandom(seed, choices);
        const last = steps.at(-1)?.after;
        if (!last) return;
        const view = viewSession(playTo(seed, choices)).options as ArmadaOptions;
        for (const score of view.scores) {
          const expected = [...last.ships, ...last.squadrons].filter((unit) => unit.owner !== score.player && unit.destroyed).reduce((sum, unit) => sum + (unit.points ?? 0), 0);
          expect(score.destroyed).toBe(expected);
          expect(score.total).toBe(expected + score.victoryTokens * score.victoryTokenValue);
        }
      }),
      { numRuns: 25 },
    );
  });
});

/** The session after the same random play, for its options. */
function playTo(seed: number, choices: readonly number[]): Session {
  const started = stepSession(emptySession('armada'), setup(seed));
  if (!started.ok) throw new Error(started.error.message);
  let session = started.value.session;
  for (const choice of choices) {
    const view = viewSession(session);
    if (view.state?.system !== 'armada' || !view.options || !('activatableShips' in view.options) || view.state.gameOver) break;
    const command = candidates(view.state, view.options, choice)[choice % candidates(view.state, view.options, choice).length];
    if (!command) break;
    const stepped = stepSession(session, command);
    if (!stepped.ok) break;
    session = stepped.value.session;
  }
  return session;
}
