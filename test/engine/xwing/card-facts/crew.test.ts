import { describe, expect, it } from 'vitest';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, attackOf, defenseFaces, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, TIE_FIGHTER, toEngagement, X_WING, skipAll } from '../helpers/xwing-game';
import { crewFacts } from '../../../../shared/engine/games/xwing/effects/facts/upgrades-crew';
import { upgradeCards } from '../helpers/armament';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Session } from '../../../../shared/engine';

// Issue 34 · our facts for crew upgrades (shared/engine/games/xwing/effects/facts/upgrades-crew.ts),
// played through the real engine with the cards of xwing-data2 2.5 (read at run time). Rules from the
// Rules Reference 2.5 (RRG · Modify Dice, Charges, Damage Cards, Check Difficulty) by Atomic Mass Games.

const DECIMATOR = 'galactic-empire/vt-49-decimator';
const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);
const wedgeWith = (...crew: string[]) => withEffects(X_WING, 'Wedge Antilles', 'wedge', '2.5', ...crew);
const howlWith = (...crew: string[]) => withEffects(TIE_FIGHTER, '“Howlrunner”', 'howl', '2.5', ...crew);
const attack = (session: Session, attacker: string, defender: string, range = 2) => play(session, { type: 'declareAttack', attacker, defender, arc: 'front', range }).session;

describe('Card · Commander Pyre (2.5): the enemy chosen at setup is stressed; defending against a stressed attacker, 1 defense die rerolled', () => {
  const game = () => startGame(rosters([luke(), wedgeWith()], [howlWith('commanderpyre')]));
  it('at setup the table asks; done on an enemy ship gives it 2 stress tokens, and a friendly ship is refused in words', () => {
    const session = game();
    const prompt = promptsOf(session, 'Commander Pyre')[0];
    expect(prompt?.question).toMatch(/Commander Pyre: the enemy ship chosen gains 2 stress/);
    expectMessage(refusal(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'howl' }), /acts on an enemy ship: “Howlrunner” is not one\./);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(done, 'wedge').tokens.stress).toBe(2);
  });
  it('its reroll is offered while the attacker is stressed, and not while it is not', () => {
    // Wedge Antilles' own ability takes 1 defense die away.
    const calm = play(attack(toEngagement(skipAll(game())), 'wedge', 'howl'), attackFaces('hit', 'hit', 'blank'), defenseFaces('blank', 'blank')).session;
    expect(effectsNow(calm).map((effect) => effect.source)).not.toContain('Commander Pyre');
    const stressed = play(toEngagement(skipAll(game())), { type: 'gainToken', ship: 'wedge', token: 'stress' }).session;
    const rolled = play(attack(stressed, 'wedge', 'howl'), attackFaces('hit', 'hit', 'blank'), defenseFaces('blank', 'blank')).session;
    const offer = effectsNow(rolled).find((effect) => effect.source === 'Commander Pyre');
    expect(offer).toMatchObject({ ship: 'howl', side: 'defender', summary: 'Commander Pyre: the attacker stressed, reroll 1 defense die' });
    const used = play(rolled, { type: 'useCardEffect', ship: 'howl', ref: offer?.ref, dice: [0], faces: ['evade'] }).session;
    expect(attackOf(used).defenseDice[0]).toEqual({ face: 'evade', rerolled: true });
  });
});

