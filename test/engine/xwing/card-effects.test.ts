import { describe, expect, it } from 'vitest';
import { withEffects } from './helpers/card-effects';
import { armed } from './helpers/armament';
import { attackOf, attackFaces, defenseFaces, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, setupCommand, shipOf, startGame, stateOf, toEngagement, wedge, X_WING } from './helpers/xwing-game';
import { activeDiceEffects } from '../../../shared/engine/games/xwing/effects/active-dice-effects';
import { readCardEffects } from '../../../shared/engine/games/xwing/effects/read-effects';
import { emptySession, type Session } from '../../../shared/engine';

// Issue 34 · card effects as data, applied at their moment. Cards from xwing-data2 2.5 (read at run
// time); rules from the Rules Reference 2.5 (RRG · Modify Dice, Special Weapons, Abilities) as published
// by Atomic Mass Games, looked up for each test's name.

const torpedoLuke = () => withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'protontorpedoes');
const engaged = (attacker = torpedoLuke(), defender = howlrunner()) => toEngagement(startGame(rosters([attacker, wedge()], [defender])));
const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const torpedoId = (session: Session) => optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === 'Proton Torpedoes')?.weaponId;
const locked = (session: Session) => play(session, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
const torpedoAttack = (session: Session) => play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, weaponId: torpedoId(session) }).session;
const primaryAttack = (session: Session, range = 2) => play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range }).session;

describe('Card · Proton Torpedoes (2.5): its own hit → crit, one tap', () => {
  it('the reader reads it from the card: at Modify Attack Dice, with this weapon, 1 hit → crit (the charge is the header’s, paid at Declare Target)', () => {
    const read = readCardEffects('Proton Torpedoes', 'Attack ([Lock]): Spend 1 [Charge]. Change 1 [Hit] result to a [Critical Hit] result.', 0);
    expect(read.yourCall).toEqual([]);
    expect(read.effects).toEqual([
      expect.objectContaining({ moment: 'modifyAttackDice', role: 'attacker', upgrade: 0, conditions: [{ kind: 'weapon', weapon: 'this' }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'crit' }] }),
    ]);
  });

  it('offered once the torpedo’s dice are rolled; one tap turns a hit into a crit, said in the history; its charge was spent once, at Declare Target', () => {
    let session = torpedoAttack(locked(engaged()));
    expect(shipOf(session, 'luke').upgrades[0]?.charges?.current).toBe(1);
    expect(effectsNow(session)).toEqual([]);
    session = play(session, attackFaces('focus', 'hit', 'blank', 'hit')).session;
    const offered = effectsNow(session);
    expect(offered).toEqual([expect.objectContaining({ ship: 'luke', side: 'attacker', source: 'Proton Torpedoes', summary: 'Proton Torpedoes: 1 hit → crit', questions: [], dice: [1, 3] })]);
    expect(optionsOf(session).commands).toContain('useCardEffect');
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offered[0]?.ref });
    expect(attackOf(used.session).attackDice.map((die) => die.face)).toEqual(['focus', 'crit', 'blank', 'hit']);
    expect(sentences(used.events)[0]).toBe('Used · Proton Torpedoes: 1 hit → crit (Luke Skywalker).');
    expect(shipOf(used.session, 'luke').upgrades[0]?.charges?.current).toBe(1);
  });

  it('RRG · Abilities: used once in the attack — it is not offered again and a second use is refused in words', () => {
    let session = play(torpedoAttack(locked(engaged())), attackFaces('hit', 'hit', 'blank', 'blank')).session;
    const ref = effectsNow(session)[0]?.ref ?? '';
    session = play(session, { type: 'useCardEffect', ship: 'luke', ref }).session;
    expect(effectsNow(session)).toEqual([]);
    expectMessage(refusal(session, { type: 'useCardEffect', ship: 'luke', ref }), /Proton Torpedoes was already used in this attack\./);
  });

  it('not offered on a primary attack, nor with no hit to change', () => {
    const primary = play(primaryAttack(engaged()), attackFaces('hit', 'hit', 'focus')).session;
    expect(effectsNow(primary)).toEqual([]);
    const noHit = play(torpedoAttack(locked(engaged())), attackFaces('focus', 'blank', 'blank', 'crit')).session;
    expect(effectsNow(noHit)).toEqual([]);
  });

  it('the odds read the same facts: activeDiceEffects lists the torpedo’s change for this attack, and nothing for a primary attack', () => {
    const session = play(torpedoAttack(locked(engaged())), attackFaces('hit', 'blank', 'blank', 'blank')).session;
    expect(activeDiceEffects(stateOf(session), attackOf(session))).toEqual([
      expect.objectContaining({ side: 'attacker', source: 'Proton Torpedoes', moment: 'modifyAttackDice', dice: [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'crit' }], uses: 9, optional: true }),
    ]);
    const primary = play(primaryAttack(engaged()), attackFaces('hit', 'blank', 'blank')).session;
    expect(activeDiceEffects(stateOf(primary), attackOf(primary))).toEqual([]);
  });
});

