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
  constructor(
    private readonly prefix: string,
    private readonly tables: ReadonlySet<string>,
  ) {
    super();
  }

  protected override transformSchemableIdentifier(node: SchemableIdentifierNode): SchemableIdentifierNode {
    const transformed = super.transformSchemableIdentifier(node);
    if (transformed.schema || !this.tables.has(transformed.identifier.name)) return transformed;
    return { ...transformed, identifier: IdentifierNode.create(this.prefix + transformed.identifier.name) };
  }
}

export class TablePrefixPlugin implements KyselyPlugin {
  private readonly transformer: TablePrefixTransformer;

  constructor(prefix: string, tables: Iterable<string>) {
    this.transformer = new TablePrefixTransformer(prefix, new Set(tables));
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
