import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import { effectsOfCard, squadronFactsOf } from '../../shared/engine/games/armada/effects/card-terms';
import { CR90, TIE_FIGHTER, VICTORY, X_WING, expectMessage, optionsOf, play, refusal, rosters, shipEntry, squadronById, squadronEntry, stateOf } from './helpers/armada-game';

// Issue 35, squadron activations a card chooses · Han Solo activates as by a squadron command at the
// start of the Ship Phase, Fenn Rau has the command activate 2 more, Colonel Jendon gives his attack to
// a friend; Tel Trevura's Escort while a token is readied, and her hull back after a discarded token.

const DATA = join(__dirname, '../../../shared/data');
const isbSquadrons = Object.values((JSON.parse(readFileSync(join(DATA, 'armada-isb/public/converted-json/squadrons/squadrons.json'), 'utf8')) as { squadrons: Record<string, { name: string; 'ace-name': string; ability: string }> }).squadrons);

function ace(file: string, id: string) {
  const card = (JSON.parse(readFileSync(join(DATA, `armada-ffg/data/squadron-card/${file}.json`), 'utf8')) as { name: string; subname?: string; text?: string; keywords?: string[] }[])[0];
  if (!card) throw new Error(`no squadron ${file}`);
  return { ...squadronEntry(file, { id }), keywords: card.keywords ?? [], ...effectsOfCard(card.name, squadronFactsOf(card.name, card.subname ?? null, card.text ?? '', card.keywords ?? [])) };
}

const offered = (session: Session, source: string) => optionsOf(session).cardEffects.filter((option) => option.source === source);
const squadronPhase = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }).session;
/** The X-wing's 4 blue dice, the first `n` of them hits. */
const hits = (n: number) => ({ type: 'rollAttackDice' as const, dice: Array.from({ length: 4 }, (_, at) => ({ color: 'blue' as const, face: at < n ? ('hit' as const) : ('accuracy' as const) })) });

describe('Card · Han Solo (Millennium Falcon) · RRG · Squadron command: at the start of the Ship Phase he activates as if by a squadron command', () => {
  const start = () => {
    const players = rosters({ ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [ace('rebel-alliance/han-solo', 'han')] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [squadronEntry(TIE_FIGHTER, { id: 't1' })] });
    return play(emptySession('armada'), { type: 'setup', seed: 'han', players, firstPlayer: 'p1' }, { type: 'nextPhase' }).session;
  };

  it('activated: he attacks, his activation ends, and the first player still activates a ship', () => {
    const session = start();
    const option = offered(session, 'Han Solo')[0];
    expect(option?.question).toBeNull();
    const used = play(session, { type: 'useCardEffect', unit: 'han', ref: option?.ref ?? '' }).session;
    expect(stateOf(used).activation.squadron).toMatchObject({ id: 'han', byCommand: true });
    expect(squadronById(used, 'han').activated).toBe(true);
    const attacked = play(used, { type: 'declareTarget', attacker: { squadron: 'han' }, defender: { squadron: 't1' }, range: 'distance-1' }).session;
    expect(stateOf(attacked).attacks).toHaveLength(1);
    const ended = play(used, { type: 'endActivation' }).session;
    expect(stateOf(ended).turn?.player).toBe('p1');
    expect(play(ended, { type: 'activateShip', ship: 'cr90' }).session).toBeDefined();
  });

  it('once a ship has activated it is refused, and nothing is activated', () => {
    const session = start();
    const ref = offered(session, 'Han Solo')[0]?.ref ?? '';
    const later = play(session, { type: 'activateShip', ship: 'cr90' }, { type: 'revealCommand', ship: 'cr90', command: 'navigate', as: 'dial' }, { type: 'endActivation' }).session;
    expect(offered(later, 'Han Solo')).toEqual([]);
    expectMessage(refusal(later, { type: 'useCardEffect', unit: 'han', ref }), /before any ship activates/);
    expect(squadronById(later, 'han').activated).toBe(false);
  });
});

