import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { withEffects } from '../helpers/card-effects';
import { pilotEntry, pilotEntryFrom, readShipFile } from '../helpers/xwing-roster';
import { attackFaces, attackOf, defenseFaces, optionsOf, play, rosters, sentences, shipOf, startGame, stateOf, wedge, X_WING } from '../helpers/xwing-game';

// Issue 34 · our facts for Galactic Empire and First Order pilots (effects/facts/pilots-empire-first-order.ts),
// played through the engine with the real card data (xwing-data2 2.5, read at run time). Rules from the
// X-Wing Rules Reference (Modify Dice, Roll Dice, Actions, Damage) as published by Atomic Mass Games.

const TIE_LN = 'galactic-empire/tie-ln-fighter';
/** A rebel pilot of initiative 1 with no ability: it engages after every Empire ship of these tests. */
const zealot = (id = 'zealot') => pilotEntry(X_WING, 'Cavern Angels Zealot', { id });
const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const offered = (session: Session, source: string) => effectsNow(session).filter((effect) => effect.source === source);
const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);
const defenseCount = (session: Session) => optionsOf(session).attack?.defenseDice?.total ?? 0;
const attackCount = (session: Session) => optionsOf(session).attack?.attackDice?.total ?? 0;
const blanks = (count: number) => Array.from({ length: count }, () => 'blank');
/** Its dice rolled: the attack goes on to its end (Deal Damage only when a hit is left). */
const toEnd = (session: Session) => {
  session = play(session, defenseFaces(...blanks(defenseCount(session))), { type: 'neutralizeResults' }).session;
  return stateOf(session).attack?.step === 'dealDamage' ? play(session, { type: 'dealDamage', drawForMe: true }).session : session;
};
const skipPrompts = (session: Session) => {
  for (const prompt of optionsOf(session).prompts) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
  return session;
};
/** To the Engagement Phase, every question of the phases on the way skipped. */
const engaged = (session: Session) => {
  for (let phase = 0; phase < 3; phase++) session = play(skipPrompts(session), { type: 'nextPhase' }).session;
  return session;
};

describe('Card · Major Vermeil (TIE Reaper): 1 blank or focus → hit at a defender with no green token', () => {
  const vermeil = () => withEffects('galactic-empire/tie-reaper', 'Major Vermeil', 'vermeil', '2.5');
  const attack = (session: Session) => play(session, { type: 'declareAttack', attacker: 'vermeil', defender: 'zealot', arc: 'front', range: 2 }, attackFaces('blank', 'hit', 'focus')).session;

  it('offered while the defender holds no green token; one tap turns a blank into a hit, said in the history', () => {
    const session = attack(engaged(startGame(rosters([zealot()], [vermeil()]))));
    const offer = offered(session, 'Major Vermeil');
    expect(offer).toEqual([expect.objectContaining({ side: 'attacker', questions: [], dice: [0, 2] })]);
    const used = play(session, { type: 'useCardEffect', ship: 'vermeil', ref: offer[0]?.ref, die: 0 });
    expect(attackOf(used.session).attackDice.map((die) => die.face)).toEqual(['hit', 'hit', 'focus']);
    expect(sentences(used.events)[0]).toMatch(/Used · Major Vermeil: 1 blank or focus → hit/);
  });

  it('not offered when the defender holds a focus token', () => {
    const focused = play(engaged(startGame(rosters([zealot()], [vermeil()]))), { type: 'gainToken', ship: 'zealot', token: 'focus' }).session;
    expect(offered(attack(focused), 'Major Vermeil')).toEqual([]);
  });
});

describe('Card · Captain Feroph (TIE Reaper): defending, 1 blank or focus → evade against an attacker with no green token', () => {
  const feroph = () => withEffects('galactic-empire/tie-reaper', 'Captain Feroph', 'feroph', '2.5');
  const defended = (session: Session) => {
    session = play(session, { type: 'declareAttack', attacker: 'wedge', defender: 'feroph', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'hit')).session;
    return play(session, defenseFaces(...blanks(defenseCount(session)))).session;
  };

  it('offered to the defender at Modify Defense Dice; the tap turns its blank into an evade', () => {
    const session = defended(engaged(startGame(rosters([wedge()], [feroph()]))));
    const offer = offered(session, 'Captain Feroph');
    expect(offer).toEqual([expect.objectContaining({ ship: 'feroph', side: 'defender' })]);
    const used = play(session, { type: 'useCardEffect', ship: 'feroph', ref: offer[0]?.ref }).session;
    expect(attackOf(used).defenseDice[0]?.face).toBe('evade');
  });

  it('not offered when the attacker holds an evade token', () => {
    const evading = play(engaged(startGame(rosters([wedge()], [feroph()]))), { type: 'gainToken', ship: 'wedge', token: 'evade' }).session;
    expect(offered(defended(evading), 'Captain Feroph')).toEqual([]);
  });
});

