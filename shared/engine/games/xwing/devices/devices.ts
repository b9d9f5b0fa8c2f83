import { spendUpgradeCharges } from '../../../core/fitted-upgrades';
import { ok, refuse, type Result } from '../../../core/result';
import { enteredOrRolledFaces } from '../attack/entered-faces';
import { dealFacedownCardPastShields, sufferDamage } from '../damage/damage';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { AttackFace, Ship, ShipDevice, TableDevice, XwingState } from '../model/state';
import { findShip, refOf, shipById, shipName } from '../ships/ships';
import { addTokens } from '../tokens/ship-tokens';
import { continueAfterPrompts, phaseNames } from '../turn/phases';
import { initiativeOrder } from '../turn/initiative';
import { deviceEffectOf, type DeviceEffect, type DeviceOutcome } from './device-effects';

// Devices in the play area (RRG · Devices, Bomb, Mine): a ship drops or launches one, spending its
// card's charge; it lies on the table with its owner until its moment, when the players name the
// ships it reaches and the table applies its effect (device-effects.ts) and removes it.

export const effectOf = (device: Pick<ShipDevice, 'key' | 'kind'>): DeviceEffect => deviceEffectOf(device.key, device.kind);

/** The game's edition as the setup recorded it: 2.0 games score half points (setup.ts sets both from the edition). */
const isSecondEditionZero = (state: XwingState) => state.halfPoints;

/**
 * RRG · Devices: 2.0 — each ship can drop or launch only one device per round; 2.5 — a ship can
 * place a device only once per System Phase.
 */
export function whyCannotPlaceDevice(state: XwingState, ship: Ship): string | null {
  if (ship.destroyed) return `${shipName(ship)} is destroyed.`;
  const placed = ship.devicePlaced;
  if (!placed || placed.round !== state.round) return null;
  if (isSecondEditionZero(state)) return `${shipName(ship)} has already dropped or launched a device this round: a ship places one device per round (2.0).`;
  if (state.phase === 'system' && placed.phase === 'system') return `${shipName(ship)} has already placed a device this System Phase: a ship places one device per System Phase.`;
  return null;
}

/** A card's grant to place a device of this kind now (dropDeviceNow), this round and phase. */
export const deviceGrantFor = (state: XwingState, ship: Ship, device: ShipDevice): boolean => {
  const grant = ship.deviceGrant;
  return !!grant && grant.round === state.round && grant.phase === state.phase && (grant.kinds as readonly string[]).includes(device.kind);
};

/** Why this device cannot be placed now: the ship's limit, then its card's charges. A card's grant sets aside the limit and the timing. */
export function whyCannotDrop(state: XwingState, ship: Ship, device: ShipDevice, count = 1, byEffect = false): string | null {
  const granted = deviceGrantFor(state, ship, device);
  const limit = granted ? null : whyCannotPlaceDevice(state, ship);
  if (limit) return limit;
  const effect = effectOf(device);
  // Its card's timing (During the System Phase…); another effect that places it says so (byEffect), or granted it.
  if (!byEffect && !granted && effect.phase !== null && effect.phase !== state.phase) return `${device.name}: its card places it in the ${phaseNames[effect.phase]} Phase, not the ${phaseNames[state.phase]} Phase.`;
  if (count > effect.maxAtOnce) return `${device.name}: at most ${effect.maxAtOnce} at once.`;
  const upgrade = device.upgrade === null ? null : ship.upgrades.find((candidate) => candidate.id === device.upgrade);
  if (upgrade?.charges && upgrade.charges.current < count) {
    return `${upgrade.name} has ${upgrade.charges.current === 0 ? 'no charges' : `only ${upgrade.charges.current} charge${upgrade.charges.current === 1 ? '' : 's'}`} left: reload it to place another ${device.name}.`;
  }
  return null;
}

