/** Where the player is. The hash keeps it across a reload: #/ (home) or #/game/<id>. */
export type Route = { screen: 'home' } | { screen: 'game'; gameId: string };

function parse(hash: string): Route {
  const match = /^#\/game\/([0-9a-f-]{36})$/i.exec(hash);
  return match?.[1] ? { screen: 'game', gameId: match[1] } : { screen: 'home' };
}

export class Router {
  route = $state.raw<Route>(parse(window.location.hash));

  constructor() {
    window.addEventListener('hashchange', () => {
      this.route = parse(window.location.hash);
    });
  }

  go(route: Route): void {
    const hash = route.screen === 'game' ? `#/game/${route.gameId}` : '#/';
    if (window.location.hash !== hash) window.location.hash = hash;
    this.route = route;
  }
}
