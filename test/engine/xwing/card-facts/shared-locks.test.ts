import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { armed } from '../helpers/armament';
import { attackFaces, attackOf, defenseFaces, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, shipOf, skipAll, startGame, stateOf, TIE_FIGHTER, toEngagement, wedge, X_WING } from '../helpers/xwing-game';
import { pilotEntry } from '../helpers/xwing-roster';
import { toActivation } from '../helpers/test-facts';

// Issue 34 · locks that follow another ship's lock (RRG · Lock, X-Wing 2.0 and 2.5 rules reference): a lock
// taken on a ship that another has locked (`lockLockedShip`: Grand Moff Tarkin, Relay System, Greef Karga), and a friend's
// card that lifts the lock requirement of an attack (Targeting Synchronizer, read at Declare Target); a card that keeps
// locks off its ship (Sensor Scramblers, read by the lock rule). Cards
// from xwing-data2, read at run time.

const PHANTOM = 'galactic-empire/tie-ph-phantom';
const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);
const lock = (ship: string, by: string) => ({ type: 'gainToken', ship, token: 'lock', lockedBy: by });
const done = (session: Session, prompt: { id: string } | undefined, more: Record<string, unknown> = {}) => play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ...more });

describe('Card · Grand Moff Tarkin (crew) · RRG · Lock: in the System Phase, 2 charges, each friendly ship may lock a ship his ship has locked', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    const game = () => startGame(rosters([luke(), wedge()], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'tarkin', edition, 'grandmofftarkin'), howlrunner(), pilotEntry(TIE_FIGHTER, 'Black Squadron Ace', { id: 'ace' })]));
    it(`${edition}: asked in the System Phase once his ship holds a lock; done pays 2 charges and the friend named locks that ship`, () => {
      const session = play(play(game(), lock('luke', 'tarkin')).session, { type: 'nextPhase' }).session;
      const [first] = promptsOf(session, 'Grand Moff Tarkin');
      expect(first?.question).toMatch(/friendly ship to lock what his ship has locked \(name it\), Grand Moff Tarkin: 2 charges, that friend locks it too \(1st ship\)/);
      const used = done(session, first, { ship: 'howl' });
      expect(shipOf(used.session, 'luke').tokens.lock.sort()).toEqual(['howl', 'tarkin']);
      expect(shipOf(used.session, 'tarkin').upgrades[0]?.charges?.current).toBe(0);
      // The next friend follows at no cost, asked by name once the first was named.
      const [second] = promptsOf(used.session, 'Grand Moff Tarkin');
      expect(second?.question).toMatch(/a second friendly ship.*Grand Moff Tarkin: that friend locks it too \(2nd ship\)/);
      const again = done(used.session, second, { ship: 'ace' }).session;
      expect(shipOf(again, 'luke').tokens.lock.sort()).toEqual(['ace', 'howl', 'tarkin']);
      expect(shipOf(again, 'tarkin').upgrades[0]?.charges?.current).toBe(0);
    });
  }
  it('not asked while his ship holds no lock; an enemy named is refused in words, and nothing is paid', () => {
    const game = () => startGame(rosters([luke(), wedge()], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'tarkin', '2.5', 'grandmofftarkin'), howlrunner()]));
    expect(promptsOf(play(game(), { type: 'nextPhase' }).session, 'Grand Moff Tarkin')).toEqual([]);
    const session = play(play(game(), lock('luke', 'tarkin')).session, { type: 'nextPhase' }).session;
    const [prompt] = promptsOf(session, 'Grand Moff Tarkin');
    expectMessage(refusal(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'wedge' }), /acts on a friendly ship: Wedge Antilles is not one\./);
    expectMessage(refusal(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'tarkin' }), /holds those locks already/);
  });
});

