import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, shipOf, skipAll, startGame, TIE_FIGHTER, toEngagement, wedge, X_WING } from '../helpers/xwing-game';
import { toActivation } from '../helpers/test-facts';

// Issue 34 · crew, tech and sensor cards that act at a moment of the round (X-Wing 2.0 and 2.5 rules reference:
// RRG · Setup, Reveal Dial, Check Difficulty, Stress, Actions, Conditions, Force): tokens traded or assigned,
// an action inside a red maneuver, a condition assigned as an action, Force back for a stress. Cards from
// xwing-data2, read at run time.

const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);
const done = (session: Session, prompt: { id: string } | undefined, more: Record<string, unknown> = {}) => play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ...more });

describe('Card · Prime Minister Almec (2.5) · RRG · Reveal Dial: a friend at range 0–2 revealing a white maneuver with no green token takes a stress for a calculate', () => {
  const game = () => toActivation(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'primeministeralmec'), wedge()], [howlrunner()])));
  const revealed = (session: Session, ship: string, difficulty: 'white' | 'red') => play(session, { type: 'activateShip', ship }, { type: 'revealDial', ship, speed: 2, bearing: 'straight', difficulty }).session;
  it('a friend reveals white: asked with the range question; done gives that friend 1 stress and 1 calculate', () => {
    const session = revealed(game(), 'wedge', 'white');
    const [prompt] = promptsOf(session, 'Prime Minister Almec');
    expect(prompt?.question).toMatch(/Is that friendly ship at range 0–2\?.*that friend takes 1 stress for 1 calculate/);
    const used = done(session, prompt).session;
    expect(shipOf(used, 'wedge').tokens).toMatchObject({ stress: 1, calculate: 1 });
    expect(shipOf(used, 'luke').tokens).toMatchObject({ stress: 0, calculate: 0 });
  });
  it('his own ship too, with no question; not after a red maneuver, nor for a friend holding a green token', () => {
    const own = revealed(game(), 'luke', 'white');
    const [prompt] = promptsOf(own, 'Prime Minister Almec');
    expect(prompt?.question).toMatch(/1 stress for 1 calculate \(its own white maneuver\)/);
    expect(shipOf(done(own, prompt).session, 'luke').tokens).toMatchObject({ stress: 1, calculate: 1 });
    expect(promptsOf(revealed(game(), 'wedge', 'red'), 'Prime Minister Almec')).toEqual([]);
    expect(promptsOf(revealed(play(game(), { type: 'gainToken', ship: 'wedge', token: 'focus' }).session, 'wedge', 'white'), 'Prime Minister Almec')).toEqual([]);
  });
});

describe('Card · Hyperspace Tracking Data · RRG · Setup: after Setup, each friendly ship at range 0–2 gains a focus or an evade token', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    it(`${edition}: asked at setup, ship by ship; a focus to one, an evade to the next, an enemy refused in words`, () => {
      const session = startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', edition, 'hyperspacetrackingdata'), wedge()], [howlrunner()]));
      const first = promptsOf(session, 'Hyperspace Tracking Data');
      expect(first.map((prompt) => prompt.question)).toEqual([expect.stringMatching(/friendly ship at range 0–2 to take a focus token.*\(1st ship\)/), expect.stringMatching(/friendly ship at range 0–2 to take an evade token.*\(1st ship\)/)]);
      expectMessage(refusal(session, { type: 'answerPrompt', prompt: first[0]?.id, answer: 'done', ship: 'howl' }), /acts on a friendly ship/);
      const one = done(session, first[0], { ship: 'wedge' }).session;
      expect(shipOf(one, 'wedge').tokens.focus).toBe(1);
      const second = promptsOf(one, 'Hyperspace Tracking Data').find((prompt) => /evade token.*\(2nd ship\)/.test(prompt.question));
      const two = done(one, second, { ship: 'luke' }).session;
      expect(shipOf(two, 'luke').tokens.evade).toBe(1);
    });
  }
});

