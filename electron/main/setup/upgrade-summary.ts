import type { ListCard } from '../../../shared/lists/list';

// Our own one-line summary of an upgrade for the table, built only from the facts the card data
// states as fields (slot, charges, dice, stat and action grants, exhaust and start effects); the
// card's own text stays in the player's imported data, one tap away on the Cards screen.

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);
const plural = (n: number, word: string) => `${n} ${word}${Math.abs(n) === 1 ? '' : 's'}`;

function xwingGrant(grant: Record<string, unknown>): string | null {
  const type = grant.type;
  if (type === 'stat') {
    const stat = text(grant.value);
    const amount = num(grant.amount);
    if (!stat || amount === null) return null;
    const arc = text(grant.arc);
    return `${signed(amount)} ${stat}${arc ? ` (${arc.toLowerCase()})` : ''}`;
  }
  if (type === 'action') {
    const action = record(grant.value);
    const name = text(action?.type);
    if (!name) return null;
    const red = text(action?.difficulty) === 'Red';
    return `adds ${red ? 'red ' : ''}${name}`;
  }
  if (type === 'slot') {
    const slot = text(grant.value);
    const amount = num(grant.amount) ?? 1;
    if (!slot) return null;
    return amount < 0 ? `removes a ${slot} slot` : `adds ${amount === 1 ? 'a' : amount} ${slot} slot${amount === 1 ? '' : 's'}`;
  }
  if (type === 'force') {
    const amount = num(record(grant.value)?.value) ?? num(grant.amount);
    return amount === null ? 'adds Force' : `${signed(amount)} Force`;
  }
  return null;
}

function xwingSummary(card: ListCard): string {
  const side = record(list(card.details.sides)[0]) ?? {};
  const parts: string[] = [text(side.type) ?? card.upgradeTypes.join(' / ')];
  const attack = record(side.attack);
  if (attack) {
    const value = num(attack.value);
    const min = num(attack.minrange);
    const max = num(attack.maxrange);
    const arc = text(attack.arc)?.replace(/ arc$/i, '').toLowerCase();
    const range = min !== null && max !== null ? (min === max ? `range ${min}` : `range ${min}–${max}`) : null;
    parts.push([value !== null ? `attack ${value}` : 'attack', arc ? `${arc} arc` : null, range, attack.ordnance === true ? 'ordnance' : null].filter(Boolean).join(', '));
  }
  const device = record(side.device);
  if (device) parts.push(`${text(device.type)?.toLowerCase() ?? 'device'}`);
  const charges = record(side.charges);
  const chargeValue = num(charges?.value);
  if (chargeValue !== null) {
    const recovers = num(charges?.recovers) ?? 0;
    parts.push(`${plural(chargeValue, 'charge')}${recovers > 0 ? `, recovers ${recovers}` : recovers < 0 ? `, loses ${-recovers} a round` : ''}`);
  }
  const force = record(side.force);
  const forceValue = num(force?.value);
  if (forceValue !== null) parts.push(`${signed(forceValue)} Force`);
  for (const grant of list(side.grants)) {
    const said = xwingGrant(record(grant) ?? {});
    if (said) parts.push(said);
  }
  if (list(card.details.sides).length > 1) parts.push('two-sided');
  return parts.filter(Boolean).join(' · ');
}

const armadaSlotNames: Record<string, string> = {
  commander: 'Commander',
  officer: 'Officer',
  title: 'Title',
  'weapons-team': 'Weapons team',
  'offensive-retro': 'Offensive retrofit',
  'defensive-retro': 'Defensive retrofit',
  'experimental-retro': 'Experimental retrofit',
  'fleet-command': 'Fleet command',
  'fleet-support': 'Fleet support',
  'support-team': 'Support team',
  'ion-cannon': 'Ion cannons',
  turbolaser: 'Turbolasers',
  ordnance: 'Ordnance',
  'super-weapon': 'Superweapon',
};

function armadaSummary(card: ListCard): string {
  const slot = card.upgradeTypes.map((type) => armadaSlotNames[type] ?? type).join(' / ') || 'Upgrade';
  const parts: string[] = [slot];
  if (card.details.modification === true) parts.push('Modification');
  const exhaust = record(card.details.exhaust);
  if (text(exhaust?.type)) parts.push('exhaust card');
  const start = record(card.details.start_command);
  const startType = text(start?.type);
  const startAmount = num(start?.start_amount);
  if (startType && startAmount) parts.push(`starts with ${plural(startAmount, startType === 'dial' ? 'command dial' : 'command token')}`);
  if (card.shipKey) parts.push(`title of the ${card.shipKey}`);
  return parts.join(' · ');
}

/** One line in our words: "Torpedo · attack 4, front arc, range 1–2, ordnance · 2 charges". */
export function upgradeSummary(card: ListCard): string {
  return card.system === 'xwing' ? xwingSummary(card) : armadaSummary(card);
}

/** Charges an upgrade's card carries, for the table's markers (X-Wing; Armada upgrades carry none in the data). */
export function upgradeCharges(card: ListCard): { value: number; recurs: number } | undefined {
  if (card.system !== 'xwing') return undefined;
  const side = record(list(card.details.sides)[0]);
  const charges = record(side?.charges);
  const value = num(charges?.value);
  if (value === null || value <= 0) return undefined;
  return { value, recurs: num(charges?.recovers) ?? 0 };
}

/** The stat changes an X-Wing upgrade grants (`{hull: 1}`, `{shields: -2, energy: 1}`, `{attack: 1}`), applied at setup. */
export function upgradeStatGrants(card: ListCard): { stat: string; amount: number; arc: string | null }[] {
  if (card.system !== 'xwing') return [];
  const side = record(list(card.details.sides)[0]);
  const grants: { stat: string; amount: number; arc: string | null }[] = [];
  for (const raw of list(side?.grants)) {
    const grant = record(raw);
    if (grant?.type !== 'stat') continue;
    const stat = text(grant.value);
    const amount = num(grant.amount);
    if (stat && amount !== null) grants.push({ stat, amount, arc: text(grant.arc) });
  }
  const force = record(side?.force);
  const forceValue = num(force?.value);
  if (forceValue) grants.push({ stat: 'force', amount: forceValue, arc: null });
  return grants;
}
