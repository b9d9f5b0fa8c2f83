import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { questionsAsClauses } from '../../../../shared/engine/games/xwing/abilities/prompts';
import { armed, upgradeCard } from '../helpers/armament';
import { attackFaces, defenseFaces, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, shipOf, startGame, toEngagement, wedge, TIE_FIGHTER, X_WING, skipAll } from '../helpers/xwing-game';
import { pilotEntry } from '../helpers/xwing-roster';
import { withEffects } from '../helpers/card-effects';

// Issue 34 · the epic command cards the lead took (shared/engine/games/xwing/effects/facts/upgrades-ship-gear.ts),
// played through the real engine. Cards from xwing-data2 2.5 (read at run time); the facts are ours.

const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);

/** Luke with Bounty (its Hired side faceup, first) and Proton Torpedoes (2 charges). */
function bountyLuke(): XwingPilotRosterEntry {
  const entry = armed(pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true }), '2.5', 'bounty', 'protontorpedoes');
  const sides = upgradeCard('2.5', 'bounty').sides;
  const torpedoes = upgradeCard('2.5', 'protontorpedoes');
  const facts = rosterFacts([
    { key: 'bounty', name: String(sides[0]?.title), text: (sides[0]?.ability as string | undefined) ?? null, upgrade: 0, edition: '2.5', side: 0 },
    { key: 'protontorpedoes', name: torpedoes.name, text: (torpedoes.sides[0]?.ability as string | undefined) ?? null, upgrade: 1, edition: '2.5' },
  ]);
  return { ...entry, effects: facts.effects, yourCall: facts.yourCall };
}

/** Luke, a torpedo charge spent, attacks Howlrunner at range 1 with all crits: `destroyed` says whether the crits are enough. */
function afterAttack(destroyed: boolean): Session {
  let session = toEngagement(startGame(rosters([bountyLuke(), wedge()], [howlrunner()])));
  session = play(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: shipOf(session, 'luke').upgrades[1]?.id }).session;
  session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 1 }).session;
  const dice = optionsOf(session).attack?.attackDice?.total ?? 0;
  const hull = shipOf(session, 'howl').hull - shipOf(session, 'howl').damageCards.length + shipOf(session, 'howl').shields.current;
  const faces = Array.from({ length: dice }, (_, n) => (destroyed || n === 0 ? 'crit' : 'blank'));
  if (destroyed && dice < hull) throw new Error('Luke rolls too few dice to destroy Howlrunner');
  return play(session, attackFaces(...faces), defenseFaces(...Array.from({ length: shipOf(session, 'howl').agility }, () => 'blank')), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
}

describe('Card · Bounty (Hired) (epic command) · RRG · Charges: after its attack destroys a limited ship, a charge back on every card, then it flips', () => {
  it('asked after the attack that destroyed the defender ("was it limited?"); done recovers the torpedo charge and flips the card to Paid', () => {
    const session = afterAttack(true);
    expect(shipOf(session, 'howl').destroyed).toBeTruthy();
    const prompt = promptsOf(session, 'Bounty (Hired)')[0];
    expect(prompt?.question).toMatch(/limited ship/);
    expect(shipOf(session, 'luke').upgrades[1]?.charges?.current).toBe(1);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'luke').upgrades[1]?.charges?.current).toBe(2);
    expect(shipOf(done, 'luke').sides?.[0]).toBe(1);
    // Flipped to its Paid side, it asks no more.
    expect(promptsOf(done, 'Bounty (Hired)')).toEqual([]);
  });
  it('not asked after an attack that leaves the defender alive', () => {
    const session = afterAttack(false);
    expect(shipOf(session, 'howl').destroyed).toBeFalsy();
    expect(promptsOf(session, 'Bounty (Hired)')).toEqual([]);
  });
});

describe('Card · Raymus Antilles (epic command): as his ship is destroyed, each friendly ship at range 0–1 gains a focus', () => {
  it('one question per friend, the player names it; done gives the named friend 1 focus, an enemy cannot be named', () => {
    const raymus = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'raymusantilles');
    const start = startGame(rosters([raymus, wedge()], [howlrunner()]));
    const luke = shipOf(start, 'luke');
    const session = play(start, { type: 'sufferDamage', ship: 'luke', hits: luke.hull + luke.shields.max, crits: 0, drawForMe: true }).session;
    const asked = promptsOf(session, 'Raymus Antilles');
    expect(asked.length).toBe(5);
    expect(asked[0]?.ability?.chooses).toContain('wedge');
    expect(asked[0]?.ability?.chooses).not.toContain('howl');
    const done = play(session, { type: 'answerPrompt', prompt: asked[0]?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(done, 'wedge').tokens.focus).toBe(1);
    expect(promptsOf(done, 'Raymus Antilles').length).toBe(4);
  });
});

