import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { withEffects } from '../helpers/card-effects';
import { factsOfCard } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { cardFacts } from '../../../../shared/engine/games/xwing/effects/facts';
import { upgradeFactsSharingAPilotId } from '../../../../shared/engine/games/xwing/effects/facts/upgrades-pilot-skills';
import type { Edition } from '../helpers/armament';
import { attackFaces, attackOf, defenseFaces, expectMessage, optionsOf, play, refusal, rosters, sentences, shipOf, stateOf, TIE_FIGHTER, X_WING } from '../helpers/xwing-game';

// Issue 34 · our facts for astromechs, gunners, talents, Force powers, tech and sensors
// (shared/engine/games/xwing/effects/facts/upgrades-pilot-skills.ts), played through the engine with
// the real card data (xwing-data2, read at run time). Rules: the Rules Reference (RRG · Modify Dice,
// Abilities, Charges, Actions, End Phase) as published by Atomic Mass Games.

const T_70 = 'resistance/t-70-x-wing';
/** A T-65 pilot without an ability of his own, carrying the cards under test. */
const veteran = (edition: Edition, ...upgrades: string[]) => withEffects(X_WING, 'Red Squadron Veteran', 'vet', edition, ...upgrades);
const escort = (edition: Edition, ...upgrades: string[]) => withEffects(X_WING, 'Blue Squadron Escort', 'escort', edition, ...upgrades);
const academy = (edition: Edition = '2.5', ...upgrades: string[]) => withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', edition, ...upgrades);

function game(rebels: XwingPilotRosterEntry[], empire: XwingPilotRosterEntry[], edition: Edition = '2.5'): Session {
  return play(emptySession('xwing'), { type: 'setup', seed: 'pilot-skills', players: rosters(rebels, empire), rules: 3, edition }).session;
}

/** On to this phase; every card question asked on the way is skipped. */
function toPhase(session: Session, phase: string): Session {
  for (let guard = 0; guard < 16 && stateOf(session).phase !== phase; guard++) {
    const open = optionsOf(session).prompts;
    if (open.length > 0) for (const prompt of open) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
    else session = play(session, { type: 'nextPhase' }).session;
  }
  return session;
}

/** The Academy Pilot (initiative 1) activates first and does nothing; then the veteran reveals this maneuver. */
function veteranManeuvers(session: Session, difficulty: 'white' | 'red' | 'blue' = 'white'): ReturnType<typeof play> {
  const activating = play(toPhase(session, 'activation'), { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'vet' }).session;
  return play(activating, { type: 'executeManeuver', ship: 'vet', speed: 2, bearing: 'straight', difficulty });
}

const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const offered = (session: Session, source: string) => effectsNow(session).filter((effect) => effect.source === source);
const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);
const charges = (session: Session, ship: string, upgrade = 0) => shipOf(session, ship).upgrades[upgrade]?.charges?.current;
const vetAttacks = (session: Session, arc = 'front') => play(session, { type: 'declareAttack', attacker: 'vet', defender: 'academy', arc, range: 2 }).session;

describe('Card · BT-1 (2.5): 1 hit → crit for each stress token of the defender', () => {
  const engaged = (stress: number) => {
    let session = toPhase(game([veteran('2.5', 'bt1')], [academy()]), 'engagement');
    if (stress > 0) session = play(session, { type: 'gainToken', ship: 'academy', token: 'stress', count: stress }).session;
    return play(vetAttacks(session), attackFaces('hit', 'hit', 'focus')).session;
  };
  it('not offered against a defender with no stress token', () => {
    expect(offered(engaged(0), 'BT-1')).toEqual([]);
  });
  it('against 2 stress tokens it is offered twice, and the two taps turn both hits into crits', () => {
    let session = engaged(2);
    const offers = offered(session, 'BT-1');
    expect(offers.map((offer) => offer.summary)).toEqual(["BT-1: 1 hit → crit (for the defender's stress token 1)", "BT-1: 1 hit → crit (for the defender's stress token 2)"]);
    session = play(session, { type: 'useCardEffect', ship: 'vet', ref: offers[0]?.ref }).session;
    expect(attackOf(session).attackDice.map((die) => die.face)).toEqual(['crit', 'hit', 'focus']);
    session = play(session, { type: 'useCardEffect', ship: 'vet', ref: offers[1]?.ref }).session;
    expect(attackOf(session).attackDice.map((die) => die.face)).toEqual(['crit', 'crit', 'focus']);
    expect(offered(session, 'BT-1')).toEqual([]);
  });
});

