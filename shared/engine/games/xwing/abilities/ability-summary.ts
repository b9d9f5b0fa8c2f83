// Our own short reminder of a pilot's or ship's ability, for the table: built only from the game
// terms its text uses (when it acts, what it spends, what it does), never from its sentences, so the
// card's text stays in the player's imported data, one tap away on the Cards screen.

/** When the ability acts, in our words; the first term the text uses wins. */
const timings: readonly [RegExp, string][] = [
  [/^setup:/i, 'at setup'],
  [/^action:/i, 'as an action'],
  [/start of the engagement phase/i, 'start of the Engagement Phase'],
  [/(start|end) of the end phase|during the end phase/i, 'End Phase'],
  [/during the system phase/i, 'System Phase'],
  [/before you (activate|engage)/i, 'before its turn'],
  [/after you (fully )?execute|after you reveal/i, 'after its maneuver'],
  [/after you perform an? .{0,20}action/i, 'after an action'],
  [/while another friendly ship .{0,40}defends|while a friendly ship .{0,40}defends/i, 'while a friend defends'],
  [/while you defend|after you defend/i, 'defending'],
  [/while you perform an? .{0,20}attack|after you perform an? .{0,20}attack|you may perform a bonus/i, 'attacking'],
  [/after you (receive|gain) .{0,10}stress/i, 'when stressed'],
  [/after you (are destroyed|suffer)/i, 'when damaged'],
];

/** What it does, in our words; every term the text uses is listed, in this order. */
const effects: readonly [RegExp, string][] = [
  [/\[charge\]/i, 'charges'],
  [/\[force\]/i, 'Force'],
  [/reroll/i, 'rerolls'],
  [/change .{0,40}result/i, 'changes results'],
  [/cancel/i, 'cancels results'],
  [/\badditional (attack|defense) di/i, 'extra die'],
  [/bonus attack/i, 'bonus attack'],
  [/transfer/i, 'transfers tokens'],
  [/(acquire|gain) a lock|\[lock\]/i, 'lock'],
  [/\bfocus token|\[focus\]/i, 'focus'],
  [/\bevade token|\[evade\]/i, 'evade'],
  [/stress/i, 'stress'],
  [/\[barrel roll\]|\[boost\]/i, 'moves'],
  [/recover/i, 'recovers'],
  [/suffer .{0,12}damage/i, 'damage'],
];

/** Every phrase a summary can contain: a summary is made of these and nothing else. */
export const abilityWords: ReadonlySet<string> = new Set([...timings, ...effects].map(([, words]) => words));

/** "defending · charges, rerolls", or null when the text (flavour, say) names no game term we know. */
export function abilitySummary(text: string | null | undefined): string | null {
  if (!text) return null;
  const when = timings.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const what = effects.filter(([pattern]) => pattern.test(text)).map(([, words]) => words);
  if (!when) return null;
  return what.length > 0 ? `${when} · ${what.slice(0, 4).join(', ')}` : when;
}
