import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { viewSession } from '../../../shared/engine';
import { attackDieFaces, damageDeckList, defenseDieFaces } from '../../../shared/engine/games/xwing';
import {
  attackFaces,
  decimator,
  defenseFaces,
  expectMessage,
  howlrunner,
  luke,
  optionsOf,
  play,
  refusal,
  rosters,
  sentences,
  shipOf,
  startGame,
  stateOf,
  toEngagement,
  wedge,
} from './helpers/xwing-game';
import { xwingDataDir } from './helpers/xwing-roster';

const tally = (faces: readonly string[]) => Object.fromEntries([...new Set(faces)].map((face) => [face, faces.filter((f) => f === face).length]));

interface PrintedCard {
  title: string;
  amount: number;
  type: string;
  text: string;
}

const printedDeck = () => (JSON.parse(fs.readFileSync(path.join(xwingDataDir, 'damage-decks', 'core.json'), 'utf8')) as { cards: PrintedCard[] }).cards;

const game = (seed?: string) => startGame(rosters([luke(), wedge()], [howlrunner(), decimator()]), seed);

describe('dice', () => {
  it('the attack die: hit ×3, crit ×1, focus ×2, blank ×2', () => {
    expect(tally(attackDieFaces)).toEqual({ hit: 3, crit: 1, focus: 2, blank: 2 });
  });
  it('the defense die: evade ×3, focus ×2, blank ×3', () => {
    expect(tally(defenseDieFaces)).toEqual({ evade: 3, focus: 2, blank: 3 });
  });
});