describe('Card · R4-B11 (2.5): the attacker takes a red or orange token off the defender to reroll its defense dice', () => {
  const defending = (token: 'stress' | null) => {
    let session = toPhase(game([veteran('2.5', 'r4b11')], [academy()]), 'engagement');
    if (token) session = play(session, { type: 'gainToken', ship: 'academy', token }).session;
    return play(vetAttacks(session), attackFaces('hit', 'hit', 'hit'), defenseFaces('evade', 'evade', 'focus')).session;
  };
  it('not offered when the defender has no such token', () => {
    expect(offered(defending(null), 'R4-B11')).toEqual([]);
  });
  it('with a stressed defender: offered to the attacker at Modify Defense Dice; used, the stress goes and the dice it picks are rerolled', () => {
    let session = defending('stress');
    const [offer] = offered(session, 'R4-B11');
    expect(offer).toMatchObject({ ship: 'vet', side: 'attacker', summary: 'R4-B11: remove a red or orange token of the defender to reroll any defense dice', dice: [0, 1, 2] });
    session = play(session, { type: 'useCardEffect', ship: 'vet', ref: offer?.ref, dice: [0, 1], faces: ['blank', 'blank'] }).session;
    expect(shipOf(session, 'academy').tokens.stress).toBe(0);
    expect(attackOf(session).defenseDice.map((die) => die.face)).toEqual(['blank', 'blank', 'focus']);
  });
});

describe('Card · Seventh Fleet Gunner (2.5): a friend’s primary attack rolls 1 more die, for the gunner’s own charge', () => {
  const attacking = (spent: boolean) => {
    let session = toPhase(game([veteran('2.5'), escort('2.5', 'seventhfleetgunner')], [academy()]), 'engagement');
    if (spent) session = play(session, { type: 'spendCharge', ship: 'escort', charge: 'standard', upgrade: shipOf(session, 'escort').upgrades[0]?.id }).session;
    return vetAttacks(session);
  };
  it('offered on the gunner’s ship with its question while the friend declares a primary attack; used, its card’s charge is spent and the attack rolls 1 more die', () => {
    let session = attacking(false);
    const [offer] = offered(session, 'Seventh Fleet Gunner');
    expect(offer).toMatchObject({ ship: 'escort', side: 'attacker', questions: ['Is the defender in its firing arc, and does the attacker roll fewer than 4 dice?'] });
    const before = optionsOf(session).attack?.attackDice.total ?? 0;
    session = play(session, { type: 'useCardEffect', ship: 'escort', ref: offer?.ref, answer: 'yes' }).session;
    expect(charges(session, 'escort')).toBe(0);
    expect(optionsOf(session).attack?.attackDice.total).toBe(before + 1);
    expect(optionsOf(session).attack?.attackDice.adjustments).toContainEqual({ reason: 'Seventh Fleet Gunner', amount: 1 });
  });
  it('not offered once its charge is spent', () => {
    expect(offered(attacking(true), 'Seventh Fleet Gunner')).toEqual([]);
  });
  it('System Phase: asked whether to take a disarm token for its charge back; done gives both', () => {
    let session = game([veteran('2.5'), escort('2.5', 'seventhfleetgunner')], [academy()]);
    session = play(session, { type: 'spendCharge', ship: 'escort', charge: 'standard', upgrade: shipOf(session, 'escort').upgrades[0]?.id }, { type: 'nextPhase' }).session;
    const [prompt] = promptsOf(session, 'Seventh Fleet Gunner');
    expect(prompt?.question).toMatch(/Seventh Fleet Gunner: recover 1 charge \(\+1 disarm\) · System Phase/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(charges(session, 'escort')).toBe(1);
    expect(shipOf(session, 'escort').tokens.disarm).toBe(1);
  });
});

describe('Card · R2-A3 (2.5): after an action, a lock for its own charge', () => {
  it('asked after the focus action; done on an enemy gives the lock and spends the card’s charge', () => {
    const session = veteranManeuvers(game([veteran('2.5', 'r2a3-battleoverendor')], [academy()])).session;
    const acted = play(session, { type: 'performAction', ship: 'vet', action: 'focus' }).session;
    const [prompt] = promptsOf(acted, 'R2-A3');
    expect(prompt?.question).toMatch(/R2-A3: a lock \(1 charge\) · after an action/);
    const done = play(acted, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'academy' }).session;
    expect(shipOf(done, 'academy').tokens.lock).toEqual(['vet']);
    expect(charges(done, 'vet')).toBe(0);
  });
  it('not asked once its charge is spent', () => {
    let session = game([veteran('2.5', 'r2a3-battleoverendor')], [academy()]);
    session = play(session, { type: 'spendCharge', ship: 'vet', charge: 'standard', upgrade: shipOf(session, 'vet').upgrades[0]?.id }).session;
    const acted = play(veteranManeuvers(session).session, { type: 'performAction', ship: 'vet', action: 'focus' }).session;
    expect(promptsOf(acted, 'R2-A3')).toEqual([]);
  });
});

