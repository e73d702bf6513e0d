import {
  IdentifierNode,
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type SchemableIdentifierNode,
  type UnknownRow,
} from 'kysely';

/**
 * Applies the site's table prefix (`wp_`, `wp_2_`, …) to the known table names only, so the
 * typed schema stays prefix-free and aliases (`posts as p`) are left alone. Column references
 * (`posts.ID`) carry the same identifier node and are prefixed alike.
 */
class TablePrefixTransformer extends OperationNodeTransformer {
  constructor(private readonly names: ReadonlyMap<string, string>) {
    super();
  }

  protected override transformSchemableIdentifier(node: SchemableIdentifierNode): SchemableIdentifierNode {
    const transformed = super.transformSchemableIdentifier(node);
    const name = transformed.schema ? undefined : this.names.get(transformed.identifier.name);
    return name === undefined ? transformed : { ...transformed, identifier: IdentifierNode.create(name) };
  }
}

/**
 * On a network the users and their meta belong to the whole network and keep its base prefix
 * (`wp_users`), while a site's content tables carry the site's own (`wp_2_posts`), as in core.
 */
export interface NetworkTables {
  prefix: string;
  tables: Iterable<string>;
}

export class TablePrefixPlugin implements KyselyPlugin {
  private readonly transformer: TablePrefixTransformer;

  constructor(prefix: string, tables: Iterable<string>, network?: NetworkTables) {
    const names = new Map<string, string>();
    for (const table of tables) names.set(table, prefix + table);
    if (network) for (const table of network.tables) names.set(table, network.prefix + table);
    this.transformer = new TablePrefixTransformer(names);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
