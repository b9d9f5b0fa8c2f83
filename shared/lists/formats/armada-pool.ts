import type { EditionKey } from '../../ipc/card-vocabulary';
import type { ListCard } from '../list';
import { nameAliases, nameKey, splitTag, withoutClass } from './armada-names';

// The Armada cards a fleet text is matched against, indexed once per card pool: every card under
// its name's key, its name with its subname or squadron type (both orders), without its faction
// tag and without `-class`, plus the builders' short names and the data's own nicknames.

export const armadaEditions = ['armada-isb', 'armada-ffg'] as const satisfies readonly EditionKey[];
export type ArmadaEdition = (typeof armadaEditions)[number];
export type ArmadaKind = 'ship' | 'squadron' | 'upgrade' | 'objective';

export interface ArmadaCardPool {
  /** The editions present, in the order the cards came (ties between editions go to the first). */
  readonly editions: readonly ArmadaEdition[];
  /** Cards by matching key, all editions together. */
  readonly byKey: ReadonlyMap<string, readonly ListCard[]>;
  /** Name keys by kind, for "did you mean" suggestions. */
  readonly namesByKind: ReadonlyMap<ArmadaKind, readonly { key: string; name: string }[]>;
  /** Alias key -> card name key (short class names, nicknames). */
  readonly aliases: ReadonlyMap<string, readonly string[]>;
  /** Cards by `edition/kind/key`, as a list names them. */
  readonly byRef: ReadonlyMap<string, ListCard>;
}

const isArmadaEdition = (edition: EditionKey): edition is ArmadaEdition => (armadaEditions as readonly EditionKey[]).includes(edition);
const isArmadaKind = (kind: string): kind is ArmadaKind => kind === 'ship' || kind === 'squadron' || kind === 'upgrade' || kind === 'objective';

/** The keys a card is found under. */
export function cardKeys(card: ListCard): string[] {
  // In a pool's build this runs for every card: no set, no spread, and a name without a tag is
  // keyed once (issue 27: the build's allocation was what its slowest runs waited for).
  const keys: string[] = [];
  const add = (key: string) => {
    if (key && !keys.includes(key)) keys.push(key);
  };
  const bare = card.name.includes('{') ? splitTag(card.name).name : card.name;
  for (const name of bare === card.name ? [card.name] : [card.name, bare]) {
    const key = nameKey(name);
    add(key);
    add(withoutClass(key));
    if (card.title && card.kind === 'squadron') {
      add(nameKey(`${name} ${card.title}`));
      add(nameKey(`${card.title} ${name}`));
    }
  }
  return keys;
}

export function createArmadaPool(cards: readonly ListCard[]): ArmadaCardPool {
  const editions: ArmadaEdition[] = [];
  const byKey = new Map<string, ListCard[]>();
  const names = new Map<ArmadaKind, Map<string, string>>();
  const aliases = new Map<string, Set<string>>();
  const byRef = new Map<string, ListCard>();
  const addAlias = (alias: string, target: string) => {
    if (!alias || alias === target) return;
    let set = aliases.get(alias);
    if (!set) aliases.set(alias, (set = new Set()));
    set.add(target);
  };
  for (const card of cards) {
    if (!isArmadaEdition(card.edition) || !isArmadaKind(card.kind)) continue;
    if (!editions.includes(card.edition)) editions.push(card.edition);
    byRef.set(`${card.edition}/${card.kind}/${card.key}`, card);
    for (const key of cardKeys(card)) {
      let list = byKey.get(key);
      if (!list) byKey.set(key, (list = []));
      list.push(card);
    }
    let kindNames = names.get(card.kind);
    if (!kindNames) names.set(card.kind, (kindNames = new Map()));
    kindNames.set(nameKey(card.name), card.title && card.kind === 'squadron' ? `${card.name} (${card.title})` : card.name);
    const nicknames = card.details.nicknames;
    if (Array.isArray(nicknames)) for (const nick of nicknames) if (typeof nick === 'string') addAlias(nameKey(nick), nameKey(card.name));
  }
  for (const [alias, target] of Object.entries(nameAliases)) addAlias(alias, target);
  return {
    editions,
    byKey,
    namesByKind: new Map([...names].map(([kind, map]) => [kind, [...map].map(([key, name]) => ({ key, name }))])),
    aliases: new Map([...aliases].map(([alias, set]) => [alias, [...set]])),
    byRef,
  };
}