describe('Card · Combat Boarding Tube (epic command, 2.5) · Epic · Remotes: in the System Phase, its Crew remote dropped at range 0 of an enemy, that ship gains a deplete, strain or stress of its choice', () => {
  const system = () => play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'combatboardingtube')], [howlrunner()])), { type: 'nextPhase' }).session;
  it('asked once in the System Phase as three choices; the one done gives the enemy named its token, and the other two are no longer asked', () => {
    const session = system();
    const asked = promptsOf(session, 'Combat Boarding Tube');
    expect(asked.map((prompt) => prompt.ability?.summary)).toEqual([expect.stringMatching(/1 deplete$/), expect.stringMatching(/1 strain$/), expect.stringMatching(/1 stress$/)]);
    expect(asked[0]?.question).toMatch(/Crew remote onto an enemy medium, large or huge ship in its rear arc/);
    expect(asked[1]?.ability?.chooses).toEqual(['howl']);
    const done = play(session, { type: 'answerPrompt', prompt: asked[1]?.id, answer: 'done', ship: 'howl' }).session;
    expect(shipOf(done, 'howl').tokens.strain).toBe(1);
    expect(shipOf(done, 'howl').tokens.stress + shipOf(done, 'howl').tokens.deplete).toBe(0);
    // One of the three: the other two close.
    expect(promptsOf(done, 'Combat Boarding Tube')).toEqual([]);
  });
  it('nothing is left to the players: the card has no “your call”', () => {
    expect(withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'combatboardingtube').yourCall ?? []).toEqual([]);
  });
});

describe('Card · Asajj Ventress (epic command): in the System Phase, 1 Force: each enemy in her front arc at range 0–1 gains a strain, or a jam if it chooses', () => {
  const system = () => {
    const asajj = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'asajjventresscommand');
    const enemies = [howlrunner(), withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5')];
    return play(startGame(rosters([asajj], enemies)), { type: 'nextPhase' }).session;
  };
  it('the first enemy named costs the Force (strain, or jam by its choice); the next ones follow it, at no cost', () => {
    let session = system();
    const first = promptsOf(session, 'Asajj Ventress');
    expect(first.map((prompt) => prompt.ability?.summary)).toEqual([expect.stringMatching(/^if there is an enemy ship in its front arc .*1 Force, that enemy gains 1 strain \(1st ship\)/), expect.stringMatching(/chooses a jam instead .*1 Force, that enemy gains 1 jam \(1st ship\)/)]);
    const force = shipOf(session, 'luke').force?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: first[1]?.id, answer: 'done', ship: 'howl' }).session;
    expect(shipOf(session, 'howl').tokens.jam).toBe(1);
    expect(shipOf(session, 'luke').force?.current).toBe(force - 1);
    const next = promptsOf(session, 'Asajj Ventress').find((prompt) => /strain \(2nd ship\)/.test(prompt.ability?.summary ?? ''));
    expect(next).toBeDefined();
    session = play(session, { type: 'answerPrompt', prompt: next?.id, answer: 'done', ship: 'academy' }).session;
    expect(shipOf(session, 'academy').tokens.strain).toBe(1);
    expect(shipOf(session, 'luke').force?.current).toBe(force - 1);
  });
  it('without her Force spent, no further enemy is asked', () => {
    const session = system();
    expect(promptsOf(session, 'Asajj Ventress').some((prompt) => /2nd ship/.test(prompt.ability?.summary ?? ''))).toBe(false);
  });
});

const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];

describe('Card · R5-P8 · RRG · Modify Dice: its reroll for a charge, and a crit on the die rerolled deals the ship 1 crit damage', () => {
  const rolled = () => {
    const session = toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'r5p8'), wedge()], [howlrunner()])));
    return play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'hit')).session;
  };
  it('before the reroll only the reroll is offered; once used, the crit question follows, and yes deals Luke 1 crit', () => {
    let session = rolled();
    expect(effectsNow(session).filter((effect) => effect.source === 'R5-P8').map((effect) => effect.summary)).toEqual([expect.stringMatching(/reroll 1 attack die/)]);
    const reroll = effectsNow(session).find((effect) => effect.source === 'R5-P8');
    session = play(session, { type: 'useCardEffect', ship: 'luke', ref: reroll?.ref, dice: [0], faces: ['crit'] }).session;
    const crit = effectsNow(session).find((effect) => effect.source === 'R5-P8' && /rerolled crit/.test(effect.summary));
    expect(crit?.questions).toEqual(['Did the die R5-P8 rerolled come up a crit?']);
    const before = shipOf(session, 'luke');
    session = play(session, { type: 'useCardEffect', ship: 'luke', ref: crit?.ref, answer: 'yes' }).session;
    const after = shipOf(session, 'luke');
    expect(before.shields.current - after.shields.current + after.damageCards.length - before.damageCards.length).toBe(1);
    expect(effectsNow(session).some((effect) => effect.source === 'R5-P8')).toBe(false);
  });
});

