import type { GameDraft, GameView, HistoryEntry, IpcError, IpcResult, RequestOf } from '../../../shared/ipc';
import type { Client } from '../lib/client';
import type { ConnectionState } from '../lib/transport';
import { keepUnchanged } from './keep-unchanged';
import { loadPredictor, viewAhead, type Predictor } from './prediction';
import { screenShown } from '../lib/screen-shown';
import { mayShowAhead } from '../sharing/device';

/** A refused command: the engine's sentence, kept with the control that sent it so it shows beside it. */
export interface Refusal {
  source: string;
  message: string;
}

export type CardRosterPlayers = RequestOf<'game.setupFromCards'>['players'];

/** How long a tray's typing settles before its faces are sent to the host to keep. */
export const DRAFT_SAVE_DELAY_MS = 150;

/** How many changes by others the after-reconnect line names before it says "and N more". */
const AWAY_LINE_NAMES = 3;
/** This view's own recent command ids, so its own changes are not reported as others'. */
const OWN_IDS_KEPT = 200;

/**
 * One line for what other views did while this one was disconnected, from the history entries
 * after the seq it had: "While you were away: 3 changes — …".
 */
export function awayLine(entries: readonly HistoryEntry[]): string {
  if (entries.length === 0) return 'Reconnected: nothing changed while you were away.';
  const said = entries.slice(0, AWAY_LINE_NAMES).map((entry) => (entry.lines[0] ?? entry.commandType).replace(/\.$/, ''));
  const more = entries.length - said.length;
  const count = entries.length === 1 ? '1 change' : `${entries.length} changes`;
  return `While you were away: ${count} — ${said.join('; ')}${more > 0 ? `; and ${more} more (see the history)` : ''}.`;
}

/**
 * One open game as a table screen sees it. The host is the truth: every change is a command sent to
 * it, and the state shown is the last view it returned (or announced with game.changed), with this
 * view's own commands still on their way applied on top by the same rules (prediction.ts), so a tap
 * shows at once and the host's answer confirms it a few milliseconds later (or takes it back, with
 * its refusal). Engine snapshots are kept whole and never edited here; a new one shares with the
 * one before it the parts that did not change (keepUnchanged).
 */
export class GameSession {
  /** What the table shows: the host's newest view, with this view's commands on their way applied. */
  view = $state.raw<GameView | null>(null);
  history = $state.raw<HistoryEntry[]>([]);
  loadError = $state<string | null>(null);
  /** The control whose command is on its way to the host (for aria-busy), or null. */
  pending = $state<string | null>(null);
  refusal = $state.raw<Refusal | null>(null);
  /** Undoing back to an entry takes several undos; while they run, nothing else is sent. */
  rewinding = $state(false);
  /** After a reconnect: what other views changed meanwhile, in one line (null when there is nothing to say). */
  awayNote = $state<string | null>(null);

  readonly gameId: string;
  readonly #client: Client;
  /** The newest seq another view announced while this view's own command was on its way. */
  #announced = 0;
  /**
   * The draft this view typed last, shown instead of the host's while the host may not have it
   * yet: set by saveDraft, dropped at the first view the host sends after the save was answered.
   * `undefined`: the host's draft is the one to show.
   */
  #typedDraft = $state.raw<GameDraft | null | undefined>(undefined);
  #draftTimer: ReturnType<typeof setTimeout> | null = null;
  #draftToSend: { step: string; faces: unknown } | null | undefined = undefined;
  #draftInFlight: Promise<void> | null = null;
  /** The seq this view showed when the connection dropped; null while connected. */
  #seqWhenAway: number | null = null;
  readonly #ownCommandIds = new Set<string>();
  /** The host's newest view: what `view` shows once nothing of this view's is on its way. */
  #confirmed: GameView | null = null;
  /** This view's calls on their way to the host, oldest first: the command, or null for one only the host can play. */
  readonly #ahead: { command: unknown | null }[] = [];
  /** The game's rules here, once loaded (after the table first shows); null until then. */
  #predict: Predictor | null = null;
  #predictorLoading = false;
  /** Commands are shown ahead of the host only while the connection is open: nothing is shown that may never arrive. */
  #connected = true;

