// The sizes a call may have on the wire, apart from the frames (wire.ts) so the contract's own
// schemas (game-log.ts, card-upload.ts) can read them without importing the contract back.

/**
 * The largest call one WebSocket frame may carry, in bytes of its JSON text. Anything larger is
 * answered with a refusal in words instead of being read; the renderer refuses to send it at all,
 * and a request that can be larger (a long game log, a large collection) goes in parts below it.
 */
export const WIRE_MAX_CALL_BYTES = 4 * 1024 * 1024;

/**
 * The most characters of a game log file one game.importPart carries. A character can take up to
 * six bytes in a frame (a control character escaped as \u0000; a non-ASCII one as UTF-8 and its
 * escaping), so a part stays under WIRE_MAX_CALL_BYTES whatever the file holds.
 */
export const LOG_PART_CHARS = Math.floor(WIRE_MAX_CALL_BYTES / 8);

/** Raw bytes per part of a file uploaded from a device (base64 makes it a third larger, still under the cap). */
export const UPLOAD_PART_BYTES = 1_500_000;

/** How a size reads to a player: "5.2 MB". */
export const sizeInWords = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The refusal for a call too large to send: the same words from the renderer and the host. */
export const tooLargeMessage = (bytes: number): string =>
  `Nothing was changed: this is too large to send to Sidetable in one go (${sizeInWords(bytes)}; the most is ${sizeInWords(WIRE_MAX_CALL_BYTES)}). Send it in smaller parts.`;