describe('Card · Treacherous (talent) · RRG · Charges: a ship destroyed at range 0–3, friend or enemy, gives its charge back', () => {
  it('an enemy destroyed: asked (the range is the table’s), done recovers the charge', () => {
    const ship = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'treacherous');
    const start = startGame(rosters([ship, wedge()], [howlrunner()]));
    let session = play(start, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: shipOf(start, 'luke').upgrades[0]?.id }).session;
    expect(shipOf(session, 'luke').upgrades[0]?.charges?.current).toBe(0);
    const howl = shipOf(session, 'howl');
    session = play(session, { type: 'sufferDamage', ship: 'howl', hits: howl.hull + howl.shields.max, crits: 0, drawForMe: true }).session;
    const prompt = promptsOf(session, 'Treacherous').find((candidate) => /an enemy destroyed/.test(candidate.ability?.summary ?? ''));
    expect(prompt?.question).toMatch(/range 0–3 of the destroyed ship/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').upgrades[0]?.charges?.current).toBe(1);
  });
});

describe('Card · K2-B4 (tactical relay): a friend defending spends a calculate — 1 evade added, unless the attacker takes a strain instead', () => {
  it('both outcomes are offered; the one used closes the other in this attack', () => {
    const relay = withEffects(X_WING, 'Wedge Antilles', 'wedge', '2.5', 'k2b4');
    let session = play(toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), relay], [howlrunner()]))), { type: 'gainToken', ship: 'luke', token: 'calculate' }).session;
    session = play(session, { type: 'passShip', ship: 'wedge' }, { type: 'passShip', ship: 'luke' }).session;
    session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }, attackFaces('hit', 'hit'), defenseFaces('blank', 'blank')).session;
    const offers = effectsNow(session).filter((effect) => effect.source === 'K2-B4');
    expect(offers.map((effect) => effect.summary)).toHaveLength(2);
    const evade = offers.find((effect) => effect.questions?.some((question) => /refuse/.test(question)));
    session = play(session, { type: 'useCardEffect', ship: 'wedge', ref: evade?.ref, answer: 'yes' }).session;
    expect(shipOf(session, 'luke').tokens.calculate).toBe(0);
    expect(effectsNow(session).filter((effect) => effect.source === 'K2-B4')).toEqual([]);
  });
});

describe('Card · Resupply Craft (GR-75 ship ability) · Epic: after a friend at range 0–1 acts, 1 energy — a red or orange token off it, or a shield back: one of the two', () => {
  const GR75 = 'rebel-alliance/gr-75-medium-transport';
  it('both are asked after the friend’s action; the one used closes the other', () => {
    const gr75 = withEffects(GR75, 'Echo Base Evacuees', 'gr75', '2.5');
    let session = skipAll(play(startGame(rosters([gr75, wedge()], [howlrunner()])), { type: 'gainToken', ship: 'wedge', token: 'strain' }, { type: 'sufferDamage', ship: 'wedge', hits: 1, crits: 0 }, { type: 'nextPhase' }).session);
    session = play(skipAll(play(session, { type: 'nextPhase' }).session), { type: 'activateShip', ship: 'wedge' }, { type: 'executeManeuver', ship: 'wedge', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    session = play(session, { type: 'performAction', ship: 'wedge', action: 'focus' }).session;
    const asked = promptsOf(session, 'Resupply Craft');
    expect(asked).toHaveLength(2);
    const energy = shipOf(session, 'gr75').energy?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: asked.find((prompt) => /shield/.test(prompt.ability?.summary ?? ''))?.id, answer: 'done' }).session;
    expect(shipOf(session, 'wedge').shields.current).toBe(shipOf(session, 'wedge').shields.max);
    expect(shipOf(session, 'gr75').energy?.current).toBe(energy - 1);
    expect(promptsOf(session, 'Resupply Craft')).toEqual([]);
    expect(shipOf(session, 'wedge').tokens.strain).toBe(1);
  });
});

