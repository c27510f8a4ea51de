import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { TableVariables } from '@sunward/functions/settings/table';
import { type FunctionPolicy, type ItemType, writeActionsOf } from '@sunward/shared/route-policies';
import { type IndexName, tableLayout } from '@sunward/shared/table';

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
   * nothing more. Reading (get, batch get and query, never scan) and writing are each limited to
   * their kinds by a `dynamodb:LeadingKeys` condition: every partition key of the request must
   * begin with one of them. Query on an index is granted only on the indexes it names: their keys
   * are kinds or addresses, not `KIND#…`, so that statement carries no such condition. A policy
   * with nothing of one sort gets no statement for it.
   */
  grantPolicy(grantee: iam.IGrantable, policy: Pick<FunctionPolicy, 'reads' | 'writes' | 'writeActions' | 'indexes'>): void {
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
    if (policy.indexes.length > 0) {
      iam.Grant.addToPrincipal({ grantee, actions: ['dynamodb:Query'], resourceArns: policy.indexes.map((name) => this.indexArn(name)) });
    }
  }

  /** An index by name rather than `table/index/*`: a grant names exactly the indexes it may query. */
  indexArn(name: IndexName): string {
    return `${this.table.tableArn}/index/${name}`;
  }
}
