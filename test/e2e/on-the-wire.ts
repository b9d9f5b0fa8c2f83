import type { Page } from 'playwright-core';

// What the page has asked the host and not yet heard back: a test reads the screen once the host has answered,
// not while an answer may still change it. Installed before the page loads (the socket is wrapped as it opens).

const WATCH = `(() => {
  const pending = new Set();
  window.__sidetableAwaiting = pending;
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (message) => {
        if (typeof message.data !== 'string' || !message.data.startsWith('{"kind":"reply"')) return;
        try { pending.delete(JSON.parse(message.data).id); } catch {}
      });
    }
    send(data) {
      try { const frame = JSON.parse(data); if (frame && frame.id !== undefined && frame.method) pending.add(frame.id); } catch {}
      return super.send(data);
    }
  };
})()`;

export async function watchTheWire(page: Page): Promise<void> {
  await page.addInitScript(WATCH);
}

/** Resolves once every call the page made has its answer (a page not watched counts as answered). */
export async function hostAnswered(page: Page): Promise<void> {
  await page.waitForFunction(() => ((window as unknown as { __sidetableAwaiting?: Set<unknown> }).__sidetableAwaiting?.size ?? 0) === 0, undefined, { polling: 'raf' });
}
