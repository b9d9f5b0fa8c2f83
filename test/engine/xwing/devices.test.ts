import { describe, expect, it } from 'vitest';
import type { Session } from '../../../shared/engine';
import { deviceEffects } from '../../../shared/engine/games/xwing/devices/device-effects';
import { armamentFromCard } from '../../../shared/engine/games/xwing/attack/weapon-facts';
import { armed, upgradeCards, type Edition } from './helpers/armament';
import { activateEveryShip, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, stateOf, wedge } from './helpers/xwing-game';
import { setupCommand } from './helpers/xwing-game';
import { emptySession } from '../../../shared/engine';
import { abilityHooks } from '../../../shared/engine/games/xwing';

const bomber = (edition: Edition, ...keys: string[]) => armed(luke(), edition, ...keys);
function game(edition: Edition, ...keys: string[]): Session {
  const command = { ...setupCommand(rosters([bomber(edition, ...keys), wedge()], [howlrunner()])), edition };
  return play(emptySession('xwing'), command).session;
}
const toSystem = (session: Session) => play(session, { type: 'nextPhase' }).session;
const drop = (device: string, extra: Record<string, unknown> = {}) => ({ type: 'dropDevice', ship: 'luke', device, ...extra });
const onTable = (session: Session) => stateOf(session).devicesOnTable ?? [];


