/** "Friday club" → "Friday club.<kind>.json", without characters file systems refuse. */
export function jsonFileName(name: string, kind: string, fallback: string): string {
  return `${name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim() || fallback}.${kind}.json`;
}

/** Saves a value as a JSON file through the browser's own download (in Electron and browser mode alike). */
export function downloadJson(value: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; keeping the URL longer only holds the memory.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The JSON inside a file the player picked, or the sentence saying why it is not JSON. */
export async function readJsonFile(file: File, what: string): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  try {
    return { ok: true, value: JSON.parse(await file.text()) as unknown };
  } catch (error) {
    return { ok: false, message: `${file.name} is not ${what}: it is not JSON (${error instanceof Error ? error.message : String(error)}). Nothing was imported.` };
  }
}
