import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { expectMessage, howlrunner, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, stateOf, toEngagement, wedge, X_WING, TIE_FIGHTER } from '../helpers/xwing-game';
import { promptsOf, toActivation } from '../helpers/test-facts';
import { pilotEntry } from '../helpers/xwing-roster';

// Issue 34 · cards that act at another ship's moment, or at their own, through our facts
// (effects/facts/upgrades-crew.ts, pilots-rebel-resistance.ts), played through the real engine.
// Rules: RRG · Ability timing ("after a friendly ship fully executes a maneuver"), Maneuvers (partial
// execution), Stress, Calculate (X-Wing 2.0 and 2.5 rules reference). Cards from xwing-data2, read at run time.

const YT1300 = 'rebel-alliance/modified-yt-1300-light-freighter';
/** Luke (5) and Howlrunner (5) activate and end; then Wedge (6) activates: the friend whose maneuver is watched. */
function toWedge(session: Session): Session {
  session = play(toActivation(session), { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }, { type: 'endActivation' }).session;
  for (const prompt of promptsOf(session, 'luke')) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
  return play(session, { type: 'activateShip', ship: 'howl' }, { type: 'executeManeuver', ship: 'howl', speed: 2, bearing: 'straight' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'wedge' }).session;
}
const sourced = (session: Session, ship: string, source: string) => promptsOf(session, ship).filter((prompt) => prompt.source === source);

describe('Card · Kanan Jarrus (crew): a friend’s white maneuver, fully executed, sheds 1 stress for 1 Force', () => {
  const game = () => play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'kananjarrus'), wedge()], [howlrunner()])), { type: 'gainToken', ship: 'wedge', token: 'stress' }).session;
  it('after the friend’s full white maneuver it is asked; done takes the friend’s stress and Luke’s Force', () => {
    const session = play(toWedge(game()), { type: 'executeManeuver', ship: 'wedge', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    const [prompt] = sourced(session, 'luke', 'Kanan Jarrus');
    expect(prompt?.ability?.summary).toMatch(/Kanan Jarrus: 1 Force/);
    const force = shipOf(session, 'luke').force?.current ?? 0;
    const used = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'wedge' });
    expect(shipOf(used.session, 'wedge').tokens.stress).toBe(0);
    expect(shipOf(used.session, 'luke').force?.current).toBe(force - 1);
  });
  it('a partial maneuver is not asked about (RRG · Maneuvers: it was not fully executed)', () => {
    expect(sourced(play(toWedge(game()), { type: 'executeManeuver', ship: 'wedge', speed: 2, bearing: 'straight', difficulty: 'white', partial: true }).session, 'luke', 'Kanan Jarrus')).toEqual([]);
  });
  it('a blue maneuver is not asked about', () => {
    expect(sourced(play(toWedge(game()), { type: 'executeManeuver', ship: 'wedge', speed: 2, bearing: 'straight', difficulty: 'blue' }).session, 'luke', 'Kanan Jarrus')).toEqual([]);
  });
});

