/**
 * The words of every card name in a letter tree, so a typed word is compared with all of them in
 * one walk: each node extends the edit-distance table of its parent by one row (Damerau's
 * transposition included: "vdaer" is one step from "vader"), and a branch is left as soon as no
 * cell of its row is within the allowance. What one typed word reaches is, per word id, how far
 * off it was: 0 and `whole` for the word itself, 0 for a word it begins, more for a typo, and
 * whether that distance is to the whole word (`whole` again) or only to its beginning.
 */

interface TrieNode {
  children: Map<number, TrieNode>;
  /** Ids of the words that end here. */
  words: number[];
}

export interface WordReach {
  /** Letters off: 0 when the typed word is the word or begins it. */
  distance: number;
  /** The distance is to the whole word (at 0: the typed word is the word), not only to its beginning. */
  whole: boolean;
}

const newNode = (): TrieNode => ({ children: new Map(), words: [] });

export class WordTrie {
  readonly #root = newNode();
  #depth = 0;

  add(word: string, id: number): void {
    let node = this.#root;
    for (let i = 0; i < word.length; i++) {
      const code = word.charCodeAt(i);
      let child = node.children.get(code);
      if (!child) node.children.set(code, (child = newNode()));
      node = child;
    }
    node.words.push(id);
    this.#depth = Math.max(this.#depth, word.length);
  }

  /**
   * Every word the typed word reaches within `allowance` letters: the word itself, words it begins
   * (a name being typed), and words whose beginning it misspells ("skywlk" → skywalker).
   */
  reach(typed: string, allowance: number): Map<number, WordReach> {
    const found = new Map<number, WordReach>();
    const length = typed.length;
    const letters = Array.from({ length }, (_v, i) => typed.charCodeAt(i));
    // One row per depth, reused across branches: the walk only ever reads its own ancestors' rows.
    const rows = Array.from({ length: this.#depth + 2 }, () => new Int32Array(length + 1));
    for (let j = 0; j <= length; j++) rows[0]![j] = j;

    const note = (node: TrieNode, distance: number, whole: boolean) => {
      for (const id of node.words) {
        const seen = found.get(id);
        if (!seen || distance < seen.distance || (distance === seen.distance && whole && !seen.whole)) found.set(id, { distance, whole });
      }
    };
    /** Everything below a node the typed word already reached is a word it begins (or misspells the beginning of). */
    const noteBelow = (node: TrieNode, distance: number) => {
      for (const child of node.children.values()) {
        note(child, distance, false);
        noteBelow(child, distance);
      }
    };

    const walk = (node: TrieNode, depth: number, letter: number, parentLetter: number, reached: number) => {
      const row = rows[depth]!;
      const above = rows[depth - 1]!;
      const twoAbove = depth >= 2 ? rows[depth - 2]! : null;
      row[0] = depth;
      let best = depth;
      for (let j = 1; j <= length; j++) {
        const typedLetter = letters[j - 1]!;
        let cell = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (typedLetter === letter ? 0 : 1));
        if (twoAbove && j >= 2 && typedLetter === parentLetter && letters[j - 2] === letter) cell = Math.min(cell, twoAbove[j - 2]! + 1);
        row[j] = cell;
        if (cell < best) best = cell;
      }
      const here = row[length]!;
      const nearest = Math.min(here, reached);
      if (nearest <= allowance) note(node, nearest, here === nearest);
      if (best > allowance) {
        // No longer word can come closer; what is below is still begun by a reached prefix.
        if (nearest <= allowance) noteBelow(node, nearest);
        return;
      }
      for (const [code, child] of node.children) walk(child, depth + 1, code, letter, nearest);
    };
    // A misspelt word keeps its first letter, or swaps it with the second ("ulke"): people rarely
    // miss the letter they start with, and leaving the others unwalked keeps a search to a few
    // hundred nodes (and "vadr" from finding "hadrassian").
    const reachedAtRoot = length <= allowance ? length : Infinity;
    for (const [code, child] of this.#root.children) {
      if (allowance === 0 || code === letters[0] || code === letters[1]) walk(child, 1, code, -1, reachedAtRoot);
    }
    return found;
  }
}