describe('Card · “Wampa” (TIE/ln): a charge for one more attack die; after defending it loses a charge', () => {
  const wampa = () => withEffects(TIE_LN, '“Wampa”', 'wampa', '2.5');

  it('RRG · Roll Attack Dice: with its charge the table offers the die; used, the count is one more and the charge is spent', () => {
    let session = play(engaged(startGame(rosters([zealot()], [wampa()]))), { type: 'passShip', ship: 'zealot' }).session;
    session = play(session, { type: 'declareAttack', attacker: 'wampa', defender: 'zealot', arc: 'front', range: 2 }).session;
    const before = attackCount(session);
    const offer = offered(session, '“Wampa”');
    expect(offer).toEqual([expect.objectContaining({ side: 'attacker', summary: '"Wampa": +1 attack die (1 charge)' })]);
    session = play(session, { type: 'useCardEffect', ship: 'wampa', ref: offer[0]?.ref }).session;
    expect(attackCount(session)).toBe(before + 1);
    expect(shipOf(session, 'wampa').charges?.current).toBe(0);
    expect(offered(session, '“Wampa”')).toEqual([]);
  });

  it('after it defends (no choice) its charge is lost at once, with no question left', () => {
    let session = play(engaged(startGame(rosters([wedge()], [wampa()]))), { type: 'declareAttack', attacker: 'wedge', defender: 'wampa', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'blank')).session;
    session = toEnd(session);
    expect(promptsOf(session, '“Wampa”')).toEqual([]);
    expect(shipOf(session, 'wampa').charges?.current).toBe(0);
  });
});

describe('Card · Seyn Marana (TIE/ln): a crit spent for a facedown card, the other results cancelled', () => {
  const seyn = () => withEffects(TIE_LN, 'Seyn Marana', 'seyn', '2.5');
  const attack = (session: Session, ...faces: string[]) => play(session, { type: 'declareAttack', attacker: 'seyn', defender: 'zealot', arc: 'front', range: 2 }, attackFaces(...faces)).session;

  it('against an unshielded defender: one tap deals it a facedown damage card and leaves no result', () => {
    let session = play(engaged(startGame(rosters([zealot()], [seyn()]))), { type: 'sufferDamage', ship: 'zealot', hits: 2, crits: 0 }).session;
    expect(shipOf(session, 'zealot').shields.current).toBe(0);
    session = attack(session, 'crit', 'hit');
    const offer = offered(session, 'Seyn Marana');
    expect(offer).toHaveLength(1);
    const used = play(session, { type: 'useCardEffect', ship: 'seyn', ref: offer[0]?.ref }).session;
    expect(attackOf(used).attackDice).toEqual([]);
    expect(shipOf(used, 'zealot').damageCards).toEqual([expect.objectContaining({ faceup: false })]);
  });

  it('offered against a shielded defender too (the card is dealt past its shields), never without a crit to spend', () => {
    expect(offered(attack(engaged(startGame(rosters([zealot()], [seyn()]))), 'crit', 'hit'), 'Seyn Marana')).toHaveLength(1);
    const unshielded = play(engaged(startGame(rosters([zealot()], [seyn()]))), { type: 'sufferDamage', ship: 'zealot', hits: 2, crits: 0 }).session;
    expect(offered(attack(unshielded, 'hit', 'focus'), 'Seyn Marana')).toEqual([]);
  });
});

describe('Card · Captain Cardinal (Upsilon shuttle): with a charge left, a friend rerolls 1 focus', () => {
  const cardinal = () => withEffects('first-order/upsilon-class-command-shuttle', 'Captain Cardinal', 'cardinal', '2.5');
  const academy = () => pilotEntry(TIE_LN, 'Academy Pilot', { id: 'academy' });
  const friendAttacks = (session: Session) =>
    play(session, { type: 'passShip', ship: 'cardinal' }, { type: 'declareAttack', attacker: 'academy', defender: 'zealot', arc: 'front', range: 2 }, attackFaces('focus', 'blank')).session;

  it('offered on the friend’s attack with the one question the table cannot know; the tap rerolls the focus', () => {
    const session = friendAttacks(engaged(startGame(rosters([zealot()], [cardinal(), academy()]))));
    const offer = offered(session, 'Captain Cardinal');
    expect(offer).toEqual([expect.objectContaining({ ship: 'cardinal', side: 'attacker', dice: [0], questions: ['Is that friendly ship at range 1–2, with a lower initiative than Captain Cardinal?'] })]);
    const used = play(session, { type: 'useCardEffect', ship: 'cardinal', ref: offer[0]?.ref, answer: 'yes', faces: ['hit'] }).session;
    expect(attackOf(used).attackDice[0]).toEqual({ face: 'hit', rerolled: true });
    expect(shipOf(used, 'cardinal').charges?.current).toBe(2);
  });

  it('not offered once its charges are gone', () => {
    const drained = play(engaged(startGame(rosters([zealot()], [cardinal(), academy()]))), { type: 'spendCharge', ship: 'cardinal', charge: 'standard', amount: 2 }).session;
    expect(offered(friendAttacks(drained), 'Captain Cardinal')).toEqual([]);
  });
});

describe('Card · Gideon Hask (Xi shuttle): 1 strain for 1 more die at a damaged defender', () => {
  const hask = () => withEffects('first-order/xi-class-light-shuttle', 'Gideon Hask', 'hask', '2.5');
  const attack = (session: Session) => play(session, { type: 'declareAttack', attacker: 'hask', defender: 'zealot', arc: 'front', range: 2 }).session;

  it('offered at a defender with a damage card; used, the count is one more and Hask gains the strain token', () => {
    let session = attack(play(engaged(startGame(rosters([zealot()], [hask()]))), { type: 'sufferDamage', ship: 'zealot', hits: 3, crits: 0, drawForMe: true }).session);
    const offer = offered(session, 'Gideon Hask');
    expect(offer).toEqual([expect.objectContaining({ side: 'attacker', questions: ['Does it roll 2 attack dice or fewer?'] })]);
    const before = attackCount(session);
    session = play(session, { type: 'useCardEffect', ship: 'hask', ref: offer[0]?.ref, answer: 'yes' }).session;
    expect(attackCount(session)).toBe(before + 1);
    expect(shipOf(session, 'hask').tokens.strain).toBe(1);
  });

  it('not offered at a defender that lost only shields (it is not damaged)', () => {
    const shieldsOnly = play(engaged(startGame(rosters([zealot()], [hask()]))), { type: 'sufferDamage', ship: 'zealot', hits: 1, crits: 0 }).session;
    expect(shipOf(shieldsOnly, 'zealot').damageCards).toEqual([]);
    expect(offered(attack(shieldsOnly), 'Gideon Hask')).toEqual([]);
  });
});

