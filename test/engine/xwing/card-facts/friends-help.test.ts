import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, defenseFaces, howlrunner, optionsOf, play, rosters, shipOf, startGame, toEngagement, TIE_FIGHTER, wedge, X_WING } from '../helpers/xwing-game';
import { promptsOf } from '../helpers/test-facts';
import { pilotEntry } from '../helpers/xwing-roster';

// Issue 34 · cards by which a ship helps a friend: a friend's damage card repaired, a friend's tokens shed
// after a kill, a destroyed friend's token taken or a calculate given for it, the defender's token taken by a
// turret gunner. Read by one interpreter (effects/use-card-effect.ts: repairDamageOf, removeTokenOf,
// takeToken, gainToken; the `destroyed` condition). X-Wing 2.0 and 2.5 rules reference (RRG · Damage Cards:
// repair; Destroying Ships); cards from xwing-data2, read at run time.

const sourced = (session: Session, ship: string, source: string) => promptsOf(session, ship).filter((prompt) => prompt.source === source);
const toEndPhase = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;

describe('Card · Gorgol · RRG · Damage Cards (repair): a disarm for a friend’s tractor token, and that friend repairs a faceup Ship card', () => {
  const gorgol = () => withEffects('separatist-alliance/nantex-class-starfighter', 'Gorgol', 'gorgol', '2.5');
  const friend = () => pilotEntry('separatist-alliance/nantex-class-starfighter', 'Stalgasin Hive Guard', { id: 'guard' });
  it('in the System Phase: done with the friend named gives Gorgol a disarm, the friend a tractor, and turns its faceup Ship card facedown (its Pilot card stays)', () => {
    let session = play(startGame(rosters([gorgol(), friend()], [howlrunner()])), { type: 'sufferDamage', ship: 'guard', hits: 0, crits: 2, cards: ['Wounded Pilot', 'Console Fire'] }).session;
    session = play(session, { type: 'nextPhase' }).session;
    const [prompt] = sourced(session, 'gorgol', 'Gorgol');
    expect(prompt?.ability?.summary).toMatch(/repairs a faceup Ship card/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'guard' }).session;
    expect(shipOf(session, 'gorgol').tokens.disarm).toBe(1);
    expect(shipOf(session, 'guard').tokens.tractor).toBe(1);
    expect(shipOf(session, 'guard').damageCards.map((card) => [card.name, card.faceup])).toEqual([
      ['Wounded Pilot', true],
      ['Console Fire', false],
    ]);
  });
});

describe('Card · Plo Koon (crew) · RRG · Reinforce: reinforced at the start of the End Phase, a friend beside it sheds a deplete or a strain, or repairs a faceup card', () => {
  const plo = () => withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'plokoon');
  it('not reinforced it is not asked; reinforced, the three choices are asked and using one closes the others', () => {
    const start = play(startGame(rosters([plo(), wedge()], [howlrunner()])), { type: 'gainToken', ship: 'wedge', token: 'strain' }).session;
    expect(sourced(toEndPhase(start), 'luke', 'Plo Koon')).toEqual([]);
    let session = toEndPhase(play(start, { type: 'gainToken', ship: 'luke', token: 'reinforce', side: 'fore' }).session);
    const asked = sourced(session, 'luke', 'Plo Koon');
    expect(asked.map((prompt) => prompt.ability?.summary)).toEqual([expect.stringMatching(/removes 1 deplete/), expect.stringMatching(/removes 1 strain/), expect.stringMatching(/repairs a faceup damage card/)]);
    session = play(session, { type: 'answerPrompt', prompt: asked[1]?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(session, 'wedge').tokens.strain).toBe(0);
    expect(sourced(session, 'luke', 'Plo Koon')).toEqual([]);
  });
});

describe('Card · Bo-Katan Kryze (crew) · RRG · Destroying Ships: after an attack that destroys the defender, friends near it shed a red or orange token', () => {
  const attack = (session: Session) =>
    play(
      toEngagement(session),
      { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 1 },
      attackFaces('crit', 'crit', 'crit', 'crit'),
      defenseFaces('blank', 'blank', 'blank'),
      { type: 'neutralizeResults' },
      { type: 'dealDamage', drawForMe: true },
    ).session;
  const game = () => play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'bokatankryze-rebel-scum'), wedge()], [howlrunner(), pilotEntry(TIE_FIGHTER, 'Iden Versio', { id: 'iden' })])), { type: 'gainToken', ship: 'wedge', token: 'stress' }).session;
  it('the defender destroyed: a friend named sheds its stress', () => {
    let session = attack(game());
    expect(shipOf(session, 'howl').destroyed).toBe(true);
    const asked = sourced(session, 'luke', 'Bo-Katan Kryze');
    expect(asked.length).toBeGreaterThan(0);
    session = play(session, { type: 'answerPrompt', prompt: asked[0]?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(session, 'wedge').tokens.stress).toBe(0);
  });
});