describe('Card · Leia Organa (pilot, 2.0): a friend’s red maneuver: a focus or a Force for it, one of them', () => {
  const leia = () => ({ ...withEffects(YT1300, 'Leia Organa', 'luke', '2.0'), initiative: 5, force: { value: 2, recurs: 1 } });
  it('both choices are asked; using one closes the other (once each time, RRG · Ability timing)', () => {
    let session = play(toWedge(startGame(rosters([leia(), wedge()], [howlrunner()]))), { type: 'executeManeuver', ship: 'wedge', speed: 2, bearing: 'straight', difficulty: 'red' }).session;
    const asked = sourced(session, 'luke', 'Leia Organa');
    expect(asked.map((prompt) => prompt.ability?.summary)).toEqual([expect.stringMatching(/gains 1 focus/), expect.stringMatching(/recovers 1 Force/)]);
    session = play(session, { type: 'answerPrompt', prompt: asked[0]?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(session, 'wedge').tokens.focus).toBe(1);
    expect(sourced(session, 'luke', 'Leia Organa')).toEqual([]);
  });
});

describe('Card · Hera Syndulla (crew): red maneuvers while stressed; at 3 stress after one, 1 stress off for 1 hit damage', () => {
  it('stressed, a red maneuver is executed as red; with 3 or more stress after it, the trade is made and said (no choice)', () => {
    const hera = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'herasyndulla');
    let session = toActivation(startGame(rosters([hera, wedge()], [howlrunner()])));
    session = play(session, { type: 'gainToken', ship: 'luke', token: 'stress', count: 2 }, { type: 'activateShip', ship: 'luke' }).session;
    const shields = shipOf(session, 'luke').shields.current;
    const moved = play(session, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight', difficulty: 'red' });
    expect(shipOf(moved.session, 'luke').tokens.stress).toBe(2);
    expect(shipOf(moved.session, 'luke').shields.current).toBe(shields - 1);
    expect(sentences(moved.events).join(' ')).toMatch(/Hera Syndulla/);
  });
});

describe('Card · IG-88D (crew): after a calculate action, 1 more calculate token', () => {
  it('the calculate action gives 1 more token than without the card (beside the Aggressor’s own ship ability); an evade action none', () => {
    const moved = (...crew: string[]) => play(toActivation(startGame(rosters([withEffects('scum-and-villainy/aggressor-assault-fighter', 'IG-88A', 'luke', '2.5', ...crew)], [howlrunner()]))), { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
    const calculated = (session: Session) => shipOf(play(session, { type: 'performAction', ship: 'luke', action: 'calculate' }).session, 'luke').tokens.calculate;
    expect(calculated(moved('ig88d'))).toBe(calculated(moved()) + 1);
    expect(shipOf(play(moved('ig88d'), { type: 'performAction', ship: 'luke', action: 'evade' }).session, 'luke').tokens.calculate).toBe(0);
  });
});

describe('Card · Grand Inquisitor (crew): after an enemy reveals its dial, 1 Force for an action as red', () => {
  it('the enemy’s revealed maneuver asks the crew’s ship, with its question', () => {
    const inquisitor = { ...withEffects(TIE_FIGHTER, '“Howlrunner”', 'howl', '2.5', 'grandinquisitor'), force: { value: 1, recurs: 1 } };
    const session = play(toActivation(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()], [inquisitor]))), { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
    const [prompt] = sourced(session, 'howl', 'Grand Inquisitor');
    expect(prompt?.ability?.summary).toMatch(/Grand Inquisitor: 1 Force after an enemy reveals its dial/);
    const used = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(used, 'howl').force?.current).toBe(0);
  });
});

// RRG · Tokens (X-Wing 2.0 and 2.5 rules reference): a card that acts after a ship gains a token,
// its own or another's, is told which token was gained (its kind and colour).
describe('Card · Lieutenant Rivas: after a ship at range 1–2 gains a red or orange token, a lock on it', () => {
  const rivas = () => withEffects('first-order/tie-fo-fighter', 'Lieutenant Rivas', 'howl', '2.5');
  it('an enemy gaining a stress token asks him; done locks it; once it is locked he is not asked again', () => {
    let session = startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()], [rivas()]));
    session = play(session, { type: 'gainToken', ship: 'luke', token: 'stress' }).session;
    const [prompt] = sourced(session, 'howl', 'Lieutenant Rivas');
    expect(prompt?.ability?.summary).toMatch(/a lock on the ship that gained a red or orange token/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').tokens.lock).toEqual(['howl']);
    expect(sourced(play(session, { type: 'gainToken', ship: 'luke', token: 'strain' }).session, 'howl', 'Lieutenant Rivas')).toEqual([]);
  });
  it('a green token is no red or orange one: he is not asked', () => {
    const session = play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), wedge()], [rivas()])), { type: 'gainToken', ship: 'luke', token: 'focus' }).session;
    expect(sourced(session, 'howl', 'Lieutenant Rivas')).toEqual([]);
  });
});

