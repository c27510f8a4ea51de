import { Stack } from 'aws-cdk-lib';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/** The monthly budget when CDK context sets none (`monthlyBudgetUsd`): the normal month of docs/CAPACITY.md, with room. */
export const defaultMonthlyBudgetUsd = 50;

export interface CostBudgetProps {
  readonly monthlyBudgetUsd: number;
  /** Budgets notifies this topic, whose e-mail subscription is the alarms' (`alarmEmail`). */
  readonly topic: sns.ITopic;
}

/**
 * An AWS Budgets monthly cost budget that tells the alarm topic at 80 % of actual spend and at
 * 100 % of forecast spend. It counts the whole account's cost: deploy the site into an account of
 * its own (or read the figure with that in mind).
 */
export class CostBudget extends Construct {
  readonly budget: budgets.CfnBudget;

  constructor(scope: Construct, id: string, props: CostBudgetProps) {
    super(scope, id);
    const stack = Stack.of(this);
    props.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'BudgetsPublish',
        principals: [new iam.ServicePrincipal('budgets.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [props.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    );

    const notify = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
      notification: { notificationType, comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
      subscribers: [{ subscriptionType: 'SNS', address: props.topic.topicArn }],
    });
    this.budget = new budgets.CfnBudget(this, 'Monthly', {
      budget: {
        budgetName: `${stack.stackName}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [notify('ACTUAL', 80), notify('FORECASTED', 100)],
    });
  }
}
