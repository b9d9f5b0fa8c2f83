import { once } from './once';
import { whenScreenShown } from './screen-shown';

/**
 * The screens behind the app bar, each its own chunk: the first paint loads the shell and the games
 * list only, and a screen's code arrives when it is first opened (or earlier, when the browser is idle
 * after the first paint, so a tap on a link rarely waits). Each loader is remembered (once.ts), so a
 * screen is fetched once.
 */
export const screens = {
  game: once(() => import('../game/GameScreen.svelte')),
  cards: once(() => import('../cards/CardsScreen.svelte')),
  lists: once(() => import('../lists/ListsScreen.svelte')),
  collection: once(() => import('../collection/CollectionScreen.svelte')),
  scenarios: once(() => import('../scenarios/ScenariosScreen.svelte')),
  settings: once(() => import('../settings/SettingsScreen.svelte')),
  record: once(() => import('../record/RecordScreen.svelte')),
};

/** A screen that does not say it is shown lets the others be fetched after this long. */
const PREFETCH_AT_LATEST_MS = 3000;

/** Once the screen opened is shown, fetch the other screens while nothing else happens (the game's first). */
export function prefetchScreensWhenIdle(): void {
  const order = [screens.game, screens.lists, screens.cards, screens.collection, screens.scenarios, screens.settings, screens.record];
  // Safari on an iPad has no requestIdleCallback: a short timer stands in for it there.
  const whenIdle = (globalThis as { requestIdleCallback?: typeof requestIdleCallback }).requestIdleCallback;
  const idle = (run: () => void) => (whenIdle ? whenIdle(run, { timeout: 2000 }) : setTimeout(run, 200));
  const next = () => {
    const load = order.shift();
    if (load) void load().then(() => idle(next), () => idle(next));
  };
  void whenScreenShown(PREFETCH_AT_LATEST_MS).then(() => idle(next));
}
