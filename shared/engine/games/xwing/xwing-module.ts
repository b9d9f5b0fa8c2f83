import type { GameModule } from '../../core/game-module';
import { refuse } from '../../core/result';
import { applyCommand, applyCommandTo } from './apply-command';
import { xwingCommandSchema, xwingCommandTypes, type XwingCommand } from './model/commands';
import { describeXwingEvent } from './view/describe-event';
import type { XwingEvent } from './model/events';
import { xwingOptions, type XwingOptions } from './view/options';
import { setupGame } from './setup';
import type { XwingState } from './model/state';

export const xwing: GameModule<XwingState, XwingCommand, XwingEvent, XwingOptions> = {
  system: 'xwing',
  commandSchema: xwingCommandSchema,
  commandTypes: xwingCommandTypes,
  setup: (command) => (command.type === 'setup' ? setupGame(command) : refuse('not_set_up', 'The first command must be setup.')),
  apply: applyCommand,
  applyTo: applyCommandTo,
  options: xwingOptions,
  describeEvent: describeXwingEvent,
  round: (state) => state.round,
};
