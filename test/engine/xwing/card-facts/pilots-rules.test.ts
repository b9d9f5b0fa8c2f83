import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, expectMessage, howlrunner, optionsOf, play, refusal, rosters, shipOf, startGame, toEngagement, TIE_FIGHTER, wedge, X_WING } from '../helpers/xwing-game';
import { promptsOf, toActivation } from '../helpers/test-facts';
import { pilotEntry, readShipFile } from '../helpers/xwing-roster';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';

// Issue 34 · pilots whose card changes a rule for their own ship (Force only while attacking, a larger
// reload), moves other ships' locks, turns a configuration card, or spends a crit for a facedown card,
// read by the rules they change (effects/available-effects.ts forceHeldBack, ships/charges.ts reload) and
// the interpreter. X-Wing 2.0 / 2.5 rules reference: RRG · Force, Reload, Lock, Dual Cards, Damage Cards.

const sourced = (session: Session, ship: string, source: string) => promptsOf(session, ship).filter((prompt) => prompt.source === source);

describe('Card · Darth Vader (TIE/D Defender) · RRG · Force: he spends Force only while he attacks', () => {
  const vader = () => withEffects('galactic-empire/tie-d-defender', 'Darth Vader', 'vader', '2.5');
  it('defending, his Force cannot change a focus result; attacking, his blank → hit is offered', () => {
    let session = toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()], [vader()])));
    session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'vader', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'blank'), { type: 'rollDefenseDice', faces: ['focus', 'blank', 'blank'] }).session;
    const force = optionsOf(session).attack?.diceEffects.find((option) => option.spend === 'force' && option.by === 'defender');
    expect(force?.unavailable).toMatch(/spends Force only while it attacks/);
    expectMessage(refusal(session, { type: 'spendForDice', spend: 'force', dice: [0] }), /only while it attacks/);
  });
});

describe('Card · Lieutenant Karsabi (2.5) · RRG · Reload: his reload recovers 1 more charge on the card', () => {
  it('two charges spent, one reload brings both back (without him: one)', () => {
    const STAR = 'galactic-empire/alpha-class-star-wing';
    const karsabi = readShipFile(STAR).pilots.find((pilot) => (pilot as { xws?: string }).xws === 'lieutenantkarsabi-ssl');
    const reloadAfterSpending = (withHim: boolean) => {
      const base = withEffects(STAR, 'Nu Squadron Pilot', 'star', '2.5', 'protontorpedoes');
      const his = withHim ? rosterFacts([{ key: 'lieutenantkarsabi-ssl', name: karsabi?.name ?? '', text: karsabi?.ability ?? null, edition: '2.5' }]).effects : [];
      const star = { ...base, effects: [...(base.effects ?? []), ...his] };
      let session = toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5')], [star])));
      session = play(session, { type: 'spendCharge', ship: 'star', charge: 'standard', upgrade: 'star-upgrade-1', amount: 2 }, { type: 'performAction', ship: 'star', action: 'reload', upgrade: 'star-upgrade-1', byEffect: true }).session;
      return shipOf(session, 'star').upgrades[0]?.charges?.current;
    };
    expect(reloadAfterSpending(true)).toBe(2);
    expect(reloadAfterSpending(false)).toBe(1);
  });
});

