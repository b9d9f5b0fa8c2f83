/** Saves text as a file through the browser's own download (in Electron and browser mode alike). */
export function downloadText(text: string, fileName: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_');
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; keeping the URL longer only holds the memory.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