describe('Card · Relay System (2.5) · RRG · Lock: it follows a friend’s lock action; after a hit its lock on the defender goes to a friend', () => {
  const game = () => startGame(rosters([withEffects(PHANTOM, '“Whisper”', 'whisper', '2.5', 'relaysystem-tiephphantom'), howlrunner()], [luke(), wedge()]));
  it('after a friend’s lock action it is asked; done locks the ship that friend just locked', () => {
    let session = play(toActivation(game()), { type: 'activateShip', ship: 'howl' }, { type: 'executeManeuver', ship: 'howl', speed: 2, bearing: 'straight' }).session;
    session = play(session, { type: 'performAction', ship: 'howl', action: 'lock', target: 'wedge' }).session;
    const [prompt] = promptsOf(session, 'Relay System');
    expect(prompt?.question).toMatch(/Is that friendly ship at range 0–2\?.*Relay System: lock the ship that friend just locked/);
    const used = done(session, prompt);
    expect(shipOf(used.session, 'wedge').tokens.lock.sort()).toEqual(['howl', 'whisper']);
    expect(sentences(used.events).join(' ')).toMatch(/Relay System/);
  });
  it('after an attack that hits, its lock on the defender is spent and the friend named locks the defender', () => {
    let session = play(toEngagement(skipAll(play(game(), lock('luke', 'whisper')).session)), { type: 'declareAttack', attacker: 'whisper', defender: 'luke', arc: 'front', range: 2 }).session;
    session = play(session, attackFaces('hit', 'hit', 'hit'), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    const [prompt] = promptsOf(session, 'Relay System');
    expect(prompt?.question).toMatch(/its lock on the defender spent, a friend at range 0–1 locks the defender/);
    const used = done(session, prompt, { ship: 'howl' }).session;
    expect(shipOf(used, 'luke').tokens.lock).toEqual(['howl']);
  });
});

describe('Card · Targeting Synchronizer · RRG · Attack ([Lock]): a friend attacking a ship this one has locked needs no lock of its own', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    const engaged = () => toEngagement(startGame(rosters([armed(luke(), edition, 'protontorpedoes'), withEffects(X_WING, 'Wedge Antilles', 'wedge', edition, 'targetingsynchronizer')], [howlrunner(), howlrunner('howl2')])));
    const torpedo = (session: Session) => optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === 'Proton Torpedoes');
    const fire = (session: Session, defender: string) => ({ type: 'declareAttack', attacker: 'luke', defender, arc: 'front', range: 2, weaponId: torpedo(session)?.weaponId });
    it(`${edition}: the torpedo is offered against the ship Wedge has locked, with the range question; declaring it says why`, () => {
      const session = play(engaged(), lock('howl2', 'wedge')).session;
      expect(torpedo(session)?.targets).toEqual(['howl2']);
      expect(torpedo(session)?.lifts).toEqual([{ ship: 'howl2', source: 'Targeting Synchronizer', requirement: 'lock', cost: 'no cost, if so: Is the attacker at range 1–2 of the ship with Targeting Synchronizer?' }]);
      const declared = play(session, fire(session, 'howl2'));
      expect(attackOf(declared.session).defender).toBe('howl2');
      expect(sentences(declared.events).join(' ')).toMatch(/Targeting Synchronizer: Luke Skywalker fires Proton Torpedoes without its lock requirement/);
      // Wedge's lock stays his.
      expect(shipOf(declared.session, 'howl2').tokens.lock).toEqual(['wedge']);
    });
    it(`${edition}: no lift against a ship Wedge has not locked, nor for Wedge’s own weapons`, () => {
      const session = play(engaged(), lock('howl2', 'wedge')).session;
      expectMessage(refusal(session, fire(session, 'howl')), /Proton Torpedoes needs a lock on the defender/);
      expect(torpedo(engaged())?.targets).toEqual([]);
    });
  }
});

