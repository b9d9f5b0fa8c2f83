import type { PlayerRoster, ShipRosterEntry, SquadronRosterEntry } from '../../../shared/engine/games/armada';
import { fail, ok, type GameSystem, type IpcResult } from '../../../shared/ipc';
import type { ArmadaDice, CardDetail } from '../../../shared/ipc/cards';
import type { CardRoster } from '../../../shared/ipc/game-log';
import { gameSystemNames } from '../../../shared/ipc/game-systems';
import type { Db } from '../db/open';
import { getCard } from './card-search';

/**
 * A roster picked from the card database becomes the engine's setup command here, with every
 * stat the engine needs copied in. The log stores that command, so a game replays the same way
 * even after the card data is re-imported or the card is deleted.
 */
export type SetupFromCards = { type: 'setup'; players: unknown[] };

type Where = string;

const defenseTokenTypes = ['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo'] as const;
type DefenseTokenType = (typeof defenseTokenTypes)[number];

const dice = (counts: ArmadaDice | undefined) => ({ red: counts?.[0] ?? 0, blue: counts?.[1] ?? 0, black: counts?.[2] ?? 0 });

function defenseTokens(card: CardDetail, where: Where): IpcResult<DefenseTokenType[]> {
  const tokens: DefenseTokenType[] = [];
  for (const token of card.defenseTokens) {
    const type = token.toLowerCase();
    if (!(defenseTokenTypes as readonly string[]).includes(type)) {
      return fail('invalid_card', `${where}: "${card.name}" has a defense token Sidetable does not know (${token}).`);
    }
    tokens.push(type as DefenseTokenType);
  }
  return ok(tokens);
}

/** Where a card's shields and armament sit around an Armada hull, in the engine's words. */
const armadaZones = [
  ['front', 'front'],
  ['right', 'right'],
  ['rightAux', 'right-aux'],
  ['rear', 'rear'],
  ['leftAux', 'left-aux'],
  ['left', 'left'],
] as const;

function armadaShip(card: CardDetail, speedChoice: number | undefined, where: Where): IpcResult<ShipRosterEntry> {
  const size = card.size?.toLowerCase();
  if (size !== 'small' && size !== 'medium' && size !== 'large' && size !== 'huge') {
    return fail('invalid_card', `${where}: "${card.name}" has no size class the rules know (${card.size ?? 'none'}).`);
  }
  if (card.hull === null || card.command === null || card.speed === null || card.shieldZones === null || card.armament === null) {
    return fail('invalid_card', `${where}: "${card.name}" lacks the hull, command value, speed, shields or armament a ship needs on the table.`);
  }
  const maxSpeed = card.speed;
  const speed = speedChoice ?? Math.min(1, maxSpeed);
  if (speed > maxSpeed) return fail('invalid_choice', `${where}.speed: "${card.name}" cannot be set to speed ${speed}: its top speed is ${maxSpeed}.`);
  const tokens = defenseTokens(card, where);
  if (!tokens.ok) return tokens;
  const shieldZones = card.shieldZones;
  const armament = card.armament;
  const hullZones = armadaZones
    .filter(([key]) => shieldZones[key] !== undefined || armament[key] !== undefined)
    .map(([key, zone]) => ({ zone, shields: shieldZones[key] ?? 0, battery: dice(armament[key]) }));
  return ok({
    name: card.name,
    size,
    hull: card.hull,
    command: card.command,
    speed,
    maxSpeed,
    hullZones,
    antiSquadron: dice(armament.antiSquadron),
    defenseTokens: tokens.value,
  });
}

function armadaSquadron(card: CardDetail, where: Where): IpcResult<SquadronRosterEntry> {
  if (card.hull === null || card.speed === null) {
    return fail('invalid_card', `${where}: "${card.name}" lacks the hull or speed a squadron needs on the table.`);
  }
  const tokens = defenseTokens(card, where);
  if (!tokens.ok) return tokens;
  return ok({
    name: card.name,
    unique: card.uniqueCount > 0,
    hull: card.hull,
    speed: card.speed,
    antiSquadron: dice(card.armament?.antiSquadron),
    battery: dice(card.armament?.antiShip),
    defenseTokens: tokens.value,
  });
}

function armadaRoster(db: Db, players: CardRoster): IpcResult<PlayerRoster[]> {
  const rosters: PlayerRoster[] = [];
  for (const [p, player] of players.entries()) {
    const roster = { name: player.name, ships: [] as ShipRosterEntry[], squadrons: [] as SquadronRosterEntry[] };
    for (const [u, unit] of player.units.entries()) {
      const where = `players[${p}].units[${u}]`;
      const card = cardFor(db, 'armada', unit.cardId, where);
      if (!card.ok) return card;
      if (card.value.kind === 'ship') {
        const ship = armadaShip(card.value, unit.speed, where);
        if (!ship.ok) return ship;
        roster.ships.push(ship.value);
      } else if (card.value.kind === 'squadron') {
        if (unit.speed !== undefined) return fail('invalid_choice', `${where}.speed: a squadron's speed is printed on its card, not chosen.`);
        const squadron = armadaSquadron(card.value, where);
        if (!squadron.ok) return squadron;
        roster.squadrons.push(squadron.value);
      } else {
        return fail('not_a_unit', `${where}: "${card.value.name}" is ${article(card.value.kind)} card; an Armada roster lists ships and squadrons.`);
      }
    }
    rosters.push(roster);
  }
  return ok(rosters);
}

function article(kind: string): string {
  return /^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`;
}

function cardFor(db: Db, system: GameSystem, cardId: number, where: Where): IpcResult<CardDetail> {
  const card = getCard(db, cardId);
  if (!card) return fail('not_found', `${where}.cardId: there is no card with id ${cardId}.`);
  if (card.system !== system) {
    return fail('wrong_system', `${where}: "${card.name}" is a ${gameSystemNames[card.system]} card, not a ${gameSystemNames[system]} one.`);
  }
  return ok(card);
}

/** The setup command for `system` from a card roster, or a refusal naming the unit that was wrong. */
export function setupFromCards(db: Db, system: GameSystem, players: CardRoster): IpcResult<SetupFromCards> {
  if (system === 'armada') {
    const rosters = armadaRoster(db, players);
    return rosters.ok ? ok({ type: 'setup', players: rosters.value }) : rosters;
  }
  return fail('no_card_roster', `A ${gameSystemNames[system]} game is not set up from cards.`);
}
