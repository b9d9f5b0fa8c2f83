import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry } from '../../shared/engine/games/armada';
import { CR90, ISD, expectMessage, optionsOf, play, refusal, rosters, shipById, shipEntry, stateOf, VICTORY } from './helpers/armada-game';
import { fittedIsb } from './helpers/armada-fitted';

// Issue 35, ships and shields moved · cards that hang on where ships stand: the table answers the one
// question (did it overlap, was the maneuver clear), the app deals the effect. Overlaps (Eclipse,
// Garel's Honor, Hardened Bulkheads) and extra maneuvers (Engine Techs, Quantum Storm). The cards
// are read from ../shared/data at run time, as the host reads them.


const fitted = fittedIsb;

const offered = (session: Session, source: string) => optionsOf(session).cardEffects.filter((option) => option.source === source);
const refOf = (session: Session, source: string) => offered(session, source)[0]?.ref ?? '';
const game = (seed: string, mine: ShipRosterEntry, theirs: ShipRosterEntry[] = [shipEntry(CR90, { id: 'cr90' })]) =>
  play(emptySession('armada'), { type: 'setup', seed, players: rosters({ ships: [mine] }, { ships: theirs }), firstPlayer: 'p1' }).session;
const activated = (session: Session, ship: string, command: 'navigate' | 'repair' = 'navigate') => play(session, { type: 'activateShip', ship }, { type: 'revealCommand', ship, command, as: 'dial' }).session;
const cards = (session: Session, ship: string) => shipById(session, ship).damageCards.map((card) => (card.faceup ? 'faceup' : 'facedown'));

describe('Card · Eclipse · RRG · Overlapping: an enemy ship that overlaps this ship is dealt its overlap card faceup', () => {
  const start = () => {
    const session = play(game('eclipse', fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Eclipse')), { type: 'nextPhase' }).session;
    return activated(play(activated(session, 'vsd'), { type: 'endActivation' }).session, 'cr90');
  };

  it('offered in the enemy’s activation with its question; not in its own ship’s activation', () => {
    const own = activated(play(game('eclipse', fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Eclipse')), { type: 'nextPhase' }).session, 'vsd');
    expect(offered(own, 'Eclipse')).toEqual([]);
    const option = offered(start(), 'Eclipse')[0];
    expect(option?.question).toMatch(/overlap this ship/);
    expect(option?.drawsDamageCard).toBe(true);
    expect(option?.targets).toBeNull();
  });

  it('answered yes: the CR90 is dealt 1 faceup card, the Victory 1 facedown card, and a second overlap card is refused', () => {
    const session = start();
    const { session: used, events } = play(session, { type: 'useCardEffect', unit: 'vsd', ref: refOf(session, 'Eclipse'), yes: true, drawForMe: true });
    expect(cards(used, 'cr90')).toEqual(['faceup']);
    expect(cards(used, 'vsd')).toEqual(['facedown']);
    expect(JSON.stringify(events.find((event) => event.type === 'cardEffectUsed'))).toMatch(/CR90.*is dealt 1 faceup damage card/);
    expect(offered(used, 'Eclipse')).toEqual([]);
  });

  it('unanswered, or with no card named or drawn, it is refused and no card is dealt', () => {
    const session = start();
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref: refOf(session, 'Eclipse'), drawForMe: true }), /overlap this ship/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref: refOf(session, 'Eclipse'), yes: true }), /draw it/);
    expect(cards(session, 'cr90')).toEqual([]);
    expect(cards(session, 'vsd')).toEqual([]);
  });
});

describe('Card · Garel’s Honor · RRG · Overlapping: when this ship overlaps an enemy ship, the enemy is dealt its overlap card faceup', () => {
  const start = (...more: string[]) => activated(play(game('garel', fitted(shipEntry(ISD, { id: 'isd' }), "Garel's Honor", ...more)), { type: 'nextPhase' }).session, 'isd');

  it('the enemy ship overlapped is named: the CR90 is dealt 1 faceup card, the Star Destroyer 1 facedown', () => {
    const session = start();
    const option = offered(session, "Garel's Honor")[0];
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['cr90']);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'isd', ref: option?.ref ?? '', yes: true, drawForMe: true }), /name the ship/);
    const used = play(session, { type: 'useCardEffect', unit: 'isd', ref: option?.ref ?? '', yes: true, drawForMe: true, targets: ['cr90'] }).session;
    expect(cards(used, 'cr90')).toEqual(['faceup']);
    expect(cards(used, 'isd')).toEqual(['facedown']);
  });

  it('naming a friendly ship is refused in the players’ words', () => {
    const session = play(emptySession('armada'), { type: 'setup', seed: 'garel2', players: rosters({ ships: [fitted(shipEntry(ISD, { id: 'isd' }), "Garel's Honor"), shipEntry(CR90, { id: 'mine' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] }), firstPlayer: 'p1' }).session;
    const now = activated(play(session, { type: 'nextPhase' }).session, 'isd');
    expectMessage(refusal(now, { type: 'useCardEffect', unit: 'isd', ref: refOf(now, "Garel's Honor"), yes: true, drawForMe: true, targets: ['mine'] }), /enemy ship/);
  });
});