describe('Card · Pattern Analyzer · RRG · Check Difficulty: fully executing a red maneuver, 1 action before its stress counts', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    const moved = (difficulty: 'white' | 'red', stress = 0) => {
      let session = toActivation(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', edition, 'patternanalyzer'), wedge()], [howlrunner()])));
      if (stress > 0) session = play(session, { type: 'gainToken', ship: 'luke', token: 'stress', count: stress }).session;
      return play(session, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight', difficulty }).session;
    };
    it(`${edition}: after a red maneuver (its stress just given) it is asked; done lets it focus despite that stress`, () => {
      const session = moved('red');
      expect(shipOf(session, 'luke').tokens.stress).toBe(1);
      const [prompt] = promptsOf(session, 'Pattern Analyzer');
      expect(prompt?.question).toMatch(/Pattern Analyzer: 1 action before the red maneuver’s stress counts/);
      const granted = done(session, prompt).session;
      const acted = play(granted, { type: 'performAction', ship: 'luke', action: 'focus', grantedBy: { source: 'Pattern Analyzer', difficulty: 'white' } });
      expect(shipOf(acted.session, 'luke').tokens.focus).toBe(1);
      expect(sentences(acted.events).join(' ')).toMatch(/focus/i);
    });
    it(`${edition}: not after a white maneuver, nor when it was stressed before the red one`, () => {
      expect(promptsOf(moved('white'), 'Pattern Analyzer')).toEqual([]);
      expect(promptsOf(moved('red', 1), 'Pattern Analyzer')).toEqual([]);
    });
  }
});

describe('Card · Kylo Ren (crew) · RRG · Conditions: as an action, 1 Force assigns I’ll Show You the Dark Side to an enemy at range 1–3', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    it(`${edition}: offered at its Perform Action step with the range question; done spends the Force and assigns the condition`, () => {
      const kylo = { ...withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', edition, 'kyloren'), force: { value: 1, recurs: 1 } };
      let session = toActivation(startGame(rosters([kylo], [luke(), wedge()])));
      session = play(session, { type: 'activateShip', ship: 'academy' }, { type: 'executeManeuver', ship: 'academy', speed: 2, bearing: 'straight' }).session;
      const [prompt] = promptsOf(session, 'Kylo Ren');
      expect(prompt?.question).toMatch(/if the enemy ship you name is at range 1–3, Kylo Ren: action, 1 Force, .*I'll Show You the Dark Side/);
      expectMessage(refusal(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'academy' }), /acts on an enemy ship/);
      const used = done(session, prompt, { ship: 'luke' }).session;
      expect(shipOf(used, 'academy').force?.current).toBe(0);
      expect(shipOf(used, 'luke').conditions.map((condition) => condition.name)).toEqual(["I'll Show You the Dark Side"]);
    });
  }
});

