import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { emptySession } from '../../../../shared/engine';
import { expectMessage, howlrunner, play, refusal, rosters, sentences, shipOf, startGame, stateOf, TIE_FIGHTER, wedge, X_WING } from '../helpers/xwing-game';
import { promptsOf, toActivation } from '../helpers/test-facts';
import { pilotEntry } from '../helpers/xwing-roster';

// Issue 34 · cards that let a ship maintain more than one lock (RRG · Lock: a ship maintains one; its former
// lock token goes when it acquires another), read from the standing `maintainLocks` fact by the lock rule
// (tokens/ship-tokens.ts), and the lock moments that come with them. X-Wing 2.0 and 2.5 rules reference;
// cards from xwing-data2, read at run time.

const TIE_CA = 'galactic-empire/tie-ca-punisher';
const enemies = () => [howlrunner(), pilotEntry(TIE_FIGHTER, 'Iden Versio', { id: 'iden' }), pilotEntry(TIE_FIGHTER, '“Wampa”', { id: 'wampa' })];
const lock = (ship: string, by: string) => ({ type: 'gainToken', ship, token: 'lock', lockedBy: by });
const locksBy = (session: Session, by: string) => ['howl', 'iden', 'wampa'].flatMap((id) => shipOf(session, id).tokens.lock.filter((holder) => holder === by).map(() => id));

describe('RRG · Lock: without a card a ship maintains one lock', () => {
  it('a second lock removes the first, and says why', () => {
    const session = play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()], enemies())), lock('howl', 'luke')).session;
    const moved = play(session, lock('iden', 'luke'));
    expect(locksBy(moved.session, 'luke')).toEqual(['iden']);
    expect(sentences(moved.events).join(' ')).toMatch(/only one lock/);
  });
});

describe('Card · R3 Astromech · RRG · Lock: up to 2 locks, each on a different object; after a lock action, a lock', () => {
  const game = (edition: '2.0' | '2.5') => startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', edition, 'r3astromech'), wedge()], enemies()));
  for (const edition of ['2.0', '2.5'] as const) {
    it(`${edition}: two locks on two ships stay; a third removes the first, and says it maintains only 2`, () => {
      const two = play(game(edition), lock('howl', 'luke'), lock('iden', 'luke')).session;
      expect(locksBy(two, 'luke')).toEqual(['howl', 'iden']);
      const three = play(two, lock('wampa', 'luke'));
      expect(locksBy(three.session, 'luke')).toEqual(['iden', 'wampa']);
      expect(sentences(three.events).join(' ')).toMatch(/only 2 locks/);
    });
  }
  it('a lock again on an object it has locked replaces that lock: never two on one object', () => {
    const session = play(game('2.5'), lock('howl', 'luke'), lock('iden', 'luke'), lock('howl', 'luke')).session;
    expect(locksBy(session, 'luke').sort()).toEqual(['howl', 'iden']);
  });
  it('after its lock action it is asked for a second lock; done locks the ship named, keeping the first', () => {
    let session = play(toActivation(game('2.5')), { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
    session = play(session, { type: 'performAction', ship: 'luke', action: 'lock', target: 'howl' }).session;
    const [prompt] = promptsOf(session, 'luke').filter((candidate) => candidate.source === 'R3 Astromech');
    expect(prompt?.ability?.summary).toMatch(/a second lock/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'iden' }).session;
    expect(locksBy(session, 'luke')).toEqual(['howl', 'iden']);
  });
});

describe('Card · “Redline” · RRG · Lock: up to 2 locks, on the same ship too', () => {
  it('two locks on one ship stay; a lock on another then removes one of them', () => {
    const redline = withEffects(TIE_CA, '“Redline”', 'redline', '2.5');
    const session = play(startGame(rosters([redline], [withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()])), lock('luke', 'redline'), lock('luke', 'redline')).session;
    expect(shipOf(session, 'luke').tokens.lock).toEqual(['redline', 'redline']);
    const moved = play(session, lock('wedge', 'redline')).session;
    expect(shipOf(moved, 'luke').tokens.lock).toEqual(['redline']);
    expect(shipOf(moved, 'wedge').tokens.lock).toEqual(['redline']);
  });
});

describe('Card · Sensor Experts · RRG · Lock: up to 3 locks on different objects', () => {
  it('three locks stay, a fourth removes the first', () => {
    const session = play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'sensorexperts'), wedge()], enemies())), lock('howl', 'luke'), lock('iden', 'luke'), lock('wampa', 'luke')).session;
    expect(locksBy(session, 'luke')).toEqual(['howl', 'iden', 'wampa']);
  });
  it('after a lock action, 1 energy per further lock near the one locked is asked, each with its question', () => {
    let session = toActivation(startGame(rosters([withEffects('rebel-alliance/cr90-corellian-corvette', 'Alderaanian Guard', 'cr90', '2.5', 'sensorexperts')], enemies())));
    session = play(session, { type: 'activateShip', ship: 'cr90' }, { type: 'executeManeuver', ship: 'cr90', speed: 2, bearing: 'straight' }, { type: 'performAction', ship: 'cr90', action: 'lock', target: 'howl' }).session;
    const asked = promptsOf(session, 'cr90').filter((prompt) => prompt.source === 'Sensor Experts');
    expect(asked.map((prompt) => prompt.ability?.summary)).toEqual([expect.stringMatching(/another object near/), expect.stringMatching(/a third object near/)]);
  });
});

