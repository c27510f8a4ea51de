import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of STYLE.md §2.2, one forbidden import each, linted as if written in the
 * named file. Each must fail with the rule's message; the allowed imports beside them must pass.
 */
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it.each([
    ['shared imports nothing of ours', 'shared/src/rules/example.ts', "export { handler } from '../../../functions/src/handlers/list-packages';", 'shared imports nothing of ours'],
    ['functions never import infra', 'functions/src/services/example.ts', "export { handlerEntry } from '../../../infra/lib/handler-entry';", 'functions import only shared'],
    ['Lambda code never imports the emulators', 'functions/src/services/example.ts', "export { lambdaContext } from '../../../emulators/src/api-gateway-event';", 'Lambda code never imports the emulators'],
    ['the web never imports server code', 'web/src/lib/example.ts', "export { tableName } from '../../../functions/src/store/dynamo-client';", 'The web app imports shared only'],
    ['features do not import each other', 'web/src/features/home/example.ts', "export { useCreateBooking } from '../booking/api/create-booking';", 'Features do not import each other'],
    ['shared components do not import features', 'web/src/components/example.ts', "export { useCreateBooking } from '../features/booking/api/create-booking';", 'Shared components and lib never import features'],
    ['handlers do not import stores', 'functions/src/handlers/example.ts', "export { listPackages } from '../store/package-repository';", 'Handlers call services'],
    ['mail does not import the store, not even a type', 'functions/src/mail/example.ts', "import type { BookingRecord } from '../store/booking-repository';\nexport type Booking = BookingRecord;", 'Mail and the store do not import each other'],
    ['the store does not import mail, not even a type', 'functions/src/store/example.ts', "import type { OutgoingMail } from '../mail/outgoing-mail';\nexport type Mail = OutgoingMail;", 'Mail and the store do not import each other'],
    ['only the store imports the DynamoDB SDK', 'functions/src/services/example.ts', "export { GetCommand } from '@aws-sdk/lib-dynamodb';", 'Only functions/src/store talks to DynamoDB'],
    ['only adapters import Stripe and SES', 'functions/src/services/example.ts', "export { SESv2Client } from '@aws-sdk/client-sesv2';", 'Only functions/src/adapters talk to SES'],
    ['only adapters sign AWS calls', 'functions/src/services/example.ts', "export { SignatureV4 } from '@smithy/signature-v4';", 'Only functions/src/adapters talk to SES'],
  ])('%s', async (_rule, filePath, code, message) => {
    expect(await problems(filePath, code)).toEqual([expect.stringContaining(message)]);
  });

  it('finds an import cycle', async () => {
    const code = "export { createBooking } from '../services/create-booking';";
    expect(await problems('functions/src/store/booking-repository.ts', code)).toEqual([expect.stringMatching(/^import-x\/no-cycle/)]);
  });

  it('holds a module under functions/src to 300 lines', async () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `export const line${index} = ${index};`).join('\n');
    expect(await problems('functions/src/services/example.ts', lines(300))).toEqual([]);
    expect(await problems('functions/src/services/example.ts', lines(301))).toEqual([expect.stringMatching(/^max-lines: File has too many lines \(301\)/)]);
  });

  it.each([
    ['a handler calls a service', 'functions/src/handlers/example.ts', "export { browsePackages } from '../services/browse-packages';"],
    ['a service calls a store and an adapter', 'functions/src/services/example.ts', "export { findBooking } from '../store/booking-repository';\nexport { sendMail } from '../adapters/mail';"],
    ['a service maps a store record to a mail\u2019s facts', 'functions/src/services/example.ts', "import type { MailFacts } from '../mail/outgoing-mail';\nimport type { BookingRecord } from '../store/booking-repository';\nexport type Facts = (booking: BookingRecord) => MailFacts<'depositReceipt'>;"],
    ['a feature uses its own parts, shared and lib', 'web/src/features/booking/example.ts', "export { createBooking } from './api/create-booking';\nexport { formatDate } from '../../lib/format';\nexport { priceBooking } from '@sunward/shared/rules/booking-pricing';"],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});

describe('React hooks in web/src', () => {
  it('refuses a hook called after an early return', async () => {
    const code = "import { useState } from 'react';\nexport function Step({ done }: { done: boolean }) {\n  if (done) return null;\n  const [value] = useState(0);\n  return value;\n}\n";
    expect(await problems('web/src/components/example.tsx', code)).toEqual([expect.stringMatching(/^react-hooks\/rules-of-hooks/)]);
  });

  it('refuses an effect that does not name what it reads', async () => {
    const code = "import { useEffect } from 'react';\nexport function Title({ title }: { title: string }) {\n  useEffect(() => {\n    document.title = title;\n  }, []);\n  return null;\n}\n";
    expect(await problems('web/src/components/example.tsx', code)).toEqual([expect.stringMatching(/^react-hooks\/exhaustive-deps/)]);
  });

  it('leaves a test’s vitest helpers named use… alone', async () => {
    const code = "import { useTestApiServer } from '../../testing/test-api-server';\nuseTestApiServer(() => undefined);\n";
    expect(await problems('web/src/routes/__tests__/example.test.tsx', code)).toEqual([]);
  });
});

describe('work a module does as it loads', () => {
  it('refuses an Intl formatter made at module level, exported or not', async () => {
    for (const code of ["export const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });", "const day = new Intl.DateTimeFormat('en-US');\nexport const format = (date: Date) => day.format(date);"]) {
      expect(await problems('shared/src/rules/example.ts', code)).toEqual([expect.stringContaining('Make an Intl formatter on first use')]);
    }
  });

  it('allows one made on first use', async () => {
    const code = "import { onFirstUse } from '../first-use';\nconst day = onFirstUse(() => new Intl.DateTimeFormat('en-US'));\nexport const format = (date: Date) => day().format(date);";
    expect(await problems('shared/src/rules/example.ts', code)).toEqual([]);
  });
});