describe('Card · Fenn Rau · RRG · Squadron command: activated by a squadron command, the command activates up to 2 more squadrons', () => {
  const fenn = () => {
    const card = isbSquadrons.find((candidate) => candidate['ace-name'].trim() === 'Fenn Rau');
    if (!card) throw new Error('no ISB Fenn Rau');
    return { ...squadronEntry(X_WING, { id: 'fenn' }), name: 'Fenn Rau', unique: true, ...effectsOfCard('Fenn Rau', squadronFactsOf('Fenn Rau', card.name, card.ability, [])) };
  };
  const start = () => {
    const players = rosters({ ships: [{ ...shipEntry(CR90, { id: 'cr90' }), squadronValue: 1 }], squadrons: [fenn(), squadronEntry(X_WING, { id: 'x1' }), squadronEntry(X_WING, { id: 'x2' }), squadronEntry(X_WING, { id: 'x3' })] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })] });
    return play(emptySession('armada'), { type: 'setup', seed: 'fenn', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr90' }, { type: 'revealCommand', ship: 'cr90', command: 'squadron', as: 'dial' }).session;
  };

  it('the CR90’s dial activates Fenn Rau; with his card, x1 and x2 activate after him, x3 is refused', () => {
    const session = play(start(), { type: 'activateSquadron', squadron: 'fenn' }).session;
    const option = offered(session, 'Fenn Rau')[0];
    expect(option?.question).toMatch(/non-unique, at distance 1/);
    const used = play(session, { type: 'useCardEffect', unit: 'fenn', ref: option?.ref ?? '', yes: true }, { type: 'endActivation' }).session;
    const two = play(used, { type: 'activateSquadron', squadron: 'x1' }, { type: 'endActivation' }, { type: 'activateSquadron', squadron: 'x2' }, { type: 'endActivation' }).session;
    expectMessage(refusal(two, { type: 'activateSquadron', squadron: 'x3' }), /activates 3 squadrons, and 3 have activated/);
  });

  it('not offered when another squadron is the one the command activated, and the command keeps its own count', () => {
    const other = play(start(), { type: 'activateSquadron', squadron: 'x1' }).session;
    expect(offered(other, 'Fenn Rau')).toEqual([]);
    expectMessage(refusal(play(other, { type: 'endActivation' }).session, { type: 'activateSquadron', squadron: 'x2' }), /activates 1 squadron, and 1 has activated/);
  });
});

describe('Card · Colonel Jendon · RRG · Squadron activation: instead of attacking, a friendly squadron at distance 1–2 performs the attack', () => {
  const start = () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [ace('galactic-empire/colonel-jendon', 'jendon'), squadronEntry(TIE_FIGHTER, { id: 't1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [squadronEntry(X_WING, { id: 'x1' })] });
    return play(squadronPhase(play(emptySession('armada'), { type: 'setup', seed: 'jendon', players, firstPlayer: 'p1' }).session), { type: 'activateSquadron', squadron: 't1' }, { type: 'endActivation' }, { type: 'activateSquadron', squadron: 'jendon' }).session;
  };

  it('the TIE, already activated, attacks in Jendon’s activation; Jendon then cannot', () => {
    const session = start();
    const option = offered(session, 'Colonel Jendon')[0];
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['t1']);
    const used = play(session, { type: 'useCardEffect', unit: 'jendon', ref: option?.ref ?? '', yes: true, targets: ['t1'] }).session;
    expectMessage(refusal(used, { type: 'declareTarget', attacker: { squadron: 'jendon' }, defender: { squadron: 'x1' }, range: 'distance-1' }), /gave this activation’s attack/);
    const attacking = play(used, { type: 'declareTarget', attacker: { squadron: 't1' }, defender: { squadron: 'x1' }, range: 'distance-1' }).session;
    expect(stateOf(attacking).attacks.at(-1)?.attacker).toMatchObject({ id: 't1' });
  });

  it('naming an enemy squadron, or after Jendon attacked, is refused and nothing changes', () => {
    const session = start();
    const ref = offered(session, 'Colonel Jendon')[0]?.ref ?? '';
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'jendon', ref, yes: true, targets: ['x1'] }), /friendly/);
    expectMessage(refusal(session, { type: 'declareTarget', attacker: { squadron: 't1' }, defender: { squadron: 'x1' }, range: 'distance-1' }), /not activated/);
  });
});

