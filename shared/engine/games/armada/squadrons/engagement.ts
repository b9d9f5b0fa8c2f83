import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState } from '../model/state';
import { findSquadron, refOf } from '../units/units';

/**
 * RRG · Engaged: the app cannot see distance, so the players declare which enemy squadrons a squadron
 * is engaged with (symmetric); the keyword rules (Escort, Heavy, Swarm) read this record.
 */
export function declareEngagement(draft: ArmadaState, command: CommandOf<'declareEngagement'>): Result<ArmadaEvent[]> {
  const found = findSquadron(draft, command.squadron);
  if (!found.ok) return found;
  const squadron = found.value;
  if (squadron.destroyed) return refuse('unit_destroyed', `${squadron.name} is destroyed: it engages nothing.`);
  const others = [];
  for (const id of new Set(command.engagedWith)) {
    const other = draft.squadrons.find((candidate) => candidate.id === id);
    if (!other) return refuse('unknown_squadron', `There is no squadron ${id} in this game: only squadrons engage squadrons.`);
    if (other.owner === squadron.owner) return refuse('friendly_squadron', `${squadron.name} and ${other.name} are on the same side: only enemy squadrons engage.`);
    if (other.destroyed) return refuse('unit_destroyed', `${other.name} is destroyed: it engages nothing.`);
    others.push(other);
  }
  draft.engagements = [...(draft.engagements ?? []).filter(([a, b]) => a !== squadron.id && b !== squadron.id), ...others.map((other): [string, string] => [squadron.id, other.id])];
  return ok([{ type: 'engagementDeclared', squadron: refOf(squadron), engagedWith: others.map(refOf) }]);
}