describe('Card · Jessika Pava (2.5) · RRG · Reroll: 1 charge (hers or her astromech’s non-recurring one) rerolls up to 1 die per other friend at range 0–1', () => {
  const T70 = 'resistance/t-70-x-wing';
  it('one fact per count of friends near, each asked; one used closes the others; the astromech’s charge pays as well', () => {
    const jess = withEffects(T70, 'Jessika Pava', 'jess', '2.5', 'r2astromech');
    let session = toEngagement(startGame(rosters([jess, wedge()], [howlrunner()])));
    session = play(session, { type: 'passShip', ship: 'wedge' }, { type: 'declareAttack', attacker: 'jess', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'blank')).session;
    const offers = effectsNow(session).filter((effect) => effect.source === 'Jessika Pava');
    expect(offers).toHaveLength(6);
    const astromechTwo = offers.find((effect) => /astromech’s charge, up to 2 attack dice/.test(effect.summary));
    expect(astromechTwo?.questions).toEqual(['Are there 2 other friendly ships at range 0–1 of it?']);
    const charges = shipOf(session, 'jess').upgrades[0]?.charges?.current ?? 0;
    session = play(session, { type: 'useCardEffect', ship: 'jess', ref: astromechTwo?.ref, answer: 'yes', dice: [0, 1], faces: ['hit', 'hit'] }).session;
    expect(shipOf(session, 'jess').upgrades[0]?.charges?.current).toBe(charges - 1);
    expect(effectsNow(session).filter((effect) => effect.source === 'Jessika Pava')).toEqual([]);
  });
});

describe('Card · Torani Kulda · RRG · Damage: after her attack each enemy in her bullseye suffers 1 hit, unless it removes a green token', () => {
  const KIMOGILA = 'scum-and-villainy/m12-l-kimogila-fighter';
  it('after the attack: one question per enemy, for the damage or for the token; done applies it to the ship named', () => {
    const torani = withEffects(KIMOGILA, 'Torani Kulda', 'torani', '2.5');
    const enemies = [withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()];
    let session = play(toEngagement(startGame(rosters(enemies, [torani]))), { type: 'gainToken', ship: 'wedge', token: 'focus' }).session;
    session = play(session, { type: 'passShip', ship: 'wedge' }, { type: 'passShip', ship: 'luke' }).session;
    session = play(session, { type: 'declareAttack', attacker: 'torani', defender: 'luke', arc: 'front', range: 2 }).session;
    const dice = optionsOf(session).attack?.attackDice?.total ?? 0;
    session = play(session, attackFaces(...Array.from({ length: dice }, () => 'blank')), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }).session;
    const asked = promptsOf(session, 'Torani Kulda');
    expect(asked).toHaveLength(8);
    const damage = asked.find((prompt) => /takes the damage/.test(prompt.question));
    const token = asked.find((prompt) => /removes a green token/.test(prompt.question));
    const shields = shipOf(session, 'luke').shields.current;
    session = play(session, { type: 'answerPrompt', prompt: damage?.id, answer: 'done', ship: 'luke' }, { type: 'answerPrompt', prompt: token?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(session, 'luke').shields.current).toBe(shields - 1);
    expect(shipOf(session, 'wedge').tokens.focus).toBe(0);
  });
});

describe('Card · Interloper Turn (talent): its dial revealed, a tight turn near an asteroid, structure or huge ship gives it a tractor token', () => {
  it('asked after the dial is revealed; done gives the tractor token', () => {
    const ship = { ...withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'interloperturn'), dial: pilotEntry(X_WING, 'Luke Skywalker', { dial: true }).dial };
    const start = play(emptySession('xwing'), { type: 'setup', seed: 'dials', players: rosters([ship, wedge()], [howlrunner()]), rules: 3, edition: '2.5' }).session;
    let session = skipAll(play(start, { type: 'nextPhase' }).session);
    session = play(skipAll(play(session, { type: 'nextPhase' }).session), { type: 'activateShip', ship: 'luke' }, { type: 'revealDial', ship: 'luke', speed: 2, bearing: 'turnLeft' }).session;
    const prompt = promptsOf(session, 'Interloper Turn')[0];
    expect(prompt?.question).toMatch(/speed 1–2 turn or Koiogran turn at range 0–1 of an asteroid/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').tokens.tractor).toBe(1);
  });
});