describe('Card · Major Vonreg (TIE/ba): in the System Phase an enemy in its bullseye gains a deplete or a strain token', () => {
  const vonreg = () => withEffects('first-order/tie-ba-interceptor', 'Major Vonreg', 'vonreg', '2.5');

  it('asked in the System Phase, both choices with the bullseye question; done on the enemy gives it the deplete token', () => {
    const session = play(startGame(rosters([zealot()], [vonreg()])), { type: 'nextPhase' }).session;
    const prompts = promptsOf(session, 'Major Vonreg');
    expect(prompts.map((prompt) => prompt.question)).toEqual([
      expect.stringMatching(/^In the System Phase, Major Vonreg \(Major Vonreg\) may act: if there is an enemy ship in its bullseye arc, Major Vonreg: an enemy in its bullseye gains 1 deplete/),
      expect.stringMatching(/gains 1 strain/),
    ]);
    expect(prompts[0]?.ability?.chooses).toEqual(['zealot']);
    const done = play(session, { type: 'answerPrompt', prompt: prompts[0]?.id, answer: 'done', ship: 'zealot' }).session;
    expect(shipOf(done, 'zealot').tokens.deplete).toBe(1);
    expect(shipOf(done, 'zealot').tokens.strain).toBe(0);
    // A deplete or a strain: the other choice closes once one is used.
    expect(promptsOf(done, 'Major Vonreg')).toEqual([]);
  });
});

describe('Card · “Holo” (TIE/ba): at the start of the Engagement Phase it passes a token to a friend', () => {
  const holo = () => withEffects('first-order/tie-ba-interceptor', '“Holo”', 'holo', '2.5');
  const friend = () => withEffects('first-order/tie-ba-interceptor', 'Major Vonreg', 'vonreg', '2.5');

  it('asked once for each kind of token it holds, none for the others; done moves the focus token to the friend named', () => {
    let session = startGame(rosters([zealot()], [holo(), friend()]));
    session = play(session, { type: 'gainToken', ship: 'holo', token: 'focus' }, { type: 'gainToken', ship: 'holo', token: 'stress' }).session;
    session = play(skipPrompts(session), { type: 'nextPhase' }).session;
    session = play(skipPrompts(session), { type: 'nextPhase' }).session;
    // The stress token may be shed in the Activation Phase by the rules; the tokens held now are what it is asked about.
    session = play(skipPrompts(session), { type: 'nextPhase' }).session;
    const held = shipOf(session, 'holo').tokens;
    const prompts = promptsOf(session, '“Holo”');
    const kinds = prompts.map((prompt) => /passes its (\w+) token/.exec(prompt.question)?.[1]);
    expect(kinds).toEqual((['focus', 'stress'] as const).filter((token) => held[token] > 0));
    expect(kinds).toContain('focus');
    const focus = prompts.find((prompt) => prompt.question.includes('passes its focus token'));
    const done = play(session, { type: 'answerPrompt', prompt: focus?.id, answer: 'done', ship: 'vonreg' }).session;
    expect(shipOf(done, 'holo').tokens.focus).toBe(0);
    expect(shipOf(done, 'vonreg').tokens.focus).toBe(1);
  });
});

describe('Card · Jul Jerjerrod (TIE/se): after a boost, a charge to remove a red or orange token', () => {
  const jul = () => withEffects('first-order/tie-se-bomber', 'Jul Jerjerrod', 'jul', '2.5');
  const activated = (session: Session) => play(skipPrompts(play(skipPrompts(session), { type: 'nextPhase' }).session), { type: 'nextPhase' }, { type: 'activateShip', ship: 'jul' }).session;

  it('after its red boost it is asked about the stress token only; done removes it and spends 1 charge', () => {
    let session = activated(startGame(rosters([zealot()], [jul()])));
    session = play(session, { type: 'performAction', ship: 'jul', action: 'boost' }).session;
    expect(shipOf(session, 'jul').tokens.stress).toBe(1);
    const prompts = promptsOf(session, 'Jul Jerjerrod');
    expect(prompts.map((prompt) => prompt.question)).toEqual([expect.stringMatching(/Jul Jerjerrod: 1 charge after a boost to remove 1 stress token/)]);
    session = play(session, { type: 'answerPrompt', prompt: prompts[0]?.id, answer: 'done' }).session;
    expect(shipOf(session, 'jul').tokens.stress).toBe(0);
    expect(shipOf(session, 'jul').charges?.current).toBe(2);
  });

  it('not asked after another action', () => {
    const session = play(activated(startGame(rosters([zealot()], [jul()]))), { type: 'gainToken', ship: 'jul', token: 'strain' }, { type: 'performAction', ship: 'jul', action: 'focus' }).session;
    expect(promptsOf(session, 'Jul Jerjerrod')).toEqual([]);
  });
});

