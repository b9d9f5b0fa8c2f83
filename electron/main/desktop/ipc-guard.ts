/**
 * Whether an IPC message may reach the host: only from the app's own window, from its main frame
 * (never a sub-frame), and only while that frame shows the app's own origin (or the dev server's).
 */
export interface SenderFacts {
  /** The frame that sent the message, or null when it is already gone. */
  frame: { url: string; isMainFrameOfAppWindow: boolean } | null;
}

/** scheme://host[:port]; URL.origin is "null" for custom schemes such as app://, so build it. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

export function isTrustedSender(sender: SenderFacts, allowedOrigins: readonly string[]): boolean {
  if (!sender.frame || !sender.frame.isMainFrameOfAppWindow) return false;
  const origin = originOf(sender.frame.url);
  return origin !== null && allowedOrigins.includes(origin);
}