describe('Card · Snapshot (talent) · RRG · Modify Dice: in its bonus attack after an enemy maneuver, its dice cannot be modified', () => {
  it('the focus token Luke holds cannot be spent on the Snap Shot dice; the attack goes on to the defense', () => {
    const card = upgradeCard('2.5', 'snapshot');
    const luke = { ...armed(pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true, dial: true }), '2.5', 'snapshot'), ...(({ effects, yourCall }) => ({ effects, yourCall }))(rosterFacts([{ key: 'snapshot', name: card.name, text: (card.sides[0]?.ability as string | undefined) ?? null, upgrade: 0, edition: '2.5' }])) };
    const academy = pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy', actionBar: true, dial: true });
    const start = play(emptySession('xwing'), { type: 'setup', seed: 'snap', players: rosters([luke], [academy]), rules: 3, edition: '2.5' }).session;
    let session = play(start, { type: 'gainToken', ship: 'luke', token: 'focus' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'academy' }, { type: 'executeManeuver', ship: 'academy', speed: 2, bearing: 'straight' }).session;
    const weaponId = shipOf(session, 'luke').weapons?.find((weapon) => weapon.name === 'Snap Shot')?.id;
    session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'academy', arc: 'front', range: 2, weaponId, bonusAttack: true }, attackFaces('focus', 'hit')).session;
    expectMessage(refusal(session, { type: 'spendForDice', spend: 'focus' }), /attack dice cannot be modified/);
    expect(shipOf(session, 'luke').tokens.focus).toBe(1);
  });
});

describe('Card · False Transponder Codes (illicit) · RRG · Lock, Jam: any lock it acquires jams the ship locked, its charge lost', () => {
  it('a lock acquired by a card (not its action) triggers it too: no choice, the charge goes and the locked ship is jammed', () => {
    const start = startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'falsetranspondercodes'), wedge()], [howlrunner()]));
    const session = skipAll(play(start, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session);
    expect(shipOf(session, 'howl').tokens.jam).toBe(1);
    expect(shipOf(session, 'luke').upgrades[0]?.charges?.current).toBe(0);
  });
});

describe('Card · Ablative Plating (modification) · RRG · Damage: before damage from an obstacle or a friendly bomb, 1 charge prevents 1', () => {
  it('the damage window asks whether the damage is from an obstacle or a bomb; used, 1 of 2 hits is prevented', () => {
    const start = startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'ablativeplating'), wedge()], [howlrunner()]));
    const shields = shipOf(start, 'luke').shields.current;
    let session = play(start, { type: 'sufferDamage', ship: 'luke', hits: 2, crits: 0 }).session;
    const prompt = optionsOf(session).prompts.find((candidate) => candidate.window && candidate.source === 'Ablative Plating');
    expect(prompt?.question).toMatch(/from an obstacle or from a friendly bomb/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').shields.current).toBe(shields - 1);
    expect(shipOf(session, 'luke').upgrades[0]?.charges?.current).toBe(1);
  });
});

describe('Card · Synchronized Console (modification) · RRG · Lock: after its attack, its lock on the defender is spent and a friend named locks the defender', () => {
  it('asked after the attack while it holds the lock; done moves the lock to Wedge', () => {
    let session = play(toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'synchronizedconsole'), wedge()], [howlrunner()]))), { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
    session = play(session, { type: 'passShip', ship: 'wedge' }, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    const prompt = promptsOf(session, 'Synchronized Console')[0];
    expect(prompt?.ability?.chooses).toContain('wedge');
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(session, 'howl').tokens.lock).toEqual(['wedge']);
  });
});

describe('Card · Kalani (tactical relay) · RRG · Lock: an enemy maneuvers into a friend’s bullseye: 1 charge, that friend locks it and gains a stress', () => {
  it('asked after the enemy maneuver; done with Wedge named: Wedge locks Howlrunner and is stressed, the charge spent', () => {
    const kalani = { ...withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'kalani'), dial: pilotEntry(X_WING, 'Luke Skywalker', { dial: true }).dial };
    const howl = { ...howlrunner(), dial: pilotEntry(TIE_FIGHTER, '“Howlrunner”', { dial: true }).dial };
    const start = play(emptySession('xwing'), { type: 'setup', seed: 'kalani', players: rosters([kalani, wedge()], [howl]), rules: 3, edition: '2.5' }).session;
    let session = skipAll(play(skipAll(play(start, { type: 'nextPhase' }).session), { type: 'nextPhase' }).session);
    session = skipAll(play(session, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session);
    session = play(session, { type: 'endActivation' }, { type: 'activateShip', ship: 'howl' }, { type: 'executeManeuver', ship: 'howl', speed: 2, bearing: 'straight' }).session;
    const prompt = promptsOf(session, 'Kalani')[0];
    expect(prompt?.question).toMatch(/bullseye arc of a friendly ship at range 0–3/);
    const charges = shipOf(session, 'luke').upgrades[0]?.charges?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(session, 'howl').tokens.lock).toEqual(['wedge']);
    expect(shipOf(session, 'wedge').tokens.stress).toBe(1);
    expect(shipOf(session, 'luke').upgrades[0]?.charges?.current).toBe(charges - 1);
  });
});

