import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../shared/engine';
import { pilotEntry, readShipFile } from './helpers/xwing-roster';
import { withEffects } from './helpers/card-effects';
import { upgradeCards } from './helpers/armament';
import { dockingPlacesIn } from '../../../shared/engine/games/xwing';
import { expectMessage, howlrunner, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, stateOf } from './helpers/xwing-game';

// RRG · Docking ("Dock and Deploy", X-Wing 2.0 rules reference; the 2.5 reference keeps it): a
// carrier's card says how many ships dock with it. A docked ship is set aside: out of the initiative
// order, it neither activates, engages, attacks nor is attacked. In the System Phase a ship docks, or
// a docked ship deploys with a maneuver of its dial (not stationary) and may perform 1 action; either
// way it does not activate that round, and no ship docks and deploys in one System Phase. Players
// may start a ship docked before play. A destroyed carrier's docked ships deploy in an emergency:
// 1 crit damage, no action. Cards from xwing-data2 (test input, read at run time).

const VCX = 'rebel-alliance/vcx-100-light-freighter';
const SHUTTLE = 'rebel-alliance/attack-shuttle';
const ghost = () => ({ ...pilotEntry(VCX, 'Kanan Jarrus', { id: 'ghost', actionBar: true }), carries: 1 });
const phantom = (id = 'phantom', pilot = 'Ezra Bridger') => pilotEntry(SHUTTLE, pilot, { id, actionBar: true });
const game = (): Session => startGame(rosters([ghost(), phantom(), phantom('second', 'Sabine Wren')], [howlrunner()]));
const docked = (session: Session = game()) => play(session, { type: 'dockShip', ship: 'phantom', carrier: 'ghost' });
const toSystem = (session: Session) => play(session, { type: 'nextPhase' }).session;
const toActivation = (session: Session) => play(session, { type: 'nextPhase' }).session;

describe('RRG · Docking: a ship set aside with its carrier', () => {
  it('before play the Phantom starts docked with the Ghost: said in words, and offered only then and in the System Phase', () => {
    expect(optionsOf(game()).ships.find((ship) => ship.ship === 'phantom')?.dockWith).toEqual(['ghost']);
    const start = docked();
    expect(shipOf(start.session, 'phantom').dockedTo).toBe('ghost');
    expect(sentences(start.events)).toContain('Ezra Bridger starts the game docked with Kanan Jarrus: it is set aside until it deploys.');
    expect(optionsOf(start.session).ships.find((ship) => ship.ship === 'phantom')?.deployUnavailable).toMatch(/deploys in the System Phase/);
    const activation = toActivation(toSystem(game()));
    expectMessage(refusal(activation, { type: 'dockShip', ship: 'phantom', carrier: 'ghost' }), /Ships dock in the System Phase/);
  });

  it('docked, it is out of the initiative order: it does not activate, engage, attack, and is not attacked', () => {
    let session = toActivation(toSystem(docked().session));
    expect(optionsOf(session).order).not.toContain('phantom');
    expectMessage(refusal(session, { type: 'activateShip', ship: 'phantom' }), /is docked: a docked ship does not activate or engage until it deploys/);
    session = play(session, { type: 'nextPhase' }).session;
    expect(optionsOf(session).attackers.find((option) => option.ship === 'howl')?.targets).not.toContain('phantom');
    expectMessage(refusal(session, { type: 'declareAttack', attacker: 'howl', defender: 'phantom', arc: 'front', range: 2 }), /docked with its carrier: a docked ship cannot be attacked/);
  });

  it('only a friendly carrier with room takes it; a ship that is not a carrier takes none', () => {
    const session = docked().session;
    expectMessage(refusal(session, { type: 'dockShip', ship: 'second', carrier: 'ghost' }), /carries 1 ship and is full/);
    expectMessage(refusal(session, { type: 'dockShip', ship: 'second', carrier: 'phantom' }), /is docked itself|carries no ships/);
    expectMessage(refusal(game(), { type: 'dockShip', ship: 'howl', carrier: 'ghost' }), /docks only with a friendly ship/);
  });
});

