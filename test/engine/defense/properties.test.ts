import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeEvent, emptySession, stepSession, viewSession, type GameEvent, type Session } from '../../../shared/engine';
import { ACTIONS_PER_DEFENSE_PHASE, sampleScenario, type DefenseState } from '../../../shared/engine/games/defense';
import { defenseEvents } from './helpers/defense-game';
import { legalCommands } from './helpers/legal-commands';
import { sessionProperties } from '../helpers/session-properties';

// Properties of the defense phase (rules file 002_2ae8896bceac7d0a.txt) over random legal play.

interface Step {
  before: DefenseState;
  after: DefenseState;
  command: { type: string };
  events: GameEvent[];
}

function stateOf(session: Session): DefenseState | null {
  const state = viewSession(session).state;
  return state?.system === 'defense' ? state : null;
}

/** Plays `choices.length` commands, each picked among those options() offers. */
function playRandom(seed: number, choices: readonly number[]): { session: Session; steps: Step[] } {
  const setup = stepSession(emptySession('defense'), { type: 'setup', seed, scenario: sampleScenario });
  if (!setup.ok) throw new Error(setup.error.message);
  let session = setup.value.session;
  const steps: Step[] = [];
  for (const choice of choices) {
    const candidates = legalCommands(session, choice);
    const command = candidates[choice % candidates.length];
    if (!command) break;
    const before = stateOf(session);
    const stepped = stepSession(session, command);
    if (!stepped.ok) throw new Error(`options() offered ${JSON.stringify(command)} but it was refused: ${stepped.error.message}`);
    session = stepped.value.session;
    const after = stateOf(session);
    if (before && after) steps.push({ before, after, command, events: stepped.value.events });
  }
  return { session, steps };
}

const game = fc.record({ seed: fc.integer(), choices: fc.array(fc.nat(), { minLength: 20, maxLength: 160 }) });
const runs = { numRuns: 80 };
const defenderIn = (state: DefenseState, id: string) => state.defenders.find((defender) => defender.id === id);

describe('properties over random legal play (002)', () => {
  it('every command options() offers is accepted, and every event has a sentence', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        const { steps } = playRandom(seed, choices);
        expect(steps.length).toBeGreaterThan(0);
        for (const step of steps) for (const event of step.events) expect(describeEvent('defense', event)).toMatch(/^\S.*[.]$/);
      }),
      runs,
    );
  });

  it('002 · never more than four actions in a defense phase', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        for (const { after, events } of playRandom(seed, choices).steps) {
          expect(after.actions.length).toBeLessThanOrEqual(ACTIONS_PER_DEFENSE_PHASE);
          // A phase still under way always has an action left: the fourth ends it.
          if (after.step === 'defense') expect(after.actions.length).toBeLessThan(ACTIONS_PER_DEFENSE_PHASE);
          const fourth = defenseEvents(events).find((event) => event.type === 'actionTaken' && event.actionNumber === ACTIONS_PER_DEFENSE_PHASE);
          if (fourth) expect(defenseEvents(events).some((event) => event.type === 'defensePhaseEnded' && event.reason === 'fourActions')).toBe(true);
        }
      }),
      runs,
    );
  });

  it('002 · every defender that acted this phase holds an action token', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        for (const { after, events } of playRandom(seed, choices).steps) {
          for (const taken of after.actions) {
            const defender = defenderIn(after, taken.defender);
            if (defender) expect(defender.actionToken).toBe(true);
          }
          for (const event of defenseEvents(events)) if (event.type === 'actionTaken') expect(defenderIn(after, event.defender.id)?.actionToken).toBe(true);
        }
      }),
      runs,
    );
  });

  it('002 · Recover never exhausts: neither the Recover action nor a commander\'s free recovers', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        for (const { before, after, command, events } of playRandom(seed, choices).steps) {
          if (command.type !== 'recover' && command.type !== 'command') continue;
          for (const event of defenseEvents(events)) {
            if (event.type === 'actionTaken' && event.action === 'recover') expect(event.exhausted).toBe(false);
            if (event.type !== 'recovered') continue;
            const was = defenderIn(before, event.defender.id);
            const now = defenderIn(after, event.defender.id);
            if (was?.side === 'ready') expect(now?.side).toBe('ready');
            if (event.recovery === 'flipToReady') expect(now?.side).toBe('ready');
          }
        }
      }),
      runs,
    );
  });

  sessionProperties('defense', game, playRandom, runs);

  it('random play reaches every action: the property tests exercise the whole phase', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        for (const { events } of playRandom(seed, choices).steps) for (const event of defenseEvents(events)) if (event.type === 'actionTaken') seen.add(event.action);
      }),
      runs,
    );
    expect([...seen].sort()).toEqual(['attack', 'command', 'grenades', 'recover', 'suppress']);
  });
});