describe('RRG · Ion (2.5): an ionized ship maintains no lock — every one of them goes', () => {
  it('a ship with two locks that becomes ionized loses both', () => {
    const start = play(emptySession('xwing'), { type: 'setup', seed: 'ion', rules: 3, edition: '2.5', players: rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'r3astromech'), wedge()], enemies()) }).session;
    let session = play(start, lock('howl', 'luke'), lock('iden', 'luke')).session;
    expect(locksBy(session, 'luke')).toEqual(['howl', 'iden']);
    session = play(session, { type: 'gainToken', ship: 'luke', token: 'ion' }).session;
    expect(locksBy(session, 'luke')).toEqual([]);
  });
});

describe('RRG · Jam: a jammed ship with two locks and no green token chooses which lock it removes', () => {
  it('the jam asks the player instead of removing one by itself', () => {
    let session = play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'r3astromech'), wedge()], enemies())), lock('howl', 'luke'), lock('iden', 'luke')).session;
    session = play(session, { type: 'gainToken', ship: 'luke', token: 'jam' }).session;
    expect(locksBy(session, 'luke')).toEqual(['howl', 'iden']);
    const jammed = stateOf(session).prompts.find((prompt) => prompt.ship === 'luke' && prompt.kind === 'jammed');
    expect(jammed).toBeDefined();
    const answered = play(session, { type: 'answerPrompt', prompt: jammed?.id, token: 'lock', ship: 'iden' }).session;
    expect(locksBy(answered, 'luke')).toEqual(['howl']);
    expect(shipOf(answered, 'luke').tokens.jam).toBe(0);
  });
});

describe('Card · Ursa Wren (crew, 2.5): 2 locks on different objects; a lock action after an enemy locks a friend near it', () => {
  it('an enemy lock on a friend asks Ursa Wren’s ship, with the range question; an enemy lock on a foe of the card does not', () => {
    const ursa = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'ursawren');
    const session = play(startGame(rosters([ursa, wedge()], enemies())), lock('wedge', 'howl')).session;
    const [prompt] = promptsOf(session, 'luke').filter((candidate) => candidate.source === 'Ursa Wren');
    expect(prompt?.ability?.summary).toMatch(/a friend locked by an enemy/);
    expect(JSON.stringify(prompt)).toMatch(/range 0–3/);
    expect(promptsOf(play(startGame(rosters([ursa, wedge()], enemies())), lock('howl', 'wedge')).session, 'luke').filter((candidate) => candidate.source === 'Ursa Wren')).toEqual([]);
  });
});

