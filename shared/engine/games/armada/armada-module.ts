import type { GameModule } from '../../core/game-module';
import { applyCommand } from './apply-command';
import { armadaCommandSchema, armadaCommandTypes, type ArmadaCommand } from './commands';
import { describeArmadaEvent } from './describe-event';
import type { ArmadaEvent } from './events';
import { armadaOptions, type ArmadaOptions } from './options';
import { setupGame } from './setup';
import type { ArmadaState } from './state';

export const armada: GameModule<ArmadaState, ArmadaCommand, ArmadaEvent, ArmadaOptions> = {
  system: 'armada',
  commandSchema: armadaCommandSchema,
  commandTypes: armadaCommandTypes,
  setup: (command) => (command.type === 'setup' ? setupGame(command) : { ok: false, error: { code: 'not_set_up', message: 'The first command must be setup.' } }),
  apply: applyCommand,
  options: armadaOptions,
  describeEvent: describeArmadaEvent,
  round: (state) => state.round,
};