describe('Card · Lieutenant Karsabi: after he gains a disarm token, not stressed, 1 stress for it', () => {
  const karsabi = () => withEffects('galactic-empire/alpha-class-star-wing', 'Lieutenant Karsabi', 'howl', '2.5');
  it('done trades the disarm token for a stress token; stressed he is not asked', () => {
    let session = play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5')], [karsabi()])), { type: 'gainToken', ship: 'howl', token: 'disarm' }).session;
    const [prompt] = sourced(session, 'howl', 'Lieutenant Karsabi');
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'howl').tokens).toMatchObject({ disarm: 0, stress: 1 });
    expect(sourced(play(session, { type: 'gainToken', ship: 'howl', token: 'disarm' }).session, 'howl', 'Lieutenant Karsabi')).toEqual([]);
  });
});

describe('Card · Dutch Vander: after his lock action, a friend he names locks the same ship (RRG · Lock)', () => {
  it('the friend acquires the lock; naming an enemy is refused in words', () => {
    const dutch = { ...withEffects('rebel-alliance/btl-a4-y-wing', '“Dutch” Vander', 'luke', '2.5'), initiative: 5 };
    let session = play(toActivation(startGame(rosters([dutch, wedge()], [howlrunner()]))), { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }, { type: 'performAction', ship: 'luke', action: 'lock', target: 'howl' }).session;
    const [prompt] = sourced(session, 'luke', '“Dutch” Vander');
    expectMessage(refusal(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'howl' }), /acts on a friendly ship: .* is not one/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(session, 'howl').tokens.lock.sort()).toEqual(['luke', 'wedge']);
  });
});

describe('Card · “Hound”: a friend’s new deplete or strain token comes to her, holding none of the kind', () => {
  it('the friend gains a strain token, she takes it', () => {
    const hound = withEffects('galactic-republic/laat-i-gunship', '“Hound”', 'luke', '2.5');
    let session = play(startGame(rosters([hound, wedge()], [howlrunner()])), { type: 'gainToken', ship: 'wedge', token: 'strain' }).session;
    const [prompt] = sourced(session, 'luke', '“Hound”');
    expect(prompt?.ability?.summary).toMatch(/takes the strain token/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect([shipOf(session, 'wedge').tokens.strain, shipOf(session, 'luke').tokens.strain]).toEqual([0, 1]);
  });
});

describe('Card · Jyn Erso (crew): a friend’s focus token becomes an evade token, if its player wants', () => {
  it('a friend gains a focus: asked; done swaps it for an evade. Her own ship too', () => {
    const jyn = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'jynerso');
    let session = play(startGame(rosters([jyn, wedge()], [howlrunner()])), { type: 'gainToken', ship: 'wedge', token: 'focus' }).session;
    const [prompt] = sourced(session, 'luke', 'Jyn Erso');
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'wedge').tokens).toMatchObject({ focus: 0, evade: 1 });
    session = play(session, { type: 'gainToken', ship: 'luke', token: 'focus' }).session;
    const [own] = sourced(session, 'luke', 'Jyn Erso');
    session = play(session, { type: 'answerPrompt', prompt: own?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').tokens).toMatchObject({ focus: 0, evade: 1 });
  });
});

