import type { XwingEvent } from '../model/events';
import type { XwingState } from '../model/state';

// r3-x-pilots · what an attack remembers of itself for the cards that ask about it afterwards: who
// modified which dice ("if the attacker modified any attack dice": Alexsandr Kallus, Wrobie Tyce) and
// which tokens a ship spent in it ("if you spent a calculate token": L3-37's Leebo). Read once from
// the events each command produced (and whether it is a bonus attack: Bodica Venj's deplete after hers), so every rule that changes dice or spends a token is covered here.

const add = (list: string[] | undefined, item: string): string[] => (list?.includes(item) ? list : [...(list ?? []), item]);

/** The attack under way notes the dice modified and the tokens spent by these events. */
export function noteAttackEvents(draft: XwingState, events: readonly XwingEvent[]): void {
  const attack = draft.attack;
  if (!attack) return;
  for (const event of events) {
    switch (event.type) {
      case 'diceEffectUsed':
        attack.modified = add(attack.modified, `${event.by}:${event.pool}`);
        attack.spent = add(attack.spent, `${event.ship.id}:${event.spent}`);
        break;
      case 'diceRerolled':
      case 'dieFaceChanged':
      case 'resultAdded':
      case 'resultCanceled':
        attack.modified = add(attack.modified, `${event.by}:${event.pool}`);
        break;
      case 'tokenSpent': {
        // A lock is spent by the ship that holds it (its token sits on the locked ship).
        const spender = event.token.lockedBy?.id ?? event.ship.id;
        attack.spent = add(attack.spent, `${spender}:${event.token.token}`);
        break;
      }
      case 'attackDeclared':
        if (event.bonusAttack) attack.bonus = true;
        break;
      case 'chargesSpent':
        if (event.charge === 'force') attack.spent = add(attack.spent, `${event.ship.id}:force`);
        break;
      default:
        break;
    }
  }
}