export function dropDevice(draft: XwingState, command: CommandOf<'dropDevice'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const device = (ship.devices ?? []).find((candidate) => candidate.key === command.device || candidate.name === command.device);
  if (!device) return refuse('unknown_device', `${shipName(ship)} carries no ${command.device}: it drops only the devices its upgrades carry.`);
  const count = command.count ?? 1;
  const why = whyCannotDrop(draft, ship, device, count, command.byEffect === true);
  if (why) return refuse('cannot_drop', why);
  const events: XwingEvent[] = [];
  // A card's grant is used by this drop.
  if (deviceGrantFor(draft, ship, device)) ship.deviceGrant = null;
  if (device.upgrade !== null) {
    const upgrade = ship.upgrades.find((candidate) => candidate.id === device.upgrade);
    if (upgrade?.charges) {
      const spent = spendUpgradeCharges(ship.upgrades, ship.name, upgrade.id, count);
      if (!spent.ok) return spent;
      events.push({ type: 'chargesSpent', ship: refOf(ship), charge: 'standard', amount: count, current: spent.value.current, upgrade: { id: upgrade.id, name: upgrade.name } });
    }
  }
  draft.devicesOnTable ??= [];
  draft.nextDeviceNumber ??= 1;
  for (let n = 0; n < count; n++) {
    const placed: TableDevice = { id: `device-${draft.nextDeviceNumber}`, key: device.key, name: device.name, kind: device.kind, owner: ship.owner, ship: ship.id, round: draft.round, ...(command.launch === true ? { launched: true } : {}) };
    draft.nextDeviceNumber += 1;
    draft.devicesOnTable.push(placed);
    events.push({ type: 'deviceDropped', ship: refOf(ship), device: device.name, deviceId: placed.id, kind: device.kind, launched: command.launch === true });
  }
  ship.devicePlaced = { round: draft.round, phase: draft.phase };
  // The card's own question at its moment ("may spend 1 charge to drop…") is answered by the drop.
  const asked = draft.prompts.filter((prompt) => prompt.kind === 'ability' && prompt.ship === ship.id && device.upgrade !== null && prompt.ability?.upgrade === device.upgrade);
  if (asked.length > 0) {
    draft.prompts = draft.prompts.filter((prompt) => !asked.includes(prompt));
    for (const prompt of asked) events.push({ type: 'promptAnswered', ship: refOf(ship), prompt: prompt.id, kind: prompt.kind, source: prompt.source, answer: `used: ${command.launch ? 'launched' : 'dropped'} ${count === 1 ? `a ${device.name}` : `${count} ${device.name}s`}` });
    continueAfterPrompts(draft, events);
  }
  return ok(events);
}

/**
 * "Done" on a device card's question at its moment is the drop itself (its charge spent once, the
 * device on the table); null for any other question, which is answered as before.
 */
export function answerDevicePrompt(draft: XwingState, command: CommandOf<'answerPrompt'>): Result<XwingEvent[]> | null {
  if (command.answer !== 'done') return null;
  const prompt = draft.prompts.find((candidate) => candidate.id === command.prompt);
  const upgrade = prompt?.kind === 'ability' ? prompt.ability?.upgrade : null;
  if (!prompt || !upgrade) return null;
  const ship = shipById(draft, prompt.ship);
  const device = (ship.devices ?? []).find((candidate) => candidate.upgrade === upgrade);
  if (!device) return null;
  return dropDevice(draft, { type: 'dropDevice', ship: ship.id, device: device.key, ...(command.amount !== undefined ? { count: command.amount } : {}), byEffect: true });
}

/** RRG · Fuse: a fused device does not detonate in the round it was placed. */
const fused = (state: XwingState, device: TableDevice) => effectOf(device).fuse && device.round === state.round;

/** The bombs on the table that detonate at the end of this Activation Phase (not fused). */
function bombsThisActivationPhase(state: XwingState): TableDevice[] {
  if (state.phase !== 'activation') return [];
  return (state.devicesOnTable ?? []).filter((device) => effectOf(device).moment === 'endOfActivation' && !fused(state, device));
}

/** The ships in play that have not activated yet this Activation Phase: until they have, it is not its end. */
export function shipsYetToActivate(state: XwingState): Ship[] {
  if (state.phase !== 'activation') return [];
  // In the order they activate (lowest initiative first).
  return initiativeOrder(state, 'activation').filter((ship) => !ship.destroyed && !ship.activated);
}

/**
 * RRG · Bomb: the bombs that detonate now — at the end of the Activation Phase, once every ship has
 * activated (never at its start, before anyone has moved).
 */
export function bombsDueNow(state: XwingState): TableDevice[] {
  return shipsYetToActivate(state).length > 0 ? [] : bombsThisActivationPhase(state);
}

