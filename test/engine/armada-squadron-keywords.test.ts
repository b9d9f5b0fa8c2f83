import { describe, expect, it } from 'vitest';
import type { Session } from '../../shared/engine';
import { keywordReminders, parseKeyword, type SquadronRosterEntry } from '../../shared/engine/games/armada';
import { currentAttackOf, dice, expectMessage, optionsOf, play, refusal, rosters, shipById, shipEntry, squadronById, squadronEntry, startGame, stateOf, VICTORY, CR90 } from './helpers/armada-game';
import { readCard } from './helpers/armada-roster';

// Squadron keywords (RRG 1.5.0 · Squadron Keywords), read from ../shared/data/armada-ffg squadron cards
// ("Counter2" there, "Counter 2" in the ISB data) and applied where the rules decide. Keywords only in
// the later ISB data (Adept, Dodge, AI) are given here as that data prints them.

/** The card's squadron entry with its printed keywords. */
function withKeywords(file: string, id: string, extra: string[] = []): SquadronRosterEntry {
  const card = readCard<{ keywords?: string[] }>(`squadron-card/${file}.json`);
  return { ...squadronEntry(file, { id }), keywords: [...(card.keywords ?? []), ...extra] };
}

const X_WING = 'rebel-alliance/x-wing-squadron';
const A_WING = 'rebel-alliance/a-wing-squadron';
const TIE = 'galactic-empire/tie-fighter-squadron';
const TIE_BOMBER = 'galactic-empire/tie-bomber-squadron';
const SABER = 'galactic-empire/saber-squadron';

function table(empire: SquadronRosterEntry[], rebels: SquadronRosterEntry[]): Session {
  return startGame(rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: empire }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: rebels }));
}
/** To the squadron phase, then the squadron activates. */
const activate = (session: Session, squadron: string) => play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateSquadron', squadron }).session;
const squadronAttack = (attacker: string, defender: object, special?: string) => ({ type: 'declareTarget', attacker: { squadron: attacker }, defender, range: 'distance-1', ...(special ? { special } : {}) });
const engage = (squadron: string, ...engagedWith: string[]) => ({ type: 'declareEngagement', squadron, engagedWith });