describe('Card · Captain Kagi · RRG · Lock: the enemy locks on the friends he names move onto him', () => {
  it('asked at the start of the Engagement Phase; done with a friend moves its enemy lock to him, same holder', () => {
    const kagi = withEffects('galactic-empire/lambda-class-t-4a-shuttle', 'Captain Kagi', 'kagi', '2.5');
    let session = play(startGame(rosters([kagi, howlrunner('friend')], [withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5')])), { type: 'gainToken', ship: 'friend', token: 'lock', lockedBy: 'luke' }).session;
    session = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    const [prompt] = sourced(session, 'kagi', 'Captain Kagi');
    expect(prompt?.ability?.summary).toMatch(/move onto him/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'friend' }).session;
    expect(shipOf(session, 'friend').tokens.lock).toEqual([]);
    expect(shipOf(session, 'kagi').tokens.lock).toEqual(['luke']);
  });
});

describe('Card · Kullbee Sperado · RRG · Dual Cards: after a barrel roll or boost action he may turn his configuration card over', () => {
  it('done turns the S-foils to their other side', () => {
    const fitted = withEffects(X_WING, 'Kullbee Sperado', 'kullbee', '2.5', 'servomotorsfoils');
    // The host reads the S-foils' two action bars from the card (setup/roster-from-list): here both sides keep the printed bar.
    const bar = fitted.actions ?? [];
    const kullbee = { ...fitted, actionsBySide: { upgrade: 0, sides: [bar, bar] as [typeof bar, typeof bar] } };
    let session = play(toActivation(startGame(rosters([kullbee], [howlrunner()]))), { type: 'activateShip', ship: 'kullbee' }, { type: 'executeManeuver', ship: 'kullbee', speed: 2, bearing: 'straight' }, { type: 'performAction', ship: 'kullbee', action: 'barrelRoll' }).session;
    const [prompt] = sourced(session, 'kullbee', 'Kullbee Sperado');
    expect(prompt).toBeDefined();
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'kullbee').sides?.[0]).toBe(1);
  });
});

describe('Card · Seyn Marana · RRG · Damage Cards: a crit spent deals a facedown card past the shields, the other results cancelled', () => {
  it('against a shielded defender the card is dealt and the shields stay', () => {
    const seyn = withEffects(TIE_FIGHTER, 'Seyn Marana', 'seyn', '2.5');
    let session = toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()], [seyn, pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy' })])));
    session = play(session, { type: 'passShip', ship: 'wedge' }, { type: 'passShip', ship: 'luke' }).session;
    session = play(session, { type: 'declareAttack', attacker: 'seyn', defender: 'luke', arc: 'front', range: 2 }, attackFaces('crit', 'hit')).session;
    const effect = optionsOf(session).attack?.cardEffects.find((option) => option.source === 'Seyn Marana');
    expect(effect).toBeDefined();
    const shields = shipOf(session, 'luke').shields.current;
    session = play(session, { type: 'useCardEffect', ship: 'seyn', ref: effect?.ref }).session;
    expect(shipOf(session, 'luke').damageCards).toHaveLength(1);
    expect(shipOf(session, 'luke').damageCards[0]?.faceup).toBe(false);
    expect(shipOf(session, 'luke').shields.current).toBe(shields);
  });
});

describe('Card · Poe Dameron (T-70, 2.0) · RRG · Actions: after a friend near him acts in its activation, 2 charges for a white action as red', () => {
  it('the friend’s action asks Poe; done gives the friend a red action of its bar and spends 2 charges', () => {
    const T70 = 'resistance/t-70-x-wing';
    const poe = readShipFile(T70).pilots.find((pilot) => (pilot as { xws?: string }).xws === 'poedameron-swz68');
    const base = pilotEntry(T70, 'Blue Squadron Rookie', { id: 'poe', actionBar: true });
    const poeEntry = { ...base, initiative: 6, charges: { value: 2, recurs: 0 }, effects: rosterFacts([{ key: 'poedameron-swz68', name: poe?.name ?? '', text: poe?.ability ?? null, edition: '2.0' }]).effects };
    let session = toActivation(startGame(rosters([poeEntry, pilotEntry(T70, 'Blue Squadron Rookie', { id: 'friend', actionBar: true })], [howlrunner()])));
    session = play(session, { type: 'activateShip', ship: 'friend' }, { type: 'executeManeuver', ship: 'friend', speed: 2, bearing: 'straight' }, { type: 'performAction', ship: 'friend', action: 'focus' }).session;
    const [prompt] = sourced(session, 'poe', 'Poe Dameron');
    expect(prompt?.ability?.summary).toMatch(/performs a white action as red/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'poe').charges?.current).toBe(0);
  });
});

describe('Card · Temmin Wexley (2.0) and Jabba the Hutt · RRG · Dual Cards, Charges: a friend’s configuration turned, a friend’s illicit card recharged', () => {
  it('Temmin: the T-70 named takes a strain, turns its S-foils over and gains a calculate', () => {
    const T70 = 'resistance/t-70-x-wing';
    const temmin = readShipFile(T70).pilots.find((pilot) => (pilot as { xws?: string }).xws === 'temminwexley-swz68');
    const base = pilotEntry(T70, 'Blue Squadron Rookie', { id: 'temmin', actionBar: true });
    const temminEntry = { ...base, effects: rosterFacts([{ key: 'temminwexley-swz68', name: temmin?.name ?? '', text: temmin?.ability ?? null, edition: '2.0' }]).effects };
    const fitted = withEffects(T70, 'Blue Squadron Rookie', 'friend', '2.5', 'integratedsfoils');
    const friend = { ...fitted, actionsBySide: { upgrade: 0, sides: [fitted.actions ?? [], fitted.actions ?? []] as [NonNullable<typeof fitted.actions>, NonNullable<typeof fitted.actions>] } };
    let session = play(startGame(rosters([temminEntry, friend], [howlrunner()])), { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    const [prompt] = sourced(session, 'temmin', 'Temmin Wexley');
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'friend' }).session;
    expect(shipOf(session, 'friend').tokens).toMatchObject({ strain: 1, calculate: 1 });
    expect(shipOf(session, 'friend').sides?.[0]).toBe(1);
  });
  it('Jabba: in the End Phase, 1 of his charges puts 1 back on a friend’s illicit card', () => {
    const jabba = withEffects('scum-and-villainy/hwk-290-light-freighter', 'Spice Runner', 'hwk', '2.5', 'jabbathehutt');
    const friend = withEffects('scum-and-villainy/hwk-290-light-freighter', 'Spice Runner', 'friend', '2.5', 'contrabandcybernetics');
    let session = play(startGame(rosters([jabba, friend], [howlrunner()])), { type: 'spendCharge', ship: 'friend', charge: 'standard', upgrade: 'friend-upgrade-1' }).session;
    const before = shipOf(session, 'friend').upgrades[0]?.charges?.current ?? 0;
    session = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    const [prompt] = sourced(session, 'hwk', 'Jabba the Hutt');
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'friend' }).session;
    expect(shipOf(session, 'friend').upgrades[0]?.charges?.current).toBe(before + 1);
  });
});