describe('Card · Adon Fox (2.5): while defending and stressed, 1 more defense die (no choice)', () => {
  const adon = () => withEffects('rebel-alliance/a-sf-01-b-wing', 'Adon Fox', 'howl', '2.5');
  it('rolls the agility and nothing more while not stressed', () => {
    const session = play(primaryAttack(engaged(torpedoLuke(), adon())), attackFaces('hit', 'hit', 'blank')).session;
    const count = optionsOf(session).attack?.defenseDice;
    expect(count?.adjustments).toEqual([]);
  });
  it('with a stress token, the defense dice count one more, named after the card, and the roll takes that many faces', () => {
    let session = play(engaged(torpedoLuke(), adon()), { type: 'gainToken', ship: 'howl', token: 'stress' }).session;
    session = play(primaryAttack(session), attackFaces('hit', 'hit', 'blank')).session;
    const count = optionsOf(session).attack?.defenseDice;
    expect(count?.adjustments).toEqual([{ reason: 'Adon Fox', amount: 1 }]);
    const agility = shipOf(session, 'howl').agility;
    expect(count?.total).toBe(agility + 1);
    const faces = Array.from({ length: agility + 1 }, () => 'blank');
    expect(attackOf(play(session, defenseFaces(...faces)).session).defenseDice).toHaveLength(agility + 1);
    expectMessage(refusal(session, defenseFaces(...faces.slice(1))), /\d/);
  });
});

describe('Card · Fire-Control System (2.5): a lock-reroll upgrade', () => {
  const fcsLuke = () => withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'firecontrolsystem');
  it('not offered without a lock on the defender', () => {
    const session = play(primaryAttack(engaged(fcsLuke())), attackFaces('blank', 'hit', 'focus')).session;
    expect(effectsNow(session).map((effect) => effect.source)).not.toContain('Fire-Control System');
  });
  it('with the lock: one die rerolled, and then the lock cannot be spent in this attack', () => {
    let session = play(primaryAttack(locked(engaged(fcsLuke()))), attackFaces('blank', 'hit', 'focus')).session;
    const offer = effectsNow(session).find((effect) => effect.source === 'Fire-Control System');
    expect(offer).toMatchObject({ side: 'attacker', summary: 'Fire-Control System: reroll 1 attack die (its lock then stays unspent)', dice: [0, 1, 2], choosesDice: true });
    expectMessage(refusal(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref }), /Choose up to 1 attack die to reroll with Fire-Control System\./);
    session = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, dice: [0], faces: ['hit'] }).session;
    expect(attackOf(session).attackDice[0]).toEqual({ face: 'hit', rerolled: true });
    expect(optionsOf(session).attack?.diceEffects.find((effect) => effect.spend === 'lock')?.unavailable).toBe('Fire-Control System was used in this attack: Luke Skywalker cannot spend its lock in it.');
  });
});

describe('Card · Krassis Trelix (2.5): a special-attack ability', () => {
  const krassis = () => armed(withEffects('scum-and-villainy/firespray-class-patrol-craft', 'Krassis Trelix', 'luke', '2.5'), '2.5', 'ioncannon');
  it('its reroll is not offered on a primary attack; on a special attack it is; its rear-arc sentence is Declare Target’s now (no your call)', () => {
    const primary = play(primaryAttack(engaged(krassis())), attackFaces('blank', 'blank', 'blank')).session;
    expect(effectsNow(primary)).toEqual([]);
    expect(optionsOf(primary).attack?.yourCall ?? []).not.toContainEqual(expect.objectContaining({ source: 'Krassis Trelix' }));
    const ion = optionsOf(engaged(krassis())).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === 'Ion Cannon')?.weaponId;
    const special = play(play(engaged(krassis()), { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, weaponId: ion }).session, attackFaces('blank', 'blank', 'blank')).session;
    expect(effectsNow(special)).toEqual([expect.objectContaining({ source: 'Krassis Trelix', summary: 'Krassis Trelix: reroll 1 attack die' })]);
  });
});

