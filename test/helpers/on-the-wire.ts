import type { Page } from 'playwright-core';

// What the page has asked the host and not yet heard back: a test reads the screen once the host has answered,
// not while an answer may still change it. Installed before the page loads (the socket is wrapped as it opens).

const WATCH = `(() => {
  if (window.__sidetableAwaiting) return;
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
  await page.waitForFunction(() => ((globalThis as unknown as { __sidetableAwaiting?: Set<unknown> }).__sidetableAwaiting?.size ?? 0) === 0, undefined, { polling: 'raf' });
}

// A host that answers late, on demand: while held, the page's replies and pushes wait in a queue and reach the
// app, in order, when released. What a loaded machine does to the timing, made certain: the screen runs on its
// own prediction meanwhile, and the player goes on typing.
const HOLD = `(() => {
  const held = [];
  let holding = false;
  window.__sidetableHold = {
    hold() { holding = true; },
    release() { holding = false; for (const [socket, data] of held.splice(0)) socket.dispatchEvent(new MessageEvent('message', { data })); },
    get waiting() { return held.length; },
  };
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (message) => {
        if (!holding || !message.isTrusted) return;
        message.stopImmediatePropagation();
        held.push([this, message.data]);
      });
    }
  };
})()`;

export async function holdableWire(page: Page): Promise<void> {
  await page.addInitScript(HOLD);
}

type Hold = { hold(): void; release(): void; waiting: number };

/** From now on the host's answers wait (holdableWire installed first). */
export async function holdReplies(page: Page): Promise<void> {
  await page.evaluate(() => (globalThis as unknown as { __sidetableHold: Hold }).__sidetableHold.hold());
}

/** Resolves once the host's answer has come and waits in the hold (on a loaded machine it may come later than the typing). */
export async function replyHeld(page: Page): Promise<void> {
  await page.waitForFunction(() => (globalThis as unknown as { __sidetableHold: Hold }).__sidetableHold.waiting > 0, undefined, { polling: 'raf' });
}

/** The answers held come in, in order; resolves with how many there were. */
export async function releaseReplies(page: Page): Promise<number> {
  return page.evaluate(() => {
    const wire = (globalThis as unknown as { __sidetableHold: Hold }).__sidetableHold;
    const waiting = wire.waiting;
    wire.release();
    return waiting;
  });
}
