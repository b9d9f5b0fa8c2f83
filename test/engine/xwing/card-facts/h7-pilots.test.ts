import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { pilotEntryFrom, readShipFile } from '../helpers/xwing-roster';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, attackOf, defenseFaces, expectMessage, howlrunner, optionsOf, play, refusal, rosters, shipOf, startGame, stateOf } from '../helpers/xwing-game';

// h7-xpilots · pilots and ship abilities played from our facts, through the real engine, with the
// pilots of xwing-data2 2.5 read at run time (test input). Rules: RRG 2.5 (Modify Dice, Tokens, Locks, Actions, Destroyed).

/** The 2.5 pilot of this xws id (several cards share a name), with the facts of its pilot card and its ship ability. */
function pilotByXws(file: string, xws: string, id: string): XwingPilotRosterEntry {
  const ship = readShipFile(file);
  const card = ship.pilots.find((candidate) => (candidate as { xws?: string }).xws === xws);
  if (!card) throw new Error(`${file} has no pilot ${xws}`);
  const facts = rosterFacts([
    { key: xws, name: card.name, text: card.ability ?? null, edition: '2.5' },
    ...(card.shipAbility ? [{ key: null, name: card.shipAbility.name, text: card.shipAbility.text, edition: '2.5' as const }] : []),
  ]);
  return { ...pilotEntryFrom(ship, card, { id, actionBar: true }), effects: facts.effects, yourCall: facts.yourCall };
}

const stateOfPhase = (session: Session) => stateOf(session).phase;
const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const offersOf = (session: Session, source: string) => effectsNow(session).filter((effect) => effect.source === source);
const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);

/** Every question at a phase's start skipped, so the phase may end. */
function skipPrompts(session: Session): Session {
  for (const prompt of optionsOf(session).prompts) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
  return session;
}

/** To the Engagement Phase, every question of the phases on the way skipped. */
function engaged(friends: XwingPilotRosterEntry[], enemies: XwingPilotRosterEntry[] = [howlrunner()]): Session {
  let session = startGame(rosters(friends, enemies));
  for (let phase = 0; phase < 3; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
  return session;
}

const TRI_FIGHTER = 'separatist-alliance/droid-tri-fighter';
const Z95 = 'galactic-republic/clone-z-95-headhunter';

describe('Card · DIS-T81 (Siege of Coruscant, 2.5): any number of dice rerolled, a token for each', () => {
  it('attacking: 3 attack dice rerolled in one use for 3 deplete tokens, and no second use in that attack', () => {
    let session = engaged([pilotByXws(TRI_FIGHTER, 'dist81-siegeofcoruscant', 'tri')]);
    session = play(session, { type: 'declareAttack', attacker: 'tri', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'focus')).session;
    const three = offersOf(session, 'DIS-T81').find((offer) => offer.summary.includes('reroll 3 attack dice'));
    expect(three).toBeDefined();
    const used = play(session, { type: 'useCardEffect', ship: 'tri', ref: three?.ref, dice: [0, 1, 2], faces: ['hit', 'hit', 'crit'] }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'hit', 'crit']);
    expect(shipOf(used, 'tri').tokens.deplete).toBe(3);
    expect(offersOf(used, 'DIS-T81').filter((offer) => offer.summary.includes('attack'))).toHaveLength(0);
  });
  it('defending: 2 defense dice rerolled for 2 strain tokens', () => {
    let session = engaged([pilotByXws(TRI_FIGHTER, 'dist81-siegeofcoruscant', 'tri')]);
    session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'tri', arc: 'front', range: 2 }, attackFaces('hit', 'hit'), defenseFaces('blank', 'blank', 'blank')).session;
    const two = offersOf(session, 'DIS-T81').find((offer) => offer.summary.includes('reroll 2 defense dice'));
    const used = play(session, { type: 'useCardEffect', ship: 'tri', ref: two?.ref, dice: [0, 1], faces: ['evade', 'evade'] }).session;
    expect(attackOf(used).defenseDice.map((die) => die.face)).toEqual(['evade', 'evade', 'blank']);
    expect(shipOf(used, 'tri').tokens.strain).toBe(2);
  });
});

describe('Card · “Drift” (2.5): with exactly 1 non-lock red or exactly 1 orange token, a friend at range 0–1 rerolls 1 attack die', () => {
  const game = () => engaged([pilotByXws(Z95, 'drift', 'drift'), pilotByXws(Z95, '7thskycorpspilot', 'wing')]);
  it('with 1 stress token on Drift, the attacking friend is offered the reroll (asked its range); used, its die is rerolled', () => {
    let session = play(game(), { type: 'gainToken', ship: 'drift', token: 'stress' }).session;
    session = play(session, { type: 'declareAttack', attacker: 'wing', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'hit')).session;
    const offer = offersOf(session, '“Drift”').find((candidate) => candidate.ship === 'drift');
    expect(offer?.questions).toEqual(['Is the attacking friendly ship at range 0–1 of “Drift”?']);
    const used = play(session, { type: 'useCardEffect', ship: 'drift', ref: offer?.ref, answer: 'yes', dice: [0], faces: ['crit'] }).session;
    expect(attackOf(used).attackDice[0]).toEqual({ face: 'crit', rerolled: true });
  });
  it('with 2 stress tokens (not exactly 1) or none, it is not offered', () => {
    const none = play(game(), { type: 'declareAttack', attacker: 'wing', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'hit')).session;
    expect(offersOf(none, '“Drift”')).toHaveLength(0);
    let two = play(game(), { type: 'gainToken', ship: 'drift', token: 'stress', count: 2 }).session;
    two = play(two, { type: 'declareAttack', attacker: 'wing', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'hit')).session;
    expect(offersOf(two, '“Drift”')).toHaveLength(0);
  });
  it('with 1 jam token (orange) and 1 stress, either count holds: one use in the attack', () => {
    let session = play(game(), { type: 'gainToken', ship: 'drift', token: 'jam' }, { type: 'gainToken', ship: 'drift', token: 'stress' }).session;
    session = play(session, { type: 'declareAttack', attacker: 'drift', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'hit')).session;
    const offers = offersOf(session, '“Drift”');
    expect(offers.length).toBeGreaterThan(0);
    const used = play(session, { type: 'useCardEffect', ship: 'drift', ref: offers[0]?.ref, dice: [0], faces: ['hit'] }).session;
    expect(attackOf(used).attackDice[0]).toEqual({ face: 'hit', rerolled: true });
    expect(offersOf(used, '“Drift”')).toHaveLength(0);
  });
});

