import type { GameModule } from '../../core/game-module';
import { refuse } from '../../core/result';
import { applyCommand, applyCommandTo } from './apply-command';
import { defenseCommandSchema, defenseCommandTypes, type DefenseCommand } from './model/commands';
import { describeDefenseEvent } from './view/describe-event';
import type { DefenseEvent } from './model/events';
import { defenseOptions, type DefenseOptions } from './view/options';
import { setupScenario } from './setup';
import type { DefenseState } from './model/state';

/** The solo building-defense game (the Pavlov's House family): the defense phase of rules file 002. */
export const defense: GameModule<DefenseState, DefenseCommand, DefenseEvent, DefenseOptions> = {
  system: 'defense',
  commandSchema: defenseCommandSchema,
  commandTypes: defenseCommandTypes,
  setup: (command) => (command.type === 'setup' ? setupScenario(command) : refuse('not_set_up', 'The first command must be setup.')),
  apply: applyCommand,
  applyTo: applyCommandTo,
  options: defenseOptions,
  describeEvent: describeDefenseEvent,
  round: (state) => state.round,
};