describe('Card · Emperor Palpatine (2.5): his Force changes a friend’s die as the friend’s own Force would', () => {
  // The crew card's Force, as the host adds it to the ship that carries it.
  const palpatine = () => ({ ...withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5', 'emperorpalpatine'), force: { value: 1, recurs: 1 } });
  const engaged = () => toEngagement(startGame(rosters([luke(), wedgeWith()], [howlWith(), palpatine()])));
  it('a friend’s attack: 1 focus → hit, spending his Force, one tap', () => {
    const rolled = play(attack(engaged(), 'howl', 'luke'), attackFaces('focus', 'blank')).session;
    const offer = effectsNow(rolled).find((effect) => effect.source === 'Emperor Palpatine');
    expect(offer).toMatchObject({ ship: 'academy', side: 'attacker', dice: [0] });
    const used = play(rolled, { type: 'useCardEffect', ship: 'academy', ref: offer?.ref });
    expect(attackOf(used.session).attackDice.map((die) => die.face)).toEqual(['hit', 'blank']);
    expect(shipOf(used.session, 'academy').force?.current).toBe(0);
    expect(sentences(used.events)[0]).toMatch(/Used · Emperor Palpatine: a friend's attack, 1 focus → hit/);
  });
  it('not for his own ship’s attack (another friendly ship), nor with his Force spent', () => {
    const own = play(attack(engaged(), 'academy', 'luke'), attackFaces('focus', 'blank')).session;
    expect(effectsNow(own).map((effect) => effect.source)).not.toContain('Emperor Palpatine');
    const spent = play(engaged(), { type: 'spendCharge', ship: 'academy', charge: 'force' }).session;
    const rolled = play(attack(spent, 'howl', 'luke'), attackFaces('focus', 'blank')).session;
    expect(effectsNow(rolled).map((effect) => effect.source)).not.toContain('Emperor Palpatine');
  });
});

describe('Card · Chewbacca (crew, 2.5): at the start of the End Phase, a focus token repairs a faceup damage card', () => {
  const toEnd = (session: Session) => play(session, { type: 'nextPhase' }).session;
  const game = () => toEngagement(startGame(rosters([wedgeWith('chewbacca-crew')], [howlrunner()])));
  it('asked with a faceup damage card and a focus token; done spends the focus and turns the card facedown', () => {
    const session = toEnd(play(game(), { type: 'sufferDamage', ship: 'wedge', hits: 0, crits: 3, cards: ['Damaged Engine'] }, { type: 'gainToken', ship: 'wedge', token: 'focus' }).session);
    expect(shipOf(session, 'wedge').damageCards.filter((card) => card.faceup)).toHaveLength(1);
    const prompt = promptsOf(session, 'Chewbacca')[0];
    expect(prompt?.question).toMatch(/Chewbacca: repair 1 faceup damage card \(1 focus\)/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'wedge').damageCards.filter((card) => card.faceup)).toHaveLength(0);
    expect(shipOf(done, 'wedge').tokens.focus).toBe(0);
  });
  it('not asked without a faceup damage card, nor without a focus token to spend', () => {
    expect(promptsOf(toEnd(play(game(), { type: 'gainToken', ship: 'wedge', token: 'focus' }).session), 'Chewbacca')).toEqual([]);
    expect(promptsOf(toEnd(play(game(), { type: 'sufferDamage', ship: 'wedge', hits: 0, crits: 3, cards: ['Damaged Engine'] }).session), 'Chewbacca')).toEqual([]);
  });
});

describe('Card · Korr Sella (2.5): after a blue maneuver fully executed, all its stress tokens go', () => {
  const activated = (stress: number) => {
    let session = skipAll(play(startGame(rosters([wedgeWith('korrsella')], [howlrunner()])), { type: 'gainToken', ship: 'wedge', token: 'stress', count: stress }).session);
    session = skipAll(play(session, { type: 'nextPhase' }).session);
    session = skipAll(play(session, { type: 'nextPhase' }).session);
    return play(session, { type: 'activateShip', ship: 'howl' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'wedge' }).session;
  };
  it('a blue maneuver takes one stress by the rules, and the card (no choice) takes the rest at once', () => {
    const moved = play(activated(3), { type: 'executeManeuver', ship: 'wedge', speed: 2, bearing: 'straight', difficulty: 'blue' }).session;
    expect(promptsOf(moved, 'Korr Sella')).toEqual([]);
    expect(shipOf(moved, 'wedge').tokens.stress).toBe(0);
  });
  it('not asked after a white maneuver', () => {
    const moved = play(activated(1), { type: 'executeManeuver', ship: 'wedge', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    expect(promptsOf(moved, 'Korr Sella')).toEqual([]);
  });
});

describe('Card · C-3PO (crew, 2.5): after a calculate or coordinate action, 1 calculate token more', () => {
  const DRONE = 'separatist-alliance/vulture-class-droid-fighter';
  const activated = () => {
    const drone = withEffects(DRONE, 'Trade Federation Drone', 'drone', '2.5', 'c3po-crew');
    const session = skipAll(play(startGame(rosters([luke()], [{ ...drone, actions: [...(drone.actions ?? []), { action: 'focus', difficulty: 'white' }] }])), { type: 'nextPhase' }).session);
    return play(skipAll(play(session, { type: 'nextPhase' }).session), { type: 'activateShip', ship: 'drone' }, { type: 'executeManeuver', ship: 'drone', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
  };
  it('right after its calculate action, with no choice, the second calculate token comes at once', () => {
    const calculated = play(activated(), { type: 'performAction', ship: 'drone', action: 'calculate' }).session;
    expect(promptsOf(calculated, 'C-3PO')).toEqual([]);
    expect(shipOf(calculated, 'drone').tokens.calculate).toBe(2);
  });
  it('not asked after a focus action', () => {
    const focused = play(activated(), { type: 'performAction', ship: 'drone', action: 'focus' }).session;
    expect(promptsOf(focused, 'C-3PO')).toEqual([]);
  });
});

describe('Card · Admiral Sloane (2.5): a friend destroyed at range 0–3 stresses its attacker; friends reroll against stressed ships', () => {
  const game = () => toEngagement(startGame(rosters([luke(), wedgeWith()], [howlWith(), withEffects(DECIMATOR, 'Rear Admiral Chiraneau', 'decimator', '2.5', 'admiralsloane')])));
  it('after a friend defends, the table asks; done gives the attacker 2 stress tokens', () => {
    let session = play(attack(game(), 'luke', 'howl'), attackFaces('hit', 'hit', 'crit'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    const prompt = promptsOf(session, 'Admiral Sloane')[0];
    expect(prompt?.question).toMatch(/there is a friend at range 0–3 destroyed by that attack, Admiral Sloane: the attacker gains 2 stress/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').tokens.stress).toBe(2);
  });
  it('a friend attacking a stressed ship may reroll 1 attack die (asked the range); not against a ship with no stress', () => {
    const calm = play(attack(game(), 'howl', 'luke'), attackFaces('blank', 'hit')).session;
    expect(effectsNow(calm).map((effect) => effect.source)).not.toContain('Admiral Sloane');
    const rolled = play(attack(play(game(), { type: 'gainToken', ship: 'luke', token: 'stress' }).session, 'howl', 'luke'), attackFaces('blank', 'hit')).session;
    const offer = effectsNow(rolled).find((effect) => effect.source === 'Admiral Sloane');
    expect(offer).toMatchObject({ ship: 'decimator', side: 'attacker', questions: ['Is the attacker at range 0–3 of it?'] });
    expectMessage(refusal(rolled, { type: 'useCardEffect', ship: 'decimator', ref: offer?.ref, dice: [0], faces: ['hit'] }), /Answer first: Is the attacker at range 0–3 of it\?/);
    const used = play(rolled, { type: 'useCardEffect', ship: 'decimator', ref: offer?.ref, answer: 'yes', dice: [0], faces: ['hit'] }).session;
    expect(attackOf(used).attackDice[0]).toEqual({ face: 'hit', rerolled: true });
  });
});

describe('Card · 0-0-0 (2.5): at the start of the Engagement Phase, a calculate token unless the enemy at range 0–1 takes a stress', () => {
  it('two questions, one per answer of the enemy; done on the first gives the calculate, on the second stresses the enemy named', () => {
    const session = toEngagement(startGame(rosters([luke()], [howlWith('000')])));
    const [refused, taken] = promptsOf(session, '0-0-0');
    expect(refused?.question).toMatch(/there is an enemy ship at range 0–1 whose player will not take a stress token, 0-0-0: 1 calculate/);
    expect(shipOf(play(session, { type: 'answerPrompt', prompt: refused?.id, answer: 'done' }).session, 'howl').tokens.calculate).toBe(1);
    const stressed = play(session, { type: 'answerPrompt', prompt: taken?.id, answer: 'done', ship: 'luke' }).session;
    expect(shipOf(stressed, 'luke').tokens.stress).toBe(1);
    expect(shipOf(stressed, 'howl').tokens.calculate).toBe(0);
  });
});

describe('Card · Freelance Slicer (2.5): defending, its lock on the attacker spent before the attack dice: the attacker is jammed', () => {
  const game = () => toEngagement(startGame(rosters([luke(), wedgeWith()], [howlWith('freelanceslicer')])));
  it('offered before the attack roll with a lock on the attacker; one tap spends the lock and jams the attacker', () => {
    const declared = attack(play(game(), { type: 'gainToken', ship: 'luke', token: 'lock', lockedBy: 'howl' }).session, 'luke', 'howl');
    const offer = effectsNow(declared).find((effect) => effect.summary.startsWith('Freelance Slicer: its lock spent'));
    expect(offer).toMatchObject({ ship: 'howl', side: 'defender' });
    const used = play(declared, { type: 'useCardEffect', ship: 'howl', ref: offer?.ref }).session;
    expect(shipOf(used, 'luke').tokens.jam).toBe(1);
    expect(shipOf(used, 'luke').tokens.lock).toEqual([]);
  });
  it('not offered without a lock on the attacker', () => {
    const declared = attack(game(), 'luke', 'howl');
    expect(effectsNow(declared).map((effect) => effect.summary)).not.toContain('Freelance Slicer: its lock spent, the attacker gains 1 jam; roll 1 attack die');
  });
});

describe('Card · Chewbacca (Hound’s Tooth crew, 2.5): 1 of its 2 charges lost at setup; 2 charges of its own card change 1 focus → crit', () => {
  const game = () => startGame(rosters([wedgeWith('chewbacca-crew-swz19')], [howlrunner()]));
  it('at setup done spends 1 charge of the card; with 1 charge left its change is not offered', () => {
    const session = game();
    const prompt = promptsOf(session, 'Chewbacca')[0];
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'wedge').upgrades[0]?.charges?.current).toBe(1);
    const rolled = play(attack(toEngagement(done), 'wedge', 'howl'), attackFaces('focus', 'hit', 'blank')).session;
    expect(effectsNow(rolled).map((effect) => effect.source)).not.toContain('Chewbacca');
  });
  it('with both charges on the card (its lost one recovered), one tap turns a focus into a crit and empties the card', () => {
    const session = game();
    let ready = play(session, { type: 'answerPrompt', prompt: promptsOf(session, 'Chewbacca')[0]?.id, answer: 'done' }).session;
    // Its charge back when a friend is dealt a damage card is the players' part: recovered by hand here.
    ready = play(ready, { type: 'recoverCharge', ship: 'wedge', charge: 'standard', upgrade: shipOf(ready, 'wedge').upgrades[0]?.id }).session;
    const rolled = play(attack(toEngagement(ready), 'wedge', 'howl'), attackFaces('focus', 'hit', 'blank')).session;
    const offer = effectsNow(rolled).find((effect) => effect.source === 'Chewbacca');
    expect(offer).toMatchObject({ side: 'attacker', summary: 'Chewbacca: 1 focus → crit (2 charges)', dice: [0] });
    const used = play(rolled, { type: 'useCardEffect', ship: 'wedge', ref: offer?.ref }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['crit', 'hit', 'blank']);
    expect(shipOf(used, 'wedge').upgrades[0]?.charges?.current).toBe(0);
  });
});

describe('Card · Tristan Wren (2.5): a friend’s ordnance attack at range 0–3, 1 hit → crit for his card’s charge', () => {
  it('offered to his ship on a friend’s torpedo attack, asking the range; his card’s charge pays; not on a primary attack', () => {
    const torpedoLuke = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'protontorpedoes');
    const session = play(toEngagement(startGame(rosters([torpedoLuke, wedgeWith('tristanwren')], [howlrunner()]))), { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
    const primary = play(attack(session, 'luke', 'howl'), attackFaces('hit', 'blank', 'blank')).session;
    expect(effectsNow(primary).map((effect) => effect.source)).not.toContain('Tristan Wren');
    const torpedo = optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === 'Proton Torpedoes')?.weaponId;
    const rolled = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, weaponId: torpedo }, attackFaces('hit', 'blank', 'blank', 'blank')).session;
    const offer = effectsNow(rolled).find((effect) => effect.source === 'Tristan Wren');
    expect(offer).toMatchObject({ ship: 'wedge', side: 'attacker', questions: ['Is the attacker at range 0–3 of it?'], dice: [0] });
    const used = play(rolled, { type: 'useCardEffect', ship: 'wedge', ref: offer?.ref, answer: 'yes' }).session;
    expect(attackOf(used).attackDice[0]?.face).toBe('crit');
    expect(shipOf(used, 'wedge').upgrades[0]?.charges?.current).toBe(0);
  });
});

describe('Card · Han Solo (crew, 2.5): after an evade action, 1 more evade token per enemy ship at range 0–1', () => {
  const activated = () => {
    const session = skipAll(play(startGame(rosters([luke()], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5', 'hansolo-crew')])), { type: 'nextPhase' }).session);
    return play(skipAll(play(session, { type: 'nextPhase' }).session), { type: 'activateShip', ship: 'academy' }, { type: 'executeManeuver', ship: 'academy', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
  };
  it('one question per enemy ship counted; done on two of them gives two more evade tokens', () => {
    let session = play(activated(), { type: 'performAction', ship: 'academy', action: 'evade' }).session;
    const asked = promptsOf(session, 'Han Solo');
    expect(asked.map((prompt) => prompt.question.replace(/^.*may act: /, ''))).toEqual([
      'if there is at least 1 enemy ship at range 0–1, Han Solo: 1 more evade token (enemy ship no. 1 at range 0–1) (no choice).',
      'if there is a 2nd enemy ship at range 0–1, Han Solo: 1 more evade token (enemy ship no. 2 at range 0–1) (no choice).',
      'if there is a 3rd enemy ship at range 0–1, Han Solo: 1 more evade token (enemy ship no. 3 at range 0–1) (no choice).',
      'if there is a 4th enemy ship at range 0–1, Han Solo: 1 more evade token (enemy ship no. 4 at range 0–1) (no choice).',
    ]);
    for (const [n, prompt] of asked.entries()) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: n < 2 ? 'done' : 'skip' }).session;
    expect(shipOf(session, 'academy').tokens.evade).toBe(3);
  });
  it('not asked after a focus action', () => {
    expect(promptsOf(play(activated(), { type: 'performAction', ship: 'academy', action: 'focus' }).session, 'Han Solo')).toEqual([]);
  });
});

describe('Card · R2-D2 (crew, 2.5): in the End Phase, damaged and with no shield up, 1 shield back (its die may expose a card)', () => {
  const toEnd = (session: Session) => play(session, { type: 'nextPhase' }).session;
  const game = () => toEngagement(startGame(rosters([wedgeWith('r2d2-crew')], [howlrunner()])));
  it('asked once its shields are down and it holds a damage card; done recovers 1 shield; the die’s exposure is its own question', () => {
    const session = toEnd(play(game(), { type: 'sufferDamage', ship: 'wedge', hits: 3, crits: 0, cards: ['Damaged Engine'] }).session);
    expect(shipOf(session, 'wedge').shields.current).toBe(0);
    const [recover, expose] = promptsOf(session, 'R2-D2');
    expect(recover?.question).toMatch(/R2-D2: roll 1 attack die to recover 1 shield\.$/);
    expect(expose?.question).toMatch(/if it did roll a hit on its R2-D2 die, R2-D2: its die hit, expose 1 damage card \(no choice\)/);
    expect(shipOf(play(session, { type: 'answerPrompt', prompt: recover?.id, answer: 'done' }).session, 'wedge').shields.current).toBe(1);
  });
  it('not asked for the shield while a shield is still up', () => {
    const session = toEnd(play(game(), { type: 'sufferDamage', ship: 'wedge', hits: 3, crits: 0, cards: ['Damaged Engine'] }, { type: 'recoverShield', ship: 'wedge' }).session);
    expect(promptsOf(session, 'R2-D2').map((prompt) => prompt.question)).not.toContainEqual(expect.stringMatching(/recover 1 shield/));
  });
});

describe('Card facts · a crew card that shares a pilot’s xws id and name has no entry (it would play on the pilot too)', () => {
  it('no key of the crew table names a crew card whose id and title a pilot of the same edition also has', () => {
    for (const edition of ['2.0', '2.5'] as const) {
      const root = path.resolve(import.meta.dirname, `../../../../../shared/data/xwing-data2-${edition}/data/pilots`);
      const files = readdirSync(root).flatMap((faction) => readdirSync(path.join(root, faction)).map((file) => path.join(root, faction, file)));
      const pilots = new Set(files.flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { pilots: { xws: string; name: string }[] }).pilots.map((pilot) => `${pilot.xws}|${pilot.name}`)));
      expect(pilots.size).toBeGreaterThan(300);
      const crew = upgradeCards(edition).filter((card) => card.sides.some((side) => side.type === 'Crew'));
      for (const card of crew) {
        for (const side of card.sides) {
          const title = String(side.title);
          if (!pilots.has(`${card.xws}|${title}`)) continue;
          const keys = [card.xws, `${card.xws}|${title}`, `${card.xws}@${edition}`, `${card.xws}|${title}@${edition}`];
          expect(keys.filter((key) => crewFacts[key] !== undefined), `${edition} ${title}`).toEqual([]);
        }
      }
    }
  });
});