describe('Card · Dash Rendar (YT-2400, 2.5, both factions): a red token an obstacle gave him goes to a friend at range 0–1', () => {
  for (const [file, xws, friend] of [['rebel-alliance/yt-2400-light-freighter', 'dashrendar-swz103-sl-rebelalliance', 'leebo-swz103-sl-rebelalliance'], ['scum-and-villainy/yt-2400-light-freighter', 'dashrendar-swz103-sl-scumandvillainy', 'leebo-swz103-sl-scumandvillainy']] as const) {
    it(`${xws}: after he gains a stress token he is asked whether it came from an obstacle; done moves it to the friend named`, () => {
      let session = startGame(rosters([pilotByXws(file, xws, 'dash'), pilotByXws(file, friend, 'leebo')], [howlrunner()]));
      session = play(session, { type: 'gainToken', ship: 'dash', token: 'stress' }).session;
      const prompt = promptsOf(session, 'Dash Rendar').find((candidate) => candidate.ability?.summary.includes('stress'));
      expect(prompt?.question).toMatch(/Did that token come from moving through or overlapping an obstacle/);
      const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'leebo' }).session;
      expect([shipOf(done, 'dash').tokens.stress, shipOf(done, 'leebo').tokens.stress]).toEqual([0, 1]);
    });
  }
  it('a green token he gains asks nothing', () => {
    let session = startGame(rosters([pilotByXws('rebel-alliance/yt-2400-light-freighter', 'dashrendar-swz103-sl-rebelalliance', 'dash')], [howlrunner()]));
    session = play(session, { type: 'gainToken', ship: 'dash', token: 'focus' }).session;
    expect(promptsOf(session, 'Dash Rendar')).toHaveLength(0);
  });
});

describe('Card · Autothrusters (Commandant Goran’s TIE/in, 2.5): at the start of the Engagement Phase a friend with a lower initiative gains 1 evade and sheds 1 non-stress red token', () => {
  const INTERCEPTOR = 'galactic-empire/tie-in-interceptor';
  it('asked at the start of the Engagement Phase; done on the variant with ion gives the friend named 1 evade and takes its ion token', () => {
    let session = startGame(rosters([pilotByXws(INTERCEPTOR, 'commandantgoran', 'goran'), pilotByXws(INTERCEPTOR, 'alphasquadronpilot', 'alpha')], [howlrunner()]));
    session = play(session, { type: 'gainToken', ship: 'alpha', token: 'ion' }, { type: 'gainToken', ship: 'alpha', token: 'stress' }).session;
    for (let phase = 0; phase < 2; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    session = play(session, { type: 'nextPhase' }).session;
    expect(stateOfPhase(session)).toBe('engagement');
    const prompt = promptsOf(session, 'Autothrusters').find((candidate) => candidate.ability?.summary.includes('ion'));
    expect(prompt?.question).toMatch(/lower initiative, holding a ion token/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'alpha' }).session;
    expect([shipOf(done, 'alpha').tokens.evade, shipOf(done, 'alpha').tokens.ion, shipOf(done, 'alpha').tokens.stress]).toEqual([1, 0, 1]);
    expect(promptsOf(done, 'Autothrusters')).toHaveLength(0);
  });
});

describe('Card · Gyro-Cockpit (A/SF-01 B-wing, 2.5): 1 charge to set a dropped device at its side hashmark', () => {
  const BWING = 'rebel-alliance/a-sf-01-b-wing';
  const adon = () => {
    const entry = pilotByXws(BWING, 'adonfox-battleoverendor', 'adon');
    const bombs = withEffects(BWING, 'Adon Fox', 'adon', '2.5', 'protonbombs');
    return { ...bombs, charges: entry.charges, effects: entry.effects, yourCall: entry.yourCall };
  };
  it('after it drops a bomb it is asked; done spends 1 of its charges and the device on the table records the side drop', () => {
    let session = play(startGame(rosters([adon()], [howlrunner()])), { type: 'nextPhase' }, { type: 'dropDevice', ship: 'adon', device: 'protonbombs' }).session;
    const prompt = promptsOf(session, 'Gyro-Cockpit')[0];
    expect(prompt?.question).toMatch(/set at its left or right side hashmark/);
    const charges = shipOf(session, 'adon').charges?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'adon').charges?.current).toBe(charges - 1);
    expect(stateOf(session).devicesOnTable?.[0]).toMatchObject({ name: 'Proton Bomb', fromSide: true });
  });
});

describe('Card · Corran Horn (T-65, 2.5) · RRG · Lock: after he declares a defender he has locked, a friend’s lock on him moves to the defender', () => {
  const X_WING = 'rebel-alliance/t-65-x-wing';
  const game = () => {
    let session = engaged([pilotByXws(X_WING, 'corranhorn-t65xwing', 'corran'), pilotByXws(X_WING, 'wedgeantilles', 'wedge')]);
    session = play(session, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'corran' }, { type: 'gainToken', ship: 'corran', token: 'lock', lockedBy: 'wedge' }).session;
    return play(session, { type: 'declareAttack', attacker: 'corran', defender: 'howl', arc: 'front', range: 2 }).session;
  };
  it('offered as the defender is declared; used, Wedge’s lock leaves Corran and lies on the defender, Corran keeping his own', () => {
    const session = game();
    const offer = offersOf(session, 'Corran Horn')[0];
    expect(offer?.summary).toMatch(/a friend’s lock on him moves to the defender/);
    const used = play(session, { type: 'useCardEffect', ship: 'corran', ref: offer?.ref }).session;
    expect(shipOf(used, 'corran').tokens.lock).toEqual([]);
    expect([...shipOf(used, 'howl').tokens.lock].sort()).toEqual(['corran', 'wedge']);
  });
  it('not offered when Corran has no lock on the defender', () => {
    let session = engaged([pilotByXws(X_WING, 'corranhorn-t65xwing', 'corran'), pilotByXws(X_WING, 'wedgeantilles', 'wedge')]);
    session = play(session, { type: 'gainToken', ship: 'corran', token: 'lock', lockedBy: 'wedge' }, { type: 'declareAttack', attacker: 'corran', defender: 'howl', arc: 'front', range: 2 }).session;
    expect(offersOf(session, 'Corran Horn')).toHaveLength(0);
  });
});

describe('Card · Kelrodo-Ai Holdout (2.5) · RRG · Destroyed: as it is destroyed, its locks and green tokens go to a friendly Kelrodo-Ai Holdout', () => {
  const VULTURE = 'separatist-alliance/vulture-class-droid-fighter';
  it('destroyed, it is asked; done with the other Holdout named moves its focus and its lock on the enemy to that ship', () => {
    let session = engaged([pilotByXws(VULTURE, 'kelrodoaiholdout', 'k1'), pilotByXws(VULTURE, 'kelrodoaiholdout', 'k2')]);
    session = play(session, { type: 'gainToken', ship: 'k1', token: 'focus' }, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'k1' }).session;
    session = play(session, { type: 'sufferDamage', ship: 'k1', hits: 3, crits: 0, drawForMe: true }).session;
    expect(shipOf(session, 'k1').destroyed).toBe(true);
    const prompt = promptsOf(session, 'Kelrodo-Ai Holdout').find((candidate) => candidate.ship === 'k1');
    expect(prompt?.ability?.summary).toMatch(/its locks and green tokens go to a friendly Kelrodo-Ai Holdout/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'k2' }).session;
    expect(shipOf(done, 'k2').tokens.focus).toBe(1);
    expect(shipOf(done, 'howl').tokens.lock).toEqual(['k2']);
  });
});

