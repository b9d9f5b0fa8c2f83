// Some builders have emitted JSON with single quotes (a Python dict printed as text). This reads
// that shape only: single- or double-quoted strings, trailing commas, True/False/None. Anything
// else still fails, and the importer tells the player the lenient reading was used.

/** Rewrites single-quoted pseudo-JSON as JSON, or returns null when it is not that either. */
export function lenientJson(text: string): unknown {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' || ch === "'") {
      let value = '';
      i++;
      while (i < text.length && text[i] !== ch) {
        if (text[i] === '\\' && i + 1 < text.length) {
          const next = text[i + 1]!;
          value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
          i += 2;
          continue;
        }
        value += text[i];
        i++;
      }
      if (i >= text.length) return null;
      out += JSON.stringify(value);
      i++;
      continue;
    }
    const word = /^(True|False|None)\b/.exec(text.slice(i, i + 5));
    if (word) {
      out += word[1] === 'True' ? 'true' : word[1] === 'False' ? 'false' : 'null';
      i += word[1]!.length;
      continue;
    }
    out += ch;
    i++;
  }
  try {
    return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1')) as unknown;
  } catch {
    return null;
  }
}