describe('Card · Soontir Fel (2.5): a turn effect at its moment, with the one question the table cannot know', () => {
  const fel = () => withEffects('galactic-empire/tie-in-interceptor', 'Soontir Fel', 'howl', '2.5');
  it('at the start of the Engagement Phase the table is asked, in our words; done gives the focus token', () => {
    const session = engaged(luke(), fel());
    const prompt = optionsOf(session).prompts.find((candidate) => candidate.source === 'Soontir Fel');
    expect(prompt?.question).toBe('At the start of the Engagement Phase, Soontir Fel (Soontir Fel) may act: if there is an enemy ship in its bullseye arc, Soontir Fel: 1 focus · Engagement starts (no choice).');
    expect(shipOf(session, 'howl').tokens.focus).toBe(0);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' });
    expect(shipOf(done.session, 'howl').tokens.focus).toBe(1);
    expect(sentences(done.events).join(' ')).toMatch(/Used · Soontir Fel: 1 focus/);
    const skipped = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'skip' });
    expect(shipOf(skipped.session, 'howl').tokens.focus).toBe(0);
  });
});

describe('Rule · once per round (a fact’s own limit)', () => {
  it('an effect limited to once per round is offered in the first attack of the round and not in the second', () => {
    const reroll = { source: 'Test Reroll', moment: 'modifyDefenseDice' as const, role: 'defender' as const, conditions: [{ kind: 'once' as const, per: 'round' as const }], costs: [], effects: [{ kind: 'reroll' as const, pool: 'defense' as const, count: 1 as const }], optional: true, summary: 'Test Reroll: reroll 1 defense' };
    let session = play(engaged(luke(), { ...howlrunner(), effects: [reroll] }), { type: 'declareAttack', attacker: 'wedge', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'blank'), defenseFaces('blank', 'blank', 'blank')).session;
    expect(effectsNow(session)).toEqual([expect.objectContaining({ ship: 'howl', side: 'defender', source: 'Test Reroll' })]);
    session = play(session, { type: 'useCardEffect', ship: 'howl', ref: '0', dice: [0], faces: ['evade'] }, { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    expect(shipOf(session, 'howl').effectUses).toEqual([{ ref: '0', round: 1, phase: 'engagement' }]);
    session = play(primaryAttack(session), attackFaces('hit', 'hit', 'blank'), defenseFaces('blank', 'blank', 'blank')).session;
    expect(effectsNow(session)).toEqual([]);
  });
});

describe('Old logs and bad input', () => {
  it('a setup without effects (an older log) offers no card effect and keeps its ability prompts as before', () => {
    const session = play(primaryAttack(engaged(luke())), attackFaces('hit', 'hit', 'blank')).session;
    expect(effectsNow(session)).toEqual([]);
    expect(optionsOf(session).attack?.yourCall).toEqual([]);
    expect(shipOf(session, 'luke').effects).toBeUndefined();
  });
  it('a roster whose effect names an upgrade the ship does not have is refused in words', () => {
    const entry = { ...luke(), effects: [{ source: 'Ghost Card', upgrade: 3, moment: 'modifyAttackDice' as const, conditions: [], costs: [], effects: [{ kind: 'add' as const, pool: 'attack' as const, face: 'hit' as const, count: 1 }], optional: true, summary: 'Ghost: add a hit' }] };
    expectMessage(refusal(emptySession('xwing'), setupCommand(rosters([entry, wedge()], [howlrunner()]))), /Luke Skywalker: the effect of Ghost Card names an upgrade the ship does not have\./);
  });
  it('text the facts cannot cover is "your call" with a reason and never throws', () => {
    for (const text of ['', '[[[', 'While you perform a', 'Attack (: ', 'x'.repeat(5000), 'While you defend, change 99 [Bogus] results to a [Hit] result.']) {
      const read = readCardEffects('Odd Card', text);
      expect(read.effects.every((effect) => effect.summary.length <= 160)).toBe(true);
    }
    expect(readCardEffects('Odd Card', 'While you perform a dance, juggle.').yourCall).toEqual([{ source: 'Odd Card', reason: 'Sidetable does not stop at the moment it acts: apply it yourself.' }]);
  });
});

describe('Card · Maus Monare (2.5): after an evade action, a calculate token', () => {
  const maus = () => withEffects('galactic-empire/tie-in-interceptor', 'Maus Monare', 'maus', '2.5');
  const activated = () => {
    // Its ship ability (Sensitive Controls) is asked in the System Phase: skipped here.
    let session = play(startGame(rosters([wedge()], [maus()])), { type: 'nextPhase' }).session;
    for (const prompt of optionsOf(session).prompts) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
    return play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'maus' }).session;
  };
  it('right after its evade action it has no choice: the calculate token is given at once and said, with no question left', () => {
    const evaded = play(activated(), { type: 'performAction', ship: 'maus', action: 'evade' });
    expect(optionsOf(evaded.session).prompts.filter((candidate) => candidate.source === 'Maus Monare')).toEqual([]);
    expect(shipOf(evaded.session, 'maus').tokens.calculate).toBe(1);
    expect(sentences(evaded.events).join(' ')).toMatch(/Maus Monare: 1 calculate/);
  });
  it('not asked after another action', () => {
    const focused = play(activated(), { type: 'performAction', ship: 'maus', action: 'focus' }).session;
    expect(optionsOf(focused).prompts.filter((candidate) => candidate.source === 'Maus Monare')).toEqual([]);
  });
});