describe('RRG · Docking: deploying in the System Phase', () => {
  it('the docked ship deploys with a maneuver of its dial, may perform 1 action, and does not activate this round; it engages', () => {
    let session = toSystem(docked().session);
    const deployed = play(session, { type: 'deployShip', ship: 'phantom', speed: 2, bearing: 'straight' });
    expect(sentences(deployed.events).join(' ')).toMatch(/Ezra Bridger deploys from Kanan Jarrus with .*2.*: it may perform 1 action, and does not activate this round/);
    session = deployed.session;
    expect(shipOf(session, 'phantom').dockedTo).toBeUndefined();
    expect(shipOf(session, 'phantom').grants).toContainEqual(expect.objectContaining({ source: 'Deploy', action: 'any' }));
    session = toActivation(session);
    expectMessage(refusal(session, { type: 'activateShip', ship: 'phantom' }), /docked or deployed in this System Phase: it does not activate this round/);
    session = play(session, { type: 'nextPhase' }).session;
    expect(optionsOf(session).order).toContain('phantom');
  });

  it('a red deploying maneuver gives a stress token (RRG · Check Difficulty); a stationary or reverse one is refused', () => {
    const session = toSystem(docked().session);
    expect(shipOf(play(session, { type: 'deployShip', ship: 'phantom', speed: 3, bearing: 'turnLeft', difficulty: 'red' }).session, 'phantom').tokens.stress).toBe(1);
    expect(refusal(session, { type: 'deployShip', ship: 'phantom', speed: 0, bearing: 'stop' }).message).toBeTruthy();
    expectMessage(refusal(session, { type: 'deployShip', ship: 'phantom', speed: 1, bearing: 'reverseStraight' }), /not a stationary or reverse one/);
  });

  it('with its dial known, it deploys with a maneuver on it, at the dial\'s difficulty; the moving ones are offered (RRG · Docking, Check Difficulty)', () => {
    const withDial = play(emptySession('xwing'), { type: 'setup', seed: 'dial', rules: 3, edition: '2.5', players: rosters([ghost(), pilotEntry(SHUTTLE, 'Ezra Bridger', { id: 'phantom', actionBar: true, dial: true })], [howlrunner()]) }).session;
    const session = toSystem(play(withDial, { type: 'dockShip', ship: 'phantom', carrier: 'ghost' }, { type: 'gainToken', ship: 'phantom', token: 'stress' }).session);
    const offered = optionsOf(session).ships.find((ship) => ship.ship === 'phantom')?.deployManeuvers ?? [];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((maneuver) => maneuver.bearing !== 'stop' && !maneuver.bearing.startsWith('reverse'))).toBe(true);
    // The shuttle's 2 straight is blue on its dial: said white, it is still blue, and it sheds the stress.
    expect(shipOf(play(session, { type: 'deployShip', ship: 'phantom', speed: 2, bearing: 'straight', difficulty: 'white' }).session, 'phantom').tokens.stress).toBe(0);
    expectMessage(refusal(session, { type: 'deployShip', ship: 'phantom', speed: 5, bearing: 'straight' }), /dial has no 5 straight/);
  });

  it('a ship that docked in this System Phase does not deploy in it, and one that deployed does not dock again', () => {
    const dockedNow = play(toSystem(game()), { type: 'dockShip', ship: 'phantom', carrier: 'ghost' }).session;
    expectMessage(refusal(dockedNow, { type: 'deployShip', ship: 'phantom', speed: 2, bearing: 'straight' }), /docked in this System Phase: a ship does not dock and deploy in the same System Phase/);
    const deployed = play(toSystem(docked().session), { type: 'deployShip', ship: 'phantom', speed: 2, bearing: 'straight' }).session;
    expectMessage(refusal(deployed, { type: 'dockShip', ship: 'phantom', carrier: 'ghost' }), /deployed in this System Phase/);
  });
});

describe('RRG · Docking: emergency deployment as the carrier is destroyed', () => {
  it('the docked ship deploys, suffers 1 crit damage (a question: name the card or draw), and is in play again', () => {
    const ghostHull = shipOf(game(), 'ghost').hull + shipOf(game(), 'ghost').shields.max;
    const destroyed = play(docked().session, { type: 'sufferDamage', ship: 'ghost', hits: ghostHull, crits: 0, drawForMe: true });
    expect(sentences(destroyed.events).join(' ')).toMatch(/Ezra Bridger deploys in an emergency as Kanan Jarrus is destroyed/);
    const session = destroyed.session;
    expect(shipOf(session, 'phantom').dockedTo).toBeUndefined();
    const prompt = stateOf(session).prompts.find((candidate) => candidate.ship === 'phantom');
    expect(prompt).toMatchObject({ kind: 'extraDamage', source: 'Emergency deployment', crits: 1 });
    const shields = shipOf(session, 'phantom').shields.current;
    const answered = play(session, { type: 'answerPrompt', prompt: prompt?.id, drawForMe: true }).session;
    expect(shipOf(answered, 'phantom').shields.current).toBe(shields - 1);
    expect(shipOf(answered, 'phantom').grants ?? []).toEqual([]);
  });
});

