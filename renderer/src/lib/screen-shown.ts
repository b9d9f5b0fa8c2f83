/**
 * The screen the player opened says when its content is up (the games list read, a game's table
 * drawn): only then does the app fetch the other screens while idle, so they never compete with
 * what was asked for (issue 27: on a first visit they were read before the table showed). A screen
 * that never says so lets them go after `fallbackMs`.
 */
let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => (markShown = resolve));

export function screenShown(): void {
  markShown();
}

export function whenScreenShown(fallbackMs: number): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, fallbackMs))]);
}