describe('Card · Lando Calrissian (Scavenged YT-1300, 2.5) · RRG · Stress: after a red maneuver, 1 charge per friend he picks, who acts even while stressed', () => {
  const YT = 'resistance/scavenged-yt-1300';
  it('after a fully executed red maneuver he is asked (a question per ship); done spends 1 charge and the stressed friend named performs a focus', () => {
    let session = startGame(rosters([pilotByXws(YT, 'landocalrissian-scavengedyt1300', 'lando'), pilotByXws(YT, 'resistancesympathizer', 'rey')], [howlrunner()]));
    session = play(session, { type: 'gainToken', ship: 'rey', token: 'stress' }).session;
    for (let phase = 0; phase < 2; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    for (let next = optionsOf(session).upNext[0]; next !== undefined && next !== 'lando'; next = optionsOf(session).upNext[0]) session = play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session;
    session = play(session, { type: 'activateShip', ship: 'lando' }, { type: 'executeManeuver', ship: 'lando', speed: 3, bearing: 'straight', difficulty: 'red' }).session;
    const prompts = promptsOf(session, 'Lando Calrissian').filter((prompt) => prompt.ability?.summary.includes('red maneuver'));
    expect(prompts).toHaveLength(3);
    expectMessage(refusal(session, { type: 'performAction', ship: 'rey', action: 'focus', grantedBy: { source: 'Lando Calrissian', difficulty: 'white' } }), /.+/);
    const charges = shipOf(session, 'lando').charges?.current ?? 0;
    const done = play(session, { type: 'answerPrompt', prompt: prompts[0]?.id, answer: 'done', ship: 'rey' }).session;
    expect(shipOf(done, 'lando').charges?.current).toBe(charges - 1);
    const acted = play(done, { type: 'performAction', ship: 'rey', action: 'focus', grantedBy: { source: 'Lando Calrissian', difficulty: 'white' } }).session;
    expect(shipOf(acted, 'rey').tokens.focus).toBe(1);
  });
  it('after a white maneuver he is not asked', () => {
    let session = startGame(rosters([pilotByXws(YT, 'landocalrissian-scavengedyt1300', 'lando')], [howlrunner()]));
    for (let phase = 0; phase < 2; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    for (let next = optionsOf(session).upNext[0]; next !== undefined && next !== 'lando'; next = optionsOf(session).upNext[0]) session = play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session;
    session = play(session, { type: 'activateShip', ship: 'lando' }, { type: 'executeManeuver', ship: 'lando', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    expect(promptsOf(session, 'Lando Calrissian')).toHaveLength(0);
  });
});

describe('Card · Shaak Ti (Siege of Coruscant, 2.5) · RRG · Coordinate: a purple coordinate in the End Phase even while stressed; with Born for This, one more friend acts', () => {
  const ETA = 'galactic-republic/eta-2-actis';
  const ARC = 'galactic-republic/arc-170-starfighter';
  it('stressed, her End Phase coordinate is still performed; after it, asked about Born for This, done lets another friend act', () => {
    let session = play(emptySession('xwing'), { type: 'setup', seed: 'h7', rules: 3, edition: '2.5', players: rosters([pilotByXws(ETA, 'shaakti-siegeofcoruscant', 'shaak'), pilotByXws(ARC, '104thbattalionpilot', 'oddball'), pilotByXws(ARC, 'squadsevenveteran', 'jag')], [howlrunner()]) }).session;
    session = play(session, { type: 'gainToken', ship: 'shaak', token: 'stress' }).session;
    for (let phase = 0; phase < 3; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    session = play(session, { type: 'nextPhase' }).session;
    expect(stateOfPhase(session)).toBe('end');
    const force = shipOf(session, 'shaak').force?.current ?? 0;
    session = play(session, { type: 'performAction', ship: 'shaak', action: 'coordinate', target: 'oddball', grantedBy: { source: 'Shaak Ti', difficulty: 'purple' } }).session;
    expect(shipOf(session, 'shaak').force?.current).toBe(force - 1);
    const prompt = promptsOf(session, 'Shaak Ti').find((candidate) => candidate.ability?.summary.includes('Born for This'));
    expect(prompt?.question).toMatch(/Born for This ship ability/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'jag' }).session;
    const acted = play(done, { type: 'performAction', ship: 'jag', action: 'focus', grantedBy: { source: 'Shaak Ti', difficulty: 'white' } }).session;
    expect(shipOf(acted, 'jag').tokens.focus).toBe(1);
  });
});

/** The pilot of this xws id with these upgrades fitted (their devices carried), its pilot and ship ability facts. */
function armedByXws(file: string, xws: string, id: string, ...upgrades: string[]): XwingPilotRosterEntry {
  const entry = pilotByXws(file, xws, id);
  const card = readShipFile(file).pilots.find((candidate) => (candidate as { xws?: string }).xws === xws);
  const fitted = withEffects(file, card?.name ?? '', id, '2.5', ...upgrades);
  return { ...fitted, initiative: entry.initiative, charges: entry.charges, effects: entry.effects, yourCall: entry.yourCall } as XwingPilotRosterEntry;
}

describe('Card · Morna Kee (VT-49, 2.5) · RRG · Reinforce: 1 charge in the End Phase turns her reinforce token to the other full arc instead of removing it', () => {
  const VT49 = 'galactic-empire/vt-49-decimator';
  it('asked at the start of the End Phase; done spends 1 charge and the fore token is aft after the cleanup; skipped, it is gone', () => {
    let session = startGame(rosters([pilotByXws(VT49, 'mornakee', 'morna')], [howlrunner()]));
    session = play(session, { type: 'gainToken', ship: 'morna', token: 'reinforce', side: 'fore' }).session;
    for (let phase = 0; phase < 3; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    session = play(session, { type: 'nextPhase' }).session;
    const prompt = promptsOf(session, 'Morna Kee')[0];
    expect(prompt?.ability?.summary).toMatch(/reinforce token turns to her other full arc/);
    const charges = shipOf(session, 'morna').charges?.current ?? 0;
    const kept = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }, { type: 'nextPhase' }).session;
    expect(shipOf(kept, 'morna').tokens.reinforce).toEqual({ fore: 0, aft: 1 });
    expect(shipOf(kept, 'morna').charges?.current).toBe(charges - 1);
    const gone = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'skip' }, { type: 'nextPhase' }).session;
    expect(shipOf(gone, 'morna').tokens.reinforce).toEqual({ fore: 0, aft: 0 });
  });
});

describe('Card · “Deathfire” (TIE/sa) · RRG · Destroyed, Devices: as it is destroyed, before removal, it may drop or launch 1 device', () => {
  const BOMBER = 'galactic-empire/tie-sa-bomber';
  it('destroyed, its device question is asked; done lets the destroyed ship drop a bomb in the Engagement Phase', () => {
    let session = engaged([armedByXws(BOMBER, 'deathfire', 'deathfire', 'protonbombs')]);
    const drop = { type: 'dropDevice', ship: 'deathfire', device: 'protonbombs' };
    session = play(session, { type: 'sufferDamage', ship: 'deathfire', hits: 9, crits: 0, drawForMe: true }).session;
    expect(shipOf(session, 'deathfire').destroyed).toBe(true);
    expectMessage(refusal(session, drop), /destroyed/);
    const prompt = promptsOf(session, '“Deathfire”').find((candidate) => candidate.ability?.summary.includes('device'));
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }, drop).session;
    expect(stateOf(session).devicesOnTable).toHaveLength(1);
  });
});