describe('Card · Hardened Bulkheads · RRG · Overlapping: in an overlap with a smaller ship, this ship is dealt 1 fewer facedown card', () => {
  const start = () => activated(play(game('bulkheads', fitted(shipEntry(ISD, { id: 'isd' }), 'Hardened Bulkheads'), [shipEntry(CR90, { id: 'cr90' }), shipEntry(ISD, { id: 'isd2' })]), { type: 'nextPhase' }).session, 'isd');

  it('the Star Destroyer overlaps the CR90: the CR90 is dealt its facedown card, the Star Destroyer none', () => {
    const session = start();
    const option = offered(session, 'Hardened Bulkheads')[0];
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['cr90']);
    const used = play(session, { type: 'useCardEffect', unit: 'isd', ref: option?.ref ?? '', yes: true, targets: ['cr90'] }).session;
    expect(cards(used, 'cr90')).toEqual(['facedown']);
    expect(cards(used, 'isd')).toEqual([]);
  });

  it('a ship of the same size class is refused, and nothing is dealt', () => {
    const session = start();
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'isd', ref: refOf(session, 'Hardened Bulkheads'), yes: true, targets: ['isd2'] }), /smaller size class/);
    expect(cards(session, 'isd2')).toEqual([]);
  });

  it('the CR90 overlaps the Star Destroyer in its own activation: it is the other ship, no name asked', () => {
    const session = activated(play(start(), { type: 'endActivation' }).session, 'cr90');
    const used = play(session, { type: 'useCardEffect', unit: 'isd', ref: refOf(session, 'Hardened Bulkheads'), yes: true }).session;
    expect(cards(used, 'cr90')).toEqual(['facedown']);
    expect(cards(used, 'isd')).toEqual([]);
  });
});