describe('Card · Maul (crew, 2.5) · RRG · Force: after it suffers damage, 1 stress to recover 1 Force', () => {
  it('asked after damage; done gives it a stress and its Force back', () => {
    const maul = { ...withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5', 'maul'), force: { value: 1, recurs: 1 } };
    let session = play(startGame(rosters([maul], [luke()])), { type: 'spendCharge', ship: 'academy', charge: 'force' }).session;
    session = play(session, { type: 'sufferDamage', ship: 'academy', hits: 1, crits: 0, drawForMe: true }).session;
    const [prompt] = promptsOf(session, 'Maul');
    expect(prompt?.question).toMatch(/Maul: 1 stress to recover 1 Force after suffering damage/);
    const used = done(session, prompt).session;
    expect(shipOf(used, 'academy').tokens.stress).toBe(1);
    expect(shipOf(used, 'academy').force?.current).toBe(1);
  });
});

describe('Card · Chewbacca (crew, 2.0 and 2.5 “swz19”) · RRG · Damage Cards: after his own ship is dealt a damage card, 1 charge back, once per card', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    const charges = (session: Session) => shipOf(session, 'academy').upgrades[0]?.charges?.current;
    const game = () => {
      let session = startGame(rosters([withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', edition, 'chewbacca-crew-swz19')], [luke()]));
      for (const prompt of promptsOf(session, 'Chewbacca')) session = done(session, prompt).session;
      return session;
    };
    it(`${edition}: starting 1 charge short, a card dealt to his ship gives it back; two cards in one blow are 2 charges, up to its most`, () => {
      const start = game();
      expect(charges(start)).toBe(1);
      const spent = play(start, { type: 'spendCharge', ship: 'academy', charge: 'standard', upgrade: shipOf(start, 'academy').upgrades[0]?.id }).session;
      expect(charges(spent)).toBe(0);
      // No choice, no cost: applied as the cards are dealt, once for each.
      const two = play(spent, { type: 'sufferDamage', ship: 'academy', hits: 2, crits: 0, drawForMe: true });
      expect(charges(two.session)).toBe(2);
      expect(promptsOf(two.session, 'Chewbacca')).toEqual([]);
      const one = play(spent, { type: 'sufferDamage', ship: 'academy', hits: 1, crits: 0, drawForMe: true }).session;
      expect(charges(one)).toBe(1);
    });
  }
});

describe('Card · Korkie Kryze (crew, 2.5) · RRG · Reinforce: a friend in his full front arc at range 1–2 becomes the defender: 1 green token passed to it, a reinforce token too', () => {
  const declared = () => {
    let session = toEngagement(skipAll(startGame(rosters([withEffects(X_WING, 'Wedge Antilles', 'wedge', '2.5', 'korkiekryze'), luke()], [howlrunner()]))));
    session = play(session, { type: 'gainToken', ship: 'wedge', token: 'reinforce', side: 'aft' }, { type: 'gainToken', ship: 'wedge', token: 'focus' }).session;
    return play(session, { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }).session;
  };
  const offers = (session: Session) => (optionsOf(session).attack?.cardEffects ?? []).filter((effect) => effect.source === 'Korkie Kryze' && /pass 1/.test(effect.summary));
  it('offered once the defender is declared; the reinforce token moves on its side, and then no other token is passed', () => {
    const session = declared();
    expect(offers(session).map((offer) => offer.summary)).toEqual(['Korkie Kryze: pass 1 focus token to the friendly defender', 'Korkie Kryze: pass 1 reinforce token to the friendly defender']);
    const reinforce = offers(session).find((offer) => /reinforce/.test(offer.summary));
    expectMessage(refusal(session, { type: 'useCardEffect', ship: 'wedge', ref: reinforce?.ref, answer: 'yes', target: 'wedge' }), /not to Wedge Antilles itself/);
    // In the attack no side is named: it stays on the side it was on.
    const used = play(session, { type: 'useCardEffect', ship: 'wedge', ref: reinforce?.ref, answer: 'yes', target: 'luke' }).session;
    expect(shipOf(used, 'wedge').tokens.reinforce).toEqual({ fore: 0, aft: 0 });
    expect(shipOf(used, 'luke').tokens.reinforce).toEqual({ fore: 0, aft: 1 });
    expect(offers(used)).toEqual([]);
  });
});

describe('Card · C-3PO (crew, “c3po-crew”) · RRG · Coordinate: after a coordinate or calculate action, 1 calculate; any friendly ship may be coordinated, its range the players’', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    it(`${edition}: the coordinate names the friend (no range asked) and its ship gains 1 calculate`, () => {
      const c3po = { ...withEffects(X_WING, 'Luke Skywalker', 'luke', edition, 'c3po-crew'), actions: [{ action: 'coordinate' as const, difficulty: 'white' as const }] };
      let session = play(emptySession('xwing'), { type: 'setup', seed: 'c3po', players: rosters([c3po, wedge()], [howlrunner()]), rules: 3, edition }).session;
      session = play(toActivation(session), { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
      const coordinated = play(session, { type: 'performAction', ship: 'luke', action: 'coordinate', target: 'wedge' }).session;
      const settled = promptsOf(coordinated, 'C-3PO').reduce((current, prompt) => done(current, prompt).session, coordinated);
      expect(shipOf(settled, 'luke').tokens.calculate).toBe(1);
    });
  }
});