describe('Card · Supernatural Reflexes · RRG · Actions: before it activates, 1 Force for a barrel roll or boost; one not on its bar costs 1 hit', () => {
  it('an X-wing (barrel roll on its bar, no boost) is offered both; the boost says its hit and deals it', () => {
    const luke = { ...withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'supernaturalreflexes'), force: { value: 2, recurs: 1 } };
    let session = toActivation(startGame(rosters([luke, wedge()], [howlrunner()])));
    session = play(session, { type: 'activateShip', ship: 'luke' }).session;
    const asked = sourced(session, 'luke', 'Supernatural Reflexes');
    expect(asked.map((prompt) => prompt.ability?.summary)).toEqual([expect.stringMatching(/^Supernatural Reflexes: barrel roll action before/), expect.stringMatching(/boost action \(not on its bar: 1 hit damage\)/)]);
    const shields = shipOf(session, 'luke').shields.current;
    session = play(session, { type: 'answerPrompt', prompt: asked[1]?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').shields.current).toBe(shields - 1);
  });
});

describe('Card · Contraband Cybernetics and Commander Malarus · “until the end of the round”: a cost paid once holds its facts for the round', () => {
  it('Contraband Cybernetics: 1 charge before it activates, then the stressed ship acts; skipped, its action is refused', () => {
    const hwk = withEffects('scum-and-villainy/hwk-290-light-freighter', 'Spice Runner', 'hwk', '2.5', 'contrabandcybernetics');
    let session = play(startGame(rosters([hwk], [howlrunner()])), { type: 'gainToken', ship: 'hwk', token: 'stress' }).session;
    session = play(toActivation(session), { type: 'activateShip', ship: 'hwk' }).session;
    const [prompt] = sourced(session, 'hwk', 'Contraband Cybernetics');
    expect(prompt?.ability?.summary).toMatch(/even while stressed this round/);
    expectMessage(refusal(play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'skip' }, { type: 'executeManeuver', ship: 'hwk', speed: 1, bearing: 'straight' }).session, { type: 'performAction', ship: 'hwk', action: 'focus' }), /stress/i);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }, { type: 'executeManeuver', ship: 'hwk', speed: 1, bearing: 'straight' }, { type: 'performAction', ship: 'hwk', action: 'focus' }).session;
    expect(shipOf(session, 'hwk').tokens.focus).toBe(1);
  });
  it('Commander Malarus: paid at the start of the Engagement Phase, his focus results → hits when he attacks; unpaid, not offered', () => {
    const malarus = withEffects('first-order/tie-fo-fighter', 'Commander Malarus', 'malarus', '2.5');
    const attack = (pay: boolean) => {
      let session = play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()], [malarus])), { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
      const [prompt] = sourced(session, 'malarus', 'Commander Malarus');
      session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: pay ? 'done' : 'skip' }).session;
      session = play(session, { type: 'passShip', ship: 'wedge' }, { type: 'passShip', ship: 'luke' }, { type: 'declareAttack', attacker: 'malarus', defender: 'luke', arc: 'front', range: 2 }, attackFaces('focus', 'focus')).session;
      return optionsOf(session).attack?.cardEffects.filter((option) => option.source === 'Commander Malarus') ?? [];
    };
    expect(attack(true).map((option) => option.summary)).toEqual([expect.stringMatching(/focus results → hits/)]);
    expect(attack(false)).toEqual([]);
  });
});
