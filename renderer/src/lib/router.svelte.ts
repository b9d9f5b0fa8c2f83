/** Where the player is. The hash keeps it across a reload: #/ (home) or #/game/<id>. */
export type Route =
  | { screen: 'home' }
  | { screen: 'game'; gameId: string }
  // #/cards, #/cards/<card id>, #/collection, #/settings
  | { screen: 'cards'; cardId: number | null }
  | { screen: 'collection' }
  // #/lists, #/lists/<list id> (the builder)
  | { screen: 'lists'; listId: number | null }
  | { screen: 'settings' }
  // #/scenarios: the solo game's scenario editor
  | { screen: 'scenarios' }
  // #/record: lists, units and luck across games
  | { screen: 'record' };

function parse(hash: string): Route {
  const cards = /^#\/cards(?:\/(\d{1,15}))?$/.exec(hash);
  if (cards) return { screen: 'cards', cardId: cards[1] ? Number(cards[1]) : null };
  if (hash === '#/collection') return { screen: 'collection' };
  const lists = /^#\/lists(?:\/(\d{1,15}))?$/.exec(hash);
  if (lists) return { screen: 'lists', listId: lists[1] ? Number(lists[1]) : null };
  if (hash === '#/settings') return { screen: 'settings' };
  if (hash === '#/scenarios') return { screen: 'scenarios' };
  if (hash === '#/record') return { screen: 'record' };
  const match = /^#\/game\/([0-9a-f-]{36})$/i.exec(hash);
  return match?.[1] ? { screen: 'game', gameId: match[1] } : { screen: 'home' };
}

function hashOf(route: Route): string {
  switch (route.screen) {
    case 'game':
      return `#/game/${route.gameId}`;
    case 'cards':
      return route.cardId === null ? '#/cards' : `#/cards/${route.cardId}`;
    case 'lists':
      return route.listId === null ? '#/lists' : `#/lists/${route.listId}`;
    case 'collection':
    case 'settings':
    case 'scenarios':
    case 'record':
      return `#/${route.screen}`;
    default:
      return '#/';
  }
}

export class Router {
  route = $state.raw<Route>(parse(window.location.hash));

  constructor() {
    window.addEventListener('hashchange', () => {
      this.route = parse(window.location.hash);
    });
  }

  go(route: Route): void {
    const hash = hashOf(route);
    if (window.location.hash !== hash) window.location.hash = hash;
    this.route = route;
  }
}