describe('Card · Mercenary and TA-175 · RRG · Destroying Ships: a destroyed friend’s green token taken; a calculate for each friend with the action', () => {
  it('Mercenary: the destroyed friend’s focus comes to it (no choice, after the range question)', () => {
    const merc = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'mercenary-swz103');
    let session = play(startGame(rosters([merc, wedge()], [howlrunner()])), { type: 'gainToken', ship: 'wedge', token: 'focus' }).session;
    session = play(session, { type: 'sufferDamage', ship: 'wedge', hits: 3, crits: 0, drawForMe: true }, { type: 'sufferDamage', ship: 'wedge', hits: 3, crits: 0, drawForMe: true }).session;
    expect(shipOf(session, 'wedge').destroyed).toBe(true);
    const [prompt] = sourced(session, 'luke', 'Mercenary');
    expect(prompt?.ability?.summary).toMatch(/takes 1 focus token/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').tokens.focus).toBe(1);
  });
  it('TA-175: each friend named gains 1 calculate token', () => {
    const ta = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'ta175');
    let session = play(startGame(rosters([ta, wedge(), pilotEntry(X_WING, 'Biggs Darklighter', { id: 'biggs' })], [howlrunner()])), { type: 'sufferDamage', ship: 'biggs', hits: 6, crits: 0, drawForMe: true }).session;
    const asked = sourced(session, 'luke', 'TA-175');
    expect(asked).toHaveLength(4);
    session = play(session, { type: 'answerPrompt', prompt: asked[0]?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(session, 'wedge').tokens.calculate).toBe(1);
  });
});

describe('Card · Hotshot Gunner: after a turret attack the defender loses 1 focus or calculate token — its choice when it has both', () => {
  it('with both tokens, both are asked and the one used closes the other', () => {
    const gunner = withEffects('scum-and-villainy/hwk-290-light-freighter', 'Spice Runner', 'hwk', '2.5', 'hotshotgunner');
    let session = play(startGame(rosters([gunner], [howlrunner()])), { type: 'gainToken', ship: 'howl', token: 'focus' }, { type: 'gainToken', ship: 'howl', token: 'calculate' }).session;
    session = play(toEngagement(session), { type: 'declareAttack', attacker: 'hwk', defender: 'howl', arc: 'single-turret', range: 2 }, attackFaces('blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    const asked = sourced(session, 'hwk', 'Hotshot Gunner');
    expect(asked.map((prompt) => prompt.ability?.summary)).toEqual([expect.stringMatching(/loses 1 focus/), expect.stringMatching(/loses 1 calculate/)]);
    session = play(session, { type: 'answerPrompt', prompt: asked[1]?.id, answer: 'done' }).session;
    expect(shipOf(session, 'howl').tokens).toMatchObject({ focus: 1, calculate: 0 });
    expect(sourced(session, 'hwk', 'Hotshot Gunner')).toEqual([]);
  });
});

describe('Card · Agent of the Empire and Skystrike Academy Class · Epic · Wings: a wingmate the player names suffers 1 damage to cancel a matching result against its leader', () => {
  const attackLeader = (session: Session) =>
    play(toEngagement(session), { type: 'passShip', ship: 'wedge' }, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'crit'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
  it('Agent of the Empire: the wingmate named takes the hit, the leader one hit less', () => {
    const leader = withEffects(TIE_FIGHTER, '“Howlrunner”', 'howl', '2.5', 'agentoftheempire');
    let session = attackLeader(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()], [leader, pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'mate' })])));
    const effect = (optionsOf(session).attack?.cardEffects ?? []).find((option) => option.source === 'Agent of the Empire' && /cancel 1 hit/.test(option.summary));
    expect(effect).toBeDefined();
    session = play(session, { type: 'useCardEffect', ship: 'howl', ref: effect?.ref, target: 'mate', answer: 'yes' }).session;
    expect(shipOf(session, 'mate').hull - shipOf(session, 'mate').damageCards.length).toBe(shipOf(session, 'mate').hull - 1);
  });
  it('Skystrike Academy Class turns to its wing side once placed, and its wingmates’ cancel is offered from it', () => {
    const leader = withEffects(TIE_FIGHTER, '“Howlrunner”', 'howl', '2.5', 'skystrikeacademyclass');
    const placed = startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()], [leader, pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'mate' })]));
    const [setup] = sourced(placed, 'howl', 'Skystrike Academy Class');
    expect(setup?.ability?.summary).toMatch(/turned over once the ship is placed \(no choice\)/);
    const start = play(placed, { type: 'answerPrompt', prompt: setup?.id, answer: 'done' }).session;
    expect(shipOf(start, 'howl').sides?.[0]).toBe(1);
    const offered = (optionsOf(attackLeader(start)).attack?.cardEffects ?? []).filter((option) => option.source === 'Skystrike Academy Class');
    expect(offered.length).toBeGreaterThan(0);
  });
});
