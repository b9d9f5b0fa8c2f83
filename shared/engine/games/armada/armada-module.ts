import type { GameModule } from '../../core/game-module';
import { applyCommand, applyCommandTo } from './apply-command';
import { armadaCommandSchema, armadaCommandTypes, type ArmadaCommand } from './model/command-schema';
import { describeArmadaEvent } from './view/describe-event';
import type { ArmadaEvent } from './model/events';
import { armadaOptions, type ArmadaOptions } from './view/options';
import { setupGame } from './turn/setup';
import type { ArmadaState } from './model/state';

export const armada: GameModule<ArmadaState, ArmadaCommand, ArmadaEvent, ArmadaOptions> = {
  system: 'armada',
  commandSchema: armadaCommandSchema,
  commandTypes: armadaCommandTypes,
  setup: (command) => (command.type === 'setup' ? setupGame(command) : { ok: false, error: { code: 'not_set_up', message: 'The first command must be setup.' } }),
  apply: applyCommand,
  applyTo: applyCommandTo,
  options: armadaOptions,
  describeEvent: describeArmadaEvent,
  round: (state) => state.round,
};
