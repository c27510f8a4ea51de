import * as z from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod/mini loads no locale, so its default messages would read just "Invalid input". Every schema
 * module imports this file first, for its side effect: zod's English messages, the ones users and
 * API callers have always seen (e.g. "Invalid input: expected string, received undefined").
 * `sideEffects` in package.json names this file, so bundlers keep it.
 */
z.config(en());