describe('RRG · squadron keywords', () => {
  it('keywords are read as the data prints them, with their values', () => {
    expect(parseKeyword('Counter2')).toEqual({ name: 'Counter', value: 2 });
    expect(parseKeyword('AI: Battery 1')).toEqual({ name: 'AI: Battery', value: 1 });
    expect(parseKeyword('bomber')).toEqual({ name: 'Bomber', value: null });
    expect(Object.keys(keywordReminders)).toHaveLength(19);
    const session = table([], [withKeywords(X_WING, 'x')]);
    expect(squadronById(session, 'x').keywords).toEqual([{ name: 'Bomber', value: null }, { name: 'Escort', value: null }]);
  });

  it('RRG · Bomber: crits add damage against a ship and the standard critical effect may resolve', () => {
    const bomber = activate(table([], [withKeywords(X_WING, 'x')]), 'x');
    const rolled = play(bomber, squadronAttack('x', { ship: 'vsd', hullZone: 'rear' }), dice(['red', 'crit'])).session;
    expect(optionsOf(rolled).attack?.damage).toMatchObject({ hits: 0, crits: 1, total: 1 });
    expect(optionsOf(rolled).attack?.critical.standard).toBeNull();
    expect(optionsOf(rolled).attack?.keywords.map((keyword) => keyword.keyword)).toEqual(['Bomber']);
    // Without Bomber (a TIE fighter), the crit adds nothing and no critical effect resolves.
    const fighter = activate(table([withKeywords(TIE, 't')], []), 't');
    const tie = play(fighter, squadronAttack('t', { ship: 'cr90', hullZone: 'rear' }), dice(['blue', 'crit'])).session;
    expect(optionsOf(tie).attack?.damage).toMatchObject({ total: 0 });
    expect(optionsOf(tie).attack?.critical.standard).toMatch(/Only ships and Bomber squadrons/);
  });

  it('RRG · Engaged: an engaged squadron cannot attack a ship; declared engagement is recorded both ways', () => {
    let session = play(table([withKeywords(TIE, 't')], [withKeywords(X_WING, 'x')]), engage('x', 't')).session;
    expect(stateOf(session).engagements).toEqual([['x', 't']]);
    session = activate(session, 'x');
    expectMessage(refusal(session, squadronAttack('x', { ship: 'vsd', hullZone: 'front' })), /X-wing Squadron is engaged with TIE Fighter Squadron: an engaged squadron cannot attack ships unless every squadron engaging it is Heavy/);
    expect(currentAttackOf(play(session, squadronAttack('x', { squadron: 't' })).session).defender).toEqual({ kind: 'squadron', id: 't' });
    // Declaring no engagement frees it.
    play(play(session, engage('x')).session, squadronAttack('x', { ship: 'vsd', hullZone: 'front' }));
  });

  it('RRG · Heavy: a Heavy squadron does not stop an engaged squadron attacking ships', () => {
    const session = activate(play(table([withKeywords(TIE_BOMBER, 'b')], [withKeywords(X_WING, 'x')]), engage('x', 'b')).session, 'x');
    expect(currentAttackOf(play(session, squadronAttack('x', { ship: 'vsd', hullZone: 'front' })).session).defender.kind).toBe('ship');
  });

  it('RRG · Escort: a squadron engaged with an escort must attack the escort first, a counter excepted', () => {
    const session = activate(play(table([withKeywords(TIE, 't')], [withKeywords(X_WING, 'x'), withKeywords(A_WING, 'a')]), engage('t', 'x', 'a')).session, 't');
    expectMessage(refusal(session, squadronAttack('t', { squadron: 'a' })), /Escort: TIE Fighter Squadron is engaged with X-wing Squadron and must attack a squadron with Escort first/);
    play(session, squadronAttack('t', { squadron: 'x' }));
  });

  it('RRG · Counter X: after a squadron attacks it, it attacks that squadron back with X blue dice, even if destroyed', () => {
    let session = activate(table([withKeywords(TIE, 't')], [withKeywords(A_WING, 'a')]), 't');
    expectMessage(refusal(session, squadronAttack('a', { squadron: 't' }, 'counter')), /may counter only right after a squadron attacked it/);
    // The TIE destroys the A-wing: three blue hits and a die an effect adds.
    const hull = squadronById(session, 'a').hull;
    session = play(session, squadronAttack('t', { squadron: 'a' }), dice(['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit'])).session;
    for (let extra = 3; extra < hull; extra++) session = play(session, { type: 'addAttackDie', color: 'blue', face: 'hit' }).session;
    session = play(session, { type: 'resolveDamage' }).session;
    expect(squadronById(session, 'a').destroyed).toBe(true);
    expect(optionsOf(session).counter).toEqual({ squadron: 'a', against: 't', dice: 2 });
    expectMessage(refusal(session, squadronAttack('a', { ship: 'vsd', hullZone: 'front' }, 'counter')), /only against that squadron/);
    const countered = play(session, squadronAttack('a', { squadron: 't' }, 'counter')).session;
    expect(currentAttackOf(countered)).toMatchObject({ kind: 'counter', gathered: { red: 0, blue: 2, black: 0 } });
  });

  it('RRG · Counter X: a squadron without Counter, or a counter of a counter, is refused', () => {
    let session = activate(table([withKeywords(TIE, 't')], [withKeywords(X_WING, 'x')]), 't');
    session = play(session, squadronAttack('t', { squadron: 'x' }), dice(['blue', 'accuracy'], ['blue', 'accuracy'], ['blue', 'accuracy']), { type: 'resolveDamage' }).session;
    expectMessage(refusal(session, squadronAttack('x', { squadron: 't' }, 'counter')), /has no Counter keyword/);
    expect(optionsOf(session).counter).toBeNull();
  });

  it('RRG · Snipe X: attacks a squadron at distance 2 with X blue dice, never a ship', () => {
    const session = activate(table([withKeywords(SABER, 's')], [withKeywords(X_WING, 'x')]), 's');
    const snipe = squadronById(session, 's').keywords?.find((keyword) => keyword.name === 'Snipe')?.value ?? 0;
    expect(snipe).toBeGreaterThan(0);
    const sniped = play(session, squadronAttack('s', { squadron: 'x' }, 'snipe'));
    expect(currentAttackOf(sniped.session)).toMatchObject({ kind: 'snipe', gathered: { red: 0, blue: snipe, black: 0 } });
    expect(sniped.events[0]).toMatchObject({ type: 'targetDeclared', kind: 'snipe' });
    expectMessage(refusal(session, squadronAttack('s', { ship: 'cr90', hullZone: 'front' }, 'snipe')), /Snipe attacks a squadron, not a ship/);
    expectMessage(refusal(activate(table([withKeywords(TIE, 't')], []), 't'), squadronAttack('t', { squadron: 'x' }, 'snipe')), /TIE Fighter Squadron has no Snipe keyword/);
  });

  it('RRG · Swarm: attacking a squadron engaged with another friendly squadron, reroll 1 die once', () => {
    const base = table([withKeywords(TIE, 't1'), withKeywords(TIE, 't2')], [withKeywords(X_WING, 'x')]);
    const alone = play(activate(base, 't1'), squadronAttack('t1', { squadron: 'x' }), dice(['blue', 'accuracy'], ['blue', 'hit'], ['blue', 'hit'])).session;
    expectMessage(refusal(alone, { type: 'rerollAttackDie', die: 0, face: 'hit', by: 'Swarm' }), /must be engaged with another friendly squadron/);
    const engaged = play(activate(play(base, engage('x', 't1', 't2')).session, 't1'), squadronAttack('t1', { squadron: 'x' }), dice(['blue', 'accuracy'], ['blue', 'hit'], ['blue', 'hit'])).session;
    expect(optionsOf(engaged).attack?.keywords).toEqual([expect.objectContaining({ keyword: 'Swarm', use: 'Swarm', unavailable: null })]);
    const rerolled = play(engaged, { type: 'rerollAttackDie', die: 0, face: 'hit', by: 'Swarm' }).session;
    expect(currentAttackOf(rerolled).pool[0]?.face).toBe('hit');
    expectMessage(refusal(rerolled, { type: 'rerollAttackDie', die: 1, face: 'crit', by: 'Swarm' }), /one die per attack/);
  });

  it('RRG · Adept X: while attacking, reroll up to X dice', () => {
    const session = play(activate(table([withKeywords(TIE, 't', ['Adept 1'])], [withKeywords(X_WING, 'x')]), 't'), squadronAttack('t', { squadron: 'x' }), dice(['blue', 'accuracy'], ['blue', 'accuracy'], ['blue', 'hit'])).session;
    const once = play(session, { type: 'rerollAttackDie', die: 0, face: 'crit', by: 'Adept' }).session;
    expectMessage(refusal(once, { type: 'rerollAttackDie', die: 1, face: 'crit', by: 'Adept' }), /Adept 1: TIE Fighter Squadron has already rerolled 1 dice this attack/);
  });

  it('RRG · Dodge X: defending against a squadron, it chooses X dice to reroll while spending defense tokens', () => {
    const session = play(activate(table([withKeywords(TIE, 't')], [withKeywords(X_WING, 'x', ['Dodge 1'])]), 't'), squadronAttack('t', { squadron: 'x' }), dice(['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit'])).session;
    const dodged = play(session, { type: 'rerollAttackDie', die: 0, face: 'accuracy', by: 'Dodge' }).session;
    expect(currentAttackOf(dodged)).toMatchObject({ step: 'spendDefenseTokens' });
    expect(currentAttackOf(dodged).pool[0]?.face).toBe('accuracy');
    expectMessage(refusal(dodged, { type: 'rerollAttackDie', die: 1, face: 'accuracy', by: 'Dodge' }), /Dodge 1: X-wing Squadron has already chosen 1 dice/);
    // Against a ship's attack there is no Dodge.
    const vsd = play(startGame(rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })] }, { squadrons: [withKeywords(X_WING, 'x', ['Dodge 1'])] })), { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, {
      type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { squadron: 'x' }, range: 'close',
    }, dice(['blue', 'hit'])).session;
    expectMessage(refusal(vsd, { type: 'rerollAttackDie', die: 0, face: 'blank', by: 'Dodge' }), /Dodge works only while defending against a squadron/);
  });

  it('RRG · AI: activated by a squadron command, it adds X dice of colours already in the pool', () => {
    const ai = withKeywords(TIE, 't', ['AI: Anti-Squadron 1']);
    const byCommand = play(table([ai], [withKeywords(X_WING, 'x')]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'activateSquadron', squadron: 't' }, squadronAttack('t', { squadron: 'x' }), dice(['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit'])).session;
    expectMessage(refusal(byCommand, { type: 'addAttackDie', color: 'red', face: 'hit', by: 'AI' }), /add dice of a colour already in the pool, and no red die is/);
    const added = play(byCommand, { type: 'addAttackDie', color: 'blue', face: 'crit', by: 'AI' }).session;
    expect(currentAttackOf(added).pool).toHaveLength(4);
    expectMessage(refusal(added, { type: 'addAttackDie', color: 'blue', face: 'crit', by: 'AI' }), /already added 1 dice/);
    const inPhase = play(activate(table([ai], [withKeywords(X_WING, 'x')]), 't'), squadronAttack('t', { squadron: 'x' }), dice(['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit'])).session;
    expectMessage(refusal(inPhase, { type: 'addAttackDie', color: 'blue', face: 'crit', by: 'AI' }), /only when TIE Fighter Squadron was activated by a squadron command/);
  });

  it('RRG · Adept, Swarm, AI: the table is offered each keyword exactly while it applies, never after its limit', () => {
    const usable = (session: Session) => (optionsOf(session).attack?.keywords ?? []).filter((keyword) => keyword.use && keyword.unavailable === null).map((keyword) => keyword.keyword);
    // Adept 2: two rerolls, then none.
    const adept = play(activate(table([withKeywords(TIE, 't', ['Adept 2'])], [withKeywords(X_WING, 'x')]), 't'), squadronAttack('t', { squadron: 'x' }), dice(['blue', 'hit'], ['blue', 'hit'], ['blue', 'accuracy'])).session;
    expect(usable(adept)).toEqual(['Adept']);
    expect(optionsOf(adept).attack?.keywords[0]?.reminder).toBe('Attacking: reroll up to 2 dice.');
    const twice = play(adept, { type: 'rerollAttackDie', die: 2, face: 'hit', by: 'Adept' }, { type: 'rerollAttackDie', die: 1, face: 'crit', by: 'Adept' }).session;
    expect(usable(twice)).toEqual([]);
    // Swarm: offered only once the defender is engaged with another friendly squadron.
    const swarm = table([withKeywords(TIE, 't1'), withKeywords(TIE, 't2')], [withKeywords(X_WING, 'x')]);
    const lone = play(activate(swarm, 't1'), squadronAttack('t1', { squadron: 'x' }), dice(['blue', 'hit'], ['blue', 'hit'], ['blue', 'accuracy'])).session;
    expect(usable(lone)).toEqual([]);
    expect(optionsOf(lone).attack?.keywords.find((keyword) => keyword.keyword === 'Swarm')?.unavailable).toMatch(/another friendly squadron/);
    // Swarm against a ship: not even a reminder.
    const atShip = play(activate(swarm, 't1'), squadronAttack('t1', { ship: 'cr90', hullZone: 'front' }), dice(['blue', 'hit'])).session;
    expect(optionsOf(atShip).attack?.keywords.map((keyword) => keyword.keyword)).not.toContain('Swarm');
    // AI: Anti-Squadron: offered when activated by a squadron command, not in the squadron phase.
    const ai = withKeywords(TIE, 't', ['AI: Anti-Squadron 1']);
    const byCommand = play(table([ai], [withKeywords(X_WING, 'x')]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'activateSquadron', squadron: 't' }, squadronAttack('t', { squadron: 'x' }), dice(['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit'])).session;
    expect(usable(byCommand)).toEqual(['AI: Anti-Squadron']);
    expect(usable(play(byCommand, { type: 'addAttackDie', color: 'blue', rollForMe: true, by: 'AI' }).session)).toEqual([]);
    const inPhase = play(activate(table([ai], [withKeywords(X_WING, 'x')]), 't'), squadronAttack('t', { squadron: 'x' }), dice(['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit'])).session;
    expect(usable(inPhase)).toEqual([]);
  });

  it('RRG · Dodge X: the defender’s reroll is offered in the Spend Defense Tokens step while X dice remain', () => {
    const session = play(activate(table([withKeywords(TIE, 't')], [withKeywords(X_WING, 'x', ['Dodge 1'])]), 't'), squadronAttack('t', { squadron: 'x' }), dice(['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit'])).session;
    const defending = play(session, { type: 'endAttackEffects' }).session;
    expect(optionsOf(defending).attack?.step).toBe('spendDefenseTokens');
    expect(optionsOf(defending).commands).toContain('rerollAttackDie');
    expect(optionsOf(defending).attack?.keywords.find((keyword) => keyword.keyword === 'Dodge')?.reminder).toBe('Defending against a squadron: reroll 1 die when spending defense tokens.');
    const dodged = play(defending, { type: 'rerollAttackDie', die: 1, face: 'accuracy', by: 'Dodge' }).session;
    expect(currentAttackOf(dodged).pool.map((die) => die.face)).toEqual(['hit', 'accuracy', 'hit']);
    expect(optionsOf(dodged).commands).not.toContain('rerollAttackDie');
    // Without Dodge, the defender's step offers no reroll.
    const plain = play(play(activate(table([withKeywords(TIE, 't')], [withKeywords(X_WING, 'x')]), 't'), squadronAttack('t', { squadron: 'x' }), dice(['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit'])).session, { type: 'endAttackEffects' }).session;
    expect(optionsOf(plain).commands).not.toContain('rerollAttackDie');
  });

  it('RRG · Assault, Rogue, Grit, Intel, Cloak, Relay, Strategic, Scout, Screen: shown as reminders where the table decides', () => {
    const assault = withKeywords('galactic-empire/gar-saxon', 'g');
    const session = activate(table([assault], []), 'g');
    const rolled = play(session, squadronAttack('g', { ship: 'cr90', hullZone: 'front' }), { type: 'rollAttackDice', rollForMe: true }).session;
    expect(optionsOf(rolled).attack?.keywords.map((keyword) => keyword.keyword)).toContain('Assault');
    for (const keyword of ['Rogue', 'Grit', 'Intel', 'Cloak', 'Relay', 'Strategic', 'Scout', 'Screen'] as const) expect(keywordReminders[keyword]).toMatch(/^[A-Z].+\.$/);
    expect(shipById(rolled, 'cr90').destroyed).toBe(false);
  });
});