describe('Card · Push The Limit (2.5): after a red maneuver, a strain token takes a stress token away', () => {
  it('asked after a red maneuver; done trades the stress for a strain', () => {
    const moved = veteranManeuvers(game([veteran('2.5', 'pushthelimit-battleoverendor')], [academy()]), 'red').session;
    expect(shipOf(moved, 'vet').tokens.stress).toBe(1);
    const [prompt] = promptsOf(moved, 'Push The Limit');
    expect(prompt?.question).toMatch(/Push The Limit: remove 1 stress \(\+1 strain\) · after a red maneuver/);
    const done = play(moved, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'vet').tokens).toMatchObject({ stress: 0, strain: 1 });
  });
  it('not asked after a white maneuver', () => {
    const moved = veteranManeuvers(game([veteran('2.5', 'pushthelimit-battleoverendor')], [academy()]), 'white').session;
    expect(promptsOf(moved, 'Push The Limit')).toEqual([]);
  });
});

describe('Card · R2-D2 (Resistance, 2.5): in the End Phase, a shield for a red token, or a shield back when none is left', () => {
  const rookie = () => withEffects(T_70, 'Blue Squadron Rookie', 'rookie', '2.5', 'r2d2-resistance');
  it('shielded and stressed: asked to spend a shield and a charge for the stress; done does all three', () => {
    let session = toPhase(game([rookie()], [academy()]), 'engagement');
    session = play(session, { type: 'gainToken', ship: 'rookie', token: 'stress' }).session;
    session = toPhase(session, 'end');
    const asked = promptsOf(session, 'R2-D2');
    expect(asked.map((prompt) => prompt.ability?.summary)).toEqual(['R2-D2: spend 1 shield to remove 1 red token (1 charge) · End Phase']);
    const done = play(session, { type: 'answerPrompt', prompt: asked[0]?.id, answer: 'done' }).session;
    expect(shipOf(done, 'rookie').shields.current).toBe(2);
    expect(shipOf(done, 'rookie').tokens.stress).toBe(0);
    expect(charges(done, 'rookie')).toBe(3);
  });
  it('with no shield left: only the shield back is asked; done costs 2 charges and a deplete token', () => {
    let session = toPhase(game([rookie()], [academy()]), 'engagement');
    session = play(session, { type: 'gainToken', ship: 'rookie', token: 'stress' }, { type: 'sufferDamage', ship: 'rookie', hits: 3, crits: 0, drawForMe: true }).session;
    expect(shipOf(session, 'rookie').shields.current).toBe(0);
    session = toPhase(session, 'end');
    const asked = promptsOf(session, 'R2-D2');
    expect(asked.map((prompt) => prompt.ability?.summary)).toEqual(['R2-D2: recover 1 shield (2 charges, +1 deplete) · End Phase']);
    const done = play(session, { type: 'answerPrompt', prompt: asked[0]?.id, answer: 'done' }).session;
    expect(shipOf(done, 'rookie').shields.current).toBe(1);
    expect(shipOf(done, 'rookie').tokens.deplete).toBe(1);
    expect(charges(done, 'rookie')).toBe(2);
  });
});