describe('Card · Seventh Sister (crew): an enemy’s stress becomes a jam or a tractor token for 1 Force, one of them', () => {
  it('both choices are asked; using the tractor one swaps the token and closes the other', () => {
    const sister = { ...withEffects(TIE_FIGHTER, '“Howlrunner”', 'howl', '2.5', 'seventhsister'), force: { value: 1, recurs: 1 } };
    let session = play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5')], [sister])), { type: 'gainToken', ship: 'luke', token: 'stress' }).session;
    const asked = sourced(session, 'howl', 'Seventh Sister');
    expect(asked).toHaveLength(2);
    session = play(session, { type: 'answerPrompt', prompt: asked[1]?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').tokens).toMatchObject({ stress: 0, tractor: 1, jam: 0 });
    expect(sourced(session, 'howl', 'Seventh Sister')).toEqual([]);
    expect(shipOf(session, 'howl').force?.current).toBe(0);
  });
});

describe('Card · Fenn Rau (crew): before a friend engages, it may shed a red token (RRG · Engagement)', () => {
  it('the friend about to engage is asked about, with its red token; done removes it', () => {
    const fenn = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'fennrau');
    let session = play(startGame(rosters([fenn, wedge()], [howlrunner()])), { type: 'gainToken', ship: 'wedge', token: 'strain' }).session;
    session = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'wedge' }).session;
    const [prompt] = sourced(session, 'luke', 'Fenn Rau');
    expect(prompt?.ability?.summary).toMatch(/sheds 1 red token/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'wedge').tokens.strain).toBe(0);
  });
});

describe('Card · Protectorate Gleb (crew): after it coordinates, it passes one red or orange token to that ship — a disarm token too', () => {
  it('the coordinated ship takes the disarm token', () => {
    const gleb = { ...withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'protectorategleb'), actions: [{ action: 'coordinate' as const, difficulty: 'white' as const }] };
    // Rules 3 (RRG · Coordinate names the ship it coordinates).
    const rules3 = play(emptySession('xwing'), { type: 'setup', seed: 'gleb', players: rosters([gleb, wedge()], [howlrunner()]), rules: 3, edition: '2.5' }).session;
    let session = play(toActivation(rules3), { type: 'gainToken', ship: 'luke', token: 'disarm' }, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
    session = play(session, { type: 'performAction', ship: 'luke', action: 'coordinate', target: 'wedge' }).session;
    const [prompt] = sourced(session, 'luke', 'Protectorate Gleb');
    expect(prompt?.ability?.summary).toMatch(/disarm/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect([shipOf(session, 'luke').tokens.disarm, shipOf(session, 'wedge').tokens.disarm]).toEqual([0, 1]);
  });
});

// RRG · Devices: a ship places one device per round (2.0) / per System Phase (2.5); a card may allow one more.
describe('Card · Paige Tico: after she drops a device, 1 charge for one more', () => {
  it('the second drop is refused until she pays; then it is allowed', () => {
    const paige = { ...withEffects('resistance/mg-100-starfortress-sf-17', 'Paige Tico', 'luke', '2.5', 'protonbombs'), initiative: 5 };
    let session = play(startGame(rosters([paige, wedge()], [howlrunner()])), { type: 'nextPhase' }, { type: 'dropDevice', ship: 'luke', device: 'protonbombs' }).session;
    expectMessage(refusal(session, { type: 'dropDevice', ship: 'luke', device: 'protonbombs' }), /already placed a device this System Phase/);
    const [prompt] = sourced(session, 'luke', 'Paige Tico');
    const charges = shipOf(session, 'luke').charges?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }, { type: 'dropDevice', ship: 'luke', device: 'protonbombs' }).session;
    expect(shipOf(session, 'luke').charges?.current).toBe(charges - 1);
    expect(shipOf(session, 'luke').upgrades[0]?.charges?.current).toBe(0);
  });
  it('only a card that says "one more device" gives the drop back: another effect used after a drop does not', () => {
    const paige = withEffects('resistance/mg-100-starfortress-sf-17', 'Paige Tico', 'luke', '2.5', 'protonbombs');
    const other = { source: 'Test card', moment: 'afterDropDevice' as const, conditions: [], costs: [], effects: [{ kind: 'bonusAttack' as const, weapon: 'primary' as const }], optional: true, summary: 'A bonus attack after a drop' };
    let session = play(startGame(rosters([{ ...paige, initiative: 5, effects: [other] }, wedge()], [howlrunner()])), { type: 'nextPhase' }, { type: 'dropDevice', ship: 'luke', device: 'protonbombs' }).session;
    const [prompt] = sourced(session, 'luke', 'Test card');
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expectMessage(refusal(session, { type: 'dropDevice', ship: 'luke', device: 'protonbombs' }), /already placed a device this System Phase/);
  });
});