describe('Card · Rexler Brath (TIE/D): after a hit while evading, a damage card of the defender is exposed', () => {
  const rexler = () => withEffects('galactic-empire/tie-d-defender', 'Rexler Brath', 'rexler', '2.5');
  const hitUnshielded = (session: Session) => {
    session = play(session, { type: 'sufferDamage', ship: 'zealot', hits: 2, crits: 0 }, { type: 'declareAttack', attacker: 'rexler', defender: 'zealot', arc: 'front', range: 2 }, attackFaces('hit', 'blank', 'blank')).session;
    return play(session, defenseFaces(...blanks(defenseCount(session))), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
  };

  it('evading, after the attack (no choice) the facedown card it dealt turns faceup at once', () => {
    const session = hitUnshielded(play(engaged(startGame(rosters([zealot()], [rexler()]))), { type: 'gainToken', ship: 'rexler', token: 'evade' }).session);
    expect(promptsOf(session, 'Rexler Brath')).toEqual([]);
    expect(shipOf(session, 'zealot').damageCards.filter((card) => card.faceup)).toHaveLength(1);
  });

  it('not asked without an evade token', () => {
    expect(promptsOf(hitUnshielded(engaged(startGame(rosters([zealot()], [rexler()])))), 'Rexler Brath')).toEqual([]);
  });
});

describe('Card · Valen Rudor (TIE/ln): after a friend at range 0–1 defends, an action', () => {
  const valen = () => withEffects(TIE_LN, 'Valen Rudor', 'valen', '2.5');
  const academy = () => pilotEntry(TIE_LN, 'Academy Pilot', { id: 'academy' });
  const attackOn = (session: Session, defender: string) => {
    session = play(session, { type: 'declareAttack', attacker: 'wedge', defender, arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'blank')).session;
    return toEnd(session);
  };

  it('asked after its friend defends, with the range question; done grants it an action of its bar', () => {
    const session = attackOn(engaged(startGame(rosters([wedge()], [valen(), academy()]))), 'academy');
    const prompt = promptsOf(session, 'Valen Rudor')[0];
    expect(prompt?.question).toMatch(/if it is at range 0–1 of the friend that defended, Valen Rudor: an action after a friend at range 0–1 defends/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' });
    expect(shipOf(done.session, 'valen').grants).toEqual([expect.objectContaining({ source: 'Valen Rudor', action: 'any' })]);
  });

  it('not asked when Valen Rudor is the defender himself', () => {
    expect(promptsOf(attackOn(engaged(startGame(rosters([wedge()], [valen(), academy()]))), 'valen'), 'Valen Rudor')).toEqual([]);
  });
});

describe('Card · “Scorch” (TIE/se): a friend at range 0–1 spends a hit of its primary attack; after it, the defender gains a strain token', () => {
  const scorch = () => withEffects('first-order/tie-se-bomber', '“Scorch”', 'scorch', '2.5');
  const friend = () => withEffects('first-order/tie-ba-interceptor', '“Holo”', 'holo', '2.5');
  const friendAttacks = (session: Session, ...faces: string[]) =>
    play(skipPrompts(session), { type: 'declareAttack', attacker: 'holo', defender: 'zealot', arc: 'front', range: 2 }, attackFaces(...faces)).session;

  it('offered on the friend’s primary attack with the range question; the tap spends its hit, and after the attack done gives the defender its strain token', () => {
    let session = friendAttacks(engaged(startGame(rosters([zealot()], [scorch(), friend()]))), 'hit', 'hit', 'blank');
    const offer = offered(session, '“Scorch”');
    expect(offer).toEqual([expect.objectContaining({ ship: 'scorch', side: 'attacker', questions: ['Is that friendly ship at range 0–1?'] })]);
    session = play(session, { type: 'useCardEffect', ship: 'scorch', ref: offer[0]?.ref, answer: 'yes' }).session;
    expect(attackOf(session).attackDice.map((die) => die.face)).toEqual(['hit', 'blank']);
    session = toEnd(session);
    const prompt = promptsOf(session, '“Scorch”')[0];
    expect(prompt?.question).toMatch(/if there is a hit the attacker spent for “Scorch” in this attack, "Scorch": the defender gains 1 strain/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'zealot').tokens.strain).toBe(1);
  });

  it('not offered without a hit to spend', () => {
    expect(offered(friendAttacks(engaged(startGame(rosters([zealot()], [scorch(), friend()]))), 'focus', 'crit', 'blank'), '“Scorch”')).toEqual([]);
  });
});

describe('Card · “Midnight” (TIE/fo): RRG · Modify Dice, the locked enemy’s dice cannot be modified', () => {
  const midnight = () => withEffects('first-order/tie-fo-fighter', '“Midnight”', 'midnight', '2.5');
  const defended = (locked: boolean) => {
    let session = play(engaged(startGame(rosters([zealot()], [midnight()]))), { type: 'gainToken', ship: 'zealot', token: 'focus' }).session;
    if (locked) session = play(session, { type: 'gainToken', ship: 'zealot', token: 'lock', lockedBy: 'midnight' }).session;
    session = play(session, { type: 'declareAttack', attacker: 'midnight', defender: 'zealot', arc: 'front', range: 2 }, attackFaces('hit', 'hit')).session;
    return play(session, defenseFaces('focus', ...blanks(defenseCount(session) - 1))).session;
  };
  const focusSpend = (session: Session) => optionsOf(session).attack?.diceEffects.find((effect) => effect.spend === 'focus');

  it('with its lock on the defender, the defender may not spend its focus token, in the card’s name; nothing of the card is left to the players', () => {
    const session = defended(true);
    expect(focusSpend(session)?.unavailable).toMatch(/Midnight.*the defender cannot modify its dice in this attack/);
    expect(offered(session, '“Midnight”')).toEqual([]);
    expect(optionsOf(session).attack?.yourCall.filter((call) => call.source === '“Midnight”')).toEqual([]);
  });

  it('without the lock, the defender spends its focus token as usual', () => {
    expect(focusSpend(defended(false))?.unavailable).toBeNull();
  });
});

describe('Card · “Rampage” (TIE/rb): after a speed 3–4 maneuver, a ship in its turret arc gains strain (2 when it is damaged)', () => {
  const rampage = () => ({ ...withEffects('galactic-empire/tie-rb-heavy', '“Rampage”', 'rampage', '2.5'), dial: pilotEntry('galactic-empire/tie-rb-heavy', '“Rampage”', { dial: true }).dial });
  const moved = (speed: number, damaged = false) => {
    let session = play(emptySession('xwing'), { type: 'setup', seed: 'rampage', players: rosters([{ ...zealot(), dial: pilotEntry(X_WING, 'Cavern Angels Zealot', { dial: true }).dial }], [rampage()]), rules: 3, edition: '2.5' }).session;
    if (damaged) session = play(session, { type: 'sufferDamage', ship: 'rampage', hits: 1, crits: 0, drawForMe: true }).session;
    session = play(skipPrompts(session), { type: 'nextPhase' }).session;
    session = play(skipPrompts(session), { type: 'nextPhase' }, { type: 'activateShip', ship: 'zealot' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'rampage' }).session;
    return play(skipPrompts(session), { type: 'executeManeuver', ship: 'rampage', speed, bearing: 'straight' }).session;
  };

  it('after a speed 3 maneuver: asked for 1 strain on the ship it names; done gives it', () => {
    const session = moved(3);
    const prompts = promptsOf(session, '“Rampage”');
    expect(prompts.map((prompt) => prompt.question)).toEqual([expect.stringMatching(/"Rampage": a ship in its turret arc gains 1 strain/)]);
    const done = play(session, { type: 'answerPrompt', prompt: prompts[0]?.id, answer: 'done', ship: 'zealot' }).session;
    expect(shipOf(done, 'zealot').tokens.strain).toBe(1);
  });

  it('damaged, it is also asked for 2 strain tokens; after a speed 2 maneuver it is not asked', () => {
    const damaged = moved(3, true);
    const prompt = promptsOf(damaged, '“Rampage”').find((candidate) => candidate.question.includes('gains 2 strain'));
    expect(shipOf(play(damaged, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'zealot' }).session, 'zealot').tokens.strain).toBe(2);
    expect(promptsOf(moved(2), '“Rampage”')).toEqual([]);
  });
});