describe('Card · “Deathfire” (TIE/sa, 2.5 second card) · RRG · Devices: after a fully executed speed 3–5 maneuver, 2 charges to drop a bomb', () => {
  const BOMBER = 'galactic-empire/tie-sa-bomber';
  const activating = (session: Session) => {
    for (let phase = 0; phase < 2; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    for (let next = optionsOf(session).upNext[0]; next !== undefined && next !== 'deathfire'; next = optionsOf(session).upNext[0]) session = play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session;
    return play(session, { type: 'activateShip', ship: 'deathfire' }).session;
  };
  it('a speed 3 maneuver asks it; done spends 2 charges and lets it drop a bomb in the Activation Phase', () => {
    let session = activating(startGame(rosters([armedByXws(BOMBER, 'deathfire-swz98', 'deathfire', 'protonbombs')], [howlrunner()])));
    session = play(session, { type: 'executeManeuver', ship: 'deathfire', speed: 3, bearing: 'straight', difficulty: 'white' }).session;
    const prompt = promptsOf(session, '“Deathfire”')[0];
    expect(prompt?.ability?.summary).toMatch(/2 charges, drops or launches a bomb/);
    const charges = shipOf(session, 'deathfire').charges?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }, { type: 'dropDevice', ship: 'deathfire', device: 'protonbombs' }).session;
    expect(shipOf(session, 'deathfire').charges?.current).toBe(charges - 2);
    expect(stateOf(session).devicesOnTable).toHaveLength(1);
  });
  it('a speed 2 maneuver asks nothing', () => {
    let session = activating(startGame(rosters([armedByXws(BOMBER, 'deathfire-swz98', 'deathfire', 'protonbombs')], [howlrunner()])));
    session = play(session, { type: 'executeManeuver', ship: 'deathfire', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    expect(promptsOf(session, '“Deathfire”')).toHaveLength(0);
  });
});

describe('Card · “Holo” (TIE/ba) · RRG · Lock, Reinforce: at the start of the Engagement Phase it passes one of its tokens, a lock on it or a reinforce token too', () => {
  const TIE_BA = 'first-order/tie-ba-interceptor';
  const atEngagement = (session: Session) => {
    for (let phase = 0; phase < 2; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    return play(session, { type: 'nextPhase' }).session;
  };
  it('an enemy lock on Holo: done on its lock question moves that lock onto the friend named, still held by the enemy', () => {
    let session = startGame(rosters([pilotByXws(TIE_BA, 'holo', 'holo'), pilotByXws(TIE_BA, 'firstorderprovocateur', 'wing')], [howlrunner()]));
    session = atEngagement(play(session, { type: 'gainToken', ship: 'holo', token: 'lock', lockedBy: 'howl' }).session);
    const prompt = promptsOf(session, '“Holo”').find((candidate) => candidate.ability?.summary.includes('a lock on it'));
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'wing' }).session;
    expect([shipOf(done, 'holo').tokens.lock, shipOf(done, 'wing').tokens.lock]).toEqual([[], ['howl']]);
  });
  it('a reinforce token: done passes it to the friend named', () => {
    let session = startGame(rosters([pilotByXws(TIE_BA, 'holo', 'holo'), pilotByXws(TIE_BA, 'firstorderprovocateur', 'wing')], [howlrunner()]));
    session = atEngagement(play(session, { type: 'gainToken', ship: 'holo', token: 'reinforce', side: 'aft' }).session);
    const prompt = promptsOf(session, '“Holo”').find((candidate) => candidate.ability?.summary.includes('reinforce'));
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'wing' }).session;
    expect(shipOf(done, 'wing').tokens.reinforce).toEqual({ fore: 0, aft: 1 });
    expect(shipOf(done, 'holo').tokens.reinforce).toEqual({ fore: 0, aft: 0 });
  });
});

const weaponOf = (session: Session, ship: string, name: string) => optionsOf(session).attackers.find((option) => option.ship === ship)?.weapons?.find((weapon) => weapon.name === name)?.weaponId;

describe('Card · Krassis Trelix (Firespray) · RRG · Declare Target: his front-arc special weapons fire from his rear arc too', () => {
  const FIRESPRAY = 'scum-and-villainy/firespray-class-patrol-craft';
  it('an Ion Cannon attack declared from the rear arc is accepted for Krassis, refused for another Firespray pilot', () => {
    const krassis = engaged([armedByXws(FIRESPRAY, 'krassistrelix', 'krassis', 'ioncannon')]);
    const declared = play(krassis, { type: 'declareAttack', attacker: 'krassis', defender: 'howl', arc: 'rear', range: 2, weaponId: weaponOf(krassis, 'krassis', 'Ion Cannon') }).session;
    expect(attackOf(declared).arc).toBe('rear');
    const other = engaged([armedByXws(FIRESPRAY, 'bobafett', 'krassis', 'ioncannon')]);
    expectMessage(refusal(other, { type: 'declareAttack', attacker: 'krassis', defender: 'howl', arc: 'rear', range: 2, weaponId: weaponOf(other, 'krassis', 'Ion Cannon') }), /fires from the front arc/i);
  });
});

describe('Card · Venisa Doza (T-70) · RRG · Declare Target: her torpedoes fire from her rear arc, at range 1–2 then', () => {
  const T70 = 'resistance/t-70-x-wing';
  it('Proton Torpedoes from the rear arc at range 1 are accepted; from the rear at range 3 refused; from the front at range 3 as printed', () => {
    let session = engaged([armedByXws(T70, 'venisadoza', 'venisa', 'protontorpedoes')]);
    session = play(session, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'venisa' }).session;
    const torpedoes = weaponOf(session, 'venisa', 'Proton Torpedoes');
    expect(attackOf(play(session, { type: 'declareAttack', attacker: 'venisa', defender: 'howl', arc: 'rear', range: 1, weaponId: torpedoes }).session).arc).toBe('rear');
    expectMessage(refusal(session, { type: 'declareAttack', attacker: 'venisa', defender: 'howl', arc: 'rear', range: 3, weaponId: torpedoes }), /range 1–2|range 1-2|not range 3/);
    expect(attackOf(play(session, { type: 'declareAttack', attacker: 'venisa', defender: 'howl', arc: 'front', range: 3, weaponId: torpedoes }).session).arc).toBe('front');
  });
});

describe('Card · Captain Oicunn (VT-49, 2.5) · RRG · Range: his attack at range 0 is made as an attack at range 1', () => {
  const VT49 = 'galactic-empire/vt-49-decimator';
  it('a primary attack declared at range 0 is accepted, recorded at range 1 with its range 1 bonus die; another VT-49 pilot is refused at range 0', () => {
    const session = engaged([pilotByXws(VT49, 'captainoicunn', 'oicunn')]);
    const declared = play(session, { type: 'declareAttack', attacker: 'oicunn', defender: 'howl', arc: 'double-turret', range: 0 }).session;
    expect(attackOf(declared).range).toBe(1);
    const atOne = play(session, { type: 'declareAttack', attacker: 'oicunn', defender: 'howl', arc: 'double-turret', range: 1 }).session;
    expect(optionsOf(declared).attack?.attackDice?.total).toBe(optionsOf(atOne).attack?.attackDice?.total);
    const other = engaged([pilotByXws(VT49, 'patrolleader', 'oicunn')]);
    expectMessage(refusal(other, { type: 'declareAttack', attacker: 'oicunn', defender: 'howl', arc: 'double-turret', range: 0 }), /cannot attack at range 0/);
  });
});

