import type { ArmadaState, CommandName, DieColor, DieFace, HullZoneId, Unit, UnitCardEffect } from '../model/state';
import { commandNames, engineeringPoints } from '../commands/command-dials';
import { adjacentZones, hullZoneNames } from '../units/hull-zones';
import { totalDamage, zoneDamageByCard } from '../attack/damage-total';
import { engineeringValue } from '../damage/damage-card-effects';
import { defenseTokenNames } from '../units/defense-token-names';
import { unitName } from '../units/unit-name';
import { evadeAllowance } from '../attack/evade';
import { isLargerSizeClass } from '../units/size-class';
import { allUnits } from '../units/units';
import type { ArmadaYourCall } from './card-effect';
import { isDiscarded, isExhausted } from '../units/card-states';
import { activatedOfKind, effectsInPlay, endedAttackNow } from './effects-in-play';

// What the table offers of the cards' effects now: one button each, saying what it changes, and
// what the tap must also say (the dice it picks, their new faces, a token, a command, a zone).

export interface CardEffectOption {
  unit: string;
  ref: string;
  source: string;
  upgrade: string | null;
  side: 'attacker' | 'defender' | null;
  /** "Ordnance Experts: reroll up to 2 black dice". */
  label: string;
  /** The yes / no question the table answers first (the tap is the yes), else null. */
  question: string | null;
  /** The pool's dice it picks: at most `count` ('all': every one that fits), of these colours and faces. */
  pick: { count: number | 'all'; colors: DieColor[] | null; faces: DieFace[] | null } | null;
  /** The new dice's (or rerolled dice's) faces are entered or rolled by the app. */
  rolls: 'reroll' | 'add' | null;
  /** It readies, or pays with, one of the unit's defense tokens (or the defender names the one a critical effect discards); it gains a command token of the player's choice; a hull zone recovers shields. */
  token: boolean;
  command: boolean;
  zone: boolean;
  /** It adds a die of the colour the player picks (`inPool`: one already in the pool). */
  color: { inPool: boolean } | null;
  /** It deals a damage card from the deck: the app draws it (the tap says so). */
  drawsDamageCard: boolean;
  /** It exhausts or discards one of the defender's upgrade cards: the ones it may choose (id, name). */
  defenderUpgrades: { id: string; name: string }[] | null;
  /** Issue 35 · the units it names (up to `max`): the squadrons that suffer damage, the ship whose speed or token changes; `zone`: a ship named needs the hull zone its owner picks. */
  targets: { max: number; units: { id: string; name: string; kind: 'ship' | 'squadron' }[]; zone: boolean } | null;
  /** Issue 35 · one choice ends the tap: a defense token to replace or spend, an upgrade to ready, navigate token or speed. */
  choices: { label: string; extra: Record<string, string | number | string[] | true> }[] | null;
  /** Issue 35 · several defense tokens or damage cards it works on, up to `max` (`targetFromPicks`: their ship is the unit it names). */
  picks: { max: number; field: 'tokens' | 'cards' | 'gains' | 'dieColors' | 'shieldMoves' | 'damageZones' | 'unitsAndZones'; targetFromPicks: boolean; items: { id: string; label: string; unit: string; command?: CommandName; color?: DieColor; /** the token the ship discards for the one gained */ gives?: CommandName; /** a shield move: from this zone to that one, this many */ move?: { from: HullZoneId; to: HullZoneId; amount: number }; /** a damage's place: its number and the hull zone */ damage?: { index: number; zone: HullZoneId }; /** a named ship's hull zone that suffers the damage */ zone?: HullZoneId }[] } | null;
  /** Issue 35 · the faces the picked die may be changed to (a card that sets any face). */
  faceChoice: DieFace[] | null;
}

export interface UnitCardState {
  unit: string;
  /** Upgrade ids (or effect refs) exhausted and discarded now. */
  exhausted: string[];
  discarded: string[];
  yourCalls: ArmadaYourCall[];
}