describe('Card · Captain Dobbs (TIE/D): RRG · Neutralize Results, an ion token cancels a hit against a friend', () => {
  const dobbs = () => withEffects('galactic-empire/tie-d-defender', 'Captain Dobbs', 'dobbs', '2.5');
  const academy = () => pilotEntry(TIE_LN, 'Academy Pilot', { id: 'academy' });
  const friendDefends = (session: Session) => {
    session = play(session, { type: 'declareAttack', attacker: 'wedge', defender: 'academy', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'blank')).session;
    return play(session, defenseFaces(...blanks(defenseCount(session)))).session;
  };

  it('offered once the defense dice are rolled, with the range and arc question; the tap cancels 1 hit and gives Dobbs 1 ion token', () => {
    const session = friendDefends(engaged(startGame(rosters([wedge()], [dobbs(), academy()]))));
    const offer = offered(session, 'Captain Dobbs');
    expect(offer).toEqual([expect.objectContaining({ ship: 'dobbs', side: 'defender', dice: [0, 1], questions: ['Is the defender at range 0–1 of Captain Dobbs, with Dobbs in the attack arc?'] })]);
    const used = play(session, { type: 'useCardEffect', ship: 'dobbs', ref: offer[0]?.ref, answer: 'yes', die: 0 }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'blank']);
    expect(shipOf(used, 'dobbs').tokens.ion).toBe(1);
  });

  it('not offered once Dobbs holds an ion token (he would be ionized)', () => {
    const ionized = play(engaged(startGame(rosters([wedge()], [dobbs(), academy()]))), { type: 'gainToken', ship: 'dobbs', token: 'ion' }).session;
    expect(offered(friendDefends(ionized), 'Captain Dobbs')).toEqual([]);
  });
});

describe('Card · “Countdown” (TIE/sk): defending, 1 damage and 1 stress cancel every attack result', () => {
  const countdown = () => withEffects('galactic-empire/tie-sk-striker', '“Countdown”', 'countdown', '2.5');
  const defends = (session: Session) => {
    session = play(session, { type: 'declareAttack', attacker: 'wedge', defender: 'countdown', arc: 'front', range: 2 }, attackFaces('hit', 'crit', 'hit')).session;
    return play(session, defenseFaces(...blanks(defenseCount(session)))).session;
  };

  it('unstressed: the tap costs it 1 damage and 1 stress, no attack result is left and the attack misses', () => {
    const session = defends(engaged(startGame(rosters([wedge()], [countdown()]))));
    const offer = offered(session, '“Countdown”');
    expect(offer).toEqual([expect.objectContaining({ ship: 'countdown', side: 'defender', questions: [] })]);
    let used = play(session, { type: 'useCardEffect', ship: 'countdown', ref: offer[0]?.ref }).session;
    expect(attackOf(used).attackDice).toEqual([]);
    expect(shipOf(used, 'countdown').tokens.stress).toBe(1);
    expect(shipOf(used, 'countdown').damageCards).toHaveLength(1);
    used = play(used, { type: 'neutralizeResults' }).session;
    expect(stateOf(used).attack).toBeNull();
    expect(shipOf(used, 'countdown').damageCards).toHaveLength(1);
  });

  it('not offered while it is stressed', () => {
    const stressed = play(engaged(startGame(rosters([wedge()], [countdown()]))), { type: 'gainToken', ship: 'countdown', token: 'stress' }).session;
    expect(offered(defends(stressed), '“Countdown”')).toEqual([]);
  });
});

