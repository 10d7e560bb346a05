import pg from 'pg';

/** What a channel listener tells its owner. */
export type ChannelHandlers = {
  /**
   * The connection listens (first time or again after a loss); `query` runs on it, so what it reads
   * is no older than the notifications that follow. The listener counts as listening once this resolves.
   */
  onListening(query: (text: string) => Promise<Array<Record<string, unknown>>>): Promise<void>;
  onNotification(payload: string): void;
  /** The connection is gone (or could not be opened); it is retried after a pause. */
  onLost(error: unknown): void;
};

export type ChannelListener = {
  /** Whether notifications are arriving now (connected, LISTEN issued, `onListening` done). */
  readonly listening: boolean;
  close(): Promise<void>;
};

/** The pause before opening a lost listening connection again. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * One dedicated PostgreSQL connection that LISTENs on `channel`, reopened after any loss until closed.
 * Notifications are only delivered to a session that listens, so while it is down its owner must not
 * rely on them (`listening` is false).
 */
export function listenOnChannel(connection: pg.ClientConfig, channel: string, handlers: ChannelHandlers): ChannelListener {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lose = (lostClient: pg.Client, error: unknown) => {
    if (client !== lostClient) return;
    client = undefined;
    listening = false;
    lostClient.end().catch(() => undefined);
    if (closed) return;
    handlers.onLost(error);
    retry = setTimeout(open, RECONNECT_DELAY_MS);
  };

  async function open(): Promise<void> {
    retry = undefined;
    const opened = new pg.Client(connection);
    client = opened;
    opened.on('error', (error) => lose(opened, error));
    opened.on('end', () => lose(opened, new Error('listening connection ended')));
    opened.on('notification', (message) => {
      if (client === opened && message.channel === channel && message.payload !== undefined) handlers.onNotification(message.payload);
    });
    try {
      await opened.connect();
      await opened.query(`listen ${pg.escapeIdentifier(channel)}`);
      await handlers.onListening(async (text) => (await opened.query(text)).rows);
      if (client === opened) listening = true;
    } catch (error) {
      lose(opened, error);
    }
  }

  void open();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      listening = false;
      await current?.end().catch(() => undefined);
    },
  };
}