describe('Card · Airen Cracken (2.5): after defending against a hit, a bonus primary attack for a deplete token', () => {
  const defended = (faces: string[]) => {
    let session = toPhase(game([veteran('2.5', 'airencracken-battleoverendor')], [academy()]), 'engagement');
    session = play(session, { type: 'passShip', ship: 'vet' }, { type: 'declareAttack', attacker: 'academy', defender: 'vet', arc: 'front', range: 2 }, attackFaces(...faces), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }).session;
    return stateOf(session).attack ? play(session, { type: 'dealDamage', drawForMe: true }).session : session;
  };
  it('asked after an attack that hit it; done gives it the deplete token and the history says so', () => {
    const session = defended(['hit', 'hit']);
    const [prompt] = promptsOf(session, 'Airen Cracken');
    expect(prompt?.question).toMatch(/Airen Cracken: a bonus primary attack at the attacker \(\+1 deplete\) · after defending/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' });
    expect(shipOf(done.session, 'vet').tokens.deplete).toBe(1);
    expect(sentences(done.events).join(' ')).toMatch(/Airen Cracken/);
  });
  it('not asked after an attack that missed', () => {
    expect(promptsOf(defended(['blank', 'blank']), 'Airen Cracken')).toEqual([]);
  });
});

describe('Card · Deadeye Shot (2.5): in the bullseye, a hit spent or a crit made a hit exposes a damage card of the defender', () => {
  const attacked = () => {
    let session = toPhase(game([veteran('2.5', 'deadeyeshot')], [academy()]), 'engagement');
    session = play(session, { type: 'sufferDamage', ship: 'academy', hits: 1, crits: 0, drawForMe: true }).session;
    return play(vetAttacks(session), attackFaces('hit', 'crit', 'blank')).session;
  };
  it('on a front arc attack both ways are offered with the bullseye question; the crit made a hit turns its facedown card faceup', () => {
    let session = attacked();
    const offers = offered(session, 'Deadeye Shot');
    expect(offers.map((offer) => [offer.summary, offer.questions])).toEqual([
      ['Deadeye Shot: spend 1 hit result, the defender exposes a damage card', ['Is the defender in its bullseye arc?']],
      ['Deadeye Shot: 1 crit → hit, the defender exposes a damage card', ['Is the defender in its bullseye arc?']],
    ]);
    expect(shipOf(session, 'academy').damageCards.map((card) => card.faceup)).toEqual([false]);
    session = play(session, { type: 'useCardEffect', ship: 'vet', ref: offers[1]?.ref, answer: 'yes' }).session;
    expect(attackOf(session).attackDice.map((die) => die.face)).toEqual(['hit', 'hit', 'blank']);
    expect(shipOf(session, 'academy').damageCards.map((card) => card.faceup)).toEqual([true]);
  });
});

describe('Card · BB Astromech (2.0): before a blue maneuver, a barrel roll for its own charge', () => {
  it('asked once the dial is revealed; the barrel roll it grants is performed and paid with the card’s charge, and its question closes', () => {
    const revealed = veteranManeuvers(game([veteran('2.0', 'bbastromech')], [academy('2.0')], '2.0'), 'blue').session;
    const asked = promptsOf(revealed, 'BB Astromech');
    expect(asked.map((prompt) => prompt.ability?.summary)).toEqual(['if it is revealing a blue maneuver, BB Astromech: barrel roll action before a blue maneuver (1 charge)']);
    const rolled = play(revealed, { type: 'performAction', ship: 'vet', action: 'barrelRoll', grantedBy: { source: 'BB Astromech', difficulty: 'white' } }).session;
    expect(charges(rolled, 'vet')).toBe(1);
    expect(promptsOf(rolled, 'BB Astromech')).toEqual([]);
  });
});