describe('Card · Keo Venzee (RZ-1, 2.5) · RRG · Difficulty: with no active Force, a revealed bank made one difficulty harder as a sideslip, and 1 Force back', () => {
  const AWING = 'rebel-alliance/rz-1-a-wing';
  const revealing = (spent: boolean, bearing: 'bankLeft' | 'straight') => {
    let session = startGame(rosters([pilotByXws(AWING, 'keovenzee', 'keo')], [howlrunner()]));
    if (spent) session = play(session, { type: 'spendCharge', ship: 'keo', charge: 'force' }).session;
    for (let phase = 0; phase < 2; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    for (let next = optionsOf(session).upNext[0]; next !== undefined && next !== 'keo'; next = optionsOf(session).upNext[0]) session = play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session;
    return play(session, { type: 'activateShip', ship: 'keo' }, { type: 'revealDial', ship: 'keo', speed: 2, bearing, difficulty: 'white' }).session;
  };
  it('her Force spent, a white 2 bank asks it; done recovers her Force and the maneuver executed is red (a stress)', () => {
    let session = revealing(true, 'bankLeft');
    const prompt = promptsOf(session, 'Keo Venzee')[0];
    expect(prompt?.ability?.summary).toMatch(/one difficulty harder, flown as a sideslip/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'keo').force?.current).toBe(1);
    session = play(session, { type: 'executeManeuver', ship: 'keo', speed: 2, bearing: 'bankLeft', difficulty: 'white' }).session;
    expect(shipOf(session, 'keo').tokens.stress).toBe(1);
  });
  it('with her Force active, or on a straight, it is not asked', () => {
    expect(promptsOf(revealing(false, 'bankLeft'), 'Keo Venzee')).toHaveLength(0);
    expect(promptsOf(revealing(true, 'straight'), 'Keo Venzee')).toHaveLength(0);
  });
});

describe('Card · Lieutenant Galek (TIE/fo, 2.5) · RRG · Destroyed, Coordinate: after a friend is destroyed he coordinates, even stressed; the ship he chooses acts only from his bar', () => {
  const TIE_FO = 'first-order/tie-fo-fighter';
  const UPSILON = 'first-order/upsilon-class-command-shuttle';
  it('a destroyed friend asks him; his coordinate (stressed) lets the Upsilon act, refused a reinforce (not on his bar), allowed a focus', () => {
    let session = play(emptySession('xwing'), { type: 'setup', seed: 'h7', rules: 3, edition: '2.5', players: rosters([pilotByXws(TIE_FO, 'lieutenantgalek', 'galek'), pilotByXws(TIE_FO, 'omegasquadronace', 'ace'), pilotByXws(UPSILON, 'starkillerbasepilot', 'upsilon')], [howlrunner()]) }).session;
    session = play(session, { type: 'gainToken', ship: 'galek', token: 'stress' }, { type: 'sufferDamage', ship: 'ace', hits: 9, crits: 0, drawForMe: true }).session;
    expect(shipOf(session, 'ace').destroyed).toBe(true);
    const prompt = promptsOf(session, 'Lieutenant Galek')[0];
    expect(prompt?.question).toMatch(/range 0–2 of the destroyed friend/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    session = play(session, { type: 'performAction', ship: 'galek', action: 'coordinate', target: 'upsilon', grantedBy: { source: 'Lieutenant Galek', difficulty: 'white' } }).session;
    expectMessage(refusal(session, { type: 'performAction', ship: 'upsilon', action: 'reinforce', side: 'fore', byEffect: true }), /Lieutenant Galek: the ship it coordinates performs only an action on its bar too/);
    const focused = play(session, { type: 'performAction', ship: 'upsilon', action: 'focus', byEffect: true }).session;
    expect(shipOf(focused, 'upsilon').tokens.focus).toBe(1);
    expect(shipOf(focused, 'upsilon').coordinatedWithin).toBeUndefined();
  });
});

describe('Card · Wilhuff Tarkin (V-wing) · RRG · Lock: in the System Phase another friendly ship locks a ship he has locked', () => {
  const VWING = 'galactic-republic/nimbus-class-v-wing';
  it('with his lock on an enemy he is asked; done with a friend named gives that friend a lock on it; with no lock he is not asked', () => {
    const start = () => startGame(rosters([pilotByXws(VWING, 'wilhufftarkin', 'tarkin'), pilotByXws(VWING, 'shadowsquadronescort', 'escort')], [howlrunner()]));
    let session = play(start(), { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'tarkin' }, { type: 'nextPhase' }).session;
    const prompt = promptsOf(session, 'Wilhuff Tarkin')[0];
    expect(prompt?.question).toMatch(/Is a ship he has locked at range 1–3/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'escort' }).session;
    expect([...shipOf(session, 'howl').tokens.lock].sort()).toEqual(['escort', 'tarkin']);
    expect(promptsOf(play(start(), { type: 'nextPhase' }).session, 'Wilhuff Tarkin')).toHaveLength(0);
  });
});

describe('Card · Maul (Gauntlet, 2.5) · RRG · Coordinate: 1 Force makes his coordinate of a lower-initiative ship white, that ship and one more friend act, each gaining 1 strain', () => {
  const GAUNTLET = 'scum-and-villainy/gauntlet-fighter';
  it('after his red coordinate of Rook Kast: done spends 1 Force, takes his stress off, Rook gains 1 strain; then a second friend named acts and gains 1 strain', () => {
    let session = play(emptySession('xwing'), { type: 'setup', seed: 'h7', rules: 3, edition: '2.5', players: rosters([pilotByXws(GAUNTLET, 'maul', 'maul'), pilotByXws(GAUNTLET, 'rookkast', 'rook'), pilotByXws(GAUNTLET, 'shadowcollectiveoperator', 'op')], [howlrunner()]) }).session;
    for (let phase = 0; phase < 2; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    for (let next = optionsOf(session).upNext[0]; next !== undefined && next !== 'maul'; next = optionsOf(session).upNext[0]) session = play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session;
    session = play(session, { type: 'activateShip', ship: 'maul' }, { type: 'executeManeuver', ship: 'maul', speed: 2, bearing: 'straight', difficulty: 'white' }, { type: 'performAction', ship: 'maul', action: 'coordinate', target: 'rook' }).session;
    expect(shipOf(session, 'maul').tokens.stress).toBe(1);
    const prompt = promptsOf(session, 'Maul').find((candidate) => candidate.ability?.summary.includes('counts as white'));
    const force = shipOf(session, 'maul').force?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect([shipOf(session, 'maul').tokens.stress, shipOf(session, 'maul').force?.current, shipOf(session, 'rook').tokens.strain]).toEqual([0, force - 1, 1]);
    const second = promptsOf(session, 'Maul').find((candidate) => candidate.ability?.summary.includes('one more friendly ship'));
    session = play(session, { type: 'answerPrompt', prompt: second?.id, answer: 'done', ship: 'op' }).session;
    expect(shipOf(session, 'op').tokens.strain).toBe(1);
    const acted = play(session, { type: 'performAction', ship: 'op', action: 'focus', grantedBy: { source: 'Maul', difficulty: 'white' } }).session;
    expect(shipOf(acted, 'op').tokens.focus).toBe(1);
  });
});

describe('Card · Nash Windrider (TIE/in) · RRG · Destroyed ships, Engagement: 1 charge lets a small friend destroyed before it engaged engage at the current initiative', () => {
  const INTERCEPTOR = 'galactic-empire/tie-in-interceptor';
  const destroyedByHowl = () => {
    let session = engaged([pilotByXws(INTERCEPTOR, 'nashwindrider', 'nash'), pilotByXws(INTERCEPTOR, 'alphasquadronpilot', 'alpha')]);
    session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'alpha', arc: 'front', range: 2 }, attackFaces('crit', 'crit'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    if (!shipOf(session, 'alpha').destroyed) session = play(session, { type: 'sufferDamage', ship: 'alpha', hits: 9, crits: 0, drawForMe: true }).session;
    return session;
  };
  it('Howlrunner (initiative 5) destroys the Alpha pilot before it engaged; done spends Nash’s charge and the Alpha still attacks at initiative 5', () => {
    let session = destroyedByHowl();
    expect(shipOf(session, 'alpha').destroyed).toBe(true);
    expectMessage(refusal(session, { type: 'declareAttack', attacker: 'alpha', defender: 'howl', arc: 'front', range: 2 }), /destroyed/);
    const prompt = promptsOf(session, 'Nash Windrider')[0];
    expect(prompt?.question).toMatch(/range 0–3 of Nash/);
    const charges = shipOf(session, 'nash').charges?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'nash').charges?.current).toBe(charges - 1);
    const attacked = play(session, { type: 'declareAttack', attacker: 'alpha', defender: 'howl', arc: 'front', range: 2 }).session;
    expect(attackOf(attacked).attacker).toBe('alpha');
  });
});

