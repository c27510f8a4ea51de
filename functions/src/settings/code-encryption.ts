import * as z from 'zod/mini';
import { readSettings } from './read-settings';

/** 32 bytes, base64: an AES-256 key. */
const LocalKey = z.string().check(
  z.refine((value) => Buffer.from(value, 'base64').length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(value), 'A base64 AES-256 key (32 bytes)'),
);

/**
 * The key one-time codes are sealed with for the mail worker (decision 038). In AWS only
 * `CODE_KEY_ID` is set: a KMS key CDK creates, which the code-requesting route may only encrypt
 * with and the mail worker alone decrypt with. The local stack and the handler tests, which have
 * no KMS, set `LOCAL_CODE_KEY` instead; never both, so a local key cannot stand in for KMS in AWS.
 */
export const CodeEncryptionSettings = z
  .object({
    CODE_KEY_ID: z.optional(z.string().check(z.minLength(1))),
    LOCAL_CODE_KEY: z.optional(LocalKey),
  })
  .check(
    z.refine((env) => (env.CODE_KEY_ID === undefined) !== (env.LOCAL_CODE_KEY === undefined), {
      message: 'Set CODE_KEY_ID, or LOCAL_CODE_KEY, not both',
      path: ['CODE_KEY_ID'],
    }),
  );

/** The one variable CDK gives a function that seals or opens codes. */
export type DeployedCodeEncryptionVariables = Required<Pick<z.input<typeof CodeEncryptionSettings>, 'CODE_KEY_ID'>>;

export const readCodeEncryptionSettings = (env: NodeJS.ProcessEnv = process.env) =>
  readSettings('code encryption', CodeEncryptionSettings, env);