describe('Card · Tierfon Belly Run (talent) · RRG · Reroll: defending at range 0 of an obstacle, no attack die is rerolled', () => {
  it('one tap says it holds; then the attacker’s lock reroll is refused with the card’s reason', () => {
    const defender = withEffects(TIE_FIGHTER, '“Howlrunner”', 'howl', '2.5', 'tierfonbellyrun');
    let session = play(toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()], [defender]))), { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
    session = play(session, { type: 'passShip', ship: 'wedge' }, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'hit')).session;
    const rule = effectsNow(session).find((effect) => effect.source === 'Tierfon Belly Run');
    expect(rule?.questions).toEqual(['Is it at range 0 of an obstacle?']);
    session = play(session, { type: 'useCardEffect', ship: 'howl', ref: rule?.ref, answer: 'yes' }).session;
    expectMessage(refusal(session, { type: 'spendForDice', spend: 'lock', dice: [0] }), /no attack die is rerolled/);
  });
});

describe('Card · Feedback Ping (talent) · RRG · Lock: after a ship — a friend too — maneuvers near a friendly device, a lock on it at any range', () => {
  it('a friend’s maneuver asks it; done locks the friend', () => {
    const ping = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'feedbackping');
    let session = skipAll(play(skipAll(play(startGame(rosters([ping, wedge()], [howlrunner()])), { type: 'nextPhase' }).session), { type: 'nextPhase' }).session);
    session = play(session, { type: 'activateShip', ship: 'wedge' }, { type: 'executeManeuver', ship: 'wedge', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    const prompt = promptsOf(session, 'Feedback Ping')[0];
    expect(prompt?.question).toMatch(/friendly device at range 0–1 of that ship/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'wedge').tokens.lock).toEqual(['luke']);
  });
});