describe('Card · AP-5 (Sheathipede) · RRG · Coordinate, Stress: the ship he coordinates with exactly 1 stress token still performs its action', () => {
  const SHEATHIPEDE = 'rebel-alliance/sheathipede-class-shuttle';
  const X_WING = 'rebel-alliance/t-65-x-wing';
  const coordinated = (stress: number) => {
    let session = play(emptySession('xwing'), { type: 'setup', seed: 'h7', rules: 3, edition: '2.5', players: rosters([pilotByXws(SHEATHIPEDE, 'ap5', 'ap5'), pilotByXws(X_WING, 'bluesquadronescort', 'blue')], [howlrunner()]) }).session;
    session = play(session, { type: 'gainToken', ship: 'blue', token: 'stress', count: stress }).session;
    for (let phase = 0; phase < 2; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    for (let next = optionsOf(session).upNext[0]; next !== undefined && next !== 'ap5'; next = optionsOf(session).upNext[0]) session = play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session;
    return play(session, { type: 'activateShip', ship: 'ap5' }, { type: 'executeManeuver', ship: 'ap5', speed: 2, bearing: 'straight', difficulty: 'white' }, { type: 'performAction', ship: 'ap5', action: 'coordinate', target: 'blue' }).session;
  };
  it('with exactly 1 stress the X-wing he coordinated performs a focus; with 2 it is refused, stressed', () => {
    expect(shipOf(play(coordinated(1), { type: 'performAction', ship: 'blue', action: 'focus', byEffect: true }).session, 'blue').tokens.focus).toBe(1);
    expectMessage(refusal(coordinated(2), { type: 'performAction', ship: 'blue', action: 'focus', byEffect: true }), /stressed/);
  });
});

describe('Card · Major Rhymer (TIE/sa) · RRG · Declare Target: his torpedo range requirement may be 1 lower or higher, within 0–3', () => {
  const BOMBER = 'galactic-empire/tie-sa-bomber';
  it('Proton Torpedoes (range 2–3) fire at range 1 for him, not for another TIE/sa pilot', () => {
    const lockedFor = (xws: string) => {
      const session = engaged([armedByXws(BOMBER, xws, 'bomber', 'protontorpedoes')]);
      return play(session, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'bomber' }).session;
    };
    const rhymer = lockedFor('majorrhymer');
    expect(attackOf(play(rhymer, { type: 'declareAttack', attacker: 'bomber', defender: 'howl', arc: 'front', range: 1, weaponId: weaponOf(rhymer, 'bomber', 'Proton Torpedoes') }).session).range).toBe(1);
    const other = lockedFor('scimitarsquadronpilot');
    expectMessage(refusal(other, { type: 'declareAttack', attacker: 'bomber', defender: 'howl', arc: 'front', range: 1, weaponId: weaponOf(other, 'bomber', 'Proton Torpedoes') }), /not range 1/);
  });
});