describe('Card · Tel Trevura · RRG · Escort: Escort while she has a readied defense token; after defending, a discarded token gives back up to 3 hull', () => {
  const start = () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [ace('galactic-empire/tel-trevura', 'tel'), squadronEntry(TIE_FIGHTER, { id: 't1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [squadronEntry(X_WING, { id: 'x1' }), squadronEntry(X_WING, { id: 'x2' })] });
    const session = squadronPhase(play(emptySession('armada'), { type: 'setup', seed: 'tel', players, firstPlayer: 'p1' }).session);
    return play(session, { type: 'activateSquadron', squadron: 'tel' }, { type: 'endActivation' }, { type: 'activateSquadron', squadron: 't1' }, { type: 'endActivation' }, { type: 'declareEngagement', squadron: 'x1', engagedWith: ['tel', 't1'] }, { type: 'declareEngagement', squadron: 'x2', engagedWith: ['tel', 't1'] }).session;
  };
  const token = (session: Session, type: string) => squadronById(session, 'tel').defenseTokens.find((candidate) => candidate.type === type)?.id ?? '';

  it('with a readied token she escorts: the X-wing must attack her; with both exhausted the TIE may be attacked', () => {
    const session = play(start(), { type: 'activateSquadron', squadron: 'x1' }).session;
    expectMessage(refusal(session, { type: 'declareTarget', attacker: { squadron: 'x1' }, defender: { squadron: 't1' }, range: 'distance-1' }), /Escort/);
    const spent = play(session, { type: 'declareTarget', attacker: { squadron: 'x1' }, defender: { squadron: 'tel' }, range: 'distance-1' }, hits(1), { type: 'endAttackEffects' }, { type: 'spendDefenseToken', token: token(session, 'brace') }, { type: 'spendDefenseToken', token: token(session, 'scatter') }, { type: 'resolveDamage' }).session;
    const next = play(spent, { type: 'endActivation' }, { type: 'activateSquadron', squadron: 'x2' }).session;
    expect(play(next, { type: 'declareTarget', attacker: { squadron: 'x2' }, defender: { squadron: 't1' }, range: 'distance-1' }).session).toBeDefined();
  });

  it('destroyed by the second attack after discarding her exhausted brace, she recovers 3 hull and is back in play', () => {
    const base = start();
    const first = play(base, { type: 'activateSquadron', squadron: 'x1' }, { type: 'declareTarget', attacker: { squadron: 'x1' }, defender: { squadron: 'tel' }, range: 'distance-1' }, hits(3), { type: 'endAttackEffects' }, { type: 'spendDefenseToken', token: token(base, 'brace') }, { type: 'resolveDamage' }).session;
    expect(squadronById(first, 'tel').damage).toBe(2);
    expect(offered(first, 'Tel Trevura')).toEqual([]);
    const second = play(first, { type: 'endActivation' }, { type: 'activateSquadron', squadron: 'x2' }, { type: 'declareTarget', attacker: { squadron: 'x2' }, defender: { squadron: 'tel' }, range: 'distance-1' }, hits(3), { type: 'endAttackEffects' }, { type: 'spendDefenseToken', token: token(base, 'brace') }, { type: 'resolveDamage' }).session;
    expect(squadronById(second, 'tel')).toMatchObject({ damage: 4, destroyed: true });
    const option = offered(second, 'Tel Trevura')[0];
    const back = play(second, { type: 'useCardEffect', unit: 'tel', ref: option?.ref ?? '' }).session;
    expect(squadronById(back, 'tel')).toMatchObject({ damage: 1, destroyed: false });
  });
});
