import { spawnSync } from 'node:child_process';
import { isPortFree, loopback } from '@sunward/emulators/ports';

/** A missing prerequisite, told in one sentence a person can act on. */
export class PrerequisiteError extends Error {}

export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new PrerequisiteError(
      'Java 17 or newer is needed to run DynamoDB Local, and no `java` was found: install it (for example `apt-get install openjdk-17-jre-headless` or `brew install openjdk@17`) and run npm start again.',
    );
  }
  const major = Number(/version "(\d+)/.exec(`${result.stderr}${result.stdout}`)?.[1] ?? 0);
  if (major < 17) {
    throw new PrerequisiteError(`Java 17 or newer is needed to run DynamoDB Local, but \`java\` is version ${major}: install a newer Java and run npm start again.`);
  }
}

export async function checkPortFree(port: number): Promise<void> {
  if (!(await isPortFree(port, loopback))) {
    throw new PrerequisiteError(`Port ${port} is already in use: stop whatever is using it, or start on another port with PORT=${port + 1} npm start.`);
  }
}