describe('Card · “Muse” (2.5): a turn effect on a friendly ship the player names', () => {
  const muse = () => withEffects('first-order/tie-fo-fighter', '“Muse”', 'muse', '2.5');
  it('at the start of the Engagement Phase the prompt offers the friendly ships to name; done on one removes its stress, and a wrong side is refused', () => {
    let session = toEngagement(startGame(rosters([luke()], [muse(), howlrunner()])));
    session = play(session, { type: 'gainToken', ship: 'howl', token: 'stress' }).session;
    const prompt = optionsOf(session).prompts.find((candidate) => candidate.source === '“Muse”');
    expect(prompt?.ability?.chooses).toEqual(['muse', 'howl']);
    expectMessage(refusal(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'luke' }), /acts on a friendly ship: Luke Skywalker is not one\./);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'howl' }).session;
    expect(shipOf(done, 'howl').tokens.stress).toBe(0);
  });
});

describe('Card · Networked Calculations (2.5 ship ability, facts of our own): a friend’s calculate token pays', () => {
  const drone = (id: string) => withEffects('separatist-alliance/vulture-class-droid-fighter', 'Trade Federation Drone', id, '2.5');
  const attack = (session: Session) => play(session, { type: 'declareAttack', attacker: 'd1', defender: 'howl', arc: 'front', range: 2 }, attackFaces('focus', 'blank')).session;
  const game = () => toEngagement(startGame(rosters([drone('d1'), drone('d2')], [howlrunner()])));
  it('not offered while no other friendly ship has a calculate token (its own does not pay)', () => {
    const session = attack(play(game(), { type: 'gainToken', ship: 'd1', token: 'calculate' }).session);
    expect(effectsNow(session).map((effect) => effect.source)).not.toContain('Networked Calculations');
  });
  it('with a friend’s calculate token: offered with the friend as payer; used, the focus becomes a hit and the friend’s token is spent', () => {
    const session = attack(play(game(), { type: 'gainToken', ship: 'd2', token: 'calculate' }).session);
    const offer = effectsNow(session).find((effect) => effect.source === 'Networked Calculations');
    expect(offer).toMatchObject({ ship: 'd1', side: 'attacker', payers: ['d2'], questions: ['Is that friendly ship at range 0–1?'], summary: "Networked Calculations: 1 focus → hit (a friend's calculate)" });
    expectMessage(refusal(session, { type: 'useCardEffect', ship: 'd1', ref: offer?.ref }), /Answer first: Is that friendly ship at range 0–1\?/);
    const used = play(session, { type: 'useCardEffect', ship: 'd1', ref: offer?.ref, answer: 'yes' }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'blank']);
    expect(shipOf(used, 'd2').tokens.calculate).toBe(0);
  });
});