describe('Card · Zertik Strom · RRG · Lock: in the End Phase his lock on an enemy is spent to expose 1 of its damage cards', () => {
  const zertik = () => withEffects('galactic-empire/tie-advanced-x1', 'Zertik Strom', 'zertik', '2.5');
  const toEndPhase = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
  it('with a lock he is asked; done spends that lock and turns a facedown card of the locked ship faceup', () => {
    let session = play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()], [zertik()])), lock('luke', 'zertik'), { type: 'sufferDamage', ship: 'luke', hits: 3, crits: 0, cards: ['Direct Hit!'] }).session;
    session = toEndPhase(session);
    const [prompt] = promptsOf(session, 'zertik').filter((candidate) => candidate.source === 'Zertik Strom');
    expect(prompt?.ability?.summary).toMatch(/expose 1 of its damage cards/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').tokens.lock).toEqual([]);
    expect(shipOf(session, 'luke').damageCards.map((card) => card.faceup)).toEqual([true]);
  });
  it('without a lock he is not asked', () => {
    const session = toEndPhase(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()], [zertik()])));
    expect(promptsOf(session, 'zertik').filter((candidate) => candidate.source === 'Zertik Strom')).toEqual([]);
  });
});

describe('Card · Latts Razzi (pilot) · RRG · Tractor: at the start of the Engagement Phase his lock on a ship at range 1 becomes a tractor token on it', () => {
  it('asked with the range question; the player names which locked ship when he maintains two; that ship gains 1 tractor', () => {
    const latts = withEffects('scum-and-villainy/yv-666-light-freighter', 'Latts Razzi', 'latts', '2.5', 'r3astromech');
    let session = play(startGame(rosters([latts], [howlrunner(), pilotEntry(TIE_FIGHTER, 'Iden Versio', { id: 'iden' })])), lock('howl', 'latts'), lock('iden', 'latts')).session;
    session = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    const [prompt] = promptsOf(session, 'latts').filter((candidate) => candidate.source === 'Latts Razzi');
    expect(prompt?.ability?.summary).toMatch(/^if the ship it has locked is at range 1, /);
    expectMessage(refusal(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }), /name a ship it has locked \(“Howlrunner”, Iden Versio\)/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'iden' }).session;
    expect(shipOf(session, 'iden').tokens.tractor).toBe(1);
    expect(shipOf(session, 'iden').tokens.lock).toEqual([]);
    expect(shipOf(session, 'howl').tokens.lock).toEqual(['latts']);
  });
});

describe('Card · Genesis Red · RRG · Lock: after he acquires a lock, his focus and evade tokens become as many as the locked ship has', () => {
  it('applied and said, with no choice: his own tokens go, the locked ship’s counts come', () => {
    const genesis = withEffects('scum-and-villainy/m3-a-interceptor', 'Genesis Red', 'genesis', '2.5');
    let session = play(startGame(rosters([genesis], [howlrunner()])), { type: 'gainToken', ship: 'genesis', token: 'evade' }, { type: 'gainToken', ship: 'howl', token: 'focus', count: 2 }).session;
    const locked = play(session, lock('howl', 'genesis'));
    session = locked.session;
    expect(shipOf(session, 'genesis').tokens.focus).toBe(2);
    expect(shipOf(session, 'genesis').tokens.evade).toBe(0);
    expect(sentences(locked.events).join(' ')).toMatch(/Genesis Red/);
  });
});