describe('Card · Tomax Bren: after a reload action, 1 charge back on one of his talent cards', () => {
  it('the talent card missing a charge gets it back', () => {
    const tomax = { ...withEffects('galactic-empire/tie-sa-bomber', 'Tomax Bren', 'luke', '2.5', 'elusive', 'protonbombs'), initiative: 5 };
    let session = play(startGame(rosters([tomax, wedge()], [howlrunner()])), { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-1' }, { type: 'nextPhase' }, { type: 'dropDevice', ship: 'luke', device: 'protonbombs' }, { type: 'nextPhase' }).session;
    session = play(session, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }, { type: 'performAction', ship: 'luke', action: 'reload' }).session;
    const [prompt] = sourced(session, 'luke', 'Tomax Bren');
    const before = shipOf(session, 'luke').upgrades[0]?.charges?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').upgrades[0]?.charges?.current).toBe(before + 1);
  });
});

describe('Card · Lieutenant Bastian: after a ship at range 1–2 is dealt a damage card, a lock on it', () => {
  it('an enemy dealt a card asks him; done locks it', () => {
    const bastian = withEffects('resistance/t-70-x-wing', 'Lieutenant Bastian', 'luke', '2.5');
    let session = play(startGame(rosters([bastian, wedge()], [howlrunner()])), { type: 'sufferDamage', ship: 'howl', hits: 1, crits: 0, drawForMe: true }).session;
    const [prompt] = sourced(session, 'luke', 'Lieutenant Bastian');
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'howl').tokens.lock).toEqual(['luke']);
  });
});

