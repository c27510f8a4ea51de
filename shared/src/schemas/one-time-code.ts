import './zod-setup';
import * as z from 'zod/mini';
import { Email } from './fields';
import { Honeypot } from './honeypot';

/** A one-time code as the traveller types it: exactly six digits (spec §5). */
export const OneTimeCode = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from your email'));

/** `POST /api/bookings/request-otp`: the address whose bookings the traveller wants to see. */
export const RequestOtpRequest = z.object({ email: Email, website: Honeypot });
export type RequestOtpRequest = z.infer<typeof RequestOtpRequest>;

/** The same answer whether or not the address has bookings. */
export const RequestOtpResponse = z.object({ sent: z.literal(true) });
export type RequestOtpResponse = z.infer<typeof RequestOtpResponse>;

/** `POST /api/bookings/verify-otp`: the address and the code mailed to it. */
export const VerifyOtpRequest = z.object({ email: Email, code: OneTimeCode });
export type VerifyOtpRequest = z.infer<typeof VerifyOtpRequest>;