describe('Card · Magna Tolvan (TIE/ln, 2.5): RRG · Stress, her white actions even while stressed with 2 stress tokens or fewer', () => {
  const magna = () => withEffects(TIE_LN, 'Magna Tolvan', 'magna', '2.5');
  const moved = (stress: number) => {
    let session = play(skipPrompts(startGame(rosters([zealot()], [magna()]))), { type: 'nextPhase' }).session;
    session = play(skipPrompts(session), { type: 'nextPhase' }).session;
    session = play(session, { type: 'gainToken', ship: 'magna', token: 'stress', count: stress }).session;
    return play(skipPrompts(session), { type: 'activateShip', ship: 'magna' }, { type: 'executeManeuver', ship: 'magna', speed: 2, bearing: 'straight' }).session;
  };
  const action = (session: Session, name: string) => optionsOf(session).ships.find((ship) => ship.ship === 'magna')?.actions.find((option) => option.action === name);

  it('with 2 stress tokens her focus action is open and performed; with 3 the table refuses it as stressed', () => {
    const two = moved(2);
    expect(action(two, 'focus')?.unavailable).toBeNull();
    expect(shipOf(play(two, { type: 'performAction', ship: 'magna', action: 'focus' }).session, 'magna').tokens.focus).toBe(1);
    expect(action(moved(3), 'focus')?.unavailable).toMatch(/stressed/);
  });

  it('after gaining a stress token she is asked for a white action; done lets her perform one while stressed', () => {
    const session = play(startGame(rosters([zealot()], [magna()])), { type: 'gainToken', ship: 'magna', token: 'stress' }).session;
    const prompt = promptsOf(session, 'Magna Tolvan')[0];
    expect(prompt?.question).toMatch(/Magna Tolvan: a white action after gaining a stress token/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    const acted = play(done, { type: 'performAction', ship: 'magna', action: 'evade', grantedBy: { source: 'Magna Tolvan', difficulty: 'white' } }).session;
    expect(shipOf(acted, 'magna').tokens.evade).toBe(1);
    expect(shipOf(acted, 'magna').tokens.stress).toBe(1);
  });
});

describe('Card · “Avenger” (TIE/vn): after a friend is destroyed, an action even while stressed', () => {
  const avenger = () => withEffects('first-order/tie-vn-silencer', '“Avenger”', 'avenger', '2.5');
  const friend = () => pilotEntry('first-order/tie-vn-silencer', 'First Order Test Pilot', { id: 'friend' });
  const lost = (session: Session) => play(session, { type: 'sufferDamage', ship: 'friend', hits: 3, crits: 3, drawForMe: true }).session;

  it('stressed, it is asked when its friend is destroyed; done lets it focus though stressed', () => {
    const session = lost(play(startGame(rosters([zealot()], [avenger(), friend()])), { type: 'gainToken', ship: 'avenger', token: 'stress' }).session);
    expect(shipOf(session, 'friend').destroyed).toBe(true);
    const prompt = promptsOf(session, '“Avenger”')[0];
    expect(prompt?.question).toMatch(/"Avenger": an action after a friend is destroyed, even stressed/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    const acted = play(done, { type: 'performAction', ship: 'avenger', action: 'focus', grantedBy: { source: '“Avenger”', difficulty: 'white' } }).session;
    expect(shipOf(acted, 'avenger').tokens.focus).toBe(1);
  });

  it('not asked while its friend still flies', () => {
    const session = play(startGame(rosters([zealot()], [avenger(), friend()])), { type: 'sufferDamage', ship: 'friend', hits: 1, crits: 0 }).session;
    expect(promptsOf(session, '“Avenger”')).toEqual([]);
  });
});

describe('Card · “Echo” (TIE/ph, 2.5): after an enemy’s action, a charge to perform the same action as white', () => {
  const echo = (): XwingPilotRosterEntry => {
    const file = 'galactic-empire/tie-ph-phantom';
    const pilot = readShipFile(file).pilots.find((candidate) => candidate.name === '“Echo”' && (candidate as { xws?: string }).xws === 'echo-ssl');
    if (!pilot) throw new Error('no “Echo” (echo-ssl) in the data');
    const facts = rosterFacts([{ key: 'echo-ssl', name: pilot.name, text: pilot.ability ?? null, edition: '2.5' }]);
    return { ...pilotEntryFrom(readShipFile(file), pilot, { id: 'echo', actionBar: true }), effects: facts.effects, yourCall: facts.yourCall };
  };
  const rebel = () => pilotEntry(X_WING, 'Cavern Angels Zealot', { id: 'zealot', actionBar: true });
  const acted = (action: 'focus' | 'barrelRoll') => {
    let session = play(skipPrompts(startGame(rosters([rebel()], [echo()]))), { type: 'nextPhase' }).session;
    session = play(skipPrompts(session), { type: 'nextPhase' }, { type: 'activateShip', ship: 'zealot' }, { type: 'executeManeuver', ship: 'zealot', speed: 2, bearing: 'straight' }).session;
    return play(skipPrompts(session), { type: 'performAction', ship: 'zealot', action }).session;
  };

  it('after the enemy’s barrel roll she is asked for that action alone; done spends her charge and she barrel rolls, white', () => {
    const session = acted('barrelRoll');
    const prompts = promptsOf(session, '“Echo”');
    expect(prompts.map((prompt) => prompt.question)).toEqual([expect.stringMatching(/“Echo”: 1 charge to perform the enemy’s barrelRoll action too, as white/)]);
    let done = play(session, { type: 'answerPrompt', prompt: prompts[0]?.id, answer: 'done' }).session;
    expect(shipOf(done, 'echo').charges?.current).toBe(0);
    done = play(done, { type: 'performAction', ship: 'echo', action: 'barrelRoll', grantedBy: { source: '“Echo”', difficulty: 'white' } }).session;
    expect(shipOf(done, 'echo').actionsThisRound).toContain('barrelRoll');
    expect(shipOf(done, 'echo').tokens.stress).toBe(0);
  });

  it('without her charge she is not asked', () => {
    let session = play(startGame(rosters([rebel()], [echo()])), { type: 'spendCharge', ship: 'echo', charge: 'standard', amount: 1 }).session;
    session = play(skipPrompts(session), { type: 'nextPhase' }).session;
    session = play(skipPrompts(session), { type: 'nextPhase' }, { type: 'activateShip', ship: 'zealot' }, { type: 'executeManeuver', ship: 'zealot', speed: 2, bearing: 'straight' }, { type: 'performAction', ship: 'zealot', action: 'focus' }).session;
    expect(promptsOf(session, '“Echo”')).toEqual([]);
  });
});

describe('Card · Grand Inquisitor (TIE Advanced v1, pilot): 1 Force moves the range 1 bonus die', () => {
  const inquisitor = () => withEffects('galactic-empire/tie-advanced-v1', 'Grand Inquisitor', 'gi', '2.5');

  it('RRG · Range Bonus: attacking at range 2, 1 Force rolls the bonus die; the Force is spent', () => {
    let session = play(engaged(startGame(rosters([zealot()], [inquisitor()]))), { type: 'declareAttack', attacker: 'gi', defender: 'zealot', arc: 'front', range: 2 }).session;
    const before = attackCount(session);
    const offer = offered(session, 'Grand Inquisitor');
    expect(offer).toEqual([expect.objectContaining({ side: 'attacker', questions: [], summary: 'Grand Inquisitor: 1 Force for the range 1 bonus die at range 2–3' })]);
    session = play(session, { type: 'useCardEffect', ship: 'gi', ref: offer[0]?.ref }).session;
    expect(attackCount(session)).toBe(before + 1);
    expect(shipOf(session, 'gi').force?.current).toBe(1);
  });

  it('defending at range 1, it takes the attacker’s bonus die away; at range 2 it is not offered', () => {
    let session = play(engaged(startGame(rosters([wedge()], [inquisitor()]))), { type: 'declareAttack', attacker: 'wedge', defender: 'gi', arc: 'front', range: 1 }).session;
    const before = attackCount(session);
    const offer = offered(session, 'Grand Inquisitor');
    expect(offer).toEqual([expect.objectContaining({ side: 'defender', questions: ['Does the attacker roll the range 1 bonus die in this attack?'] })]);
    session = play(session, { type: 'useCardEffect', ship: 'gi', ref: offer[0]?.ref, answer: 'yes' }).session;
    expect(attackCount(session)).toBe(before - 1);
    const far = play(engaged(startGame(rosters([wedge()], [inquisitor()]))), { type: 'declareAttack', attacker: 'wedge', defender: 'gi', arc: 'front', range: 2 }).session;
    expect(offered(far, 'Grand Inquisitor')).toEqual([]);
  });
});

describe('Card · Ciena Ree (TIE/in, pilot): a friend at range 0–3 destroyed takes a stress token off her', () => {
  const ciena = () => withEffects('galactic-empire/tie-in-interceptor', 'Ciena Ree', 'ciena', '2.5');
  const academy = () => pilotEntry(TIE_LN, 'Academy Pilot', { id: 'academy' });

  it('stressed, she is asked (no choice) when her friend is destroyed; done removes the stress', () => {
    let session = play(startGame(rosters([zealot()], [ciena(), academy()])), { type: 'gainToken', ship: 'ciena', token: 'stress' }, { type: 'sufferDamage', ship: 'academy', hits: 3, crits: 0, drawForMe: true }).session;
    const prompt = promptsOf(session, 'Ciena Ree')[0];
    expect(prompt?.question).toMatch(/Ciena Ree: 1 stress removed after a friend at range 0–3 is destroyed \(no choice\)/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'ciena').tokens.stress).toBe(0);
  });

  it('unstressed, she is not asked', () => {
    const session = play(startGame(rosters([zealot()], [ciena(), academy()])), { type: 'sufferDamage', ship: 'academy', hits: 3, crits: 0, drawForMe: true }).session;
    expect(promptsOf(session, 'Ciena Ree')).toEqual([]);
  });
});

describe('Card · Gar Saxon (Gauntlet, pilot): 1 charge, a friend’s primary attack from the defender’s rear arc rolls one more die', () => {
  const gar = () => withEffects('galactic-empire/gauntlet-fighter', 'Gar Saxon', 'gar', '2.5');
  const academy = () => pilotEntry(TIE_LN, 'Academy Pilot', { id: 'academy' });
  const friendAttacks = (session: Session) => {
    for (const ship of optionsOf(session).upNext.filter((id) => id !== 'academy')) session = play(session, { type: 'passShip', ship }).session;
    return play(session, { type: 'declareAttack', attacker: 'academy', defender: 'zealot', arc: 'front', range: 2 }).session;
  };

  it('offered to Gar Saxon on the friend’s attack with its question; used, the friend rolls one more die and a charge is spent', () => {
    let session = friendAttacks(engaged(startGame(rosters([zealot()], [gar(), academy()]))));
    const before = attackCount(session);
    const offer = offered(session, 'Gar Saxon');
    expect(offer).toEqual([expect.objectContaining({ ship: 'gar', side: 'attacker', questions: ['Is the attacker at range 0–2 of Gar Saxon, in the defender’s rear arc?'] })]);
    session = play(session, { type: 'useCardEffect', ship: 'gar', ref: offer[0]?.ref, answer: 'yes' }).session;
    expect(attackCount(session)).toBe(before + 1);
    expect(shipOf(session, 'gar').charges?.current).toBe(1);
  });

  it('not offered once its charges are spent', () => {
    const drained = play(engaged(startGame(rosters([zealot()], [gar(), academy()]))), { type: 'spendCharge', ship: 'gar', charge: 'standard', amount: 2 }).session;
    expect(offered(friendAttacks(drained), 'Gar Saxon')).toEqual([]);
  });
});

describe('Card · “Double Edge” (TIE/ag): after a turret or missile attack misses, a bonus attack with another weapon', () => {
  const edge = () => withEffects('galactic-empire/tie-ag-aggressor', '“Double Edge”', 'edge', '2.5', 'dorsalturret');
  const missed = (turret: boolean) => {
    const session = engaged(startGame(rosters([zealot()], [edge()])));
    const weapon = optionsOf(session).attackers.find((option) => option.ship === 'edge')?.weapons?.find((candidate) => candidate.name === 'Dorsal Turret');
    const declared = play(session, { type: 'declareAttack', attacker: 'edge', defender: 'zealot', arc: turret ? 'single-turret' : 'front', range: 2, ...(turret ? { weaponId: weapon?.weaponId } : {}) }).session;
    return toEnd(play(declared, attackFaces(...blanks(attackCount(declared)))).session);
  };

  it('RRG · Attack: after its turret attack missed it is asked, the weapon read off the attack just made', () => {
    expect(promptsOf(missed(true), '“Double Edge”').map((prompt) => prompt.question)).toEqual([expect.stringMatching(/"Double Edge": a bonus attack with a different weapon after a turret attack missed/)]);
  });

  it('not asked after its primary attack missed', () => {
    expect(promptsOf(missed(false), '“Double Edge”')).toEqual([]);
  });
});

describe('Card · ISB Jingoist (TIE/ln): RRG · Tokens, before it engages an enemy gains a deplete or a strain, or gives up a green token', () => {
  const jingoist = () => withEffects(TIE_LN, 'ISB Jingoist', 'jingoist', '2.5');

  it('asked three ways before it engages; done on the third takes the green token the player names from the enemy', () => {
    let session = play(startGame(rosters([zealot()], [jingoist()])), { type: 'gainToken', ship: 'zealot', token: 'focus' }, { type: 'gainToken', ship: 'zealot', token: 'evade' }).session;
    session = play(skipPrompts(engaged(session)), { type: 'activateShip', ship: 'jingoist' }).session;
    const prompts = promptsOf(session, 'ISB Jingoist');
    expect(prompts.map((prompt) => prompt.question)).toEqual([expect.stringMatching(/gains 1 deplete/), expect.stringMatching(/gains 1 strain/), expect.stringMatching(/removes 1 green token instead/)]);
    const done = play(session, { type: 'answerPrompt', prompt: prompts[2]?.id, answer: 'done', ship: 'zealot', token: 'evade' }).session;
    expect(shipOf(done, 'zealot').tokens.evade).toBe(0);
    expect(shipOf(done, 'zealot').tokens.focus).toBe(1);
    expect(shipOf(done, 'zealot').tokens.strain).toBe(0);
  });
});

describe('Card · Major Mianda (TIE/ln, Battle over Endor): End Phase red barrel rolls or boosts for her and up to 2 friends', () => {
  const mianda = () => withEffects(TIE_LN, 'Major Mianda', 'mianda', '2.5');
  const friend = (id: string) => pilotEntry(TIE_LN, 'Academy Pilot', { id, actionBar: true });
  const toEndPhase = (session: Session) => nextPhases(session, 4);
  const nextPhases = (session: Session, count: number) => {
    for (let phase = 0; phase < count; phase++) session = play(skipPrompts(session), { type: 'nextPhase' }).session;
    return session;
  };

  it('asked six ways in the End Phase; a second friend named gets its red boost, the first its red barrel roll', () => {
    const session = toEndPhase(startGame(rosters([zealot()], [mianda(), friend('one'), friend('two')])));
    const prompts = promptsOf(session, 'Major Mianda');
    expect(prompts).toHaveLength(6);
    const first = prompts.find((prompt) => /a friend at range 0–2 may perform a red barrel roll/.test(prompt.question));
    const second = prompts.find((prompt) => /a second friend at range 0–2 may perform a red boost/.test(prompt.question));
    let done = play(session, { type: 'answerPrompt', prompt: first?.id, answer: 'done', ship: 'one' }).session;
    done = play(done, { type: 'answerPrompt', prompt: second?.id, answer: 'done', ship: 'two' }).session;
    expect(shipOf(done, 'one').grants).toEqual([expect.objectContaining({ source: 'Major Mianda', action: 'barrelRoll', difficulty: 'red' })]);
    expect(shipOf(done, 'two').grants).toEqual([expect.objectContaining({ source: 'Major Mianda', action: 'boost', difficulty: 'red' })]);
  });
});