export function cardEffectOptions(state: ArmadaState): CardEffectOption[] {
  return effectsInPlay(state).map(({ unit, effect, side, question }) => {
    let pick: CardEffectOption['pick'] = null;
    let rolls: CardEffectOption['rolls'] = null;
    for (const change of effect.effects) {
      if (change.kind === 'reroll') {
        pick = { count: change.count, colors: change.colors ?? null, faces: change.faces ?? null };
        rolls = 'reroll';
      } else if (change.kind === 'change' || change.kind === 'removeDice') {
        pick = { count: change.count, colors: change.colors ?? null, faces: (change.kind === 'change' ? change.from : change.faces) ?? null };
      } else if ((change.kind === 'addDice' || change.kind === 'addDieOfChoice' || change.kind === 'addDicePerDiscardedToken') && state.attacks.at(-1)?.step !== 'rollAttackDice') {
        rolls = 'add';
      } else if (change.kind === 'changeToAnyFace') {
        pick = { count: change.count, colors: null, faces: null };
      } else if (change.kind === 'swapCardDie') {
        pick = { count: 1, colors: null, faces: null };
      } else if (change.kind === 'rollAtAttacker') {
        rolls = 'add';
      } else if (change.kind === 'evadeByToken') {
        // the dice the evade affects; the app rolls a reroll once the token is chosen (oneChoice).
        const attack = state.attacks.at(-1);
        if (attack) pick = { count: evadeAllowance(state, attack, unit).dice, colors: null, faces: null };
      }
    }
    // Issue 35 · a die the cost spends, when the effect picks no dice of its own (Ten Numb's blue crit).
    const spent = effect.costs.find((cost) => cost.kind === 'spendDieOf' || cost.kind === 'spendDie');
    if (!pick && spent && (spent.kind === 'spendDieOf' || spent.kind === 'spendDie')) pick = { count: 1, colors: spent.kind === 'spendDieOf' ? spent.colors : null, faces: spent.faces ?? null };
    const choice = effect.effects.find((change) => change.kind === 'addDieOfChoice');
    return {
      unit: unit.id,
      ref: effect.ref,
      source: effect.source,
      upgrade: effect.upgrade ?? null,
      side,
      label: `${effect.source}: ${effect.summary}`,
      question,
      pick,
      rolls,
      token: effect.effects.some((change) => change.kind === 'readyToken' || change.kind === 'recoverToken' || (change.kind === 'defenderTokens' && change.count === 1) || change.kind === 'discardIfSpent'),
      command: effect.effects.some(
        (change) => (change.kind === 'gainCommandToken' && change.command === 'any') || change.kind === 'defenderCommandToken' || change.kind === 'fleetGainsCommandToken' || (change.kind === 'targetGainsCommandToken' && change.command === 'chosen') || change.kind === 'dialTokenToFriend' || change.kind === 'raidToken' || change.kind === 'commandAsTokenWithRaid' || change.kind === 'extraDial' || change.kind === 'enemiesGainRaidToken' || change.kind === 'attackerGainsRaidToken',
      ),
      zone:
        effect.effects.some((change) => change.kind === 'recoverShields' || change.kind === 'markZone' || (change.kind === 'unitsSuffer' && change.to === 'activated' && change.units === 'shipOrSquadron')) ||
        effect.costs.some((cost) => cost.kind === 'shield' && cost.from === 'any'),
      color: choice && choice.kind === 'addDieOfChoice' ? { inPool: choice.inPool } : effect.effects.some((change) => change.kind === 'addAdjacentZoneDie' || change.kind === 'removeGatheredDie') ? { inPool: false } : null,
      drawsDamageCard: effect.effects.some((change) => change.kind === 'faceupDamageCard' || change.kind === 'adjacentZonesDamage' || (change.kind === 'overlap' && change.otherFaceup)),
      defenderUpgrades: effect.effects.some((change) => change.kind === 'defenderUpgrade') ? defenderUpgradeChoices(state) : null,
      targets: targetChoices(state, unit, effect),
      choices: oneChoice(state, unit, effect),
      picks: picksOf(state, unit, effect),
      faceChoice: faceChoiceOf(effect),
    };
  });
}

/** Each unit's cards as the table shows them: exhausted, discarded, and the ones the players decide. */
export function unitCardStates(state: ArmadaState): UnitCardState[] {
  const states: UnitCardState[] = [];
  for (const unit of allUnits(state)) {
    if (!unit.cardEffects && !unit.yourCalls) continue;
    const keys = [...new Set((unit.cardEffects ?? []).map((effect) => effect.upgrade ?? effect.ref))];
    states.push({
      unit: unit.id,
      exhausted: keys.filter((key) => isExhausted(state, key)),
      discarded: keys.filter((key) => isDiscarded(state, key)),
      yourCalls: unit.yourCalls ?? [],
    });
  }
  return states;
}