describe('Card · Derek Klivian: after he acquires a lock by any card, he sheds a red token', () => {
  it('a lock from Lieutenant Bastian’s ability is a lock acquired: Derek is asked', () => {
    const derek = { ...withEffects('rebel-alliance/rz-1-a-wing', 'Derek Klivian', 'luke', '2.5'), initiative: 5 };
    let session = play(startGame(rosters([derek, wedge()], [howlrunner()])), { type: 'gainToken', ship: 'luke', token: 'stress' }, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
    const [prompt] = sourced(session, 'luke', 'Derek Klivian');
    expect(prompt?.ability?.summary).toMatch(/after he acquires a lock/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').tokens.stress).toBe(0);
  });
});

describe('Card · Commandant Goran: a friend of lower initiative that bumps may perform a red focus action', () => {
  it('a partial maneuver asks him; a full one does not', () => {
    const goran = { ...withEffects('galactic-empire/tie-in-interceptor', 'Commandant Goran', 'howl', '2.5') };
    const academy = { ...pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy', actionBar: true }) };
    const at = (partial: boolean) => play(toActivation(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5')], [goran, academy]))), { type: 'activateShip', ship: 'academy' }, { type: 'executeManeuver', ship: 'academy', speed: 2, bearing: 'straight', ...(partial ? { partial: true } : {}) }).session;
    expect(sourced(at(false), 'howl', 'Commandant Goran')).toEqual([]);
    const session = at(true);
    const [prompt] = sourced(session, 'howl', 'Commandant Goran');
    const granted = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(granted, 'academy').grants).toContainEqual(expect.objectContaining({ action: 'focus', difficulty: 'red' }));
  });
});

describe('Card · Prince Xizor: after Neutralize Results a friend nearby may take 1 hit or crit of the results left (RRG · Neutralize Results, Deal Damage)', () => {
  it('the friend named suffers the hit and the defender is dealt 1 fewer; once per attack', () => {
    const xizor = withEffects('scum-and-villainy/starviper-class-attack-platform', 'Prince Xizor', 'howl', '2.5');
    const friend = pilotEntry('scum-and-villainy/z-95-af4-headhunter', 'Binayre Pirate', { id: 'pirate', actionBar: true });
    let session = play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5')], [xizor, friend])), { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, { type: 'rollAttackDice', faces: ['hit', 'hit', 'blank'] }, { type: 'rollDefenseDice', faces: ['blank', 'blank', 'blank'] }, { type: 'neutralizeResults' }).session;
    const offers = (optionsOf(session).attack?.cardEffects ?? []).filter((effect) => effect.source === 'Prince Xizor');
    // No crit is left: only the hit is offered.
    expect(offers.map((offer) => offer.summary)).toEqual([expect.stringMatching(/1 hit damage to cancel 1 hit/)]);
    const friendShields = shipOf(session, 'pirate').shields.current;
    session = play(session, { type: 'useCardEffect', ship: 'howl', ref: offers[0]?.ref, target: 'pirate', answer: 'yes' }).session;
    expect(shipOf(session, 'pirate').shields.current).toBe(friendShields - 1);
    expect(stateOf(session).attack?.neutralized?.remaining.hits).toBe(1);
    expect((optionsOf(session).attack?.cardEffects ?? []).filter((effect) => effect.source === 'Prince Xizor')).toEqual([]);
  });
});

describe('Card · Yoda (2.0 pilot): after another friendly ship spends Force, 1 of his gives it 1 back', () => {
  it('a friend spending Force asks him; done moves 1 Force', () => {
    const yoda = { ...withEffects('galactic-republic/eta-2-actis', 'Yoda', 'howl', '2.0'), force: { value: 3, recurs: 1 } };
    const friend = { ...pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy' }), force: { value: 2, recurs: 1 } };
    let session = play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5')], [yoda, friend])), { type: 'spendCharge', ship: 'academy', charge: 'force' }).session;
    const [prompt] = sourced(session, 'howl', 'Yoda');
    expect(prompt?.ability?.summary).toMatch(/gives the friend that spent Force 1 back/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect([shipOf(session, 'academy').force?.current, shipOf(session, 'howl').force?.current]).toEqual([2, 2]);
  });
});

describe('Card · Deadman’s Switch: as it is destroyed each other ship at range 0–1 suffers 1 hit (one question per ship, the player names it)', () => {
  it('the ship named suffers the hit', () => {
    const switched = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'deadmansswitch');
    const luke = shipOf(startGame(rosters([switched], [howlrunner()])), 'luke');
    let session = play(startGame(rosters([switched], [howlrunner()])), { type: 'sufferDamage', ship: 'luke', hits: luke.hull + luke.shields.max, crits: 0, drawForMe: true }).session;
    const asked = sourced(session, 'luke', 'Deadman\'s Switch');
    expect(asked.length).toBe(4);
    expect(optionsOf(session).prompts.find((prompt) => prompt.id === asked[0]?.id)?.ability?.chooses).toContain('howl');
    session = play(session, { type: 'answerPrompt', prompt: asked[0]?.id, answer: 'done', ship: 'howl' }).session;
    expect(shipOf(session, 'howl').damageCards).toHaveLength(1);
  });
});

describe('Card · General Grievous (crew): defending with 2 or more hits and crits left, 1 charge cancels 1', () => {
  const attacked = (faces: string[]) => {
    const grievous = withEffects(TIE_FIGHTER, '“Howlrunner”', 'howl', '2.5', 'generalgrievous');
    const session = play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5')], [grievous])), { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    return play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, { type: 'rollAttackDice', faces }, { type: 'rollDefenseDice', faces: ['blank', 'blank', 'blank'] }, { type: 'neutralizeResults' }).session;
  };
  const offers = (session: Session) => (optionsOf(session).attack?.cardEffects ?? []).filter((effect) => effect.source === 'General Grievous');
  it('2 hits left: offered; used, 1 hit is cancelled and the charge spent', () => {
    const session = attacked(['hit', 'hit', 'blank']);
    const [offer] = offers(session);
    expect(offer?.summary).toMatch(/cancels 1 hit of 2 or more left/);
    const used = play(session, { type: 'useCardEffect', ship: 'howl', ref: offer?.ref }).session;
    expect(stateOf(used).attack?.neutralized?.remaining.hits).toBe(1);
    expect(shipOf(used, 'howl').upgrades[0]?.charges?.current).toBe((shipOf(session, 'howl').upgrades[0]?.charges?.current ?? 0) - 1);
  });
  it('1 hit left: not offered', () => {
    expect(offers(attacked(['hit', 'blank', 'blank']))).toEqual([]);
  });
});

describe('Card · Dace Bonearm: after an enemy nearby receives an ion token, 3 charges give it 2 more', () => {
  it('asked when the enemy gains an ion token; done spends 3 charges and adds 2 ion tokens', () => {
    const dace = { ...withEffects('scum-and-villainy/hwk-290-light-freighter', 'Dace Bonearm', 'howl', '2.5') };
    let session = play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5')], [dace])), { type: 'gainToken', ship: 'luke', token: 'ion' }).session;
    const [prompt] = sourced(session, 'howl', 'Dace Bonearm');
    const charges = shipOf(session, 'howl').charges?.current ?? 0;
    expect(charges).toBeGreaterThanOrEqual(3);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect([shipOf(session, 'luke').tokens.ion, shipOf(session, 'howl').charges?.current]).toEqual([3, charges - 3]);
  });
});

describe('Card · Captain Cardinal: after an enemy ship nearby is destroyed he loses 1 charge (asked where it was)', () => {
  it('an enemy destroyed asks him; yes takes the charge off', () => {
    const cardinal = withEffects('first-order/upsilon-class-command-shuttle', 'Captain Cardinal', 'howl', '2.5');
    const luke = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5');
    const total = shipOf(startGame(rosters([luke], [cardinal])), 'luke');
    let session = play(startGame(rosters([luke, wedge()], [cardinal])), { type: 'sufferDamage', ship: 'luke', hits: total.hull + total.shields.max, crits: 0, drawForMe: true }).session;
    const [prompt] = sourced(session, 'howl', 'Captain Cardinal').filter((one) => /loses 1 charge/.test(one.ability?.summary ?? ''));
    const charges = shipOf(session, 'howl').charges?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'howl').charges?.current).toBe(charges - 1);
  });
});

describe('Card · Hera Syndulla (B-wing, A-wing): in a friend’s attack she may pass it her lock on the enemy', () => {
  it('the friend attacking the ship Hera has locked takes over her lock', () => {
    const hera = { ...withEffects('rebel-alliance/rz-1-a-wing', 'Hera Syndulla', 'hera', '2.5'), initiative: 6 };
    let session = play(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5'), hera], [howlrunner()])), { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'hera' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, { type: 'rollAttackDice', faces: ['blank', 'blank', 'focus'] }).session;
    const offer = (optionsOf(session).attack?.cardEffects ?? []).find((effect) => effect.source === 'Hera Syndulla' && /lock/.test(effect.summary));
    expect(offer?.summary).toMatch(/her lock on the enemy passes to the attacking friend/);
    session = play(session, { type: 'useCardEffect', ship: 'hera', ref: offer?.ref, answer: 'yes' }).session;
    expect(shipOf(session, 'howl').tokens.lock).toEqual(['luke']);
  });
});

describe('Card · Ruthless: a friend near the defender suffers 1 hit so that 1 result becomes a hit', () => {
  it('the friend named takes the hit and a blank becomes a hit', () => {
    const ruthless = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'ruthless');
    let session = toEngagement(startGame(rosters([ruthless, wedge()], [howlrunner()])));
    session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, { type: 'rollAttackDice', faces: ['blank', 'blank', 'hit'] }).session;
    const offer = (optionsOf(session).attack?.cardEffects ?? []).find((effect) => effect.source === 'Ruthless');
    const shields = shipOf(session, 'wedge').shields.current;
    session = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, answer: 'yes', target: 'wedge', dice: [0] }).session;
    expect(shipOf(session, 'wedge').shields.current).toBe(shields - 1);
    expect(stateOf(session).attack?.attackDice.filter((die) => die.face === 'hit')).toHaveLength(2);
  });
});

