import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';

/** One output of the deployed stack (`UserPoolId`, `TableName`), with the shell's AWS credentials. */
export async function stackOutput(stackName: string, outputKey: string, region: string | undefined): Promise<string> {
  const cloudFormation = new CloudFormationClient(region ? { region } : {});
  try {
    const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
    const output = Stacks?.[0]?.Outputs?.find((candidate) => candidate.OutputKey === outputKey)?.OutputValue;
    if (!output) throw new Error(`Stack ${stackName} has no ${outputKey} output; is it deployed?`);
    return output;
  } finally {
    cloudFormation.destroy();
  }
}