describe('the core damage deck', () => {
  it('matches damage-decks/core.json: names, counts and traits, 33 cards', () => {
    const fromData = printedDeck()
      .map((card) => ({ name: card.title, count: card.amount, trait: card.type }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const ours = damageDeckList.map((kind) => ({ name: kind.name, count: kind.count, trait: kind.trait })).sort((a, b) => a.name.localeCompare(b.name));
    expect(ours).toEqual(fromData);
    expect(ours.reduce((sum, kind) => sum + kind.count, 0)).toBe(33);
  });

  it('describes each card in our own short words, never the printed text', () => {
    const printed = printedDeck();
    for (const kind of damageDeckList) {
      const text = printed.find((card) => card.title === kind.name)?.text ?? '';
      expect(kind.summary.length).toBeLessThan(60);
      expect(text.toLowerCase()).not.toContain(kind.summary.replace(/\.$/, '').toLowerCase());
    }
  });

  it('each player has a deck of 33, shuffled once at setup by the seed', () => {
    const state = stateOf(game('one'));
    expect(state.players.map((player) => player.damageDeck.drawPile.length)).toEqual([33, 33]);
    expect([...(state.players[0]?.damageDeck.drawPile ?? [])].sort()).toEqual(damageDeckList.flatMap((kind) => Array<string>(kind.count).fill(kind.name)).sort());
    expect(stateOf(game('one')).players).toEqual(state.players);
    expect(stateOf(game('two')).players).not.toEqual(state.players);
  });
});

describe('suffering damage', () => {
  it('hits are suffered before crits, and each point takes a shield while the ship has any', () => {
    // Luke has 2 shields: the hit and the first crit take them, the second crit deals a faceup card.
    const { session, events } = play(game(), { type: 'sufferDamage', ship: 'luke', hits: 1, crits: 2, cards: ['Console Fire'] });
    expect(shipOf(session, 'luke').shields).toEqual({ current: 0, max: 2 });
    expect(shipOf(session, 'luke').damageCards).toEqual([{ id: 'damage-1', name: 'Console Fire', trait: 'Ship', faceup: true }]);
    expect(sentences(events)).toEqual(['Luke Skywalker suffers 1 hit and 2 crits.', 'Luke Skywalker loses 2 shields (0 left).', 'Luke Skywalker is dealt Console Fire faceup.']);
  });

  it('without shields a hit deals a facedown damage card and a crit a faceup one', () => {
    // Howlrunner has no shields.
    const session = play(game(), { type: 'sufferDamage', ship: 'howl', hits: 2, crits: 1, cards: ['Fuel Leak', 'Hull Breach', 'Damaged Engine'] }).session;
    expect(shipOf(session, 'howl').damageCards.map((card) => [card.name, card.faceup])).toEqual([
      ['Fuel Leak', false],
      ['Hull Breach', false],
      ['Damaged Engine', true],
    ]);
    // Luke's two shields take two of the three hits: one facedown card and one faceup card are dealt.
    const luke = play(game(), { type: 'sufferDamage', ship: 'luke', hits: 3, crits: 1, drawForMe: true }).session;
    expect(shipOf(luke, 'luke').damageCards.map((card) => card.faceup)).toEqual([false, true]);
    expect(optionsOf(luke).damageDecks[0]).toEqual({ player: 'p1', drawPile: 31, discardPile: 0 });
  });

  it('the number of cards named must be the number dealt, and each must still be in the ship owner’s deck', () => {
    const session = game();
    const needed = refusal(session, { type: 'sufferDamage', ship: 'howl', hits: 2, crits: 0 });
    expect(needed.code).toBe('damage_cards_needed');
    expectMessage(needed, /Deal 2 damage cards: name the cards drawn/);
    expect(refusal(session, { type: 'sufferDamage', ship: 'howl', hits: 2, crits: 0, cards: ['Direct Hit!'] }).code).toBe('wrong_damage_card_count');
    expect(refusal(session, { type: 'sufferDamage', ship: 'howl', hits: 1, crits: 0, cards: ['Shield Failure'] }).code).toBe('unknown_damage_card');
    const allLeaks = play(session, { type: 'sufferDamage', ship: 'decimator', hits: 8, crits: 0, cards: ['Fuel Leak', 'Fuel Leak', 'Fuel Leak', 'Fuel Leak'] }).session;
    const gone = refusal(allLeaks, { type: 'sufferDamage', ship: 'howl', hits: 1, crits: 0, cards: ['Fuel Leak'] });
    expect(gone.code).toBe('damage_card_not_in_deck');
    expectMessage(gone, /No Fuel Leak is left in Empire’s damage deck: all 4 are out of it\./);
    // The other player's deck is their own.
    expect(shipOf(play(allLeaks, { type: 'sufferDamage', ship: 'luke', hits: 3, crits: 0, cards: ['Fuel Leak'] }).session, 'luke').damageCards[0]?.name).toBe('Fuel Leak');
  });

  it('a ship is destroyed when its damage cards reach its hull value', () => {
    const hurt = play(toEngagement(game()), { type: 'sufferDamage', ship: 'howl', hits: 2, crits: 0, drawForMe: true }).session;
    expect(shipOf(hurt, 'howl').destroyed).toBe(false);
    const { session, events } = play(hurt, { type: 'sufferDamage', ship: 'howl', hits: 0, crits: 1, drawForMe: true });
    expect(shipOf(session, 'howl').destroyed).toBe(true);
    expect(sentences(events).at(-1)).toBe('“Howlrunner” is destroyed.');
    expect(refusal(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }).code).toBe('ship_destroyed');
    expect(optionsOf(session).attackers.find((attacker) => attacker.ship === 'luke')?.targets).toEqual(['decimator']);
    expect(refusal(session, { type: 'gainToken', ship: 'howl', token: 'focus' }).code).toBe('cannot_gain_token');
  });

  it('the app draws from the deck shuffled at setup; undoing and redoing the draw deals the same card', () => {
    const session = game('deck');
    const top = stateOf(session).players[1]?.damageDeck.drawPile[0];
    const drawn = play(session, { type: 'sufferDamage', ship: 'howl', hits: 0, crits: 1, drawForMe: true }).session;
    expect(shipOf(drawn, 'howl').damageCards[0]?.name).toBe(top);
    const again = play(drawn, { type: 'undo' }, { type: 'redo' }).session;
    expect(viewSession(again).state).toEqual(viewSession(drawn).state);
  });

  it('an empty damage deck is rebuilt from the discard pile and the cards of destroyed ships, shuffled by the seed', () => {
    const bigGame = startGame(rosters([luke()], [decimator('dec-1'), decimator('dec-2'), howlrunner()]), 'refill');
    const session = play(
      bigGame,
      // 4 shields, then 18 facedown cards (facedown cards have no effect): more than the hull, and all of them are dealt.
      { type: 'sufferDamage', ship: 'dec-1', hits: 22, crits: 0, drawForMe: true },
      // 4 shields and 6 cards; one is repaired; then the last 9 cards of the deck.
      { type: 'sufferDamage', ship: 'dec-2', hits: 10, crits: 0, drawForMe: true },
      { type: 'repairDamageCard', ship: 'dec-2', card: 'damage-19' },
      { type: 'sufferDamage', ship: 'dec-2', hits: 9, crits: 0, drawForMe: true },
    ).session;
    expect(shipOf(session, 'dec-1')).toMatchObject({ destroyed: true });
    expect(shipOf(session, 'dec-1').damageCards).toHaveLength(18);
    expect(shipOf(session, 'dec-2')).toMatchObject({ destroyed: true });
    expect(shipOf(session, 'dec-2').damageCards).toHaveLength(14);
    expect(stateOf(session).players[1]?.damageDeck).toEqual({ drawPile: [], discardPile: [expect.any(String)] });
    const { session: refilled, events } = play(session, { type: 'sufferDamage', ship: 'howl', hits: 1, crits: 0, drawForMe: true });
    expect(sentences(events)).toContain('Empire’s damage deck ran out: 33 cards are shuffled into a new deck.');
    expect(shipOf(refilled, 'dec-1').damageCards).toEqual([]);
    expect(shipOf(refilled, 'dec-2').damageCards).toEqual([]);
    expect(shipOf(refilled, 'howl').damageCards).toHaveLength(1);
    expect(stateOf(refilled).players[1]?.damageDeck).toEqual({ drawPile: expect.any(Array), discardPile: [] });
    expect(stateOf(refilled).players[1]?.damageDeck.drawPile).toHaveLength(32);
    expect(stateOf(refilled).players[0]?.damageDeck.drawPile).toHaveLength(33);
  });

  it('RRG · repair: a faceup card is turned facedown, a facedown card is discarded; a card can be turned faceup or facedown', () => {
    const session = play(game(), { type: 'sufferDamage', ship: 'howl', hits: 1, crits: 0, cards: ['Weapons Failure'] }).session;
    const flipped = play(session, { type: 'flipDamageCard', ship: 'howl', card: 'damage-1', faceup: true });
    expect(shipOf(flipped.session, 'howl').damageCards[0]?.faceup).toBe(true);
    expect(sentences(flipped.events)).toEqual(['“Howlrunner”: Weapons Failure is turned faceup.']);
    expect(refusal(flipped.session, { type: 'flipDamageCard', ship: 'howl', card: 'damage-1', faceup: true }).code).toBe('already_flipped');
    const once = play(flipped.session, { type: 'repairDamageCard', ship: 'howl', card: 'damage-1' });
    expect(shipOf(once.session, 'howl').damageCards).toEqual([{ id: 'damage-1', name: 'Weapons Failure', trait: 'Ship', faceup: false }]);
    expect(stateOf(once.session).players[1]?.damageDeck.discardPile).toEqual([]);
    expect(sentences(once.events)).toEqual(['“Howlrunner” repairs Weapons Failure: it is turned facedown.']);
    const twice = play(once.session, { type: 'repairDamageCard', ship: 'howl', card: 'damage-1' });
    expect(shipOf(twice.session, 'howl').damageCards).toEqual([]);
    expect(stateOf(twice.session).players[1]?.damageDeck.discardPile).toEqual(['Weapons Failure']);
    expect(sentences(twice.events)).toEqual(['“Howlrunner” repairs a facedown damage card: it is discarded.']);
  });
});

describe('deal damage', () => {
  const hitting = () =>
    play(toEngagement(game()), { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 1 }, attackFaces('hit', 'hit', 'crit'), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }).session;

  it('the defender suffers what Neutralize Results left, then the attack ends', () => {
    const session = hitting();
    expect(optionsOf(session).attack).toMatchObject({ step: 'dealDamage', damage: { shieldsLost: 2, facedownCards: 0, faceupCards: 1, destroys: false } });
    expect(optionsOf(session).commands).toEqual(expect.arrayContaining(['dealDamage']));
    // Fuel Leak faceup adds nothing now, so the second card named is never dealt.
    expect(refusal(session, { type: 'dealDamage', cards: ['Fuel Leak', 'Console Fire'] }).code).toBe('wrong_damage_card_count');
    expect(refusal(session, { type: 'dealDamage', cards: [] }).code).toBe('wrong_damage_card_count');
    expect(refusal(session, { type: 'dealDamage', cards: ['Damaged Engine'], drawForMe: true }).code).toBe('card_or_draw');
    const { session: after, events } = play(session, { type: 'dealDamage', cards: ['Damaged Engine'] });
    expect(stateOf(after).attack).toBeNull();
    expect(shipOf(after, 'luke')).toMatchObject({ shields: { current: 0, max: 2 }, damageCards: [{ name: 'Damaged Engine', faceup: true }] });
    expect(sentences(events)).toEqual([
      'Luke Skywalker suffers 2 hits and 1 crit.',
      'Luke Skywalker loses 2 shields (0 left).',
      'Luke Skywalker is dealt Damaged Engine faceup.',
      'The attack by “Howlrunner” on Luke Skywalker ends.',
    ]);
  });
});
