import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySession, stepSession, viewSession, type Session } from '../../shared/engine';
import { armada } from '../../shared/engine/games/armada/armada-module';
import { defense } from '../../shared/engine/games/defense/defense-module';
import { sampleScenario } from '../../shared/engine/games/defense';
import { xwing } from '../../shared/engine/games/xwing/xwing-module';
import { predictCommand } from '../../shared/engine/predict';
import { legalCommands as armadaCommands, propertySetup as armadaSetup } from './helpers/legal-commands';
import { legalCommands as defenseCommands } from './defense/helpers/legal-commands';
import { legalCommands as xwingCommands, propertySetup as xwingSetup } from './xwing/helpers/legal-commands';

type Command = Record<string, unknown> & { type: string };

interface Game {
  name: string;
  module: Parameters<typeof predictCommand>[0];
  setup: (seed: number) => unknown;
  candidates: (session: Session, salt: number) => Command[];
}

const games: Game[] = [
  { name: 'Armada', module: armada as Game['module'], setup: armadaSetup, candidates: (session) => armadaCommands(session) },
  { name: 'X-Wing', module: xwing as Game['module'], setup: xwingSetup, candidates: (session) => xwingCommands(session) },
  { name: 'the solo game', module: defense as Game['module'], setup: (seed) => ({ type: 'setup', seed, scenario: sampleScenario }), candidates: defenseCommands },
];

const play = fc.record({ seed: fc.integer(), choices: fc.array(fc.nat(), { minLength: 20, maxLength: 120 }) });

/*
 * Issue 27: a table shows a tap at once, predicted by the same step the host applies, and takes the
 * host's answer when it comes. These prove the prediction is the host's answer (state and choices
 * both) whenever the view is up to date, that a command the host refuses is refused here too, and
 * that what only the host can play (setup, undo, redo) is left to it.
 */
describe('Prediction · a tap shown before the host answers is the answer it gives', { timeout: 120_000 }, () => {
  for (const game of games) {
    it(`${game.name}: every command predicted equals the host's step, state and options, and refusals agree`, () => {
      let refusals = 0;
      fc.assert(
        fc.property(play, ({ seed, choices }) => {
          const setup = stepSession(emptySession(game.module.system), game.setup(seed));
          if (!setup.ok) throw new Error(setup.error.message);
          let session = setup.value.session;
          // Commands legal a moment ago and perhaps not now: the host refuses some of them, and so must the prediction.
          let stale: Command[] = [];
          let compared = 0;
          for (const choice of choices) {
            const candidates = game.candidates(session, choice);
            const before = viewSession(session).state;
            const frozen = JSON.stringify(before);
            for (const command of [...stale.slice(0, 3), candidates[choice % Math.max(1, candidates.length)]]) {
              if (!command || command.type === 'undo' || command.type === 'redo') continue;
              const host = stepSession(session, command);
              const predicted = predictCommand(game.module, before, command);
              expect(predicted.ok).toBe(host.ok);
              if (host.ok && predicted.ok) {
                const seen = viewSession(host.value.session);
                expect(predicted.value.state).toEqual(seen.state);
                expect(predicted.value.options).toEqual(seen.options);
                compared++;
              } else if (!host.ok && !predicted.ok) {
                expect(predicted.error).toEqual(host.error);
                refusals++;
              }
            }
            // The state on screen is never changed by predicting from it.
            expect(JSON.stringify(before)).toBe(frozen);
            const command = candidates[choice % Math.max(1, candidates.length)];
            if (!command) break;
            const stepped = stepSession(session, command);
            if (!stepped.ok) throw new Error(stepped.error.message);
            session = stepped.value.session;
            stale = candidates;
          }
          expect(compared).toBeGreaterThan(0);
        }),
        { numRuns: 25 },
      );
      expect(refusals).toBeGreaterThan(0);
    });
  }

  it('setup, undo and redo are left to the host: it holds the seed, the cards and the log', () => {
    const setup = stepSession(emptySession('armada'), armadaSetup(1));
    if (!setup.ok) throw new Error(setup.error.message);
    const state = viewSession(setup.value.session).state;
    for (const command of [{ type: 'undo' }, { type: 'redo' }, armadaSetup(2), { nothing: true }, null]) {
      const predicted = predictCommand(armada as Game['module'], state, command);
      expect(predicted.ok).toBe(false);
    }
  });
});