describe('RRG · End Phase: a card keeps an enemy’s orange tokens through the cleanup (circular tokens are removed otherwise)', () => {
  const toEndPhase = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
  const endTheRound = (session: Session) => play(session, { type: 'nextPhase' }).session;
  it('Card · ISB Slicer: the enemy named keeps its jam tokens; the other enemy loses its own', () => {
    const slicer = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'isbslicer');
    let session = play(startGame(rosters([slicer], enemies())), { type: 'gainToken', ship: 'howl', token: 'jam' }, { type: 'gainToken', ship: 'iden', token: 'jam' }).session;
    session = toEndPhase(session);
    const asked = promptsOf(session, 'luke').filter((prompt) => prompt.source === 'ISB Slicer');
    expect(asked).toHaveLength(3);
    session = play(session, { type: 'answerPrompt', prompt: asked[0]?.id, answer: 'done', ship: 'howl' }).session;
    for (const prompt of promptsOf(session, 'luke')) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
    const ended = endTheRound(session);
    expect(shipOf(ended, 'howl').tokens.jam).toBe(1);
    expect(shipOf(ended, 'iden').tokens.jam).toBe(0);
  });
  it('Card · Ketsu Onyo (crew): the enemy named keeps its tractor token; skipped, it is removed', () => {
    const ketsu = withEffects('scum-and-villainy/hwk-290-light-freighter', 'Spice Runner', 'ketsu', '2.5', 'ketsuonyo');
    const start = toEndPhase(play(startGame(rosters([ketsu], enemies())), { type: 'gainToken', ship: 'howl', token: 'tractor' }).session);
    const [prompt] = promptsOf(start, 'ketsu').filter((candidate) => candidate.source === 'Ketsu Onyo');
    expect(shipOf(endTheRound(play(start, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'howl' }).session), 'howl').tokens.tractor).toBe(1);
    expect(shipOf(endTheRound(play(start, { type: 'answerPrompt', prompt: prompt?.id, answer: 'skip' }).session), 'howl').tokens.tractor).toBe(0);
  });
});

describe('RRG · Lock: a lock token is a red token — a card that removes a red token may remove a lock on its ship', () => {
  it('Card · R2-D2 (Resistance astromech): in the End Phase, 1 charge and 1 shield remove the lock on it when it has no other red token', () => {
    const r2 = withEffects('resistance/t-70-x-wing', 'Blue Squadron Rookie', 'luke', '2.5', 'r2d2-resistance');
    let session = play(startGame(rosters([r2], enemies())), lock('luke', 'howl')).session;
    session = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    const [prompt] = promptsOf(session, 'luke').filter((candidate) => candidate.source === 'R2-D2');
    expect(prompt?.ability?.summary).toMatch(/remove 1 red token/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').tokens.lock).toEqual([]);
  });
  it('a plain red token goes before a lock when the player names none', () => {
    const r2 = withEffects('resistance/t-70-x-wing', 'Blue Squadron Rookie', 'luke', '2.5', 'r2d2-resistance');
    let session = play(startGame(rosters([r2], enemies())), lock('luke', 'howl'), { type: 'gainToken', ship: 'luke', token: 'strain' }).session;
    session = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    const [prompt] = promptsOf(session, 'luke').filter((candidate) => candidate.source === 'R2-D2');
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').tokens).toMatchObject({ strain: 0, lock: ['howl'] });
  });
});

describe('RRG · Lock: a friend’s lock in the attack — Lieutenant LeHuse spends it, Sensor Jammer reads it', () => {
  it('Card · Lieutenant LeHuse: offered only with another friend’s lock on the defender, paid by that friend’s lock', async () => {
    const { optionsOf, attackFaces, toEngagement } = await import('../helpers/xwing-game');
    const lehuse = withEffects('first-order/tie-sf-fighter', 'Lieutenant LeHuse', 'lehuse', '2.5');
    const friend = pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'friend' });
    const attack = (session: Session) => play(toEngagement(session), { type: 'passShip', ship: 'wedge' }, { type: 'passShip', ship: 'luke' }, { type: 'declareAttack', attacker: 'lehuse', defender: 'luke', arc: 'front', range: 2 }, attackFaces('blank', 'blank')).session;
    const game = () => startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()], [lehuse, friend]));
    const offered = (session: Session) => optionsOf(session).attack?.cardEffects.filter((option) => option.source === 'Lieutenant LeHuse') ?? [];
    expect(offered(attack(game()))).toEqual([]);
    const session = attack(play(game(), lock('luke', 'friend')).session);
    const [effect] = offered(session);
    expect(effect?.payers).toEqual(['friend']);
    const used = play(session, { type: 'useCardEffect', ship: 'lehuse', ref: effect?.ref, target: 'friend', dice: [0, 1], faces: ['hit', 'hit'] }).session;
    expect(shipOf(used, 'luke').tokens.lock).toEqual([]);
  });
});