/** RRG · Bomb: bombs detonate at the end of the Activation Phase; the phase does not end before the table says which ships they reach. */
export function whyDevicesHoldThePhase(state: XwingState): string | null {
  const first = bombsThisActivationPhase(state)[0];
  if (!first) return null;
  const range = effectOf(first).range;
  const waiting = shipsYetToActivate(state);
  const reach = `name the ships at range ${range ? `${range[0]}–${range[1]}` : '0'} of it (or none)`;
  if (waiting.length > 0) return `The ${first.name} of ${shipName(shipById(state, first.ship))} detonates at the end of the Activation Phase: once ${waiting.map(shipName).join(', ')} ${waiting.length === 1 ? 'has' : 'have'} activated, ${reach}.`;
  return `The ${first.name} of ${shipName(shipById(state, first.ship))} detonates at the end of the Activation Phase: ${reach} first.`;
}

function applyOutcome(outcome: DeviceOutcome, ship: Ship, damage: { hits: number; crits: number; cards: number }, events: XwingEvent[]): void {
  if (outcome === 'hit') damage.hits += 1;
  else if (outcome === 'crit') damage.crits += 1;
  else if (outcome === 'facedownCard') damage.cards += 1;
  else if (outcome === 'loseShield') {
    if (ship.shields.current === 0) return;
    ship.shields.current -= 1;
    events.push({ type: 'shieldsLost', ship: refOf(ship), amount: 1, remaining: ship.shields.current });
  } else {
    addTokens(ship, { token: outcome.token }, 1);
    events.push({ type: 'tokenGained', ship: refOf(ship), token: { token: outcome.token, side: null, lockedBy: null }, count: 1, byAction: false });
  }
}

export function detonateDevice(draft: XwingState, command: CommandOf<'detonateDevice'>): Result<XwingEvent[]> {
  const onTable = draft.devicesOnTable ?? [];
  const device = onTable.find((candidate) => candidate.id === command.device);
  if (!device) return refuse('unknown_device', `There is no device ${command.device} on the table.`);
  const effect = effectOf(device);
  if (effect.moment === 'none') return refuse('does_not_detonate', `The ${device.name} does not detonate: remove it when it leaves the play area.`);
  if (fused(draft, device)) return refuse('fused', `The ${device.name} has a fuse marker: it cannot detonate in the round it was dropped.`);
  if (effect.moment === 'endOfActivation' && draft.phase !== 'activation') return refuse('not_yet', `The ${device.name} detonates at the end of the Activation Phase, not in the ${phaseNames[draft.phase]} Phase.`);
  if (effect.moment === 'overlap' && command.ships.length !== 1) return refuse('mine_one_ship', `A ${device.name} detonates for the one ship that moved through or overlaps it: name that ship.`);
  const ships: Ship[] = [];
  for (const id of command.ships) {
    const found = findShip(draft, id);
    if (!found.ok) return found;
    if (found.value.destroyed) return refuse('ship_destroyed', `${shipName(found.value)} is destroyed: it is not in the play area.`);
    if (ships.includes(found.value)) return refuse('ship_twice', `${shipName(found.value)} is named twice.`);
    ships.push(found.value);
  }
  const rolling = effect.dice > 0 && ships.length > 0;
  if (rolling && command.faces !== undefined && command.faces.length !== ships.length) {
    return refuse('faces_per_ship', `Enter one roll of ${effect.dice} attack ${effect.dice === 1 ? 'die' : 'dice'} for each of the ${ships.length} ships, in the order named.`);
  }
  if (rolling && command.faces === undefined && command.rollForMe === undefined) return refuse('face_or_roll', `Each ship rolls ${effect.dice} attack ${effect.dice === 1 ? 'die' : 'dice'}: enter the faces, or let the app roll them.`);
  const events: XwingEvent[] = [];
  const rolls: { ship: Ship; faces: AttackFace[]; rolledByApp: boolean }[] = [];
  if (rolling) {
    for (const [n, ship] of ships.entries()) {
      const rolled = enteredOrRolledFaces(draft, 'attack', effect.dice, command.faces ? { faces: command.faces[n] } : { rollForMe: true });
      if (!rolled.ok) return rolled;
      rolls.push({ ship, faces: rolled.value.faces as AttackFace[], rolledByApp: rolled.value.rolledByApp });
    }
  }
  draft.devicesOnTable = onTable.filter((candidate) => candidate !== device);
  const byHand = effect.outcomes.length === 0 && effect.dice === 0;
  events.push({ type: 'deviceDetonated', device: device.name, deviceId: device.id, ships: ships.map(refOf), rolls: rolls.map((roll) => ({ ship: refOf(roll.ship), faces: roll.faces, rolledByApp: roll.rolledByApp })), byHand });
  for (const ship of ships) {
    const damage = { hits: 0, crits: 0, cards: 0 };
    const faces = rolls.find((roll) => roll.ship === ship)?.faces ?? [];
    for (const outcome of [...effect.outcomes, ...faces.flatMap((face) => effect.perFace[face] ?? [])]) applyOutcome(outcome, ship, damage, events);
    for (let n = 0; n < damage.cards && !ship.destroyed; n++) {
      const dealt = dealFacedownCardPastShields(draft, ship, events);
      if (!dealt.ok) return dealt;
    }
    if (!ship.destroyed && damage.hits + damage.crits > 0) {
      events.push({ type: 'damageSuffered', ship: refOf(ship), hits: damage.hits, crits: damage.crits });
      const suffered = sufferDamage(draft, ship, damage.hits, damage.crits, null, events, device.name);
      if (!suffered.ok) return suffered;
    }
  }
  return ok(events);
}

