import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, attackOf, defenseFaces, expectMessage, optionsOf, play, refusal, rosters, shipOf, stateOf, TIE_FIGHTER, toEngagement, X_WING } from '../helpers/xwing-game';
import { pilotEntry } from '../helpers/xwing-roster';

// h-xupg · RRG · Initiative ("at initiative N" in the Engagement Phase) and Bonus Attacks: cards whose bonus attack comes at a
// fixed initiative step (effects/facts: Han Solo gunner, Zealous Captain, Riff Tamson, Corran Horn), and one that changes the
// initiative its ship engages at (Heightened Perception). The table stops at that step, offers the card, and the attack it
// grants is then declared through the real commands. Cards from xwing-data2 (2.5), read at run time.

const YT1300 = 'rebel-alliance/modified-yt-1300-light-freighter';
const RAIDER = 'galactic-empire/raider-class-corvette';
const E_WING = 'rebel-alliance/e-wing';
const VADER_SHIP = 'galactic-empire/tie-advanced-x1';

function start(rebels: XwingPilotRosterEntry[], empire: XwingPilotRosterEntry[]): Session {
  return play(emptySession('xwing'), { type: 'setup', seed: 'steps', players: rosters(rebels, empire), rules: 3, edition: '2.5' }).session;
}
const sourced = (session: Session, source: string) => stateOf(session).prompts.filter((prompt) => prompt.source === source);
const done = (session: Session, source: string, more: Record<string, unknown> = {}) => {
  const [prompt] = sourced(session, source);
  if (!prompt) throw new Error(`no prompt for ${source}`);
  return play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'done', ...more }).session;
};
const academy = (id = 'academy') => pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id });
const blanks = (count: number | undefined) => Array.from({ length: count ?? 0 }, () => 'blank');
/** The attack declared rolls blanks, defends with blanks, and ends (a miss). */
const resolveMiss = (session: Session) => {
  const rolled = play(session, attackFaces(...blanks(optionsOf(session).attack?.attackDice.total))).session;
  return play(rolled, defenseFaces(...blanks(optionsOf(rolled).attack?.defenseDice.total)), { type: 'neutralizeResults' }).session;
};

describe('Card · Han Solo (gunner) — RRG · Initiative: a turret arc attack at initiative 7', () => {
  // Howlrunner (5) engages before Chewbacca (4).
  const game = () => toEngagement(start([withEffects(YT1300, 'Chewbacca', 'chewie', '2.5', 'hansolo')], [pilotEntry(TIE_FIGHTER, '“Howlrunner”', { id: 'howl' })]));

  it('as the Engagement Phase starts (above every ship), the table asks it; done lets Chewbacca attack out of turn, not counted as its engagement', () => {
    let session = game();
    expect(sourced(session, 'Han Solo').map((prompt) => prompt.ability?.summary)).toEqual([expect.stringMatching(/Han Solo: a turret arc attack at initiative 7/)]);
    session = done(session, 'Han Solo');
    expect(optionsOf(session).attackers.find((option) => option.ship === 'chewie')).toMatchObject({ bonusAttack: true });
    session = play(session, { type: 'declareAttack', attacker: 'chewie', defender: 'howl', arc: 'double-turret', range: 2, bonusAttack: true }).session;
    expect(attackOf(session)).toMatchObject({ attacker: 'chewie', bonus: true });
    session = resolveMiss(session);
    expect(shipOf(session, 'chewie')).toMatchObject({ attacksThisPhase: 0, bonusGrants: [] });
    // Its own engagement at initiative 4 is still to come, after Howlrunner's.
    session = play(session, { type: 'passShip', ship: 'howl' }, { type: 'activateShip', ship: 'chewie' }).session;
    expect(optionsOf(session).attackers.find((option) => option.ship === 'chewie')).toMatchObject({ bonusAttack: false });
  });

  it('skipped, no attack is offered to Chewbacca before its own turn', () => {
    const [prompt] = sourced(game(), 'Han Solo');
    const session = play(game(), { type: 'answerPrompt', prompt: prompt?.id, answer: 'skip' }).session;
    expect(optionsOf(session).attackers.find((option) => option.ship === 'chewie')).toBeUndefined();
  });
});