describe('RRG · Docking: what the cards of a carrier and its docked ship say', () => {
  it('the places a card gives are read from its text, in both editions’ data (Ghost 1, Corvus 2, Docking Clamps 4; Phantom none)', () => {
    for (const edition of ['2.0', '2.5'] as const) {
      const card = (key: string) => upgradeCards(edition).find((one) => one.xws === key)?.sides[0]?.ability as string | undefined;
      expect({ edition, ghost: dockingPlacesIn(card('ghost')), phantom: dockingPlacesIn(card('phantom')) }).toEqual({ edition, ghost: 1, phantom: 0 });
    }
    expect(dockingPlacesIn(upgradeCards('2.5').find((one) => one.xws === 'corvus')?.sides[0]?.ability as string)).toBe(2);
    const clamps = readShipFile('galactic-empire/gozanti-class-cruiser').pilots[0]?.shipAbility?.text;
    expect(dockingPlacesIn(clamps)).toBe(4);
    expect(dockingPlacesIn('You cannot dock.')).toBe(0);
  });

  it('Card · Tail Gun: with the shuttle docked, the VCX-100 has a rear primary arc as strong as the shuttle’s front arc; without it none', () => {
    const vcx = { ...withEffects(VCX, 'Kanan Jarrus', 'ghost', '2.5'), carries: 1 };
    const shuttleFront = phantom().attacks.find((attack) => attack.arc === 'front')?.value;
    let session = startGame(rosters([vcx, phantom()], [howlrunner()]));
    const arcsOf = (now: Session) => optionsOf(now).attackers.find((option) => option.ship === 'ghost')?.arcs;
    const engaged = (now: Session) => play(now, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(arcsOf(engaged(session))).not.toContain('rear');
    session = engaged(play(session, { type: 'dockShip', ship: 'phantom', carrier: 'ghost' }).session);
    expect(arcsOf(session)).toContain('rear');
    const declared = play(session, { type: 'declareAttack', attacker: 'ghost', defender: 'howl', arc: 'rear', range: 2 }).session;
    expect(optionsOf(declared).attack?.attackDice.attackValue).toBe(shuttleFront);
  });

  it('Card · Comms Shuttle: docked, before its carrier activates the carrier may perform a coordinate action', () => {
    const sheathipede = withEffects('rebel-alliance/sheathipede-class-shuttle', 'Ezra Bridger', 'phantom', '2.5');
    let session = play(startGame(rosters([ghost(), sheathipede], [howlrunner()])), { type: 'dockShip', ship: 'phantom', carrier: 'ghost' }).session;
    // Docked, it puts a white coordinate on its carrier's bar; deployed, it takes it back.
    expect(shipOf(session, 'ghost').actionBar?.some((entry) => entry.action === 'coordinate' && entry.fromDocked === 'phantom')).toBe(true);
    const deployed = play(toSystem(session), { type: 'deployShip', ship: 'phantom', speed: 2, bearing: 'straight' }).session;
    expect(shipOf(deployed, 'ghost').actionBar?.some((entry) => entry.fromDocked === 'phantom')).toBe(false);
    session = play(toActivation(toSystem(session)), { type: 'activateShip', ship: 'ghost' }).session;
    const prompt = stateOf(session).prompts.find((candidate) => candidate.ship === 'phantom' && candidate.source === 'Comms Shuttle');
    expect(prompt?.ability?.summary).toMatch(/its carrier may coordinate before it activates/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'ghost').grants).toContainEqual(expect.objectContaining({ action: 'coordinate' }));
  });

  it('a docked ship’s other cards do not act while it is docked (it is set aside)', () => {
    const sheathipede = withEffects('rebel-alliance/sheathipede-class-shuttle', 'Ezra Bridger', 'phantom', '2.5');
    const docked = play(startGame(rosters([ghost(), sheathipede], [howlrunner()])), { type: 'dockShip', ship: 'phantom', carrier: 'ghost' }).session;
    const others = (shipOf(docked, 'phantom').effects ?? []).filter((effect) => !effect.conditions.some((condition) => condition.kind === 'docked'));
    expect(others.length).toBeGreaterThan(0);
    const session = play(docked, { type: 'gainToken', ship: 'phantom', token: 'stress' }).session;
    expect(stateOf(session).prompts.filter((prompt) => prompt.ship === 'phantom')).toEqual([]);
  });
});
