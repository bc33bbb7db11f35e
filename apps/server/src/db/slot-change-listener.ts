import pg from "pg";

/** The channel the triggers of migration 0022 notify on (decision 0122). */
export const slotsChangedChannel = "slots_changed";

/** A change's payload: one clinic date ("2026-12-01"), or this, when any date may have changed. */
export const everyDate = "*";

/**
 * What the public slot cache needs to know about other servers' writes (decision 0122): each
 * date a commit changed, and whether it can trust that it is told. While `listening()` is false a
 * notification may be missed, so nothing may be answered from memory.
 */
export type SlotChanges = {
  listening(): boolean;
  /**
   * Calls `handler` with each changed date, and with `everyDate` whenever the connection is lost
   * or made again (notifications may have been missed meanwhile). Answers the unsubscribe.
   */
  onChange(handler: (date: string) => void): () => void;
};

export type SlotChangeListener = SlotChanges & {
  /** Settles after the first attempt to listen, whether it worked or not (retries go on). */
  started: Promise<void>;
  stop(): Promise<void>;
};

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type SlotChangeListenerOptions = {
  /** The pool's connection string: the listener is one more connection of the same database. */
  connectionString: string;
  log: Log;
  /** The first wait before connecting again, doubled up to `maxRetryMs` (defaults 250 ms, 5 s). */
  retryMs?: number;
  maxRetryMs?: number;
  /** How often the idle connection is proved alive (default 10 s); a dead one is replaced. */
  heartbeatMs?: number;
};

/** The `application_name` of the listening connection (its backend can be found in pg_stat_activity). */
export const slotListenerName = "clinic-slot-changes";

/**
 * One dedicated connection per server process that LISTENs on `slots_changed`. It is made again
 * after PostgreSQL restarts or the connection drops (waiting longer each time, up to `maxRetryMs`),
 * and a heartbeat query finds a connection that died without a word (a half-open socket): PostgreSQL
 * sends pending notifications before a query's answer, so a heartbeat answered also means nothing
 * was held back.
 */
export function listenForSlotChanges(o: SlotChangeListenerOptions): SlotChangeListener {
  const firstRetry = o.retryMs ?? 250;
  const maxRetry = o.maxRetryMs ?? 5_000;
  const handlers = new Set<(date: string) => void>();
  let client: pg.Client | undefined;
  let live = false;
  let stopped = false;
  let retry = firstRetry;
  let retryTimer: NodeJS.Timeout | undefined;
  let lostLogged = false;

  const emit = (date: string) => {
    for (const handler of handlers) handler(date);
  };

  const lose = (lostClient: pg.Client, reason: string) => {
    if (client !== lostClient) return;
    client = undefined;
    live = false;
    emit(everyDate);
    lostClient.end().catch(() => undefined);
    if (stopped) return;
    if (!lostLogged) o.log.warn({ reason }, "slot change listener lost: slot reads go to the database");
    lostLogged = true;
    retryTimer = setTimeout(connect, retry);
    retry = Math.min(retry * 2, maxRetry);
  };

  async function connect(): Promise<void> {
    retryTimer = undefined;
    if (stopped) return;
    const next = new pg.Client({
      connectionString: o.connectionString,
      application_name: slotListenerName,
      keepAlive: true,
      query_timeout: 5_000,
    });
    client = next;
    next.on("error", (error) => lose(next, error.message));
    next.on("end", () => lose(next, "connection ended"));
    next.on("notification", (message) => {
      if (message.channel === slotsChangedChannel && client === next) emit(message.payload ?? everyDate);
    });
    try {
      await next.connect();
      await next.query(`listen ${slotsChangedChannel}`);
    } catch (error) {
      lose(next, (error as Error).message);
      return;
    }
    if (client !== next || stopped) {
      // Stopped (or lost) while connecting: this connection is nobody's.
      await next.end().catch(() => undefined);
      return;
    }
    live = true;
    retry = firstRetry;
    // Whatever was kept before may have missed a change while nobody listened.
    emit(everyDate);
    if (lostLogged) o.log.info({}, "slot change listener back: slot reads are cached again");
    lostLogged = false;
  }

  const heartbeat = setInterval(() => {
    const current = client;
    if (!live || !current) return;
    current.query("select 1").catch((error: Error) => lose(current, `heartbeat: ${error.message}`));
  }, o.heartbeatMs ?? 10_000);
  heartbeat.unref();

  const started = connect();

  return {
    started,
    listening: () => live,
    onChange(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      if (retryTimer) clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      live = false;
      emit(everyDate);
      await last?.end().catch(() => undefined);
    },
  };
}
