import { AsyncLocalStorage } from 'node:async_hooks';
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** The table a node names, if it is a plain table reference (`TableNode`, possibly aliased). */
function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind !== 'TableNode') return undefined;
  return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
}

/** The tables an insert, update or delete writes; none for anything else. */
function writtenTables(node: RootOperationNode): string[] {
  switch (node.kind) {
    case 'InsertQueryNode':
      return [tableName(node.into)].filter((name): name is string => name !== undefined);
    case 'UpdateQueryNode':
      return [tableName(node.table)].filter((name): name is string => name !== undefined);
    case 'DeleteQueryNode':
      return node.from.froms.map(tableName).filter((name): name is string => name !== undefined);
    default:
      return [];
  }
}

/** The tables written so far in one transaction, counted once it has ended (`ended`: later writes count at once). */
type OpenTransaction = { tables: Set<string>; ended: boolean };

/**
 * Counts the writes (insert, update, delete built with the query builder) that went through this database
 * handle, per table. An in-process cache kept current by database notifications (which arrive a moment after
 * a commit) compares this count too, so a write made through this process is seen by its very next read.
 *
 * A write counts once it is visible to other connections: a statement of its own when it returns, a statement of a
 * transaction run through `untilEnded` when that transaction has ended. Counted earlier, a read on another connection
 * between the statement and the commit (which still sees the old rows) would be kept under the new count, and served
 * until the database's announcement arrived.
 */
export class TableWriteCounter implements KyselyPlugin {
  readonly #counts = new Map<string, number>();
  readonly #pending = new WeakMap<QueryId, string[]>();
  readonly #transaction = new AsyncLocalStorage<OpenTransaction>();

  /** Writes to `table` through this handle so far. */
  count(table: string): number {
    return this.#counts.get(table) ?? 0;
  }

  /**
   * Runs `transaction` (which begins and ends a transaction: commit or rollback) and counts the writes made while it
   * runs when it has ended, whichever way (a rolled-back write counts too: it costs a read, never a stale answer).
   */
  async untilEnded<T>(transaction: () => Promise<T>): Promise<T> {
    const open: OpenTransaction = { tables: new Set(), ended: false };
    try {
      return await this.#transaction.run(open, transaction);
    } finally {
      open.ended = true;
      for (const table of open.tables) this.#bump(table);
    }
  }

  #bump(table: string): void {
    this.#counts.set(table, this.count(table) + 1);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(node);
    if (tables.length > 0) this.#pending.set(queryId, tables);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const open = this.#transaction.getStore();
    for (const table of this.#pending.get(queryId) ?? []) {
      if (open && !open.ended) open.tables.add(table);
      else this.#bump(table);
    }
    return result;
  }
}