/** The defender's upgrade cards a critical effect may exhaust or discard: those not already discarded. */
function defenderUpgradeChoices(state: ArmadaState): { id: string; name: string }[] {
  const attack = state.attacks.at(-1);
  const defender = attack ? state.ships.find((ship) => ship.id === attack.defender.id) : undefined;
  if (!defender) return [];
  return defender.upgrades.flatMap((upgrade, index) => {
    const id = `${defender.id}-upgrade-${index + 1}`;
    return isDiscarded(state, id) ? [] : [{ id, name: upgrade.name }];
  });
}

/** Issue 35 · the units an effect may name: live, of its side and kind. */
function targetChoices(state: ArmadaState, unit: Unit, effect: UnitCardEffect): CardEffectOption['targets'] {
  for (const change of effect.effects) {
    let side: 'enemy' | 'friendly' | 'any' | null = null;
    let kind: 'ship' | 'squadron' | 'shipOrSquadron' = 'ship';
    let max = 1;
    if (change.kind === 'unitsSuffer' && change.to === 'targets') ({ side, kind, max } = { side: change.side, kind: change.units, max: change.max });
    else if (change.kind === 'targetSpeed' || change.kind === 'matchSpeed') side = change.side;
    else if (change.kind === 'navTokenOrSlow' || (change.kind === 'raidToken' && change.to === 'enemyShip') || change.kind === 'raidTokens' || change.kind === 'setEnemyDials') side = 'enemy';
    else if (change.kind === 'targetGainsCommandToken' || change.kind === 'dialTokenToFriend') side = 'friendly';
    else if (change.kind === 'readySquadron') ({ side, kind } = { side: 'friendly', kind: 'squadron' });
    else if (change.kind === 'splashHalfIcons') ({ side, kind } = { side: 'any', kind: 'shipOrSquadron' });
    else if (change.kind === 'toggleNamedSquadron') ({ side, kind } = { side: 'any', kind: 'squadron' });
    else if (change.kind === 'lendAttack' || change.kind === 'friendAttack') ({ side, kind } = { side: 'friendly', kind: 'squadron' });
    else if (change.kind === 'setAsideSquadrons') ({ side, kind, max } = { side: 'friendly', kind: 'squadron', max: change.max > 0 ? change.max : unit.kind === 'ship' ? (unit.squadronValue ?? 0) : 0 });
    else if (change.kind === 'placeSetAside' && !change.all) ({ side, kind, max } = { side: 'friendly', kind: 'squadron', max: 6 });
    else if (change.kind === 'overlap') {
      // the card's own ship moved: it names the ship it overlapped (of the side, and smaller, the card says).
      if (state.activation.ship?.id !== unit.id || unit.kind !== 'ship') continue;
      const units = state.ships
        .filter((other) => other.id !== unit.id && !other.destroyed && (change.with === 'any' || other.owner !== unit.owner) && (!change.smallerOnly || isLargerSizeClass(unit.size, other.size)))
        .map((other) => ({ id: other.id, name: unitName(other), kind: other.kind }));
      return { max: 1, units, zone: false };
    }
    if (!side) continue;
    const defender = change.kind === 'unitsSuffer' || change.kind === 'splashHalfIcons' ? (state.attacks.at(-1) ?? endedAttackNow(state))?.defender.id : undefined;
    const units = allUnits(state)
      .filter((other) => other.id !== defender && other.id !== (change.kind === 'toggleNamedSquadron' || change.kind === 'lendAttack' || change.kind === 'friendAttack' ? unit.id : undefined) && !other.destroyed && (side === 'any' || (side === 'enemy') !== (other.owner === unit.owner)) && (kind === 'shipOrSquadron' || other.kind === kind) && !((change.kind === 'targetGainsCommandToken' || change.kind === 'dialTokenToFriend') && other.id === unit.id))
      .map((other) => ({ id: other.id, name: unitName(other), kind: other.kind }));
    return { max, units, zone: kind !== 'squadron' && (change.kind === 'unitsSuffer' || change.kind === 'splashHalfIcons') };
  }
  return null;
}