describe('Card · Maarek Stele (TIE Advanced) · RRG · Damage Cards: a faceup card his attack deals is 3 drawn, 1 kept', () => {
  const X1 = 'galactic-empire/tie-advanced-x1';
  const X_WING = 'rebel-alliance/t-65-x-wing';
  for (const xws of ['maarekstele', 'maarekstele-swz105']) {
    it(`${xws}: his crit past the shields asks him; named cards: the one he names is dealt faceup, the first goes to the discard pile`, () => {
      let session = engaged([pilotByXws(X1, xws, 'maarek')], [{ ...pilotByXws(X_WING, 'bluesquadronescort', 'blue'), shields: 0 }]);
      session = play(session, { type: 'declareAttack', attacker: 'maarek', defender: 'blue', arc: 'front', range: 2 }).session;
      const dice = optionsOf(session).attack?.attackDice?.total ?? 2;
      session = play(session, attackFaces('crit', ...Array.from({ length: dice - 1 }, () => 'blank')), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', cards: ['Damaged Engine'] }).session;
      const prompt = stateOf(session).prompts.find((candidate) => candidate.window && candidate.source === 'Maarek Stele');
      expect(prompt?.ability?.summary).toMatch(/3 damage cards drawn for the faceup one/);
      expectMessage(refusal(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }), /draw 2 more damage cards and name the one kept/);
      const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', cards: ['Blinded Pilot'] }).session;
      expect(shipOf(done, 'blue').damageCards.map((card) => [card.name, card.faceup])).toEqual([['Blinded Pilot', true]]);
      expect(stateOf(done).players.find((player) => player.id === shipOf(done, 'blue').owner)?.damageDeck.discardPile).toContain('Damaged Engine');
    });
  }
  it('drawn by the app: the three names are given; the one named is dealt faceup, the two others discarded', () => {
    let session = engaged([pilotByXws(X1, 'maarekstele', 'maarek')], [{ ...pilotByXws(X_WING, 'bluesquadronescort', 'blue'), shields: 0 }]);
    session = play(session, { type: 'declareAttack', attacker: 'maarek', defender: 'blue', arc: 'front', range: 2 }).session;
    const dice = optionsOf(session).attack?.attackDice?.total ?? 2;
    session = play(session, attackFaces('crit', ...Array.from({ length: dice - 1 }, () => 'blank')), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    const prompt = stateOf(session).prompts.find((candidate) => candidate.window && candidate.source === 'Maarek Stele');
    const asked = refusal(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' });
    const names = /\(([^)]*)\)/.exec(asked.message)?.[1]?.split(', ') ?? [];
    expect(names).toHaveLength(3);
    const kept = names[2] ?? '';
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', cards: [kept] }).session;
    expect(shipOf(done, 'blue').damageCards.map((card) => [card.name, card.faceup])).toEqual([[kept, true]]);
    const discard = stateOf(done).players.find((player) => player.id === shipOf(done, 'blue').owner)?.damageDeck.discardPile ?? [];
    expect(discard).toHaveLength(2);
  });
});

describe('Card · “Recoil” (TIE/vn) · RRG · Arcs: stressed, an enemy in its front arc at range 0–1 counts as in its bullseye arc', () => {
  const SILENCER = 'first-order/tie-vn-silencer';
  const attack = (stressed: boolean, range: number) => {
    let session = engaged([withEffects(SILENCER, '“Recoil”', 'recoil', '2.5', 'predator')]);
    if (stressed) session = play(session, { type: 'gainToken', ship: 'recoil', token: 'stress' }).session;
    session = play(session, { type: 'declareAttack', attacker: 'recoil', defender: 'howl', arc: 'front', range }).session;
    const dice = optionsOf(session).attack?.attackDice?.total ?? 3;
    return play(session, attackFaces(...Array.from({ length: dice }, () => 'blank'))).session;
  };
  it('stressed at range 1, Predator (a bullseye card) is offered with no question; at range 2, or unstressed, the bullseye is asked', () => {
    expect(offersOf(attack(true, 1), 'Predator')[0]?.questions).toEqual([]);
    expect(offersOf(attack(true, 2), 'Predator')[0]?.questions).toEqual(['Is the defender in its bullseye arc?']);
    expect(offersOf(attack(false, 1), 'Predator')[0]?.questions).toEqual(['Is the defender in its bullseye arc?']);
  });
});

describe('Card · Rigged Energy Cells (Autopilot Drone) · RRG · Destroyed ships: with no charge left as the Activation Phase ends it is destroyed; each ship at range 0–1 suffers 1 crit', () => {
  const CRAFT = 'scum-and-villainy/escape-craft';
  const X_WING = 'rebel-alliance/t-65-x-wing';
  it('its charges spent, ending the Activation Phase destroys it; its blast question, done on the X-wing named, deals it 1 crit', () => {
    let session = startGame(rosters([pilotByXws(CRAFT, 'autopilotdrone', 'drone')], [pilotByXws(X_WING, 'bluesquadronescort', 'blue')]));
    session = play(session, { type: 'spendCharge', ship: 'drone', charge: 'standard', amount: 3 }).session;
    for (let phase = 0; phase < 2; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    session = activateEveryShipHere(session);
    session = play(session, { type: 'nextPhase' }).session;
    for (let guard = 0; guard < 3 && !shipOf(session, 'drone').destroyed; guard++) {
      const own = promptsOf(session, 'Rigged Energy Cells').find((prompt) => prompt.ability?.summary.includes('it is destroyed'));
      if (!own) break;
      session = play(session, { type: 'answerPrompt', prompt: own.id, answer: 'done' }).session;
    }
    expect(shipOf(session, 'drone').destroyed).toBe(true);
    const blast = promptsOf(session, 'Rigged Energy Cells').find((prompt) => prompt.ability?.summary.includes('1st ship'));
    const before = shipOf(session, 'blue');
    session = play(session, { type: 'answerPrompt', prompt: blast?.id, answer: 'done', ship: 'blue', drawForMe: true }).session;
    const after = shipOf(session, 'blue');
    expect(before.shields.current - after.shields.current + after.damageCards.length - before.damageCards.length).toBe(1);
  });
  it('with a charge left it stays', () => {
    let session = startGame(rosters([pilotByXws(CRAFT, 'autopilotdrone', 'drone')], [pilotByXws(X_WING, 'bluesquadronescort', 'blue')]));
    for (let phase = 0; phase < 2; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    session = skipPrompts(play(activateEveryShipHere(session), { type: 'nextPhase' }).session);
    expect(shipOf(session, 'drone').destroyed).toBe(false);
  });
});

function activateEveryShipHere(session: Session): Session {
  for (let next = optionsOf(session).upNext[0], guard = 0; next !== undefined && guard < 10; next = optionsOf(session).upNext[0], guard++) session = play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session;
  return session;
}

describe('Card · Durge (Rogue-class, 2.5) · RRG · Damage Cards: as he would be destroyed, 1 charge reveals his cards, discards Pilot cards and Direct Hit!, repairs the rest', () => {
  const ROGUE = 'separatist-alliance/rogue-class-starfighter';
  it('the card that would destroy him asks; done spends the charge: the Wounded Pilot goes, the rest (the waiting card too) lie facedown, and he lives', () => {
    let session = startGame(rosters([pilotByXws(ROGUE, 'durge-separatistalliance', 'durge')], [howlrunner()]));
    session = play(session, { type: 'sufferDamage', ship: 'durge', hits: 6, crits: 0, cards: ['Wounded Pilot', 'Damaged Engine', 'Structural Damage', 'Loose Stabilizer'] }).session;
    expect(shipOf(session, 'durge').damageCards).toHaveLength(4);
    session = play(session, { type: 'sufferDamage', ship: 'durge', hits: 0, crits: 1, cards: ['Damaged Sensor Array'] }).session;
    const prompt = stateOf(session).prompts.find((candidate) => candidate.window && candidate.source === 'Durge');
    expect(prompt?.ability?.summary).toMatch(/as he would be destroyed/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    const durge = shipOf(session, 'durge');
    expect(durge.destroyed).toBe(false);
    expect(durge.charges?.current).toBe(0);
    expect(durge.damageCards.map((card) => [card.name, card.faceup]).sort()).toEqual([['Damaged Engine', false], ['Damaged Sensor Array', false], ['Loose Stabilizer', false], ['Structural Damage', false]]);
  });
  it('a card that would not destroy him asks nothing', () => {
    const session = play(startGame(rosters([pilotByXws(ROGUE, 'durge-separatistalliance', 'durge')], [howlrunner()])), { type: 'sufferDamage', ship: 'durge', hits: 3, crits: 0, cards: ['Damaged Engine'] }).session;
    expect(stateOf(session).prompts.filter((candidate) => candidate.source === 'Durge')).toHaveLength(0);
  });
});

describe('Card · “Odd Ball” (ARC-170, Siege of Coruscant) · RRG · Lock: after a red maneuver he chooses a friendly ship, which locks an enemy at range 0–1', () => {
  const ARC = 'galactic-republic/arc-170-starfighter';
  it('a red maneuver asks him; done with a friend named, then the enemy named: the friend holds the lock, Odd Ball none', () => {
    let session = startGame(rosters([pilotByXws(ARC, 'oddball-siegeofcoruscant', 'oddball'), pilotByXws(ARC, 'squadsevenveteran', 'vet')], [howlrunner()]));
    for (let phase = 0; phase < 2; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    for (let next = optionsOf(session).upNext[0]; next !== undefined && next !== 'oddball'; next = optionsOf(session).upNext[0]) session = play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session;
    session = play(session, { type: 'activateShip', ship: 'oddball' }, { type: 'executeManeuver', ship: 'oddball', speed: 3, bearing: 'straight', difficulty: 'red' }).session;
    const choose = promptsOf(session, '“Odd Ball”').find((prompt) => prompt.ability?.summary.includes('chooses the friendly ship'));
    session = play(session, { type: 'answerPrompt', prompt: choose?.id, answer: 'done', ship: 'vet' }).session;
    const lock = promptsOf(session, '“Odd Ball”').find((prompt) => prompt.ability?.summary.includes('locks the enemy'));
    expect(lock?.ability?.chooses).toContain('howl');
    session = play(session, { type: 'answerPrompt', prompt: lock?.id, answer: 'done', ship: 'howl' }).session;
    expect(shipOf(session, 'howl').tokens.lock).toEqual(['vet']);
  });
});

describe('Card · Padmé Amidala (N-1) · RRG · Modify Dice: an enemy in her front arc modifies only 1 focus result in its attack or defense', () => {
  const N1 = 'galactic-republic/naboo-royal-n-1-starfighter';
  it('she attacks from her front arc: the defender’s focus token changes only 1 of its 2 focus results; another N-1 pilot’s defender changes both', () => {
    const defended = (xws: string) => {
      let session = engaged([pilotByXws(N1, xws, 'n1')]);
      session = play(session, { type: 'gainToken', ship: 'howl', token: 'focus' }, { type: 'declareAttack', attacker: 'n1', defender: 'howl', arc: 'front', range: 2 }).session;
      const dice = optionsOf(session).attack?.attackDice?.total ?? 2;
      session = play(session, attackFaces(...Array.from({ length: dice }, () => 'hit'))).session;
      const defense = optionsOf(session).attack?.defenseDice?.total ?? 3;
      session = play(session, defenseFaces('focus', 'focus', ...Array.from({ length: defense - 2 }, () => 'blank'))).session;
      return play(session, { type: 'spendForDice', spend: 'focus' }).session;
    };
    expect(attackOf(defended('padmeamidala')).defenseDice.filter((die) => die.face === 'evade')).toHaveLength(1);
    expect(attackOf(defended('bravoflightofficer')).defenseDice.filter((die) => die.face === 'evade')).toHaveLength(2);
  });
  it('she defends: her question used, the attacker’s focus token changes only 1 focus result', () => {
    let session = engaged([pilotByXws(N1, 'padmeamidala', 'n1')]);
    session = play(session, { type: 'gainToken', ship: 'howl', token: 'focus' }, { type: 'declareAttack', attacker: 'howl', defender: 'n1', arc: 'front', range: 2 }, attackFaces('focus', 'focus')).session;
    const offer = offersOf(session, 'Padmé Amidala')[0];
    expect(offer?.questions).toEqual(['Is the attacker in Padmé’s front arc?']);
    session = play(session, { type: 'useCardEffect', ship: 'n1', ref: offer?.ref, answer: 'yes' }).session;
    session = play(session, { type: 'spendForDice', spend: 'focus' }).session;
    expect(attackOf(session).attackDice.map((die) => die.face).sort()).toEqual(['focus', 'hit']);
  });
});

describe('Card · Hondo Ohnaka (Firespray, 2.5) · RRG · Actions: his action lets a friendly and an enemy ship each perform an action on his bar, even stressed; he gains 1 calculate', () => {
  const FIRESPRAY = 'scum-and-villainy/firespray-class-patrol-craft';
  it('done names a stressed friend, then the follow-up names Howlrunner: each acts from his bar (a lock), an action off his bar refused', () => {
    let session = play(emptySession('xwing'), { type: 'setup', seed: 'h7', rules: 3, edition: '2.5', players: rosters([pilotByXws(FIRESPRAY, 'hondoohnaka', 'hondo'), pilotByXws(FIRESPRAY, 'bountyhunter', 'hunter')], [howlrunner()]) }).session;
    session = play(session, { type: 'gainToken', ship: 'hunter', token: 'stress' }).session;
    for (let phase = 0; phase < 2; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    for (let next = optionsOf(session).upNext[0]; next !== undefined && next !== 'hondo'; next = optionsOf(session).upNext[0]) session = play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session;
    session = play(session, { type: 'activateShip', ship: 'hondo' }, { type: 'executeManeuver', ship: 'hondo', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    const action = promptsOf(session, 'Hondo Ohnaka').find((prompt) => prompt.ability?.summary.includes('a friendly ship he chooses'));
    expect(action).toBeDefined();
    session = play(session, { type: 'answerPrompt', prompt: action?.id, answer: 'done', ship: 'hunter' }).session;
    expect(shipOf(session, 'hondo').tokens.calculate).toBe(1);
    const second = promptsOf(session, 'Hondo Ohnaka').find((prompt) => prompt.ability?.summary.includes('the enemy ship he chooses'));
    session = play(session, { type: 'answerPrompt', prompt: second?.id, answer: 'done', ship: 'howl' }).session;
    session = play(session, { type: 'performAction', ship: 'hunter', action: 'lock', target: 'howl', grantedBy: { source: 'Hondo Ohnaka', difficulty: 'white' } }).session;
    expect(shipOf(session, 'howl').tokens.lock).toContain('hunter');
    expectMessage(refusal(session, { type: 'performAction', ship: 'howl', action: 'evade', grantedBy: { source: 'Hondo Ohnaka', difficulty: 'white' } }), /performs only an action on the granting ship’s bar \(focus, lock/);
    const howlFocus = play(session, { type: 'performAction', ship: 'howl', action: 'focus', grantedBy: { source: 'Hondo Ohnaka', difficulty: 'white' } }).session;
    expect(shipOf(howlFocus, 'howl').tokens.focus).toBe(1);
  });
});

describe('Card · DIS-347 (Droid Tri-fighter, both cards) · RRG · Lock: at the start of the Engagement Phase it locks a ship a friendly ship has locked', () => {
  const VULTURE = 'separatist-alliance/droid-tri-fighter';
  for (const xws of ['dis347', 'dis347-siegeofcoruscant']) {
    it(`${xws}: with a friend’s lock on Howlrunner, done locks it too; with none, the lock is refused`, () => {
      const start = (locked: boolean) => {
        let session = startGame(rosters([pilotByXws(VULTURE, xws, 'dis'), pilotByXws('separatist-alliance/vulture-class-droid-fighter', 'tradefederationdrone', 'drone')], [howlrunner()]));
        if (locked) session = play(session, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'drone' }).session;
        for (let phase = 0; phase < 2; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
        return play(session, { type: 'nextPhase' }).session;
      };
      const session = start(true);
      const prompt = promptsOf(session, 'DIS-347')[0];
      const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'howl' }).session;
      expect([...shipOf(done, 'howl').tokens.lock].sort()).toEqual(['dis', 'drone']);
      const none = start(false);
      expectMessage(refusal(none, { type: 'answerPrompt', prompt: promptsOf(none, 'DIS-347')[0]?.id, answer: 'done', ship: 'howl' }), /no friend has a lock on/);
    });
  }
});

describe('Card · Haor Chall Prototype (Siege of Coruscant) · RRG · Attack: an enemy in its bullseye declares another friend as the defender: a calculate or lock action', () => {
  const VULTURE = 'separatist-alliance/vulture-class-droid-fighter';
  it('Howlrunner attacks the friend: Haor Chall is offered its action with the bullseye question, and no part is left to the players', () => {
    let session = engaged([pilotByXws(VULTURE, 'haorchallprototype-siegeofcoruscant', 'haor'), pilotByXws(VULTURE, 'tradefederationdrone', 'drone')]);
    session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'drone', arc: 'front', range: 2 }).session;
    const offers = offersOf(session, 'Haor Chall Prototype');
    expect(offers.map((offer) => offer.questions)).toContainEqual(['Is the attacker in its bullseye arc at range 0–2?']);
    expect((optionsOf(session).attack?.yourCall ?? []).filter((call) => call.source === 'Haor Chall Prototype')).toEqual([]);
    expect(pilotByXws(VULTURE, 'haorchallprototype-siegeofcoruscant', 'haor').yourCall).toEqual([]);
  });
});