describe('Card · Zealous Captain — RRG · Initiative: the table stops at initiative 4 for a bonus hardpoint attack (1 energy)', () => {
  const game = () => toEngagement(start([pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' }), pilotEntry(X_WING, 'Garven Dreis', { id: 'wedge' })], [withEffects(RAIDER, 'Outer Rim Patrol', 'raider', '2.5', 'zealouscaptain', 'pointdefensebattery')]));

  it('not asked before the engagement reaches initiative 4; asked once Luke (5) has engaged, before Garven Dreis (4)', () => {
    let session = game();
    expect(sourced(session, 'Zealous Captain')).toEqual([]);
    session = play(session, { type: 'passShip', ship: 'raider' }).session;
    expect(sourced(session, 'Zealous Captain')).toEqual([]);
    session = play(session, { type: 'passShip', ship: 'luke' }).session;
    expect(sourced(session, 'Zealous Captain')).toHaveLength(1);
    const energy = shipOf(session, 'raider').energy?.current ?? 0;
    session = done(session, 'Zealous Captain');
    expect(shipOf(session, 'raider').energy?.current).toBe(energy - 1);
    const battery = shipOf(session, 'raider').weapons?.find((weapon) => weapon.name === 'Point-Defense Battery')?.id;
    // The grant is for a hardpoint attack: the table offers its hardpoint, and its primary weapon is refused with the reason.
    const offered = optionsOf(session).attackers.find((option) => option.ship === 'raider')?.weapons ?? [];
    expect(offered.find((weapon) => weapon.weaponId === null)?.unavailable).toMatch(/Zealous Captain grants a bonus hardpoint attack/);
    expect(offered.find((weapon) => weapon.name === 'Point-Defense Battery')?.unavailable).toBeNull();
    expectMessage(refusal(session, { type: 'declareAttack', attacker: 'raider', defender: 'wedge', arc: 'full-front', range: 2, bonusAttack: true }), /Zealous Captain grants .* a bonus hardpoint attack/);
    session = play(session, { type: 'declareAttack', attacker: 'raider', defender: 'wedge', arc: 'double-turret', range: 1, weaponId: battery, bonusAttack: true }).session;
    expect(attackOf(session)).toMatchObject({ attacker: 'raider', defender: 'wedge', bonus: true });
  });
});

describe('Card · Riff Tamson (command) — RRG · Initiative: a bonus hardpoint attack at initiative 5 (1 energy)', () => {
  it('asked as the engagement reaches initiative 5, its energy spent and the hardpoint attack granted', () => {
    let session = toEngagement(start([pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' })], [withEffects(RAIDER, 'Outer Rim Patrol', 'raider', '2.5', 'rifftamson', 'pointdefensebattery')]));
    expect(sourced(session, 'Riff Tamson')).toEqual([]);
    session = play(session, { type: 'passShip', ship: 'raider' }).session;
    const energy = shipOf(session, 'raider').energy?.current ?? 0;
    session = done(session, 'Riff Tamson');
    expect(shipOf(session, 'raider').energy?.current).toBe(energy - 1);
    expect(shipOf(session, 'raider').bonusGrants).toMatchObject([{ source: 'Riff Tamson', weapons: ['hardpoint'] }]);
    expect(optionsOf(session).attackers.find((option) => option.ship === 'raider')).toMatchObject({ bonusAttack: true });
  });
});

describe('Card · Corran Horn (E-wing) — RRG · Initiative 0: a bonus primary attack from his bullseye arc, then disarmed next round', () => {
  const game = () => toEngagement(start([withEffects(E_WING, 'Corran Horn', 'corran', '2.5')], [academy()]));

  it('once every ship has engaged, the table stops at initiative 0 (asking for an enemy in his bullseye arc); his primary attack is granted', () => {
    let session = play(game(), { type: 'passShip', ship: 'corran' }).session;
    expect(sourced(session, 'Corran Horn')).toEqual([]);
    session = play(session, { type: 'passShip', ship: 'academy' }).session;
    expect(sourced(session, 'Corran Horn')).toHaveLength(1);
    expectMessage(refusal(session, { type: 'nextPhase' }), /Corran Horn .* waits for an answer/);
    session = done(session, 'Corran Horn');
    expect(optionsOf(session).attackers.find((option) => option.ship === 'corran')).toMatchObject({ bonusAttack: true });
    session = resolveMiss(play(session, { type: 'declareAttack', attacker: 'corran', defender: 'academy', arc: 'front', range: 2, bonusAttack: true }).session);
    // The next Planning Phase starts: he gains his disarm token.
    session = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    for (const prompt of sourced(session, 'Corran Horn')) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'done' }).session;
    expect(stateOf(session).phase).toBe('planning');
    expect(shipOf(session, 'corran').tokens.disarm).toBe(1);
  });

  it('the phase may end with no such step when he skips it, and he is not disarmed next round', () => {
    let session = play(game(), { type: 'passShip', ship: 'corran' }, { type: 'passShip', ship: 'academy' }).session;
    const [prompt] = sourced(session, 'Corran Horn');
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'skip' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(stateOf(session).phase).toBe('planning');
    expect(shipOf(session, 'corran').tokens.disarm).toBe(0);
  });
});

describe('Card · Heightened Perception — RRG · Initiative: 1 Force as the Engagement Phase starts, and the ship engages at initiative 7', () => {
  const game = () => toEngagement(start([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'heightenedperception')], [pilotEntry(VADER_SHIP, 'Darth Vader', { id: 'vader' })]));

  it('without it, Darth Vader (6) engages before Luke (5)', () => {
    const [prompt] = sourced(game(), 'Heightened Perception');
    const session = play(game(), { type: 'answerPrompt', prompt: prompt?.id, answer: 'skip' }).session;
    expectMessage(refusal(session, { type: 'activateShip', ship: 'luke' }), /Darth Vader.*turn/);
  });

  it('used, Luke spends 1 Force and engages first, at initiative 7', () => {
    let session = game();
    const force = shipOf(session, 'luke').force?.current ?? 0;
    session = done(session, 'Heightened Perception');
    expect(shipOf(session, 'luke').force?.current).toBe(force - 1);
    session = play(session, { type: 'activateShip', ship: 'luke' }).session;
    expect(stateOf(session).activation?.ship).toBe('luke');
  });
});

describe('Card · Corsair Refit / Merchant One — Epic rules · Bonus Attacks: a “Bonus Attack:” header, once a round as the ship engages', () => {
  const CROC = 'scum-and-villainy/c-roc-cruiser';
  const game = (...upgrades: string[]) => toEngagement(start([pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' })], [withEffects(CROC, 'Syndicate Smugglers', 'croc', '2.5', ...upgrades)]));
  const weapon = (session: Session, name: string) => shipOf(session, 'croc').weapons?.find((one) => one.name === name)?.id;

  it('Corsair Refit: asked as the C-ROC engages; done spends 1 energy, and its cannon attack is a bonus attack besides its standard attack', () => {
    let session = play(game('corsairrefit', 'ioncannon'), { type: 'activateShip', ship: 'croc' }).session;
    const energy = shipOf(session, 'croc').energy?.current ?? 0;
    session = done(session, 'Corsair Refit');
    expect(shipOf(session, 'croc').energy?.current).toBe(energy - 1);
    session = resolveMiss(play(session, { type: 'declareAttack', attacker: 'croc', defender: 'luke', arc: 'front', range: 2, weaponId: weapon(session, 'Ion Cannon'), bonusAttack: true }).session);
    // Its standard attack is still to come.
    expect(shipOf(session, 'croc').attacksThisPhase).toBe(0);
    expect(optionsOf(session).attackers.find((option) => option.ship === 'croc')).toMatchObject({ bonusAttack: false });
  });

  it('Merchant One: its bonus attack is a turret attack; the primary weapon is refused with the reason', () => {
    let session = done(play(game('merchantone', 'dorsalturret'), { type: 'activateShip', ship: 'croc' }).session, 'Merchant One');
    expectMessage(refusal(session, { type: 'declareAttack', attacker: 'croc', defender: 'luke', arc: 'front', range: 2, bonusAttack: true }), /Merchant One grants .* a bonus turret attack/);
    session = play(session, { type: 'declareAttack', attacker: 'croc', defender: 'luke', arc: 'single-turret', range: 2, weaponId: weapon(session, 'Dorsal Turret'), bonusAttack: true }).session;
    expect(attackOf(session)).toMatchObject({ attacker: 'croc', bonus: true });
  });
});

describe('Card · General Grievous (command) — at initiative 4 a bonus hardpoint attack; it may attack friendly ships', () => {
  const SEP_CROC = 'separatist-alliance/c-roc-cruiser';
  const VULTURE = 'separatist-alliance/vulture-class-droid-fighter';
  const game = (...upgrades: string[]) => toEngagement(start([pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' })], [withEffects(SEP_CROC, 'Separatist Privateers', 'croc', '2.5', ...upgrades), pilotEntry(VULTURE, 'Trade Federation Drone', { id: 'drone' })]));
  it('its primary attack at the friendly drone is declared; without the card, refused', () => {
    const session = play(game('generalgrievouscommand'), { type: 'declareAttack', attacker: 'croc', defender: 'drone', arc: 'front', range: 2 }).session;
    expect(attackOf(session)).toMatchObject({ attacker: 'croc', defender: 'drone' });
    expectMessage(refusal(game(), { type: 'declareAttack', attacker: 'croc', defender: 'drone', arc: 'front', range: 2 }), /do not attack friendly ships/);
  });
  it('asked as the engagement reaches initiative 4 (after Luke, 5), its energy spent for a hardpoint grant', () => {
    let session = play(game('generalgrievouscommand', 'pointdefensebattery'), { type: 'passShip', ship: 'croc' }).session;
    expect(sourced(session, 'General Grievous')).toEqual([]);
    session = play(session, { type: 'passShip', ship: 'luke' }).session;
    const energy = shipOf(session, 'croc').energy?.current ?? 0;
    session = done(session, 'General Grievous');
    expect(shipOf(session, 'croc').energy?.current).toBe(energy - 1);
    expect(shipOf(session, 'croc').bonusGrants).toMatchObject([{ weapons: ['hardpoint'] }]);
  });
});