/** Issue 35 · an effect whose tap ends with one choice: the token it replaces or spends, the upgrade it readies, a navigate token or speed. */
function oneChoice(state: ArmadaState, unit: Unit, effect: UnitCardEffect): CardEffectOption['choices'] {
  const tokenChoices = (owner: Unit | null | undefined, fits: (state: string) => boolean) =>
    (owner?.defenseTokens ?? []).filter((token) => fits(token.state)).map((token) => ({ label: `${defenseTokenNames[token.type]} (${token.state})`, extra: { token: token.id } }));
  for (const change of effect.effects) {
    if (change.kind === 'targetSpeed' && change.direction === 'either') return [{ label: `Speed +${change.by}`, extra: { speedChange: change.by } }, { label: `Speed −${change.by}`, extra: { speedChange: -change.by } }];
    if (change.kind === 'swapGatheredDie') {
      const gathered = state.attacks.at(-1)?.gathered;
      const colors = ['red', 'blue', 'black'] as const;
      return colors.flatMap((from) => ((gathered?.[from] ?? 0) > 0 ? colors.filter((to) => to !== from).map((to) => ({ label: `1 ${from} die → ${to}`, extra: { fromColor: from, color: to } })) : []));
    }
    if (change.kind === 'speedBy' && unit.kind === 'ship') {
      const ship = effect.holder === 'attackerFleet' ? activatedOfKind(state, 'ship') : unit;
      const speed = ship?.kind === 'ship' ? ship : unit;
      const changes = Array.from({ length: change.max * 2 + 1 }, (_, n) => n - change.max).filter((by) => by !== 0 && speed.speed + by >= 0 && speed.speed + by <= speed.maxSpeed);
      return changes.map((by) => ({ label: `Speed ${by > 0 ? '+' : '−'}${Math.abs(by)} (to ${speed.speed + by})`, extra: { speedChange: by } }));
    }
    if (change.kind === 'extraDial') {
      // The extra dial's command; a gained one (not one a card adds to a token) may be spent for its token at once.
      const all: CommandName[] = ['navigate', 'squadron', 'repair', 'concentrateFire'];
      const asDial = all.map((command) => ({ label: `${commandNames[command]} dial`, extra: { command } as Record<string, string> }));
      return change.tokenOnly ? asDial : [...asDial, ...all.map((command) => ({ label: `${commandNames[command]} dial, spent for its token`, extra: { command, payWith: 'token' } }))];
    }
    if (change.kind === 'setEnemyDials') {
      // One tap per enemy ship and command for its top dial (the next one it reveals); more dials are named in the command (`dials`).
      const all: CommandName[] = ['navigate', 'squadron', 'repair', 'concentrateFire'];
      return state.ships
        .filter((ship) => ship.owner !== unit.owner && !ship.destroyed)
        .flatMap((ship) => all.map((command) => ({ label: `${unitName(ship)}: top dial → ${commandNames[command]}`, extra: { targets: [ship.id], dials: [command] } })));
    }
    if (change.kind === 'arrangeDamageDeck') return state.damageDeck.drawPile.slice(0, change.look).map((name, n) => ({ label: `Put ${name} back on top (card ${n + 1})`, extra: { damageCard: name } }));
    if (change.kind === 'friendRestoresToken') {
      const friends = allUnits(state).filter((other) => other.owner === unit.owner && !other.destroyed && (other.kind === 'ship' || other.unique));
      return friends.flatMap((friend) =>
        friend.defenseTokens
          .filter((token) => token.state !== 'readied')
          .map((token) => ({ label: `${unitName(friend)}: ${token.state === 'exhausted' ? 'ready' : 'recover (exhausted)'} ${defenseTokenNames[token.type]}`, extra: { targets: [friend.id], token: token.id } })),
      );
    }
    if (change.kind === 'navTokenOrSlow') return [{ label: 'It spends a navigate token', extra: { command: 'navigate' } }, { label: 'Its speed drops by 1 (minimum 1)', extra: {} }];
    if (change.kind === 'replaceDefenseToken') return tokenChoices(unit, () => true).filter((choice) => !choice.label.startsWith(defenseTokenNames[change.to]));
    if (change.kind === 'attackerSpendsToken') {
      const attack = state.attacks.at(-1);
      const attacker = attack ? allUnits(state).find((other) => other.id === attack.attacker.id) : null;
      return tokenChoices(attacker, (tokenState) => tokenState !== 'discarded');
    }
    if (change.kind === 'evadeByToken') {
      const attack = state.attacks.at(-1);
      const rerolls = attack ? evadeAllowance(state, attack, unit).mode === 'reroll' : false;
      return tokenChoices(unit, (tokenState) => tokenState !== 'discarded').map((choice) => ({ label: `Spend ${choice.label}: ${rerolls ? 'reroll' : 'cancel'} the dice picked`, extra: { ...choice.extra, ...(rerolls ? { rollForMe: true as const } : {}) } }));
    }
    if (change.kind === 'exhaustActivatedToken') return tokenChoices(activatedOfKind(state, 'ship'), (tokenState) => tokenState === 'readied');
    if (change.kind === 'changeDial' && unit.kind === 'ship') {
      return (unit.commandTokens ?? []).flatMap((paid) => change.to.map((to) => ({ label: `Spend the ${commandNames[paid].toLowerCase()} token: dial → ${commandNames[to]}`, extra: { paidCommand: paid, command: to } })));
    }
    if (change.kind === 'takeTokenAndRaid') {
      const fought = state.attacks.at(-1) ?? endedAttackNow(state);
      const defender = fought?.defender.kind === 'ship' ? state.ships.find((ship) => ship.id === fought.defender.id) : undefined;
      return (defender?.raidTokens ?? []).flatMap((raid) => (defender?.commandTokens ?? []).map((taken) => ({ label: `${commandNames[raid]} raid token, ${commandNames[taken]} token`, extra: { paidCommand: raid, command: taken } })));
    }
    if (change.kind === 'raidTokens') {
      // Each set of different types the card gives, named in the players' words.
      const names = ['navigate', 'squadron', 'repair', 'concentrateFire'] as const;
      const sets = (from: number, left: number): (typeof names)[number][][] => (left === 0 ? [[]] : names.slice(from).flatMap((first, at) => sets(from + at + 1, left - 1).map((rest) => [first, ...rest])));
      return sets(0, change.count).map((set) => ({ label: `${set.map((name) => commandNames[name]).join(' and ')} raid tokens`, extra: { raids: set } }));
    }
    if (change.kind === 'swapCommandToken') {
      const activated = activatedOfKind(state, 'ship');
      const held = activated?.kind === 'ship' ? (activated.commandTokens ?? []) : [];
      const names = ['navigate', 'squadron', 'repair', 'concentrateFire'] as const;
      return held.flatMap((given) => names.filter((gained) => gained !== given && !held.includes(gained)).map((gained) => ({ label: `${commandNames[given]} token → ${commandNames[gained]}`, extra: { paidCommand: given, command: gained } })));
    }
    if (change.kind === 'targetUpgrade') {
      return state.ships
        .filter((ship) => ship.owner !== unit.owner && !ship.destroyed)
        .flatMap((ship) =>
          ship.upgrades.flatMap((upgrade, index) => {
            const id = `${ship.id}-upgrade-${index + 1}`;
            if (isDiscarded(state, id) || (change.nonCommander && /commander/i.test(upgrade.slot))) return [];
            return [{ label: `${unitName(ship)}: ${upgrade.name}`, extra: { targets: [ship.id], upgrade: id } }];
          }),
        );
    }
    if (change.kind === 'moveShields' && unit.kind === 'ship') {
      // each way the shields may go in one tap: the zone they leave, the zone (and ship) they reach, how many.
      const attack = state.attacks.at(-1);
      const defending = change.to === 'defending' && attack?.defender.id === unit.id && attack.defender.kind === 'ship' ? attack.defender.hullZone : null;
      const receivers =
        change.to === 'defending'
          ? defending ? unit.hullZones.filter((zone) => zone.zone === defending).map((zone) => ({ ship: unit, zone })) : []
          : state.ships.filter((ship) => ship.id !== unit.id && ship.owner === unit.owner && !ship.destroyed).flatMap((ship) => ship.hullZones.map((zone) => ({ ship, zone })));
      const engineeringLeft = change.engineering ? engineeringPoints(state, unit) - (state.activation.ship?.id === unit.id ? (state.activation.ship.engineeringSpent ?? 0) : 0) : change.max;
      return unit.hullZones.flatMap((from) =>
        receivers.flatMap(({ ship, zone }) => {
          if (zone === from) return [];
          const room = (change.cap > 0 ? change.cap : zone.maxShields) - zone.shields;
          const most = Math.min(change.max, from.shields, room, engineeringLeft);
          return Array.from({ length: Math.max(0, most) }, (_, n) => ({
            label: `${n + 1} from ${hullZoneNames[from.zone]} → ${ship.id === unit.id ? '' : `${unitName(ship)} `}${hullZoneNames[zone.zone]}`,
            extra: { zone: from.zone, amount: n + 1, ...(ship.id === unit.id ? {} : { targets: [ship.id], toZone: zone.zone }) },
          }));
        }),
      );
    }
    if ((change.kind === 'damageToZone' || change.kind === 'changeDefendingZone') && unit.kind === 'ship') {
      // the other hull zones of the defending ship, and (damage) how much each may suffer on its shields.
      const attack = state.attacks.at(-1);
      if (!attack || attack.defender.id !== unit.id || attack.defender.kind !== 'ship') return [];
      const defending = attack.defender.hullZone;
      const others = unit.hullZones.filter((zone) => zone.zone !== defending && (change.kind === 'changeDefendingZone' || !change.adjacent || adjacentZones(unit, defending).includes(zone.zone)));
      if (change.kind === 'changeDefendingZone') return others.map((zone) => ({ label: `${hullZoneNames[zone.zone]} zone defends (${zone.shields} shields)`, extra: { zone: zone.zone } }));
      const moved = zoneDamageByCard(attack);
      const left = totalDamage(state, attack).total - moved;
      const budget = change.perToken ? attack.spentTokens.length - moved : left;
      return others.flatMap((zone) =>
        Array.from({ length: Math.max(0, Math.min(zone.shields, left, budget)) }, (_, n) => ({ label: `${n + 1} damage on the ${hullZoneNames[zone.zone]} shields`, extra: { zone: zone.zone, amount: n + 1 } })),
      );
    }
    if (change.kind === 'shieldsForEngineering' && unit.kind === 'ship') {
      // each way to pay: up to `max` shields from the ship's zones, or from 1 zone of another friendly ship.
      const ships = change.friend ? state.ships.filter((ship) => ship.id !== unit.id && ship.owner === unit.owner && !ship.destroyed) : [unit];
      return ships.flatMap((ship) => {
        const whose = ship.id === unit.id ? '' : `${unitName(ship)}: `;
        const target: Record<string, string[]> = ship.id === unit.id ? {} : { targets: [ship.id] };
        const sets: { zones: (typeof ship.hullZones)[number]['zone'][] }[] = [];
        for (const zone of ship.hullZones) for (let n = 1; n <= Math.min(change.max, zone.shields); n++) sets.push({ zones: Array.from({ length: n }, () => zone.zone) });
        if (!change.friend) {
          const withShields = ship.hullZones.filter((zone) => zone.shields > 0);
          for (let a = 0; a < withShields.length; a++) for (let b = a + 1; b < withShields.length && change.max >= 2; b++) sets.push({ zones: [withShields[a]!.zone, withShields[b]!.zone] });
        }
        return sets.map(({ zones }) => ({ label: `${whose}${zones.map((zone) => hullZoneNames[zone]).join(' + ')} shield${zones.length === 1 ? '' : 's'} → ${zones.length * change.per} engineering points`, extra: { zones: [...zones], ...target } }));
      });
    }
    if (change.kind === 'readyUpgrade' && unit.kind === 'ship') {
      return unit.upgrades.flatMap((upgrade, index) => {
        const id = `${unit.id}-upgrade-${index + 1}`;
        return id !== effect.upgrade && isExhausted(state, id) ? [{ label: `Ready ${upgrade.name}`, extra: { upgrade: id } }] : [];
      });
    }
  }
  return null;
}

