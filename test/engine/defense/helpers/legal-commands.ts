// Legal commands read off options(): drives the property tests with random but valid play.
import { viewSession, type Session } from '../../../../shared/engine';
import type { DefenseOptions, DefenseState } from '../../../../shared/engine/games/defense';

type Command = Record<string, unknown> & { type: string };

function actionCandidates(options: DefenseOptions): Command[] {
  const out: Command[] = [];
  for (const entry of options.defenders) {
    const defender = entry.defender;
    if (entry.attack.allowed) {
      for (const target of entry.attack.parameters.targets) {
        out.push({ type: 'attack', defender, space: target.space, rollForMe: true });
        out.push({ type: 'attack', defender, space: target.space, faces: Array.from({ length: entry.attack.parameters.dice }, (_, i) => (i % 6) + 1), overrule: 'success' });
      }
    }
    if (entry.grenades.allowed) out.push({ type: 'grenades', defender, rollForMe: true });
    if (entry.suppress.allowed) for (const choice of entry.suppress.parameters.spaces) out.push({ type: 'suppress', defender, space: choice.space });
    if (entry.recover.allowed) for (const recovery of entry.recover.parameters.recoveries) out.push({ type: 'recover', defender, recovery });
    if (entry.command.allowed) {
      const recipients = entry.command.parameters.recipients;
      const first = recipients[0];
      if (first) out.push({ type: 'command', defender, recovers: [{ defender: first.defender, recovery: first.recoveries[0] }] });
      // As many as allowed: each recipient's recoveries are different, so both can be given in turn.
      const all = recipients.flatMap((recipient) => recipient.recoveries.map((recovery) => ({ defender: recipient.defender, recovery })));
      if (all.length > 1) out.push({ type: 'command', defender, recovers: all.slice(0, entry.command.parameters.recovers) });
    }
  }
  return out;
}

/** A handful of table edits that are always valid, so play wanders through varied positions. */
function tableEdits(state: DefenseState, salt: number): Command[] {
  const out: Command[] = [];
  const defender = state.defenders[salt % Math.max(1, state.defenders.length)];
  const inside = state.spaces.filter((space) => space.floor !== null);
  const outside = state.spaces.filter((space) => space.counterSpace !== null);
  if (defender) {
    out.push({ type: 'setMoveToken', defender: defender.id, moveToken: !defender.moveToken });
    out.push({ type: 'setDisrupted', defender: defender.id, disrupted: (defender.disrupted + 1) % 3 });
    out.push({ type: 'setDefenderSide', defender: defender.id, side: defender.side === 'ready' ? 'exhausted' : 'ready' });
    const to = inside[salt % inside.length];
    if (to && to.id !== defender.space) out.push({ type: 'moveDefender', defender: defender.id, space: to.id });
    if (salt % 7 === 0) out.push({ type: 'markCasualty', defender: defender.id, casualty: !defender.casualty });
  }
  const counterSpace = outside[salt % Math.max(1, outside.length)];
  if (counterSpace && counterSpace.counterSpace && counterSpace.enemies.length < 3) {
    out.push({ type: 'placeEnemyCounter', space: counterSpace.id, name: 'Reinforcements', kind: counterSpace.counterSpace });
  }
  const stacked = state.spaces.find((space) => space.enemies.length > 0);
  if (stacked && salt % 3 === 0) out.push({ type: 'removeEnemyCounter', space: stacked.id });
  const room = inside[(salt * 5) % inside.length];
  if (room && room.ammunition < 3) out.push({ type: 'addAmmunition', space: room.id });
  if (room && room.weapons.length < 3) out.push({ type: 'addWeaponToken', space: room.id, name: 'Grenades', designations: ['G'] });
  return out;
}

/** Every action options() offers now, the phase commands, some table edits, undo and redo. */
export function legalCommands(session: Session, salt: number): Command[] {
  const view = viewSession(session);
  const state = view.state;
  const options = view.options;
  if (state?.system !== 'defense' || !options || !('step' in options)) return [];
  const out: Command[] = actionCandidates(options);
  // Weight the phase commands so phases come and go but are not ended at once.
  if (options.commands.includes('startDefensePhase')) out.push({ type: 'startDefensePhase' }, { type: 'startDefensePhase' });
  if (options.commands.includes('endDefensePhase') && salt % 4 === 0) out.push({ type: 'endDefensePhase' });
  if (salt % 2 === 0) out.push(...tableEdits(state, salt));
  // The turn track: next phase now and then, a tick, a counter moved, an enemy counter advanced.
  if (salt % 5 === 0) out.push({ type: 'nextPhase' });
  options.turn.steps.forEach((step, index) => out.push({ type: 'tickStep', step: index, done: !step.done }));
  for (const track of options.turn.tracks) if (track.canRaise) out.push({ type: 'moveTrack', track: track.id, by: 1 });
  for (const advance of options.turn.advances ?? []) out.push({ type: 'advanceEnemyCounter', space: advance.space });
  if (view.canUndo && salt % 3 === 0) out.push({ type: 'undo' });
  if (view.canRedo) out.push({ type: 'redo' });
  return out;
}