describe('Card facts · an upgrade that shares its xws id with a pilot is kept out of the table', () => {
  it('Luke Skywalker the pilot keeps his own reading (his Force back as the defender), not the gunner’s', () => {
    const read = factsOfCard('lukeskywalker', 'Luke Skywalker', 'After you become the defender (before dice are rolled), you may recover 1 [Force].', undefined, '2.5');
    expect(read.effects).toEqual([expect.objectContaining({ moment: 'declareTarget', role: 'defender', effects: [{ kind: 'recover', what: 'force', amount: 1 }] })]);
    for (const key of Object.keys(upgradeFactsSharingAPilotId)) expect(cardFacts[key]).toBeUndefined();
  });
});

describe('Card · Sensor Scramblers (2.5): a cloak token at setup', () => {
  it('asked at setup (no choice); done cloaks the ship; its other sentences are facts too (shared-locks.test.ts), none the players’ call', () => {
    const session = game([veteran('2.5', 'sensorscramblers')], [academy()]);
    const [prompt] = promptsOf(session, 'Sensor Scramblers');
    expect(prompt?.question).toMatch(/Sensor Scramblers: 1 cloak · setup \(no choice\)/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'vet').tokens.cloak).toBe(1);
    expect(shipOf(done, 'vet').yourCall?.filter((call) => call.source === 'Sensor Scramblers') ?? []).toEqual([]);
  });
});

describe('Card · Dedicated (2.5): a friend defending rerolls a blank result, for a strain token on the card’s ship', () => {
  const defending = (strained: boolean) => {
    let session = toPhase(game([veteran('2.5'), escort('2.5', 'dedicated')], [academy()]), 'engagement');
    if (strained) session = play(session, { type: 'gainToken', ship: 'escort', token: 'strain' }).session;
    return play(session, { type: 'passShip', ship: 'vet' }, { type: 'passShip', ship: 'escort' }, { type: 'declareAttack', attacker: 'academy', defender: 'vet', arc: 'front', range: 2 }, attackFaces('hit', 'hit'), defenseFaces('blank', 'focus')).session;
  };
  it('offered on the friend’s ship with its question; used, the card’s ship gains a strain and the blank is rerolled', () => {
    let session = defending(false);
    const [offer] = offered(session, 'Dedicated');
    expect(offer).toMatchObject({ ship: 'escort', side: 'defender', dice: [0], questions: ['Is that friend in its left or right arc at range 0–2, and limited or with Dedicated?'] });
    session = play(session, { type: 'useCardEffect', ship: 'escort', ref: offer?.ref, answer: 'yes', faces: ['evade'] }).session;
    expect(shipOf(session, 'escort').tokens.strain).toBe(1);
    expect(attackOf(session).defenseDice.map((die) => die.face)).toEqual(['evade', 'focus']);
  });
  it('not offered while the card’s ship is strained', () => {
    expect(offered(defending(true), 'Dedicated')).toEqual([]);
  });
});

describe('Card · Tiber Saxon (2.5): after a hit on a defender with no faceup damage card, strain for each charge spent', () => {
  const attacked = (faces: string[]) => {
    const session = toPhase(game([veteran('2.5', 'tibersaxon')], [academy()]), 'engagement');
    return play(vetAttacks(session), attackFaces(...faces), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
  };
  it('asked twice (1 or 2 charges) with the range question; done on the 2-charge one gives 2 strain and empties the card', () => {
    const session = attacked(['hit', 'hit', 'blank']);
    const asked = promptsOf(session, 'Tiber Saxon');
    expect(asked.map((prompt) => prompt.ability?.summary)).toEqual([
      'if it did attack at range 1–2, Tiber Saxon: the defender gains 1 strain (1 charge) · after a hit',
      'if it did attack at range 1–2, Tiber Saxon: the defender gains 2 strain (2 charges) · after a hit',
    ]);
    const done = play(session, { type: 'answerPrompt', prompt: asked[1]?.id, answer: 'done' }).session;
    expect(shipOf(done, 'academy').tokens.strain).toBe(2);
    expect(charges(done, 'vet')).toBe(0);
  });
  it('not asked once the hit dealt the defender a faceup damage card', () => {
    const session = attacked(['crit', 'blank', 'blank']);
    expect(shipOf(session, 'academy').damageCards.some((card) => card.faceup)).toBe(true);
    expect(promptsOf(session, 'Tiber Saxon')).toEqual([]);
  });
});

describe('Card · Instinctive Aim (2.5, the card’s own facts): 1 Force fires a lock weapon without the lock', () => {
  it('the torpedo is offered against an enemy it has not locked, at 1 Force; declared, the Force is spent', () => {
    const aimLuke = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'protontorpedoes', 'instinctiveaim');
    const session = toPhase(game([aimLuke], [academy()]), 'engagement');
    const torpedo = optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === 'Proton Torpedoes');
    expect(torpedo?.lifts).toEqual([{ ship: 'academy', source: 'Instinctive Aim', requirement: 'lock', cost: '1 Force' }]);
    const force = shipOf(session, 'luke').force?.current ?? 0;
    const declared = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'academy', arc: 'front', range: 2, weaponId: torpedo?.weaponId }).session;
    expect(shipOf(declared, 'luke').force?.current).toBe(force - 1);
  });
});