const allFaces: DieFace[] = ['blank', 'hit', 'crit', 'hit-hit', 'hit-crit', 'accuracy'];

/** Issue 35 · the faces a card that sets any face may choose (the die's own faces are checked when used). */
function faceChoiceOf(effect: UnitCardEffect): DieFace[] | null {
  const change = effect.effects.find((candidate) => candidate.kind === 'changeToAnyFace');
  return change && change.kind === 'changeToAnyFace' ? allFaces.filter((face) => !change.except.includes(face)) : null;
}

/** Issue 35 · the tokens or damage cards an effect works on: an enemy ship's (Boarding Troopers, Boarding Engineers) or friendly ships' discarded tokens (General Tagge). */
function picksOf(state: ArmadaState, unit: Unit, effect: UnitCardEffect): CardEffectOption['picks'] {
  const enemyShips = state.ships.filter((ship) => ship.owner !== unit.owner && !ship.destroyed);
  for (const change of effect.effects) {
    if (change.kind === 'spendTargetTokens' && unit.kind === 'ship') {
      const items = enemyShips.flatMap((ship) => ship.defenseTokens.filter((token) => token.state !== 'discarded').map((token) => ({ id: token.id, label: `${unitName(ship)}: ${defenseTokenNames[token.type]} (${token.state})`, unit: ship.id })));
      return { max: unit.squadronValue ?? 0, field: 'tokens', targetFromPicks: true, items };
    }
    if (change.kind === 'flipTargetCards' && unit.kind === 'ship') {
      const items = enemyShips.flatMap((ship) => ship.damageCards.filter((card) => !card.faceup).map((card, n) => ({ id: card.id, label: `${unitName(ship)}: facedown card ${n + 1} (${card.name})`, unit: ship.id })));
      return { max: engineeringValue(unit), field: 'cards', targetFromPicks: true, items };
    }
    if (change.kind === 'repairCardInsteadOfEngineering') {
      const friendly = state.ships.filter((ship) => ship.owner === unit.owner && !ship.destroyed);
      const items = friendly.flatMap((ship) => ship.damageCards.map((card, n) => ({ id: card.id, label: `${unitName(ship)}: ${card.faceup ? card.name : `facedown card ${n + 1}`}`, unit: ship.id })));
      return { max: 1, field: 'cards', targetFromPicks: true, items };
    }
    if (change.kind === 'fleetGainsTokensUpToCommand') {
      const friendly = state.ships.filter((ship) => ship.owner === unit.owner && !ship.destroyed);
      const all: CommandName[] = ['navigate', 'squadron', 'repair', 'concentrateFire'];
      const items = friendly.flatMap((ship) =>
        all.filter((command) => !(ship.commandTokens ?? []).includes(command)).map((command) => ({ id: `${ship.id}|${command}`, label: `${unitName(ship)}: ${commandNames[command]}`, unit: ship.id, command })),
      );
      return { max: friendly.reduce((sum, ship) => sum + ship.command, 0), field: 'gains', targetFromPicks: false, items };
    }
    if (change.kind === 'placeTokensOnShips') {
      // each ship and type a token may be placed on; the first `count` picked are the player's, the rest the opponent's.
      const all: CommandName[] = ['navigate', 'squadron', 'repair', 'concentrateFire'];
      const items = state.ships.filter((ship) => !ship.destroyed).flatMap((ship) => all.map((command) => ({ id: `${ship.id}|${command}`, label: `${unitName(ship)}: ${commandNames[command]}`, unit: ship.id, command })));
      return { max: change.count * 2, field: 'gains', targetFromPicks: false, items };
    }
    if (change.kind === 'takeFriendTokens') {
      const friends = state.ships.filter((ship) => ship.id !== unit.id && ship.owner === unit.owner && !ship.destroyed);
      const items = friends.flatMap((ship) => (ship.commandTokens ?? []).map((command, n) => ({ id: `${ship.id}|${command}|${n + 1}`, label: `${unitName(ship)}: ${commandNames[command]}`, unit: ship.id, command })));
      return { max: 4, field: 'gains', targetFromPicks: false, items };
    }
    if (change.kind === 'friendsSwapCommandTokens') {
      // each pair a friendly ship may swap: a token it holds for one of another type.
      const friends = state.ships.filter((ship) => ship.id !== unit.id && ship.owner === unit.owner && !ship.destroyed);
      const all: CommandName[] = ['navigate', 'squadron', 'repair', 'concentrateFire'];
      const items = friends.flatMap((ship) =>
        [...new Set(ship.commandTokens ?? [])].flatMap((gives) =>
          all.filter((command) => command !== gives).map((command) => ({ id: `${ship.id}|${gives}|${command}`, label: `${unitName(ship)}: ${commandNames[gives]} → ${commandNames[command]}`, unit: ship.id, command, gives })),
        ),
      );
      return { max: change.max, field: 'gains', targetFromPicks: false, items };
    }
    if (change.kind === 'moveOwnShields' && unit.kind === 'ship') {
      // each move one tap names: from a zone, to another, how many (the card's cap on the zone reached).
      const items = unit.hullZones.flatMap((from) =>
        unit.hullZones.flatMap((to) => {
          if (to === from) return [];
          const most = Math.min(from.shields, change.cap - to.shields);
          return Array.from({ length: Math.max(0, most) }, (_, n) => ({
            id: `${from.zone}|${to.zone}|${n + 1}`,
            label: `${n + 1} from ${hullZoneNames[from.zone]} → ${hullZoneNames[to.zone]}`,
            unit: unit.id,
            move: { from: from.zone, to: to.zone, amount: n + 1 },
          }));
        }),
      );
      return { max: 6, field: 'shieldMoves', targetFromPicks: false, items };
    }
    if (change.kind === 'damageAroundDefender') {
      // each unit it may name: a squadron once, a ship once per hull zone its owner may choose.
      const attack = state.attacks.at(-1);
      if (!attack) return null;
      const others = allUnits(state).filter((other) => !other.destroyed && other.id !== attack.defender.id && other.id !== unit.id);
      const items = others.flatMap((other) =>
        other.kind === 'squadron'
          ? [{ id: other.id, label: `${unitName(other)}: ${change.squadron} damage`, unit: other.id }]
          : other.hullZones.map((zone) => ({ id: `${other.id}|${zone.zone}`, label: `${unitName(other)}: ${change.ship} damage on its ${hullZoneNames[zone.zone]} zone`, unit: other.id, zone: zone.zone })),
      );
      return { max: 8, field: 'unitsAndZones', targetFromPicks: false, items };
    }
    if (change.kind === 'sufferPerCritIcon') {
      // a hull zone for each damage, in order: one pick per damage.
      const attack = state.attacks.at(-1);
      const defender = attack?.defender.kind === 'ship' ? state.ships.find((ship) => ship.id === attack.defender.id) : undefined;
      if (!attack || !defender) return null;
      const count = attack.pool.filter((die) => (change.colors as string[]).includes(die.color) && (die.face === 'crit' || die.face === 'hit-crit')).length;
      const items = Array.from({ length: count }, (_, index) =>
        defender.hullZones.map((zone) => ({ id: `${index + 1}|${zone.zone}`, label: `Damage ${index + 1}: ${hullZoneNames[zone.zone]}`, unit: defender.id, damage: { index, zone: zone.zone } })),
      ).flat();
      return { max: count, field: 'damageZones', targetFromPicks: false, items };
    }
    if (change.kind === 'removeHalfGathered') {
      const attack = state.attacks.at(-1);
      if (!attack) return null;
      const colors = ['red', 'blue', 'black'] as const;
      const items = colors.flatMap((color) => Array.from({ length: attack.gathered[color] }, (_, n) => ({ id: `${color}-${n + 1}`, label: `${color} die ${n + 1}`, unit: attack.attacker.id, color })));
      return { max: Math.floor(items.length / 2), field: 'dieColors', targetFromPicks: false, items };
    }
    if (change.kind === 'spendToReadyFriend') {
      const own = unit.defenseTokens.filter((token) => token.state !== 'discarded').map((token) => ({ id: token.id, label: `Spend ${defenseTokenNames[token.type]} (${token.state})`, unit: unit.id }));
      const friends = state.ships.filter((ship) => ship.id !== unit.id && ship.owner === unit.owner && !ship.destroyed);
      const theirs = friends.flatMap((ship) => ship.defenseTokens.filter((token) => token.state === 'exhausted').map((token) => ({ id: token.id, label: `Ready ${unitName(ship)}’s ${defenseTokenNames[token.type]}`, unit: ship.id })));
      return { max: own.length * 2, field: 'tokens', targetFromPicks: false, items: [...own, ...theirs] };
    }
    if (change.kind === 'fleetRecoversTokens') {
      const friendly = state.ships.filter((ship) => ship.owner === unit.owner && !ship.destroyed);
      const items = friendly.flatMap((ship) => ship.defenseTokens.filter((token) => token.state === 'discarded').map((token) => ({ id: token.id, label: `${unitName(ship)}: ${defenseTokenNames[token.type]}`, unit: ship.id })));
      return { max: friendly.length, field: 'tokens', targetFromPicks: false, items };
    }
  }
  return null;
}