  readonly #tableOf: (system: GameView['system']) => Promise<unknown>;

  /** `tableOf`: the game's table as it loads; the rules here are fetched after it is drawn. */
  constructor(client: Client, gameId: string, tableOf: (system: GameView['system']) => Promise<unknown> = () => Promise.resolve()) {
    this.#client = client;
    this.gameId = gameId;
    this.#tableOf = tableOf;
  }

  /** What the newest log entry did, in the engine's plain words ("Status phase. Readied 3 defense tokens."). */
  get lastChange(): HistoryEntry | null {
    return this.history.at(-1) ?? null;
  }

  /**
   * Dice faces entered but not yet confirmed (kept by the host, so a reload or a restart loses
   * nothing; after an undo of a roll, that roll's faces). A tray starts from this when it opens.
   */
  get draft(): GameDraft | null {
    return this.#typedDraft !== undefined ? this.#typedDraft : (this.view?.draft ?? null);
  }

  /**
   * Keeps the faces a tray holds for `step` (the command type they feed, e.g. 'rollAttackDice');
   * `faces` null clears the draft. Typing is sent after it settles (DRAFT_SAVE_DELAY_MS) and at the
   * latest when the page is hidden; confirming the step (the command) clears it in the host.
   */
  saveDraft(step: string, faces: unknown): void {
    const draft = faces === null || faces === undefined ? null : { step, faces };
    this.#typedDraft = draft ? { ...draft, at: Date.now() } : null;
    this.#draftToSend = draft;
    if (this.#draftTimer !== null) clearTimeout(this.#draftTimer);
    this.#draftTimer = setTimeout(() => void this.flushDraft(), DRAFT_SAVE_DELAY_MS);
  }

  /** Sends the typed draft now, if one waits; resolves when the host has it. */
  async flushDraft(): Promise<void> {
    if (this.#draftTimer !== null) clearTimeout(this.#draftTimer);
    this.#draftTimer = null;
    const draft = this.#draftToSend;
    this.#draftToSend = undefined;
    if (draft !== undefined) {
      const saving = this.#client.call('game.saveDraft', { gameId: this.gameId, draft }).then((result) => {
        // Not kept because the connection is down: it waits for the next flush (the reconnect's at
        // the latest), unless newer typing replaced it.
        const connectionDown = !result.ok && (result.error.code === 'disconnected' || result.error.code === 'connection_lost');
        if (connectionDown && this.#draftToSend === undefined) this.#draftToSend = draft;
      });
      this.#draftInFlight = saving;
      await saving;
      if (this.#draftInFlight === saving) {
        this.#draftInFlight = null;
      }
    } else if (this.#draftInFlight) {
      await this.#draftInFlight;
    }
  }

  /** Loads the game and follows changes made from any view; returns the function that stops. */
  connect(): () => void {
    void this.refresh();
    // A page being hidden may be a reload or a closed tab: what the tray holds goes to the host now.
    const flushOnHide = () => {
      if (document.visibilityState === 'hidden') void this.flushDraft();
    };
    const flush = () => void this.flushDraft();
    document.addEventListener('visibilitychange', flushOnHide);
    window.addEventListener('pagehide', flush);
    const stopFollowing = this.#followChanges();
    const stopWatching = this.#client.transport.onConnectionChange((state) => void this.#connectionChanged(state));
    return () => {
      void this.flushDraft();
      document.removeEventListener('visibilitychange', flushOnHide);
      window.removeEventListener('pagehide', flush);
      stopFollowing();
      stopWatching();
    };
  }

  dismissAwayNote(): void {
    this.awayNote = null;
  }

  /**
   * Away, this view may have missed announcements: once back, it fetches the game again, says in
   * one line what others did meanwhile, and sends a draft that could not be kept while away.
   */
  async #connectionChanged(state: ConnectionState): Promise<void> {
    const connected = state === 'open';
    if (connected !== this.#connected) {
      this.#connected = connected;
      this.#show();
    }
    if (state === 'reconnecting' || state === 'unreachable') {
      if (this.#seqWhenAway === null && this.#confirmed) this.#seqWhenAway = this.#confirmed.seq;
      return;
    }
    if (state !== 'open') return;
    if (this.#seqWhenAway === null) {
      // The first load failed because the host could not be reached: now it can.
      if (!this.view && this.loadError) await this.refresh();
      return;
    }
    const since = this.#seqWhenAway;
    this.#seqWhenAway = null;
    await this.refresh();
    const others = this.history.filter((entry) => entry.seq > since && !(entry.commandId && this.#ownCommandIds.has(entry.commandId)));
    this.awayNote = awayLine(others);
    await this.flushDraft();
  }

  #remember(commandId: string): string {
    this.#ownCommandIds.add(commandId);
    if (this.#ownCommandIds.size > OWN_IDS_KEPT) this.#ownCommandIds.delete(this.#ownCommandIds.values().next().value as string);
    return commandId;
  }

  #followChanges(): () => void {
    return this.#client.transport.subscribe((event) => {
      if (event.event !== 'game.changed' || event.payload.gameId !== this.gameId) return;
      // The host announces every change, this view's own too, and the announcement can arrive
      // before the reply: while a command is on its way, wait for its reply before deciding.
      if (this.pending !== null) this.#announced = Math.max(this.#announced, event.payload.seq);
      else if (event.payload.seq > (this.#confirmed?.seq ?? -1)) void this.refresh();
    });
  }

  async refresh(): Promise<void> {
    const result = await this.#client.call('game.view', { gameId: this.gameId });
    if (result.ok) {
      this.loadError = null;
      this.#accept(result.value);
    } else {
      this.loadError = result.error.message;
    }
    await this.#loadHistory();
  }

  refusalFor(source: string): string | null {
    return this.refusal?.source === source ? this.refusal.message : null;
  }

  dismissRefusal(): void {
    this.refusal = null;
  }

  /** Sends one engine command; `source` names the control, so a refusal is shown next to it. */
  /**
   * Every change carries an id made here, once: if its reply is lost the transport sends it again
   * with the same id, and the host answers a repeat instead of applying it twice.
   */
  command(source: string, command: { type: string } & Record<string, unknown>): Promise<boolean> {
    const commandId = this.#remember(crypto.randomUUID());
    return this.#send(source, () => this.#client.call('game.command', { gameId: this.gameId, command, commandId }), command);
  }

  setupFromCards(source: string, players: CardRosterPlayers): Promise<boolean> {
    const commandId = this.#remember(crypto.randomUUID());
    return this.#send(source, () => this.#client.call('game.setupFromCards', { gameId: this.gameId, players, commandId }));
  }

  undo(source = 'undo'): Promise<boolean> {
    const commandId = this.#remember(crypto.randomUUID());
    return this.#send(source, () => this.#client.call('game.undo', { gameId: this.gameId, commandId }));
  }

  redo(source = 'redo'): Promise<boolean> {
    const commandId = this.#remember(crypto.randomUUID());
    return this.#send(source, () => this.#client.call('game.redo', { gameId: this.gameId, commandId }));
  }

  /** Undoes one command at a time until `times` are undone; stops at the first refusal. */
  async undoTimes(times: number, source: string): Promise<boolean> {
    if (this.rewinding) return false;
    this.rewinding = true;
    try {
      for (let i = 0; i < times; i++) {
        if (!(await this.undo(source))) return false;
      }
      return true;
    } finally {
      this.rewinding = false;
    }
  }

  /** `command`: the engine command the call carries, shown ahead of the host's answer; null for setup, undo and redo. */
  async #send(source: string, call: () => Promise<IpcResult<GameView>>, command: unknown | null = null): Promise<boolean> {
    // Faces typed just before a confirm reach the host first (the call is ordered before this
    // command), so the command that uses them clears them, and a refused one leaves them kept.
    void this.flushDraft();
    this.pending = source;
    const ahead = { command };
    this.#ahead.push(ahead);
    let result: IpcResult<GameView>;
    try {
      // Sent first, then shown: the call is on its way before the table changes.
      const answer = call();
      if (command !== null) this.#show();
      result = await answer;
    } finally {
      this.#ahead.splice(this.#ahead.indexOf(ahead), 1);
      if (this.pending === source) this.pending = null;
    }
    if (!result.ok) {
      // What was shown ahead goes back to the host's view, and the refusal shows beside the control.
      this.#show();
      this.#refuse(source, result.error);
      this.#catchUp();
      return false;
    }
    this.refusal = null;
    this.#accept(result.value);
    await this.#followHistory(result.value);
    this.#catchUp();
    return true;
  }

  /** A change announced during the command that its reply did not include came from another view. */
  #catchUp(): void {
    const announced = this.#announced;
    this.#announced = 0;
    if (announced > (this.#confirmed?.seq ?? -1)) void this.refresh();
  }

  #refuse(source: string, error: IpcError): void {
    this.refusal = { source, message: error.message };
  }

  /** Replies and pushed changes can cross: a view older than the one shown is dropped. */
  #accept(view: GameView): void {
    if (this.#confirmed && view.seq < this.#confirmed.seq) return;
    this.#confirmed = view;
    this.#show();
    if (!this.#predict && !this.#predictorLoading) this.#loadRules(view.system);
    // Once the host has every draft this view typed, the host's draft (cleared by a confirm, put
    // back by an undo) is the one to show.
    if (this.#draftToSend === undefined && this.#draftInFlight === null) this.#typedDraft = undefined;
  }

  /** The host's view with this view's commands on their way applied (see viewAhead). */
  #show(): void {
    const confirmed = this.#confirmed;
    if (!confirmed) return;
    const ahead = this.#connected && this.#ahead.length > 0 && mayShowAhead();
    const shown = ahead ? viewAhead(confirmed, this.#ahead.map((entry) => entry.command), this.#predict) : confirmed;
    // Each unit, option and list that did not change keeps its object, so only what changed is
    // drawn again (a shield tapped updated all 30 tiles: profiled in the UI bench). keepUnchanged
    // swaps parts of `shown` for equal ones already on screen: values never change.
    this.view = keepUnchanged(this.view, shown);
  }

  /**
   * The rules are fetched once the game's table is drawn, never on the way to it: what the first
   * paint reads does not grow (issue 27), and a player's first tap comes later than that anyway.
   */
  #loadRules(system: GameView['system']): void {
    this.#predictorLoading = true;
    const drawn = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    this.#tableOf(system)
      .catch(() => {})
      .then(drawn)
      .then(() => {
        screenShown();
        return loadPredictor(system);
      })
      .then(
        (predict) => (this.#predict = predict),
        // Without them every tap waits for the host, as it would anyway: nothing is lost.
        () => (this.#predictorLoading = false),
      );
  }

  /**
   * A reply carries its own log entry: when it is the next one, it is appended and the history is
   * not fetched again (one round trip per command). Anything else (a gap, another view's change)
   * reloads the whole history.
   */
  async #followHistory(view: GameView): Promise<void> {
    const entry = view.lastEntry;
    const newest = this.history.at(-1)?.seq ?? 0;
    if (entry && entry.seq === newest + 1) {
      this.history = [...this.history, entry];
      return;
    }
    if (!entry || entry.seq > newest) await this.#loadHistory();
  }

  /** The newest page of the history (game.history pages newest first; `loadEarlier` adds the ones before). */
  async #loadHistory(): Promise<void> {
    const result = await this.#client.call('game.history', { gameId: this.gameId });
    if (result.ok && (this.history.length === 0 || (result.value.at(-1)?.seq ?? 0) >= (this.history.at(-1)?.seq ?? 0))) this.history = result.value;
  }

  /** Entries are numbered from 1 without gaps: a history that does not start at 1 has earlier pages. */
  get hasEarlierHistory(): boolean {
    return (this.history[0]?.seq ?? 1) > 1;
  }

  /** Adds the page before the oldest entry shown. */
  async loadEarlier(): Promise<void> {
    const before = this.history[0]?.seq;
    if (before === undefined || before <= 1) return;
    const result = await this.#client.call('game.history', { gameId: this.gameId, before });
    // Another load may have replaced the history meanwhile: only a page that ends where it starts joins it.
    if (result.ok && this.history[0]?.seq === before && result.value.at(-1)?.seq === before - 1) this.history = [...result.value, ...this.history];
  }
}
