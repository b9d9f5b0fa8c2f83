import type { GameStory } from '../../../shared/story/story';
import { storyCardSvg, storyHtml, filePalette } from '../../../shared/story/picture';
import { downloadText } from '../list-import/download-text';

/** A file name from the game's name: "Friday game story.html". */
export const storyFileName = (name: string, extension: 'html' | 'png') => `${name.trim() || 'Sidetable game'} story.${extension}`;

/** The summary as one self-contained HTML file (inline SVG and CSS, no script), downloaded (Electron asks where to save it). */
export function saveStoryHtml(story: GameStory, name: string): void {
  downloadText(storyHtml(story, `${name} — the story in numbers`, new Date().toLocaleDateString()), storyFileName(name, 'html'), 'text/html');
}

/**
 * The summary as a PNG, offline: the same card drawn as SVG, read as an image from a data: address
 * (the security policy allows data: images) and painted onto a canvas at twice its size.
 */
export async function saveStoryPng(story: GameStory, name: string): Promise<void> {
  const svg = storyCardSvg(story, `${name} — the story in numbers`, filePalette);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth * scale;
  canvas.height = image.naturalHeight * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This window cannot draw a picture (no canvas): save the HTML file instead.');
  context.scale(scale, scale);
  context.drawImage(image, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The picture could not be made: save the HTML file instead.');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = storyFileName(name, 'png').replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_');
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