describe('Card · Engine Techs · RRG · Execute Maneuver: with a navigate command, exhausted, a speed-1 maneuver after one that overlapped no ship', () => {
  it('used: the card is exhausted and the activation keeps the extra maneuver', () => {
    const session = activated(play(game('techs', fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Engine Techs')), { type: 'nextPhase' }).session, 'vsd');
    const option = offered(session, 'Engine Techs')[0];
    expect(option?.question).toMatch(/without overlapping a ship/);
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true }).session;
    expect(stateOf(used).activation.ship?.extraManeuvers).toEqual([{ card: 'Engine Techs', speed: 1, straight: false }]);
    expect(optionsOf(used).cardStates.find((card) => card.unit === 'vsd')?.exhausted).toEqual(['vsd-upgrade-1']);
    expect(offered(used, 'Engine Techs')).toEqual([]);
  });

  it('not offered without a navigate command', () => {
    const session = activated(play(game('techs2', fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Engine Techs')), { type: 'nextPhase' }).session, 'vsd', 'repair');
    expect(offered(session, 'Engine Techs')).toEqual([]);
  });

  it('after an overlap a card dealt this maneuver, it is refused and the card stays readied', () => {
    const session = activated(play(game('techs3', fitted(shipEntry(ISD, { id: 'isd' }), 'Engine Techs', "Garel's Honor")), { type: 'nextPhase' }).session, 'isd');
    const overlapped = play(session, { type: 'useCardEffect', unit: 'isd', ref: refOf(session, "Garel's Honor"), yes: true, drawForMe: true, targets: ['cr90'] }).session;
    expectMessage(refusal(overlapped, { type: 'useCardEffect', unit: 'isd', ref: refOf(overlapped, 'Engine Techs'), yes: true }), /overlapped/);
    expect(optionsOf(overlapped).cardStates.find((card) => card.unit === 'isd')?.exhausted).toEqual([]);
  });
});

describe('Card · Quantum Storm · RRG · Execute Maneuver: with a navigate command, exhausted, a speed-1 maneuver with a yaw of “–”', () => {
  it('used: the extra straight maneuver is kept, then its overlap may be dealt as a new maneuver’s', () => {
    const session = activated(play(game('storm', fitted(shipEntry(ISD, { id: 'isd' }), 'Quantum Storm', "Garel's Honor")), { type: 'nextPhase' }).session, 'isd');
    const first = play(session, { type: 'useCardEffect', unit: 'isd', ref: refOf(session, "Garel's Honor"), yes: true, drawForMe: true, targets: ['cr90'] }).session;
    const storm = play(first, { type: 'useCardEffect', unit: 'isd', ref: refOf(first, 'Quantum Storm'), yes: true }).session;
    expect(stateOf(storm).activation.ship?.extraManeuvers).toEqual([{ card: 'Quantum Storm', speed: 1, straight: true }]);
    expect(stateOf(storm).activation.ship?.overlapResolved?.maneuver).toBe(0);
  });
});

const zoneShields = (session: Session, ship: string, zone: string) => shipById(session, ship).hullZones.find((candidate) => candidate.zone === zone)?.shields;

describe('Card · Tranquility · RRG · Spend Defense Tokens: with fewer than 2 tokens spent, up to 2 shields move from 1 zone to the defending zone (at most 6)', () => {
  const start = (face = 'hit') => {
    const session = game('tranquility', shipEntry(ISD, { id: 'isd' }), [{ ...fitted(shipEntry(VICTORY, { id: 'tranq' }), 'Tranquility'), engineering: 4 }]);
    const attacking = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'isd' }, { type: 'declareTarget', attacker: { ship: 'isd', hullZone: 'front' }, defender: { ship: 'tranq', hullZone: 'front' }, range: 'close' }).session;
    const { gathered } = stateOf(attacking).attacks.at(-1) ?? { gathered: { red: 0, blue: 0, black: 0 } };
    const colours = (['red', 'blue', 'black'] as const).flatMap((colour) => Array.from({ length: gathered[colour] }, () => colour));
    return play(attacking, { type: 'rollAttackDice', dice: colours.map((color) => ({ color, face: face === 'blank' && color === 'blue' ? 'accuracy' : face })) }, { type: 'endAttackEffects' }).session;
  };

  it('offered while defending, one choice per zone and count; 2 shields from the left zone go to the front, past its maximum', () => {
    const session = start();
    const option = offered(session, 'Tranquility')[0];
    expect(option?.choices?.map((choice) => choice.label)).toContain('2 from left → front');
    const before = zoneShields(session, 'tranq', 'front') ?? 0;
    const used = play(session, { type: 'useCardEffect', unit: 'tranq', ref: option?.ref ?? '', zone: 'left', amount: 2 }).session;
    expect(zoneShields(used, 'tranq', 'front')).toBe(before + 2);
    expect(zoneShields(used, 'tranq', 'left')).toBe((zoneShields(session, 'tranq', 'left') ?? 0) - 2);
  });

  it('more than 2, or from the defending zone itself, is refused and nothing moves', () => {
    const session = start();
    const ref = refOf(session, 'Tranquility');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'tranq', ref, zone: 'left', amount: 3 }), /at most 2 shields/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'tranq', ref, zone: 'front', amount: 1 }), /another hull zone/);
    expect(zoneShields(session, 'tranq', 'left')).toBe(shipById(session, 'tranq').hullZones.find((zone) => zone.zone === 'left')?.maxShields);
  });

  it('not offered once 2 defense tokens are spent', () => {
    let session = start();
    const tokens = shipById(session, 'tranq').defenseTokens;
    const brace = tokens.find((token) => token.type === 'brace');
    const redirect = tokens.find((token) => token.type === 'redirect');
    session = play(session, { type: 'spendDefenseToken', token: brace?.id }, { type: 'spendDefenseToken', token: redirect?.id, zone: 'left' }).session;
    expect(stateOf(session).attacks.at(-1)?.spentTokens).toHaveLength(2);
    expect(offered(session, 'Tranquility')).toEqual([]);
  });

  it('while the front zone is over its maximum, the repair command recovers no shield', () => {
    const session = start('blank');
    const moved = play(session, { type: 'useCardEffect', unit: 'tranq', ref: refOf(session, 'Tranquility'), zone: 'left', amount: 2 }, { type: 'resolveDamage' }, { type: 'endActivation' }).session;
    expect(zoneShields(moved, 'tranq', 'front')).toBe(5);
    const repairing = activated(moved, 'tranq', 'repair');
    expectMessage(refusal(repairing, { type: 'repair', ship: 'tranq', action: 'recoverShield', zone: 'left' }), /more shields than its maximum/);
  });
});

