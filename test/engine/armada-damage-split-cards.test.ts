import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry } from '../../shared/engine/games/armada';
import { CR90, ISD, VICTORY, expectMessage, optionsOf, play, refusal, rosters, shipById, shipEntry, stateOf } from './helpers/armada-game';
import { fittedIsb } from './helpers/armada-fitted';

// Issue 35, damage split and the defending zone · a defender's card that has part of an attack's
// damage suffered on other hull zones' shields (Advanced Projectors, Adi Gallia), or a redirect spent
// to make another zone the defending one (Barriss Offee). One tap each; Resolve Damage deals the rest.


const fitted = fittedIsb;

const offered = (session: Session, source: string) => optionsOf(session).cardEffects.filter((option) => option.source === source);
const zoneShields = (session: Session, ship: string, zone: string) => shipById(session, ship).hullZones.find((candidate) => candidate.zone === zone)?.shields ?? 0;
const tokenOf = (session: Session, ship: string, type: string) => shipById(session, ship).defenseTokens.find((token) => token.type === type)?.id ?? '';

/** The ISD attacks the defender's front zone at close range, every die a hit: `hits` damage in all. */
function attacked(defender: ShipRosterEntry, seed: string, hits: number): Session {
  const session = play(emptySession('armada'), { type: 'setup', seed, players: rosters({ ships: [shipEntry(ISD, { id: 'isd' })] }, { ships: [defender] }), firstPlayer: 'p1' }).session;
  const attacking = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'isd' }, { type: 'revealCommand', ship: 'isd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'isd', hullZone: 'front' }, defender: { ship: 'def', hullZone: 'front' }, range: 'close' }).session;
  const { gathered } = stateOf(attacking).attacks.at(-1) ?? { gathered: { red: 0, blue: 0, black: 0 } };
  const colours = (['red', 'blue', 'black'] as const).flatMap((colour) => Array.from({ length: gathered[colour] }, () => colour));
  return play(attacking, { type: 'rollAttackDice', dice: colours.map((color, n) => ({ color, face: n < hits ? 'hit' : color === 'blue' ? 'accuracy' : 'blank' })) }, { type: 'endAttackEffects' }).session;
}

describe('Card · Advanced Projectors · RRG · Redirect: the redirected damage may be suffered on more than one hull zone, adjacent or not', () => {
  const start = () => attacked(fitted(shipEntry(VICTORY, { id: 'def' }), 'Advanced Projectors'), 'projectors', 5);

  it('not offered before a redirect is spent', () => {
    expect(offered(start(), 'Advanced Projectors')).toEqual([]);
  });

  it('with a redirect to the left, 1 damage goes to the rear (not adjacent) zone’s shields; the rest is resolved from the 4 left', () => {
    const session = play(start(), { type: 'spendDefenseToken', token: tokenOf(start(), 'def', 'redirect'), zone: 'left' }).session;
    const option = offered(session, 'Advanced Projectors')[0];
    expect(option?.choices?.map((choice) => choice.label)).toContain('1 damage on the rear shields');
    const rear = zoneShields(session, 'def', 'rear');
    const used = play(session, { type: 'useCardEffect', unit: 'def', ref: option?.ref ?? '', zone: 'rear', amount: 1 }).session;
    expect(zoneShields(used, 'def', 'rear')).toBe(rear - 1);
    // 4 left: the left zone takes what its 3 shields hold, the front its 3 shields… the preview says where.
    const left = zoneShields(used, 'def', 'left');
    const front = zoneShields(used, 'def', 'front');
    const done = play(used, { type: 'resolveDamage' }).session;
    const lost = left - zoneShields(done, 'def', 'left') + (front - zoneShields(done, 'def', 'front'));
    expect(lost + shipById(done, 'def').damageCards.length).toBe(4);
    expect(stateOf(done).attackLog?.at(-1)?.damage).toBe(5);
  });

  it('more than the zone’s shields, or the defending zone, is refused and nothing is suffered; tokens are not spent after', () => {
    const session = play(start(), { type: 'spendDefenseToken', token: tokenOf(start(), 'def', 'redirect'), zone: 'left' }).session;
    const ref = offered(session, 'Advanced Projectors')[0]?.ref ?? '';
    const rear = zoneShields(session, 'def', 'rear');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'def', ref, zone: 'rear', amount: rear + 1 }), /cannot suffer/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'def', ref, zone: 'front', amount: 1 }), /other than the defending front zone/);
    expect(zoneShields(session, 'def', 'rear')).toBe(rear);
    const used = play(session, { type: 'useCardEffect', unit: 'def', ref, zone: 'rear', amount: 1 }).session;
    expectMessage(refusal(used, { type: 'spendDefenseToken', token: tokenOf(used, 'def', 'brace') }), /defense tokens are spent before that/);
  });
});

