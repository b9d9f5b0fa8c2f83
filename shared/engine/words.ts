/**
 * Issue 37 · player-facing words: a name ending in s takes an apostrophe only ("Gozanti-class
 * Cruisers’ tokens", never "Cruisers’s"), the others ’s.
 */
export function possessive(name: string): string {
  return /s$/i.test(name.trim()) ? `${name}’` : `${name}’s`;
}

/** A sentence with every "…s’s" made "…s’" (a possessive built from a name that ended in s). */
export function tidyPossessives(sentence: string): string {
  return sentence.replace(/([sS])[’']s\b/g, (_, s: string) => `${s}’`).replace(/([sS])[’']S\b/g, (_, s: string) => `${s}’`);
}

/**
 * What a sentence gets wrong in the words players read: a doubled possessive ("s’s"), a change of
 * nothing ("−0", "-0"), an arrow standing for a verb before a noun ("→ a device"). None when it reads.
 */
export function wordsAmiss(sentence: string): string[] {
  const amiss: string[] = [];
  if (/[sS][’']s\b/.test(sentence) || /S[’']S\b/.test(sentence)) amiss.push('doubled possessive');
  if (/[−-]0(?!\d|[.,]\d)/.test(sentence.replace(/\d[−-]0/g, ''))) amiss.push('−0');
  if (/→\s*(a|an|the|its|their)\s/i.test(sentence)) amiss.push('unexplained arrow');
  return amiss;
}