describe('Card · Projection Experts · RRG · Repair: up to 2 engineering points move as many shields to another friendly ship', () => {
  const start = () => {
    const session = play(emptySession('armada'), { type: 'setup', seed: 'projection', players: rosters({ ships: [{ ...fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Projection Experts'), engineering: 4 }, shipEntry(VICTORY, { id: 'mate' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] }), firstPlayer: 'p1' }).session;
    return activated(play(session, { type: 'nextPhase' }, { type: 'loseShields', ship: 'mate', zone: 'front', amount: 2 }).session, 'vsd', 'repair');
  };

  it('2 shields from the front go to the other Victory’s front, and 2 engineering points are spent', () => {
    const session = start();
    const option = offered(session, 'Projection Experts')[0];
    expect(option?.question).toMatch(/distance 1–5/);
    const choice = option?.choices?.find((candidate) => candidate.label.startsWith('2 from front') && candidate.label.endsWith('front'));
    expect(choice?.extra).toEqual({ zone: 'front', amount: 2, targets: ['mate'], toZone: 'front' });
    const before = { vsd: zoneShields(session, 'vsd', 'front') ?? 0, mate: zoneShields(session, 'mate', 'front') ?? 0 };
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, ...choice?.extra }).session;
    expect(zoneShields(used, 'vsd', 'front')).toBe(before.vsd - 2);
    expect(zoneShields(used, 'mate', 'front')).toBe(before.mate + 2);
    expect(stateOf(used).activation.ship?.engineeringSpent).toBe(2);
    expectMessage(refusal(used, { type: 'repair', ship: 'vsd', action: 'repairCard', card: 'any' }), /2 engineering points left; this costs 3/);
  });

  it('past the receiving zone’s maximum, or to an enemy ship, it is refused and nothing moves', () => {
    const session = start();
    const ref = refOf(session, 'Projection Experts');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref, yes: true, zone: 'front', amount: 2, targets: ['mate'], toZone: 'left' }), /may hold at most/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref, yes: true, zone: 'front', amount: 1, targets: ['cr90'], toZone: 'front' }), /friendly ship/);
    expect(zoneShields(session, 'vsd', 'front')).toBe(shipById(session, 'vsd').hullZones.find((zone) => zone.zone === 'front')?.maxShields);
  });

  it('not offered without a repair command', () => {
    const session = play(emptySession('armada'), { type: 'setup', seed: 'projection2', players: rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Projection Experts')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] }), firstPlayer: 'p1' }).session;
    expect(offered(activated(play(session, { type: 'nextPhase' }).session, 'vsd'), 'Projection Experts')).toEqual([]);
  });
});

describe('Card · Auxiliary Shields Team · RRG · Repair: while repairing, the left and right zones’ shield maximum is 1 higher (never past 4)', () => {
  const start = () => {
    const session = play(emptySession('armada'), { type: 'setup', seed: 'aux', players: rosters({ ships: [{ ...fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Auxiliary Shields Team'), engineering: 6 }] }, { ships: [shipEntry(CR90, { id: 'cr90' })] }), firstPlayer: 'p1' }).session;
    return activated(play(session, { type: 'nextPhase' }).session, 'vsd', 'repair');
  };

  it('the full left and right zones each recover a 4th shield; the front stays at its maximum of 3', () => {
    const session = start();
    expect(optionsOf(session).shipCommands?.repairMaximum).toMatchObject({ front: 3, left: 4, right: 4, rear: 1 });
    const repaired = play(session, { type: 'repair', ship: 'vsd', action: 'recoverShield', zone: 'left' }, { type: 'repair', ship: 'vsd', action: 'recoverShield', zone: 'right' }).session;
    expect(zoneShields(repaired, 'vsd', 'left')).toBe(4);
    expect(zoneShields(repaired, 'vsd', 'right')).toBe(4);
    expectMessage(refusal(repaired, { type: 'repair', ship: 'vsd', action: 'recoverShield', zone: 'left' }), /maximum of 4/);
    expectMessage(refusal(repaired, { type: 'repair', ship: 'vsd', action: 'recoverShield', zone: 'front' }), /maximum of 3/);
  });

  it('without the card, a full left zone recovers nothing', () => {
    const session = play(emptySession('armada'), { type: 'setup', seed: 'aux2', players: rosters({ ships: [{ ...shipEntry(VICTORY, { id: 'vsd' }), engineering: 6 }] }, { ships: [shipEntry(CR90, { id: 'cr90' })] }), firstPlayer: 'p1' }).session;
    const repairing = activated(play(session, { type: 'nextPhase' }).session, 'vsd', 'repair');
    expectMessage(refusal(repairing, { type: 'repair', ship: 'vsd', action: 'recoverShield', zone: 'left' }), /maximum of 3/);
  });
});
