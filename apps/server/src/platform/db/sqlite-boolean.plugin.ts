import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
  ValueNode,
  PrimitiveValueListNode,
} from 'kysely';
import { OperationNodeTransformer } from 'kysely';

class BooleanToIntegerTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const transformed = super.transformValue(node);
    return typeof transformed.value === 'boolean'
      ? { ...transformed, value: transformed.value ? 1 : 0 }
      : transformed;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const transformed = super.transformPrimitiveValueList(node);
    return {
      ...transformed,
      values: transformed.values.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value)),
    };
  }
}

/** better-sqlite3 refuses to bind JS booleans; this writes them as 0/1 so repositories stay engine-neutral. */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToIntegerTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