/** Luke (with these upgrades and his dial) in a game that keeps dials; his activation begun, his dial revealed. */
function revealedLuke(upgrades: string[], bearing = 'straight'): Session {
  const ship = { ...withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', ...upgrades), dial: pilotEntry(X_WING, 'Luke Skywalker', { dial: true }).dial };
  const start = play(emptySession('xwing'), { type: 'setup', seed: 'dials', players: rosters([ship, wedge()], [howlrunner()]), rules: 3, edition: '2.5' }).session;
  const session = skipAll(play(skipAll(play(start, { type: 'nextPhase' }).session), { type: 'nextPhase' }).session);
  return play(session, { type: 'activateShip', ship: 'luke' }, { type: 'revealDial', ship: 'luke', speed: 2, bearing }).session;
}

describe('Card · Advanced Sensors (sensor) · RRG · Perform Action: an action after its dial, then no other action this activation', () => {
  it('used, its action is performed; the ship’s own action step after the maneuver is refused in words', () => {
    let session = revealedLuke(['advancedsensors']);
    const prompt = promptsOf(session, 'Advanced Sensors')[0];
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    session = play(session, { type: 'performAction', ship: 'luke', action: 'focus', grantedBy: { source: 'Advanced Sensors', difficulty: 'white' } }).session;
    expect(shipOf(session, 'luke').tokens.focus).toBe(1);
    session = play(session, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
    expectMessage(refusal(skipAll(session), { type: 'performAction', ship: 'luke', action: 'evade' }), /performs the action Advanced Sensors gives: it performs no other action in this activation/);
  });
  it('skipped, the ship acts as usual after its maneuver', () => {
    let session = revealedLuke(['advancedsensors']);
    session = skipAll(play(skipAll(session), { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session);
    session = play(session, { type: 'performAction', ship: 'luke', action: 'focus' }).session;
    expect(shipOf(session, 'luke').tokens.focus).toBe(1);
  });
});

describe('Card · Precognitive Reflexes (Force power) · RRG · Perform Action: after its dial, 1 Force for a barrel roll or a boost; one its bar lacks costs a strain and is its only action', () => {
  it('Luke’s X-wing has barrel roll but no boost: both offered; the boost gives a strain and closes his action step', () => {
    let session = revealedLuke(['precognitivereflexes']);
    const asked = promptsOf(session, 'Precognitive Reflexes');
    expect(asked.map((prompt) => prompt.ability?.summary.replace(/^.*Precognitive Reflexes: /, ''))).toEqual([expect.stringMatching(/^barrel roll action after its dial \(1 Force\)$/), expect.stringMatching(/^boost action after its dial \(1 Force\), not on its bar: 1 strain, its only action$/)]);
    session = play(session, { type: 'answerPrompt', prompt: asked[1]?.id, answer: 'done' }).session;
    expect(promptsOf(session, 'Precognitive Reflexes')).toEqual([]);
    expect(shipOf(session, 'luke').tokens.strain).toBe(1);
    session = play(session, { type: 'performAction', ship: 'luke', action: 'boost', grantedBy: { source: 'Precognitive Reflexes', difficulty: 'white' } }).session;
    session = skipAll(play(skipAll(session), { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session);
    expectMessage(refusal(session, { type: 'performAction', ship: 'luke', action: 'focus' }), /no other action in this activation/);
  });
});

describe('Card · Moff Jerjerrod (crew): System Phase, 2 charges — each friendly ship may perform a red boost on one template', () => {
  it('the first friend named pays the 2 charges; the next friends follow at no cost; each gets a red boost to perform', () => {
    const crew = withEffects(TIE_FIGHTER, '“Howlrunner”', 'howl', '2.5', 'moffjerjerrod');
    let session = play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5')], [crew, withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5')])), { type: 'nextPhase' }).session;
    const first = promptsOf(session, 'Moff Jerjerrod');
    expect(first).toHaveLength(1);
    session = play(session, { type: 'answerPrompt', prompt: first[0]?.id, answer: 'done', ship: 'academy' }).session;
    expect(shipOf(session, 'howl').upgrades[0]?.charges?.current).toBe((shipOf(startGame(rosters([luke()], [crew])), 'howl').upgrades[0]?.charges?.current ?? 0) - 2);
    expect(shipOf(session, 'academy').grants).toEqual([expect.objectContaining({ source: 'Moff Jerjerrod', action: 'boost', difficulty: 'red' })]);
    const second = promptsOf(session, 'Moff Jerjerrod')[0];
    expect(second?.ability?.summary).toMatch(/that friend may perform a red boost \(2nd ship\)/);
    session = play(session, { type: 'answerPrompt', prompt: second?.id, answer: 'done', ship: 'howl' }).session;
    expect(shipOf(session, 'howl').grants).toEqual([expect.objectContaining({ source: 'Moff Jerjerrod', action: 'boost' })]);
  });
});

describe('Card · Satine Kryze (crew): start of the Engagement Phase, 2 charges — each friendly ship takes a deplete and a focus, or a disarm and an evade', () => {
  it('two choices per friend; one used closes the other for that friend', () => {
    const crew = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'satinekryze');
    let session = play(startGame(rosters([crew, wedge()], [howlrunner()])), { type: 'nextPhase' }).session;
    session = play(skipAll(session), { type: 'nextPhase' }).session;
    session = play(skipAll(session), { type: 'nextPhase' }).session;
    const first = promptsOf(session, 'Satine Kryze');
    expect(first.map((prompt) => prompt.ability?.summary.replace(/^.*Satine Kryze: /, ''))).toEqual(['2 charges, that friend gains a deplete and a focus (1st ship)', '2 charges, that friend gains a disarm and an evade (1st ship)']);
    session = play(session, { type: 'answerPrompt', prompt: first[1]?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(session, 'wedge').tokens).toMatchObject({ disarm: 1, evade: 1 });
    expect(promptsOf(session, 'Satine Kryze').map((prompt) => prompt.ability?.summary.replace(/^.*Satine Kryze: /, ''))).toEqual(['that friend gains a deplete and a focus (2nd ship)', 'that friend gains a disarm and an evade (2nd ship)']);
  });
});

describe('Card · Sabine Wren (gunner): after her special attack, as many friends as damage cards dealt each shed a stress or a strain', () => {
  it('after a torpedo attack: one question per damage card and token; done takes Wedge’s stress', () => {
    const gunner = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'sabinewren-gunner', 'protontorpedoes');
    let session = play(toEngagement(startGame(rosters([gunner, wedge()], [howlrunner()]))), { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }, { type: 'gainToken', ship: 'wedge', token: 'stress' }).session;
    const torpedo = optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === 'Proton Torpedoes')?.weaponId;
    session = play(session, { type: 'passShip', ship: 'wedge' }, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, weaponId: torpedo }, attackFaces('hit', 'hit', 'blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    const asked = promptsOf(session, 'Sabine Wren');
    expect(asked).toHaveLength(8);
    session = play(session, { type: 'answerPrompt', prompt: asked[0]?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(session, 'wedge').tokens.stress).toBe(0);
  });
  it('after a primary attack it is not asked', () => {
    const gunner = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'sabinewren-gunner');
    const session = play(toEngagement(startGame(rosters([gunner, wedge()], [howlrunner()]))), { type: 'passShip', ship: 'wedge' }, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    expect(promptsOf(session, 'Sabine Wren')).toEqual([]);
  });
});

/** A ship with these upgrades, activated in the Activation Phase (a white 3 bank executed, stress kept), in a game that keeps the rules of actions. */
function acting(upgrades: string[], stress = 0, file = X_WING, pilot = 'Luke Skywalker'): Session {
  const ship = { ...withEffects(file, pilot, 'luke', '2.5', ...upgrades), dial: pilotEntry(file, pilot, { dial: true }).dial };
  let session = play(emptySession('xwing'), { type: 'setup', seed: 'acts', players: rosters([ship, wedge()], [howlrunner()]), rules: 3, edition: '2.5' }).session;
  for (let n = 0; n < stress; n++) session = play(session, { type: 'gainToken', ship: 'luke', token: 'stress' }).session;
  session = skipAll(play(skipAll(play(session, { type: 'nextPhase' }).session), { type: 'nextPhase' }).session);
  return skipAll(play(session, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 3, bearing: 'bankLeft' }).session);
}
const actingLuke = (upgrades: string[], stress = 0) => acting(upgrades, stress);
const AUZITUCK = 'rebel-alliance/auzituck-gunship';