describe('Card · Adi Gallia · RRG · Resolve Damage: 1 damage per defense token spent may be suffered on an adjacent zone’s shields', () => {
  const start = () => attacked(fitted(shipEntry(VICTORY, { id: 'def' }), 'Adi Gallia'), 'adi', 4);

  it('with no token spent there is nothing to move; with the brace spent, 1 damage goes to the left shields, not 2', () => {
    const none = start();
    expect(offered(none, 'Adi Gallia')[0]?.choices).toEqual([]);
    const session = play(none, { type: 'spendDefenseToken', token: tokenOf(none, 'def', 'brace') }).session;
    const option = offered(session, 'Adi Gallia')[0];
    expect(option?.choices?.map((choice) => choice.label)).toEqual(['1 damage on the right shields', '1 damage on the left shields']);
    const ref = option?.ref ?? '';
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'def', ref, zone: 'left', amount: 2 }), /1 damage per defense token/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'def', ref, zone: 'rear', amount: 1 }), /not adjacent/);
    const left = zoneShields(session, 'def', 'left');
    const used = play(session, { type: 'useCardEffect', unit: 'def', ref, zone: 'left', amount: 1 }).session;
    expect(zoneShields(used, 'def', 'left')).toBe(left - 1);
    // Braced 4 → 2: 1 on the left, 1 on the front.
    const front = zoneShields(used, 'def', 'front');
    const done = play(used, { type: 'resolveDamage' }).session;
    expect(zoneShields(done, 'def', 'front')).toBe(front - 1);
    expect(offered(used, 'Adi Gallia')[0]?.choices).toEqual([]);
  });
});

describe('Card · Barriss Offee · RRG · Spend Defense Tokens: a redirect spent makes another hull zone the defending zone', () => {
  const start = () => attacked(fitted(shipEntry(VICTORY, { id: 'def' }), 'Barriss Offee'), 'barriss', 3);

  it('the rear zone becomes the defending zone: the redirect is spent for it (no redirect effect), the rear shields suffer the damage', () => {
    const session = start();
    const option = offered(session, 'Barriss Offee')[0];
    expect(option?.choices?.map((choice) => choice.label)).toHaveLength(3);
    const rear = zoneShields(session, 'def', 'rear');
    const front = zoneShields(session, 'def', 'front');
    const used = play(session, { type: 'useCardEffect', unit: 'def', ref: option?.ref ?? '', zone: 'rear' }).session;
    expect(stateOf(used).attacks.at(-1)?.defender).toMatchObject({ hullZone: 'rear' });
    expect(shipById(used, 'def').defenseTokens.find((token) => token.type === 'redirect')?.state).toBe('exhausted');
    expect(stateOf(used).attacks.at(-1)?.redirectZone).toBeNull();
    const done = play(used, { type: 'resolveDamage', drawForMe: true }).session;
    expect(zoneShields(done, 'def', 'front')).toBe(front);
    expect(zoneShields(done, 'def', 'rear')).toBe(0);
    expect(shipById(done, 'def').damageCards).toHaveLength(3 - rear);
  });

  it('the defending zone itself is refused; a redirect already spent this attack cannot pay for it', () => {
    const session = start();
    const ref = offered(session, 'Barriss Offee')[0]?.ref ?? '';
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'def', ref, zone: 'front' }), /other than the defending front zone/);
    const gone = play(session, { type: 'spendDefenseToken', token: tokenOf(session, 'def', 'redirect'), zone: 'left' }).session;
    expectMessage(refusal(gone, { type: 'useCardEffect', unit: 'def', ref, zone: 'rear' }), /Redirect was already spent/);
    expect(stateOf(gone).attacks.at(-1)?.defender).toMatchObject({ hullZone: 'front' });
  });
});

describe('Card · Wat Tambor · RRG · Repair: shields spent for twice as many engineering points', () => {
  const start = () => {
    const session = play(emptySession('armada'), { type: 'setup', seed: 'wat', players: rosters({ ships: [{ ...fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Wat Tambor'), engineering: 4 }, shipEntry(VICTORY, { id: 'mate' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] }), firstPlayer: 'p1' }).session;
    return play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'repair', as: 'dial' }).session;
  };

  it('1 front and 1 left shield: 4 more engineering points (8 in all), once per activation', () => {
    const session = start();
    const [own, friend] = offered(session, 'Wat Tambor');
    expect(friend?.question).toMatch(/distance 1–5/);
    const choice = own?.choices?.find((candidate) => candidate.label.startsWith('front + left'));
    expect(choice?.extra).toEqual({ zones: ['front', 'left'] });
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref: own?.ref ?? '', ...choice?.extra }).session;
    expect(zoneShields(used, 'vsd', 'front')).toBe(zoneShields(session, 'vsd', 'front') - 1);
    expect(optionsOf(used).shipCommands?.engineeringLeft).toBe(8);
    expectMessage(refusal(used, { type: 'useCardEffect', unit: 'vsd', ref: friend?.ref ?? '', yes: true, zones: ['front'], targets: ['mate'] }), /already spent shields/);
  });

  it('2 shields of 1 zone of the other Victory; 2 zones of it, or 3 shields, are refused and nothing is spent', () => {
    const session = start();
    const friend = offered(session, 'Wat Tambor')[1];
    const ref = friend?.ref ?? '';
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref, yes: true, zones: ['front', 'left'], targets: ['mate'] }), /1 of its hull zones/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref, yes: true, zones: ['front', 'front', 'front'], targets: ['mate'] }), /at most 2 shields/);
    expect(zoneShields(session, 'mate', 'front')).toBe(shipById(session, 'mate').hullZones.find((zone) => zone.zone === 'front')?.maxShields);
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref, yes: true, zones: ['front', 'front'], targets: ['mate'] }).session;
    expect(zoneShields(used, 'mate', 'front')).toBe(zoneShields(session, 'mate', 'front') - 2);
    expect(optionsOf(used).shipCommands?.engineeringLeft).toBe(8);
  });

  it('not offered without a repair command', () => {
    const session = play(emptySession('armada'), { type: 'setup', seed: 'wat2', players: rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Wat Tambor')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] }), firstPlayer: 'p1' }).session;
    const navigating = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }).session;
    expect(offered(navigating, 'Wat Tambor')).toEqual([]);
  });
});
