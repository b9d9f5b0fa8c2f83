import { dialog, type BrowserWindow, type OpenDialogOptions } from 'electron';

/** The native picker for card data: a data set's folder, or a .zip of one. Null when cancelled. */
export async function chooseCardDataSource(window: BrowserWindow | null, kind: 'folder' | 'zip'): Promise<string | null> {
  const options: OpenDialogOptions =
    kind === 'folder'
      ? { title: 'Choose the folder of a card data set', properties: ['openDirectory'] }
      : { title: 'Choose a .zip of a card data set', properties: ['openFile'], filters: [{ name: 'Zip archives', extensions: ['zip'] }] };
  const picked = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
  return picked.canceled ? null : (picked.filePaths[0] ?? null);
}
