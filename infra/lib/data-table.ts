import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { TableVariables } from '@sunward/functions/settings/table';
import { type FunctionPolicy, type IndexQuery, type ItemType, writeActionsOf } from '@sunward/shared/route-policies';
import { type IndexName, indexLeadingKeys, tableLayout } from '@sunward/shared/table';

/**
 * The item reads the store makes (GetCommand, BatchGetCommand, QueryCommand). Scan is left out on
 * purpose: every read goes by key or index, so a scan could only be a mistake or an intruder.
 */
export const itemReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;

/**
 * The item writes the store makes, as a policy names them (`PutItem`, …). A TransactWriteItems
 * call is authorised per item through these (IAM has no action of its own for it); the store sends
 * no BatchWriteItem nor ConditionCheck.
 */
const itemWriteAction = (write: string) => `dynamodb:${write}`;

const indexes = Object.values(tableLayout.indexes);

/** Every key of the request must begin with one of the kinds (`BOOKING#…`). */
function leadingKeysOf(itemTypes: readonly ItemType[]) {
  return { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...new Set(itemTypes)].sort().map((itemType) => `${itemType}#*`) } };
}

const sortedSet = (values: readonly string[]) => [...new Set(values)].sort();

/**
 * The partitions a Query of one index may name, for the kinds it reads there (`indexLeadingKeys`):
 * those kinds' own where every one has a pattern (byType: `PACKAGE`, `HOLD`, …). A kind keyed by a
 * bare address has none (a byEmail booking), so then the grant keeps out the partitions of the
 * index's other kinds instead (`MAIL#*`); an index whose every kind is read needs no condition.
 */
function indexLeadingKeysOf(query: IndexQuery): Record<string, Record<string, string[]>> | undefined {
  const patterns: Readonly<Record<string, string | undefined>> = indexLeadingKeys[query.name];
  const read = new Set<string>(query.kinds);
  const ownPatterns = query.kinds.map((kind) => patterns[kind]).filter((pattern) => pattern !== undefined);
  if (ownPatterns.length === query.kinds.length) {
    return { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': sortedSet(ownPatterns) } };
  }
  const others = Object.entries(patterns).filter(([kind]) => !read.has(kind));
  if (others.some(([, pattern]) => pattern === undefined)) {
    throw new Error(`${query.name}: two kinds keyed by a bare value cannot be told apart by a grant`);
  }
  if (others.length === 0) return undefined;
  return { 'ForAllValues:StringNotLike': { 'dynamodb:LeadingKeys': sortedSet(others.map(([, pattern]) => String(pattern))) } };
}

/**
 * The one table (single-table layout), built entirely from `tableLayout` so that AWS and the
 * local stack create the same keys, indexes and TTL attribute.
 */
export class DataTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: tableLayout.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: tableLayout.sortKey, type: dynamodb.AttributeType.STRING },
      timeToLiveAttribute: tableLayout.ttlAttribute,
      stream: dynamodb.StreamViewType[tableLayout.streamView],
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const index of indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }

  get tableName(): string {
    return this.table.tableName;
  }

  /** The variables the store reads (`functions/src/settings/table.ts`). */
  get environment(): TableVariables {
    return { TABLE_NAME: this.table.tableName };
  }

  /**
   * What one function's policy (`shared/src/route-policies.ts`) lets it do in the table, and
   * nothing more. Reading (get, batch get and query, never scan), writing and creating (PutItem
   * alone) are each limited to their kinds by a `dynamodb:LeadingKeys` condition: every partition
   * key of the request must begin with one of them. Query on an index is granted only on the
   * indexes it names, each under the leading keys of the kinds it reads there as far as the
   * index's key allows (decision 038). A policy with nothing of one sort gets no statement for it.
   */
  grantPolicy(grantee: iam.IGrantable, policy: Pick<FunctionPolicy, 'reads' | 'writes' | 'writeActions' | 'creates' | 'indexes'>): void {
    if (policy.reads.length > 0) {
      iam.Grant.addToPrincipal({
        grantee,
        actions: [...itemReadActions],
        resourceArns: [this.table.tableArn],
        conditions: leadingKeysOf(policy.reads),
      });
    }
    if (policy.writes.length > 0) {
      iam.Grant.addToPrincipal({
        grantee,
        actions: writeActionsOf(policy).map(itemWriteAction),
        resourceArns: [this.table.tableArn],
        conditions: leadingKeysOf(policy.writes),
      });
    }
    if (policy.creates !== undefined && policy.creates.length > 0) {
      iam.Grant.addToPrincipal({
        grantee,
        actions: [itemWriteAction('PutItem')],
        resourceArns: [this.table.tableArn],
        conditions: leadingKeysOf(policy.creates),
      });
    }
    for (const query of policy.indexes) {
      const conditions = indexLeadingKeysOf(query);
      iam.Grant.addToPrincipal({ grantee, actions: ['dynamodb:Query'], resourceArns: [this.indexArn(query.name)], ...(conditions ? { conditions } : {}) });
    }
  }

  /** An index by name rather than `table/index/*`: a grant names exactly the indexes it may query. */
  indexArn(name: IndexName): string {
    return `${this.table.tableArn}/index/${name}`;
  }
}