describe('devices on the table (issue 23)', () => {
  it('RRG · Devices: every device card in both editions’ data has its effect as data', () => {
    for (const edition of ['2.0', '2.5'] as const) {
      const devices = upgradeCards(edition).filter((card) => card.sides.some((side) => side.device !== undefined));
      expect(devices.length).toBeGreaterThan(10);
      for (const card of devices) {
        const { devices: carried } = armamentFromCard({ name: card.name, key: card.xws, details: card as unknown as Record<string, unknown> }, 0);
        expect({ edition, card: card.xws, carried: carried.length }).toEqual({ edition, card: card.xws, carried: 1 });
        expect({ edition, card: card.xws, effect: deviceEffects[card.xws]?.kind }).toEqual({ edition, card: card.xws, effect: carried[0]?.kind });
      }
    }
  });

  it('RRG · Bomb: a dropped Proton Bomb spends its charge and lies on the table with its owner', () => {
    const dropped = play(toSystem(game('2.5', 'protonbombs')), drop('protonbombs'));
    expect(onTable(dropped.session)).toEqual([{ id: 'device-1', key: 'protonbombs', name: 'Proton Bomb', kind: 'bomb', owner: 'p1', ship: 'luke', round: 1 }]);
    expect(shipOf(dropped.session, 'luke').upgrades[0]?.charges?.current).toBe(1);
    expect(sentences(dropped.events)).toContain('Luke Skywalker drops a Proton Bomb: it is on the table.');
    // Not before its moment.
    expect(optionsOf(dropped.session).devices.onTable[0]?.cannotDetonate).toBe('It detonates at the end of the Activation Phase.');
    expectMessage(refusal(dropped.session, { type: 'detonateDevice', device: 'device-1', ships: ['howl'] }), /detonates at the end of the Activation Phase, not in the System Phase/);
  });

  it('RRG · Bomb: it detonates at the end of the Activation Phase — the phase waits for the ships it reaches; each suffers its effect and it is removed', () => {
    // Issue 34: it was asked for at the start of the Activation Phase; it is asked once every ship has activated (bomb-moment.test.ts).
    let session = play(toSystem(game('2.5', 'protonbombs')), drop('protonbombs'), { type: 'nextPhase' }).session;
    session = activateEveryShip(session);
    const options = optionsOf(session);
    expect(options.devices.onTable[0]).toMatchObject({ dueNow: true, range: [0, 1] });
    expect(options.commands).not.toContain('nextPhase');
    expectMessage(refusal(session, { type: 'nextPhase' }), /Proton Bomb of Luke Skywalker detonates at the end of the Activation Phase: name the ships at range 0–1/);
    const detonated = play(session, { type: 'detonateDevice', device: 'device-1', ships: ['howl', 'wedge'] });
    session = detonated.session;
    expect(onTable(session)).toEqual([]);
    expect(shipOf(session, 'howl').damageCards.length + (shipOf(session, 'howl').shields.max - shipOf(session, 'howl').shields.current)).toBe(1);
    expect(shipOf(session, 'wedge').shields.current).toBe(shipOf(session, 'wedge').shields.max - 1);
    expect(sentences(detonated.events)[0]).toBe('The Proton Bomb detonates: “Howlrunner”, Wedge Antilles.');
    expect(optionsOf(session).commands).toContain('nextPhase');
  });

  it('the card’s question at its moment (“may spend 1 charge to drop”) is answered by the drop; “Done” on it drops the device', () => {
    const card = upgradeCards('2.5').find((candidate) => candidate.xws === 'protonbombs');
    const hooks = abilityHooks('Proton Bombs', String(card?.sides[0]?.ability ?? ''), 0);
    expect(hooks.length).toBeGreaterThan(0);
    const entry = { ...bomber('2.5', 'protonbombs'), abilities: hooks };
    const start = play(emptySession('xwing'), { ...setupCommand(rosters([entry, wedge()], [howlrunner()])), edition: '2.5' }).session;
    const asked = toSystem(start);
    const prompt = optionsOf(asked).prompts[0];
    expect(prompt?.source).toBe('Proton Bombs');
    const done = play(asked, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' });
    expect(onTable(done.session)).toHaveLength(1);
    expect(shipOf(done.session, 'luke').upgrades[0]?.charges?.current).toBe(1);
    expect(optionsOf(done.session).prompts).toEqual([]);
    const dropped = play(asked, drop('protonbombs'));
    expect(optionsOf(dropped.session).prompts).toEqual([]);
    expect(shipOf(dropped.session, 'luke').upgrades[0]?.charges?.current).toBe(1);
  });

  it('RRG · Devices (2.5): a ship places a device only once per System Phase', () => {
    const session = play(toSystem(game('2.5', 'protonbombs')), drop('protonbombs')).session;
    expectMessage(refusal(session, drop('protonbombs')), /already placed a device this System Phase/);
  });

  it('RRG · Devices (2.0): each ship drops or launches only one device per round', () => {
    const session = play(toSystem(game('2.0', 'protonbombs', 'proximitymines')), drop('protonbombs')).session;
    expectMessage(refusal(session, drop('proximitymines')), /already dropped or launched a device this round/);
  });

  it('its card’s timing: a Proton Bomb is dropped in the System Phase; another effect that drops it says so', () => {
    const session = play(toSystem(game('2.5', 'protonbombs')), { type: 'nextPhase' }).session;
    expectMessage(refusal(session, drop('protonbombs')), /Proton Bomb: its card places it in the System Phase, not the Activation Phase\./);
    expect(onTable(play(session, drop('protonbombs', { byEffect: true })).session)).toHaveLength(1);
  });

  it('RRG · Charges: with no charge left the device cannot be dropped, and the refusal says so', () => {
    let session = toSystem(game('2.5', 'connernets'));
    session = play(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-1' }).session;
    expectMessage(refusal(session, drop('connernets')), /Conner Nets has no charges left/);
  });

  it('RRG · Mine: a Conner Net detonates for the one ship that overlaps it: 1 hit damage and 3 ion tokens', () => {
    const session = play(toSystem(game('2.5', 'connernets')), drop('connernets'), { type: 'nextPhase' }).session;
    expect(optionsOf(session).commands).toContain('nextPhase');
    expectMessage(refusal(session, { type: 'detonateDevice', device: 'device-1', ships: ['howl', 'wedge'] }), /name that ship/);
    const after = play(session, { type: 'detonateDevice', device: 'device-1', ships: ['howl'] }).session;
    expect(shipOf(after, 'howl').tokens.ion).toBe(3);
    expect(onTable(after)).toEqual([]);
  });

  it('RRG · Bomb: a Bomblet rolls 2 attack dice for each ship it reaches, as read off the table: a hit per hit or crit', () => {
    const session = play(toSystem(game('2.5', 'bombletgenerator')), drop('bombletgenerator'), { type: 'nextPhase' }).session;
    expectMessage(refusal(session, { type: 'detonateDevice', device: 'device-1', ships: ['howl'] }), /rolls 2 attack dice: enter the faces/);
    const after = play(session, { type: 'detonateDevice', device: 'device-1', ships: ['howl', 'wedge'], faces: [['hit', 'crit'], ['blank', 'focus']] }).session;
    const howl = shipOf(after, 'howl');
    expect(howl.damageCards.length + howl.shields.max - howl.shields.current).toBe(2);
    expect(shipOf(after, 'wedge').shields.current).toBe(shipOf(after, 'wedge').shields.max);
  });

  it('RRG · Fuse: an Electro-Proton Bomb does not detonate in the round it was dropped', () => {
    const session = play(toSystem(game('2.5', 'electroprotonbomb')), drop('electroprotonbomb'), { type: 'nextPhase' }).session;
    expect(optionsOf(session).devices.onTable[0]).toMatchObject({ dueNow: false, cannotDetonate: 'Fused: it cannot detonate this round.' });
    expect(optionsOf(session).commands).toContain('nextPhase');
  });

  it('RRG · Bomb (Thermal Detonators): up to 2 at once, one charge each; a reload recovers one more', () => {
    const session = play(toSystem(game('2.5', 'thermaldetonators')), drop('thermaldetonators', { count: 2 })).session;
    expect(onTable(session).map((device) => device.id)).toEqual(['device-1', 'device-2']);
    expect(shipOf(session, 'luke').upgrades[0]?.charges?.current).toBe(2);
  });

  it('bad input: a device the table has no facts for lies on the table and its card is applied by hand', () => {
    const entry = { ...luke(), upgrades: [{ name: 'Odd Bomb', slot: 'Device', points: 0, charges: { value: 1, recurs: 0 } }], devices: [{ upgrade: 0, key: 'oddbomb', name: 'Odd Bomb', kind: 'bomb' as const }] };
    const start = play(emptySession('xwing'), setupCommand(rosters([entry, wedge()], [howlrunner()]))).session;
    const session = play(toSystem(start), drop('oddbomb'), { type: 'nextPhase' }).session;
    expect(optionsOf(session).devices.onTable[0]?.summary).toMatch(/by hand/);
    const detonated = play(session, { type: 'detonateDevice', device: 'device-1', ships: ['howl'] });
    expect(sentences(detonated.events)[0]).toMatch(/apply its card by hand/);
  });

  it('a remote does not detonate: it is removed when it leaves the play area', () => {
    const session = play(toSystem(game('2.5', 'drk1probedroids')), drop('drk1probedroids', { launch: true, byEffect: true })).session;
    expectMessage(refusal(session, { type: 'detonateDevice', device: 'device-1', ships: [] }), /does not detonate/);
    expect(onTable(play(session, { type: 'removeDevice', device: 'device-1' }).session)).toEqual([]);
  });
});