describe('Card · Chopper (crew) · RRG · Stress: its action even while stressed, then 1 hit damage or a damage card exposed', () => {
  it('stressed, Luke still focuses; then the two outcomes are asked, one used closes the other', () => {
    let session = play(actingLuke(['chopper-crew'], 1), { type: 'performAction', ship: 'luke', action: 'focus' }).session;
    expect(shipOf(session, 'luke').tokens.focus).toBe(1);
    const asked = promptsOf(session, '“Chopper”');
    expect(asked).toHaveLength(2);
    const shields = shipOf(session, 'luke').shields.current;
    session = play(session, { type: 'answerPrompt', prompt: asked.find((prompt) => /hit damage for it/.test(prompt.question))?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').shields.current).toBe(shields - 1);
    expect(promptsOf(session, '“Chopper”')).toEqual([]);
  });
  it('unstressed, nothing is asked after the action', () => {
    const session = play(actingLuke(['chopper-crew']), { type: 'performAction', ship: 'luke', action: 'focus' }).session;
    expect(promptsOf(session, '“Chopper”')).toEqual([]);
  });
});

describe('Card · Larma D’Acy (crew) · RRG · Stress: with 2 or fewer stress, reinforce, coordinate and jam while stressed — a white one as red', () => {
  it('with 1 stress, a white reinforce is allowed and gives a 2nd stress (no choice); a focus is still refused', () => {
    const start = acting(['larmadacy'], 1, AUZITUCK, 'Kashyyyk Defender');
    expectMessage(refusal(start, { type: 'performAction', ship: 'luke', action: 'focus' }), /stress/i);
    const session = play(start, { type: 'performAction', ship: 'luke', action: 'reinforce', side: 'fore' }).session;
    expect(shipOf(session, 'luke').tokens.reinforce.fore).toBe(1);
    expect(shipOf(session, 'luke').tokens.stress).toBe(2);
  });
  it('with 3 stress the reinforce is refused', () => {
    expectMessage(refusal(acting(['larmadacy'], 3, AUZITUCK, 'Kashyyyk Defender'), { type: 'performAction', ship: 'luke', action: 'reinforce', side: 'fore' }), /stress/i);
  });
});

describe('Prompts read as sentences: a card’s question becomes the clause before its effect', () => {
  it('“Was …” questions read as statements (“the defender was destroyed”), never “it was the defender …”; others are quoted', () => {
    expect(questionsAsClauses(['Was the defender destroyed?', 'Was it a bomb it dropped?', 'Was there a friend near?', 'Was the die a crit, or a hit?', 'Did it destroy a limited ship?'])).toEqual([
      'the defender was destroyed',
      'it was a bomb it dropped',
      'there was a friend near',
      'yes to “Was the die a crit, or a hit?”',
      'it did destroy a limited ship',
    ]);
  });
});