describe('Cards that count: Matchstick (a reroll per red token) and Kazuda Xiono (initiative against damage cards)', () => {
  it('Card · “Matchstick”: with 2 red tokens (stress and strain) the rerolls offered go up to 2, one of them used', () => {
    const matchstick = withEffects('galactic-republic/btl-b-y-wing', '“Matchstick”', 'luke', '2.5');
    let session = play(toEngagement(startGame(rosters([matchstick], [howlrunner()]))), { type: 'gainToken', ship: 'luke', token: 'stress' }, { type: 'gainToken', ship: 'luke', token: 'strain' }).session;
    session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, { type: 'rollAttackDice', faces: ['blank', 'blank'] }).session;
    const offers = (optionsOf(session).attack?.cardEffects ?? []).filter((effect) => effect.source === '“Matchstick”');
    expect(offers.map((offer) => offer.rerolls)).toEqual([1, 2]);
  });
  it('Card · Kazuda Xiono: +1 attack die against a ship of higher initiative than his damage cards, not once he holds as many', () => {
    const kazuda = withEffects('resistance/fireball', 'Kazuda Xiono', 'luke', '2.5');
    // The Fireball's Explosion with Wings question at setup is answered first.
    const settled = (session: Session) => stateOf(session).prompts.reduce((now, prompt) => play(now, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session, session);
    const declared = (session: Session) => play(toEngagement(settled(session)), { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }).session;
    const offer = (session: Session) => (optionsOf(session).attack?.cardEffects ?? []).find((effect) => effect.source === 'Kazuda Xiono');
    expect(offer(declared(startGame(rosters([kazuda], [howlrunner()]))))?.summary).toMatch(/\+1 attack die/);
    // Against an initiative 1 Academy Pilot, 1 damage card is enough to lose it (1 is not higher than 1).
    const academy = pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'howl' });
    const shields = shipOf(startGame(rosters([kazuda], [academy])), 'luke').shields.max;
    const hurt = play(settled(startGame(rosters([kazuda], [academy]))), { type: 'sufferDamage', ship: 'luke', hits: shields + 1, crits: 0, drawForMe: true }).session;
    expect(shipOf(hurt, 'luke').damageCards.length).toBeGreaterThanOrEqual(1);
    expect(offer(declared(hurt))).toBeUndefined();
    expect(offer(declared(startGame(rosters([kazuda], [academy]))))?.summary).toMatch(/\+1 attack die/);
  });
});

describe('Card · “Holo”: at the start of the Engagement Phase it must pass one of its tokens to a friend; once one is passed the others close', () => {
  it('holding focus and stress, both are asked; passing the stress closes the focus question', () => {
    const holo = withEffects('first-order/tie-ba-interceptor', '“Holo”', 'luke', '2.5');
    let session = play(startGame(rosters([holo, wedge()], [howlrunner()])), { type: 'gainToken', ship: 'luke', token: 'focus' }, { type: 'gainToken', ship: 'luke', token: 'stress' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    const asked = sourced(session, 'luke', '“Holo”');
    expect(asked.length).toBeGreaterThanOrEqual(2);
    const stress = asked.find((prompt) => /stress token/.test(prompt.ability?.summary ?? ''));
    session = play(session, { type: 'answerPrompt', prompt: stress?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(session, 'wedge').tokens.stress).toBe(1);
    expect(sourced(session, 'luke', '“Holo”')).toEqual([]);
  });
});