describe('Card · Ensnare (2.5): at the end of the Activation Phase a tractored ship passes a tractor token to a ship it names', () => {
  const activationEnds = (tractored: boolean) => {
    let session = game([veteran('2.5', 'ensnare')], [academy()]);
    if (tractored) session = play(session, { type: 'gainToken', ship: 'vet', token: 'tractor' }).session;
    return play(toPhase(session, 'activation'), { type: 'nextPhase' }).session;
  };
  it('asked while tractored, with its question; done on the named ship moves the token, and the phase goes on once answered', () => {
    const session = activationEnds(true);
    const [prompt] = promptsOf(session, 'Ensnare');
    expect(prompt?.question).toMatch(/if there is a ship in its turret arc at range 0–1, Ensnare: pass 1 tractor to a ship it names · Activation ends/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'academy' }).session;
    expect(shipOf(done, 'academy').tokens.tractor).toBe(1);
    expect(shipOf(done, 'vet').tokens.tractor).toBe(0);
    expect(stateOf(done).phase).toBe('engagement');
  });
  it('not asked when it is not tractored', () => {
    expect(promptsOf(activationEnds(false), 'Ensnare')).toEqual([]);
  });
});

// Round 2 · the kinds the vocabulary gained: actions even while stressed, results cancelled at
// Neutralize Results, red or orange tokens taken off a ship, a blank result added.

describe('Card · R4-P17 (2.5): after a red maneuver, an action even while stressed, for its own charge', () => {
  it('asked after a red maneuver (now stressed); done spends the card’s charge, and the focus it grants is performed despite the stress', () => {
    const moved = veteranManeuvers(game([veteran('2.5', 'r4p17')], [academy()]), 'red').session;
    expect(shipOf(moved, 'vet').tokens.stress).toBe(1);
    const asked = promptsOf(moved, 'R4-P17');
    expect(asked.map((prompt) => prompt.ability?.summary)).toEqual(['R4-P17: an action even while stressed (1 charge) · after a red maneuver']);
    const done = play(moved, { type: 'answerPrompt', prompt: asked[0]?.id, answer: 'done' }).session;
    expect(charges(done, 'vet')).toBe(1);
    const acted = play(done, { type: 'performAction', ship: 'vet', action: 'focus', grantedBy: { source: 'R4-P17', difficulty: 'white' } });
    expect(acted.events.some((event) => event.type === 'actionPerformed')).toBe(true);
    expect(shipOf(acted.session, 'vet').tokens.focus).toBe(1);
    expect(charges(acted.session, 'vet')).toBe(1);
  });
  it('not asked after a white maneuver, and a stressed ship without the card still cannot take the focus', () => {
    const moved = veteranManeuvers(game([veteran('2.5', 'r4p17')], [academy()]), 'white').session;
    expect(promptsOf(moved, 'R4-P17')).toEqual([]);
    const plain = veteranManeuvers(game([veteran('2.5')], [academy()]), 'red').session;
    expectMessage(refusal(plain, { type: 'performAction', ship: 'vet', action: 'focus' }), /stressed/);
  });
});

