import { describe, expect, it } from 'vitest';
import { damageDeckList } from '../../shared/engine/games/armada';
import { CR90, ISD, VICTORY, dice, expectMessage, optionsOf, play, refusal, rosters, shipById, shipDuel, shipEntry, startGame } from './helpers/armada-game';

const game = () => startGame(rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' })] }));
const front = (session: ReturnType<typeof game>, ship: string) => shipById(session, ship).hullZones.find((zone) => zone.zone === 'front');

describe('shields and damage cards outside an attack', () => {
  it('an effect or a correction takes shields from a zone, never below zero, and the log says so', () => {
    const lost = play(game(), { type: 'loseShields', ship: 'v', zone: 'front', amount: 2 });
    expect(front(lost.session, 'v')?.shields).toBe(1);
    expect(lost.events).toEqual([{ type: 'shieldsLost', ship: { id: 'v', name: 'Victory I-class Star Destroyer' }, zone: 'front', amount: 2, remaining: 1 }]);
    expectMessage(refusal(lost.session, { type: 'loseShields', ship: 'v', zone: 'front', amount: 2 }), /has only 1 shield left to lose/);
    const empty = play(lost.session, { type: 'loseShields', ship: 'v', zone: 'front', amount: 1 }).session;
    expectMessage(refusal(empty, { type: 'loseShields', ship: 'v', zone: 'front', amount: 1 }), /has no shields left to lose/);
    // Recovering brings them back up to the printed maximum, no further.
    const recovered = play(empty, { type: 'recoverShields', ship: 'v', zone: 'front', amount: 3 }).session;
    expect(front(recovered, 'v')?.shields).toBe(3);
    expect(optionsOf(game()).commands).toContain('loseShields');
  });

  it('the names a player may record as drawn are the damage cards still in the deck, with their copies', () => {
    const before = optionsOf(game()).damageCards;
    expect(before.map((card) => [card.name, card.inDeck])).toEqual(damageDeckList.map((kind) => [kind.name, kind.count]));
    const dealt = play(game(), { type: 'dealDamageCard', ship: 'c', faceup: true, card: 'Structural Damage' }, { type: 'dealDamageCard', ship: 'c', faceup: false, card: 'Structural Damage' }).session;
    const structural = optionsOf(dealt).damageCards.find((card) => card.name === 'Structural Damage');
    expect(structural?.inDeck).toBe((damageDeckList.find((kind) => kind.name === 'Structural Damage')?.count ?? 0) - 2);
  });

  it('the damage preview is given for every redirect amount the defender may choose', () => {
    const rolled = play(shipDuel({ attacker: ISD, defender: VICTORY }), dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'hit-crit'], ['black', 'blank'], ['black', 'blank']), {
      type: 'spendDefenseToken',
      token: 'defender-redirect-1',
      zone: 'left',
    }).session;
    const previews = optionsOf(rolled).attack?.damageByRedirect ?? [];
    const most = optionsOf(rolled).attack?.damage?.redirectMax ?? -1;
    expect(previews.map((preview) => preview.redirected)).toEqual(Array.from({ length: most + 1 }, (_, i) => i));
    for (const preview of previews) {
      // Whatever is redirected, the total is suffered somewhere: the other zone's shields, the defending zone's, or cards.
      expect(preview.redirected + preview.defendingShieldsLost + preview.damageCards).toBe(preview.total);
    }
    expect(previews[0]?.damageCards).toBeGreaterThan(previews.at(-1)?.damageCards ?? Infinity);
  });
});
