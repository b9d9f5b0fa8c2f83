import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeEvent, emptySession, stepSession, viewSession, type GameEvent, type Session } from '../../shared/engine';
import { isAllowedTokenMove } from '../../shared/engine/core/token-state';
import type { ArmadaState } from '../../shared/engine/games/armada';
import { legalCommands, propertySetup } from './helpers/legal-commands';
import { sessionProperties } from './helpers/session-properties';

interface Step {
  before: ArmadaState;
  after: ArmadaState;
  command: { type: string };
  events: GameEvent[];
}

/** Plays `choices.length` commands, each picked among those options() offers. */
function playRandom(seed: number, choices: readonly number[]): { session: Session; steps: Step[] } {
  const setup = stepSession(emptySession('armada'), propertySetup(seed));
  if (!setup.ok) throw new Error(setup.error.message);
  let session = setup.value.session;
  const steps: Step[] = [];
  for (const choice of choices) {
    const candidates = legalCommands(session);
    const command = candidates[choice % candidates.length];
    if (!command) break;
    const before = viewSession(session).state;
    const stepped = stepSession(session, command);
    if (!stepped.ok) throw new Error(`options() offered ${JSON.stringify(command)} but it was refused: ${stepped.error.message}`);
    session = stepped.value.session;
    const after = viewSession(session).state;
    if (before?.system === 'armada' && after?.system === 'armada') steps.push({ before, after, command, events: stepped.value.events });
  }
  return { session, steps };
}

const game = fc.record({ seed: fc.integer(), choices: fc.array(fc.nat(), { minLength: 20, maxLength: 160 }) });
const runs = { numRuns: 60 };

describe('properties over random legal play', () => {
  it('every command options() offers is accepted, and every event has a sentence', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        const { steps } = playRandom(seed, choices);
        for (const step of steps) for (const event of step.events) expect(describeEvent('armada', event)).toMatch(/\S.*[.]$/);
      }),
      runs,
    );
  });

  it('shields stay within [0, maximum]', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        for (const { after } of playRandom(seed, choices).steps) {
          for (const zone of after.ships.flatMap((ship) => ship.hullZones)) {
            expect(zone.shields).toBeGreaterThanOrEqual(0);
            expect(zone.shields).toBeLessThanOrEqual(zone.maxShields);
          }
        }
      }),
      runs,
    );
  });

  it('damage dealt = shields lost + damage cards (less only what a destroyed ship could not take)', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        for (const { events, after } of playRandom(seed, choices).steps) {
          const totaled = events.find((event) => event.type === 'damageTotaled');
          if (!totaled || totaled.type !== 'damageTotaled') continue;
          const shields = events.reduce((sum, event) => sum + (event.type === 'shieldsLost' ? event.amount : 0), 0);
          const cards = events.filter((event) => event.type === 'damageCardDealt').length;
          const squadron = events.reduce((sum, event) => sum + (event.type === 'squadronDamaged' ? event.amount : 0), 0);
          const suffered = shields + cards + squadron;
          if (suffered !== totaled.total) {
            expect(suffered).toBeLessThan(totaled.total);
            expect(events.some((event) => event.type === 'unitDestroyed') || after.ships.some((ship) => ship.destroyed) || after.squadrons.some((s) => s.destroyed)).toBe(true);
          } else {
            expect(suffered).toBe(totaled.total);
          }
        }
      }),
      runs,
    );
  });

  it('defense tokens move only readied → exhausted → discarded, or back to readied in the status phase', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        for (const { before, after, command, events } of playRandom(seed, choices).steps) {
          if (command.type === 'undo') continue;
          const statusStarted = events.some((event) => event.type === 'phaseChanged' && event.to === 'status');
          const old = new Map([...before.ships, ...before.squadrons].flatMap((unit) => unit.defenseTokens).map((token) => [token.id, token.state]));
          for (const token of [...after.ships, ...after.squadrons].flatMap((unit) => unit.defenseTokens)) {
            const from = old.get(token.id);
            if (from === undefined) throw new Error(`token ${token.id} appeared`);
            expect(isAllowedTokenMove(from, token.state)).toBe(true);
            if (from === 'exhausted' && token.state === 'readied') expect(statusStarted).toBe(true);
          }
        }
      }),
      runs,
    );
  });

  sessionProperties('armada', game, playRandom, runs);
});