describe('Card · Greef Karga (crew, 2.5) · RRG · Coordinate, Lock: after he coordinates a ship, it may lock a ship he has locked', () => {
  const greef = () => ({ ...withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'greefkarga'), actions: [{ action: 'coordinate' as const, difficulty: 'white' as const }] });
  const coordinated = (locked: boolean) => {
    // Rules 3 (RRG · Coordinate names the ship it coordinates).
    let session = play(emptySession('xwing'), { type: 'setup', seed: 'greef', players: rosters([greef(), wedge()], [howlrunner()]), rules: 3, edition: '2.5' }).session;
    if (locked) session = play(session, lock('howl', 'luke')).session;
    session = play(toActivation(session), { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
    return play(session, { type: 'performAction', ship: 'luke', action: 'coordinate', target: 'wedge' }).session;
  };
  it('asked with no question; done gives the ship coordinated a lock on the ship Greef’s ship has locked', () => {
    const session = coordinated(true);
    const [prompt] = promptsOf(session, 'Greef Karga');
    expect(prompt?.question).toMatch(/Greef Karga: the ship he coordinated locks a ship he has locked/);
    const used = done(session, prompt).session;
    expect(shipOf(used, 'howl').tokens.lock.sort()).toEqual(['luke', 'wedge']);
  });
  it('not asked while his ship holds no lock', () => {
    expect(promptsOf(coordinated(false), 'Greef Karga')).toEqual([]);
  });
});

describe('Card · GA-97 (crew, 2.5) · RRG · Conditions, Charges: at setup, 3 to 5 charges spent assign It’s the Resistance to another friendly ship', () => {
  it('three offers (3, 4, 5 charges); done spends them and the friend named is assigned the condition; the others then refused in words', () => {
    const session = startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'ga97'), wedge()], [howlrunner()]));
    const prompts = promptsOf(session, 'GA-97');
    expect(prompts.map((prompt) => prompt.question)).toEqual([3, 4, 5].map((n) => expect.stringMatching(new RegExp(`GA-97: ${n} charges, another friendly ship is assigned It’s the Resistance`))));
    const used = done(session, prompts[1], { ship: 'wedge' }).session;
    expect(shipOf(used, 'luke').upgrades[0]?.charges?.current).toBe(1);
    expect(shipOf(used, 'wedge').conditions.map((condition) => condition.name)).toEqual(['It’s the Resistance']);
    const left = promptsOf(used, 'GA-97');
    expect(left).toHaveLength(2);
    for (const prompt of left) expectMessage(refusal(used, { type: 'answerPrompt', prompt: prompt.id, answer: 'done', ship: 'wedge' }), /GA-97 has only 1 charge left/);
  });
});

describe('Card · Sensor Scramblers · RRG · Cloak, Lock: a cloak at setup; no other ship locks it while cloaked; cloaked in the End Phase near an enemy, it decloaks and loses the token', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    const game = () => {
      const session = startGame(rosters([luke(), wedge()], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', edition, 'sensorscramblers')]));
      const [setup] = promptsOf(session, 'Sensor Scramblers');
      expect(setup?.question).toMatch(/Sensor Scramblers: 1 cloak · setup/);
      return done(session, setup).session;
    };
    it(`${edition}: cloaked from setup, a lock on it is refused in words; decloaked, it may be locked`, () => {
      const session = game();
      expect(shipOf(session, 'academy').tokens.cloak).toBe(1);
      expectMessage(refusal(session, lock('academy', 'luke')), /Sensor Scramblers: no other ship can lock Academy Pilot now\./);
      const decloaked = play(session, { type: 'removeToken', ship: 'academy', token: 'cloak' }, lock('academy', 'luke')).session;
      expect(shipOf(decloaked, 'academy').tokens.lock).toEqual(['luke']);
    });
    it(`${edition}: in the End Phase, still cloaked, it is asked about an enemy at range 0–3; done removes its cloak token`, () => {
      const session = play(toEngagement(skipAll(game())), { type: 'nextPhase' }).session;
      expect(stateOf(session).phase).toBe('end');
      const [prompt] = promptsOf(session, 'Sensor Scramblers');
      expect(prompt?.question).toMatch(/if there is an enemy ship at range 0–3 \(it must decloak\), Sensor Scramblers: it decloaks \(the players place it\); the cloak token goes even if that fails/);
      expect(shipOf(done(session, prompt).session, 'academy').tokens.cloak).toBe(0);
    });
  }
});