describe('Card · Primed Thrusters (2.5): boost and barrel roll while it has 2 or fewer stress tokens', () => {
  const stressedAcademy = (stress: number) => {
    let session = game([veteran('2.5')], [academy('2.5', 'primedthrusters')]);
    session = play(session, { type: 'gainToken', ship: 'academy', token: 'stress', count: stress }).session;
    session = play(toPhase(session, 'activation'), { type: 'activateShip', ship: 'academy' }).session;
    return play(session, { type: 'executeManeuver', ship: 'academy', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
  };
  it('with 2 stress: its barrel roll is performed, its focus is still refused', () => {
    const session = stressedAcademy(2);
    expectMessage(refusal(session, { type: 'performAction', ship: 'academy', action: 'focus' }), /stressed/);
    const rolled = play(session, { type: 'performAction', ship: 'academy', action: 'barrelRoll' });
    expect(rolled.events).toContainEqual(expect.objectContaining({ type: 'actionPerformed', action: 'barrelRoll' }));
  });
  it('with 3 stress: its barrel roll is refused', () => {
    expectMessage(refusal(stressedAcademy(3), { type: 'performAction', ship: 'academy', action: 'barrelRoll' }), /stressed/);
  });
});

describe('Card · Selfless (2.5): a friend defending, it suffers 1 crit to cancel 1 crit result', () => {
  const defending = (faces: string[]) => {
    const session = toPhase(game([veteran('2.5'), escort('2.5', 'selfless')], [academy()]), 'engagement');
    return play(session, { type: 'passShip', ship: 'vet' }, { type: 'passShip', ship: 'escort' }, { type: 'declareAttack', attacker: 'academy', defender: 'vet', arc: 'front', range: 2 }, attackFaces(...faces), defenseFaces('blank', 'blank')).session;
  };
  it('offered on its ship with its question once the defense dice are in; used, the crit is cancelled and its ship suffers a crit', () => {
    let session = defending(['crit', 'hit']);
    const [offer] = offered(session, 'Selfless');
    expect(offer).toMatchObject({ ship: 'escort', side: 'defender', questions: ['Is it at range 0–1 of that friend, and in the attack arc?'] });
    const before = shipOf(session, 'escort').shields.current;
    session = play(session, { type: 'useCardEffect', ship: 'escort', ref: offer?.ref, answer: 'yes' }).session;
    expect(attackOf(session).attackDice.map((die) => die.face)).toEqual(['hit']);
    expect(shipOf(session, 'escort').shields.current).toBe(before - 1);
  });
  it('not offered when the attack rolled no crit', () => {
    expect(offered(defending(['hit', 'hit']), 'Selfless')).toEqual([]);
  });
});

describe('Card · Ion Limiter Override (2.5): after a red maneuver, a barrel roll even while stressed, and its die read after', () => {
  it('the barrel roll is performed despite the red maneuver’s stress; then asked about its die, a hit gives a strain', () => {
    const moved = veteranManeuvers(game([veteran('2.5', 'ionlimiteroverride')], [academy()]), 'red').session;
    expect(promptsOf(moved, 'Ion Limiter Override').map((prompt) => prompt.ability?.summary)).toEqual(['Ion Limiter Override: barrel roll even while stressed · after a red maneuver']);
    const rolled = play(moved, { type: 'performAction', ship: 'vet', action: 'barrelRoll', grantedBy: { source: 'Ion Limiter Override', difficulty: 'white' } });
    expect(rolled.events).toContainEqual(expect.objectContaining({ type: 'actionPerformed', action: 'barrelRoll', grantedBy: 'Ion Limiter Override' }));
    const asked = promptsOf(rolled.session, 'Ion Limiter Override');
    expect(asked.map((prompt) => prompt.question)).toEqual([expect.stringMatching(/hit on its attack die.*1 strain for a hit on its die/), expect.stringMatching(/crit on its attack die.*1 ion for a crit on its die/)]);
    const done = play(rolled.session, { type: 'answerPrompt', prompt: asked[0]?.id, answer: 'done' }).session;
    expect(shipOf(done, 'vet').tokens.strain).toBe(1);
    expect(shipOf(done, 'vet').tokens.ion).toBe(0);
  });
  it('not asked after a white maneuver', () => {
    expect(promptsOf(veteranManeuvers(game([veteran('2.5', 'ionlimiteroverride')], [academy()]), 'white').session, 'Ion Limiter Override')).toEqual([]);
  });
});

describe('Card · Finn (gunner, 2.5): a blank result added to a front arc primary attack, or while defending', () => {
  it('offered on a front arc primary attack; one tap adds a blank die that can still be modified', () => {
    let session = play(vetAttacks(toPhase(game([veteran('2.5', 'finn')], [academy()]), 'engagement')), attackFaces('hit', 'focus', 'blank')).session;
    const [offer] = offered(session, 'Finn');
    expect(offer).toMatchObject({ ship: 'vet', side: 'attacker', summary: 'Finn: add 1 blank result to a primary attack from its front arc' });
    session = play(session, { type: 'useCardEffect', ship: 'vet', ref: offer?.ref }).session;
    expect(attackOf(session).attackDice.map((die) => die.face)).toEqual(['hit', 'focus', 'blank', 'blank']);
  });
  it('the pilot Finn keeps his own reading, and the gunner’s is keyed as an upgrade', () => {
    expect(cardFacts['upgrade:finn']).toBeDefined();
    expect(cardFacts['finn']).not.toBe(cardFacts['upgrade:finn']);
  });
});

describe('Card · Gar Saxon (gunner, 2.5): a red or orange token off the defender for 1 more attack die', () => {
  const declared = (stressed: boolean) => {
    let session = toPhase(game([veteran('2.5', 'garsaxon-gunner')], [academy()]), 'engagement');
    if (stressed) session = play(session, { type: 'gainToken', ship: 'academy', token: 'stress' }).session;
    return vetAttacks(session);
  };
  it('against a stressed defender, offered with its question on a front arc primary attack; used, the stress goes and 1 more die is rolled', () => {
    let session = declared(true);
    const offers = offered(session, 'Gar Saxon');
    expect(offers.map((offer) => offer.summary)).toEqual(['Gar Saxon: 1 more attack die for a red or orange token off the defender (front arc)']);
    const before = optionsOf(session).attack?.attackDice.total ?? 0;
    session = play(session, { type: 'useCardEffect', ship: 'vet', ref: offers[0]?.ref, answer: 'yes' }).session;
    expect(shipOf(session, 'academy').tokens.stress).toBe(0);
    expect(optionsOf(session).attack?.attackDice.total).toBe(before + 1);
  });
  it('not offered against a defender with no red or orange token', () => {
    expect(offered(declared(false), 'Gar Saxon')).toEqual([]);
  });
});

describe('Card · Vengeful (2.5): a friend destroyed, it sheds 1 red token', () => {
  const friendLost = (stressed: boolean) => {
    let session = toPhase(game([veteran('2.5', 'vengeful-battleofyavin'), escort('2.5')], [academy()]), 'engagement');
    if (stressed) session = play(session, { type: 'gainToken', ship: 'vet', token: 'stress' }).session;
    return play(session, { type: 'sufferDamage', ship: 'escort', hits: 9, crits: 0, drawForMe: true }).session;
  };
  it('stressed: asked once for a red token (not once per kind); done takes its stress away', () => {
    const session = friendLost(true);
    expect(shipOf(session, 'escort').destroyed).toBe(true);
    const asked = promptsOf(session, 'Vengeful').filter((prompt) => /red token/.test(prompt.question ?? ''));
    expect(asked).toHaveLength(1);
    const done = play(session, { type: 'answerPrompt', prompt: asked[0]?.id, answer: 'done' }).session;
    expect(shipOf(done, 'vet').tokens.stress).toBe(0);
  });
  it('with no red token, that question is not asked', () => {
    expect(promptsOf(friendLost(false), 'Vengeful').filter((prompt) => /remove 1 red token/.test(prompt.question ?? ''))).toEqual([]);
  });
});
