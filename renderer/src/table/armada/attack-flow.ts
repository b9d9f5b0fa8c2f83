import type { GameSession } from '../../game/game-session.svelte';
import { isEnteredDie, type EnteredDie } from '../../attack/dice-faces';
import type { HullZoneId } from '../../../../shared/engine/games/armada';
import type { GameDraft } from '../../../../shared/ipc';
import { armadaView } from './armada-view';

type Command = { type: string } & Record<string, unknown>;

/**
 * After the dice are in (and after each card effect used in that step): Resolve Attack Effects is skipped when the attacker has nothing it must
 * decide there (no accuracy the defender's tokens could be locked with, no Concentrate Fire left to
 * use, no objective die to add) and did not ask to change dice. The defender's step then starts at once: the attacker's step is closed by the attacker.
 */
export async function closeEffectsUnlessNeeded(session: GameSession, thenModify: boolean): Promise<boolean> {
  if (thenModify) return true;
  const options = armadaView(session.view)?.options;
  const attack = options?.attack;
  if (!attack || attack.step !== 'resolveAttackEffects') return true;
  if (attack.accuracyDice.length > 0 && attack.accuracyTokens.length > 0) return true;
  // A Concentrate Fire command this ship may still use (the dial's die, the token's reroll) keeps the attacker's step open.
  const concentrate = options.shipCommands?.ship === attack.attacker.id ? options.shipCommands.concentrateFire : null;
  if (concentrate && ((concentrate.add === null && attack.canAddDice) || concentrate.reroll === null)) return true;
  // So does the objective's die against an objective ship (Most Wanted).
  if (attack.objectiveDie?.unavailable === null) return true;
  // Issue 37 item 6 · and a card effect the attacker may use now: offered in this step, not behind a checkbox.
  if ((options.cardEffects ?? []).some((effect) => effect.side === 'attacker')) return true;
  return session.command('end-effects', { type: 'endAttackEffects' });
}

/** Roll Attack Dice with the faces entered (or rolled by the app), then on to the defender when nothing is left to the attacker. */
export async function rollDice(session: GameSession, dice: EnteredDie[] | 'app', thenModify: boolean): Promise<boolean> {
  const roll: Command = dice === 'app' ? { type: 'rollAttackDice', rollForMe: true } : { type: 'rollAttackDice', dice };
  if (!(await session.command('roll', roll))) return false;
  return closeEffectsUnlessNeeded(session, thenModify);
}

/**
 * Declare Target and Roll Attack Dice in one tap: the range is the one the entered dice say (the
 * colours a range gathers), or the one the player picked when several ranges gather the same dice.
 * Each is its own command in the log, as the rules order them.
 */
export async function declareAndRoll(session: GameSession, declare: Command, dice: EnteredDie[] | 'app', thenModify: boolean): Promise<boolean> {
  if (!(await session.command('declare', declare))) return false;
  // An attack with no dice at this range is canceled by the engine: nothing to roll.
  const attack = armadaView(session.view)?.options.attack;
  if (!attack || attack.step !== 'rollAttackDice') return true;
  return rollDice(session, dice, thenModify);
}

/**
 * Issue 37 · RRG · Squadron Phase: a squadron moves or attacks, so once its attack is over (and no
 * counter, card or effect waits) its activation ends with the tap that ended the attack. Its own
 * command in the log (undo brings the activation back); the engine says when it is done.
 */
export async function endSquadronIfDone(session: GameSession): Promise<boolean> {
  const options = armadaView(session.view)?.options;
  if (!options?.squadronDone || !options.activeSquadron) return true;
  return session.command(`activation:${options.activeSquadron}`, { type: 'endActivation' });
}

/**
 * Issue 24 · exactly where you were: the declaration under way (attacking zone, target and the dice
 * entered so far) is the host's draft for this game, under the step it feeds, so a reload or a crash
 * before the target is declared opens the attack panel again with the same choices. The host clears
 * it when the target is declared (and hands the dice on to the roll).
 */
export const DECLARE_DRAFT_STEP = 'declareTarget';

export interface DeclareDraft {
  attacker: string;
  /** The round it was made in: a declaration left at the end of an activation does not come back a round later. */
  round: number;
  zone: HullZoneId | null;
  target: { unit: string; zone: HullZoneId | null } | null;
  dice: EnteredDie[];
  ignition: boolean;
}

const zones: readonly string[] = ['front', 'right', 'right-aux', 'rear', 'left-aux', 'left'];
const isZone = (value: unknown): value is HullZoneId => typeof value === 'string' && zones.includes(value);

/** The draft's declaration when it is one for `attacker` this round (anything else, another attacker's or an older one: null). */
export function declareDraftOf(draft: GameDraft | null, attacker: string | null, round: number): DeclareDraft | null {
  if (!draft || draft.step !== DECLARE_DRAFT_STEP || attacker === null) return null;
  const faces = draft.faces as Partial<Record<keyof DeclareDraft, unknown>> | null;
  if (typeof faces !== 'object' || faces === null || faces.attacker !== attacker || faces.round !== round) return null;
  const target = faces.target as { unit?: unknown; zone?: unknown } | null | undefined;
  const dice = Array.isArray(faces.dice) ? (faces.dice as unknown[]).filter(isEnteredDie) : [];
  return {
    attacker,
    round,
    zone: isZone(faces.zone) ? faces.zone : null,
    target: target && typeof target.unit === 'string' ? { unit: target.unit, zone: isZone(target.zone) ? target.zone : null } : null,
    dice,
    ignition: faces.ignition === true,
  };
}

export function isDeclareDraftFor(draft: GameDraft | null, attacker: string | null, round: number): boolean {
  return declareDraftOf(draft, attacker, round) !== null;
}