export function removeDevice(draft: XwingState, command: CommandOf<'removeDevice'>): Result<XwingEvent[]> {
  const onTable = draft.devicesOnTable ?? [];
  const device = onTable.find((candidate) => candidate.id === command.device);
  if (!device) return refuse('unknown_device', `There is no device ${command.device} on the table.`);
  draft.devicesOnTable = onTable.filter((candidate) => candidate !== device);
  return ok([{ type: 'deviceRemoved', device: device.name, deviceId: device.id }]);
}

/** A device on the table as the screen shows it: its effect in our words, whether it must detonate now. */
export interface TableDeviceOption extends TableDevice {
  summary: string;
  moment: DeviceEffect['moment'];
  range: [number, number] | null;
  dice: number;
  /** It detonates now (every ship has activated): the table asks which ships it reaches. */
  dueNow: boolean;
  /** A bomb waiting for the end of the Activation Phase: the ships still to activate before it detonates (empty otherwise). */
  waitsFor: string[];
  /** Why it cannot detonate now (a fuse, a remote), or null. */
  cannotDetonate: string | null;
}

export function tableDeviceOptions(state: XwingState): TableDeviceOption[] {
  const due = bombsDueNow(state);
  const waiting = shipsYetToActivate(state).map((ship) => ship.id);
  return (state.devicesOnTable ?? []).map((device) => {
    const effect = effectOf(device);
    const cannotDetonate =
      effect.moment === 'none'
        ? 'It does not detonate.'
        : fused(state, device)
          ? 'Fused: it cannot detonate this round.'
          : effect.moment === 'endOfActivation' && state.phase !== 'activation'
            ? 'It detonates at the end of the Activation Phase.'
            : null;
    const waitsFor = effect.moment === 'endOfActivation' && cannotDetonate === null ? waiting : [];
    return { ...device, summary: effect.summary, moment: effect.moment, range: effect.range, dice: effect.dice, dueNow: due.includes(device), waitsFor, cannotDetonate };
  });
}

/** A device a ship could drop or launch, with why not now. */
export interface DropOption {
  ship: string;
  key: string;
  name: string;
  kind: ShipDevice['kind'];
  upgrade: string | null;
  chargesLeft: number | null;
  maxAtOnce: number;
  summary: string;
  unavailable: string | null;
}

export function dropOptions(state: XwingState): DropOption[] {
  return state.ships
    .filter((ship) => !ship.destroyed || (ship.devices ?? []).some((device) => deviceGrantFor(state, ship, device)))
    .flatMap((ship) =>
      (ship.devices ?? []).map((device) => {
        const upgrade = device.upgrade === null ? null : ship.upgrades.find((candidate) => candidate.id === device.upgrade);
        const effect = effectOf(device);
        return {
          ship: ship.id,
          key: device.key,
          name: device.name,
          kind: device.kind,
          upgrade: device.upgrade,
          chargesLeft: upgrade?.charges?.current ?? null,
          maxAtOnce: effect.maxAtOnce,
          summary: effect.summary,
          unavailable: whyCannotDrop(state, ship, device),
        };
      }),
    );
}
