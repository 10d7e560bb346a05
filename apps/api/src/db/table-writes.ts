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

/**
 * Counts the writes (insert, update, delete built with the query builder) that went through this database
 * handle, per table. An in-process cache kept current by database notifications (which arrive a moment after
 * a commit) compares this count too, so a write made through this process is seen by its very next read.
 */
export class TableWriteCounter implements KyselyPlugin {
  readonly #counts = new Map<string, number>();
  readonly #pending = new WeakMap<QueryId, string[]>();

  /** Writes to `table` through this handle so far. */
  count(table: string): number {
    return this.#counts.get(table) ?? 0;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(node);
    if (tables.length > 0) this.#pending.set(queryId, tables);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const table of this.#pending.get(queryId) ?? []) this.#counts.set(table, this.count(table) + 1);
    return result;
  }
}
