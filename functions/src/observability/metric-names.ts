/**
 * The business and health metrics the functions emit (`metrics.ts`) and the stack alarms on and
 * graphs (`infra/lib/alarms.ts`, `infra/lib/dashboard.ts`): one list, so a renamed metric breaks
 * the build, not an alarm. No Powertools import here: the CDK app reads these names too.
 */
export const metricsNamespace = 'SunwardTravel';

/** The dimension every metric carries besides the aggregate: the function's Powertools service name. */
export const serviceDimension = 'service';

export const metricNames = {
  /** A booking was written and holds its seats (`create-booking`). */
  bookingsCreated: 'BookingsCreated',
  /** A booking was refused; dimension `reason` (see `BookingRefusal`). */
  bookingsRefused: 'BookingsRefused',
  /** A deposit was recorded, once per PaymentIntent. */
  depositsRecorded: 'DepositsRecorded',
  /** The dollars of the deposits recorded (unit None: CloudWatch has no currency). */
  depositDollars: 'DepositDollars',
  /** A balance payment was recorded, once per PaymentIntent. */
  balancePaymentsRecorded: 'BalancePaymentsRecorded',
  balancePaymentDollars: 'BalancePaymentDollars',
  /** A payment someone at the agency must act on; dimension `reason` (see `AttentionReason`). */
  paymentsNeedingAttention: 'PaymentsNeedingAttention',
  /** A one-time code was mailed (`request-otp`). The metric keeps its first name: its history and the dashboard read it. */
  oneTimeCodesRequested: 'VerificationCodesRequested',
  /** A one-time code was refused (wrong, expired or used up) (`verify-otp`). */
  verificationFailures: 'VerificationFailures',
  /** A wrong admin password or unknown username (`admin-login`). */
  adminSignInFailures: 'AdminSignInFailures',
  /** A username or viewer address reached the failure limit and is locked for 15 minutes. */
  adminSignInLocks: 'AdminSignInLocks',
  /** An inquiry was received (`create-inquiry`). */
  inquiriesReceived: 'InquiriesReceived',
  /** E-mails handed to SES, failed to send, and given up on (dead-lettered). */
  emailsSent: 'EmailsSent',
  emailsFailed: 'EmailsFailed',
  emailsDeadLettered: 'EmailsDeadLettered',
  /** A lapsed hold was expired and gave its seats back (`expire-holds`). */
  holdsExpired: 'HoldsExpired',
  /** A hold the expiry job could not expire this run (it stays due and is tried again). */
  holdExpiryFailures: 'HoldExpiryFailures',
  /** A balance reminder went out from the schedule (`expire-holds`, decision 042). */
  balanceRemindersSent: 'BalanceRemindersSent',
  /** A timed-work item the minute job could not do this run (it is due again after its lease, decision 042). */
  timedWorkFailures: 'TimedWorkFailures',
  /** Percent of the open departures' unpaid seats held unpaid, each minute (`expire-holds`, decision 037). */
  unpaidHeldSeatShare: 'UnpaidHeldSeatShare',
  /** Seats held unpaid on the open departures, each minute (`expire-holds`). */
  unpaidHeldSeats: 'UnpaidHeldSeats',
  /** A route answered 5xx (a fault of ours, or its time budget ran out): the error middleware. */
  serverErrors: 'ServerErrors',
  /** A request API Gateway refused 429 before any function ran (from the access log, by a metric filter). */
  apiThrottles: 'ApiThrottles',
  /** A new execution environment served its first request or run. */
  coldStarts: 'ColdStarts',
} as const;

export type MetricName = (typeof metricNames)[keyof typeof metricNames];

/** Why a booking was refused: the `reason` dimension of `BookingsRefused`. */
export type BookingRefusal =
  | 'too-many-holds'
  | 'too-many-held-seats'
  | 'unknown-trip'
  | 'unknown-departure'
  | 'sold-out'
  /** A booking from a waitlist offer that had lapsed, been left or been booked (decision 053). */
  | 'offer-ended'
  | 'not-enough-seats'
  | 'departure-cancelled'
  | 'departure-departed'
  | 'departure-closed'
  | 'contention';

/** Why a payment needs a person: the `reason` dimension of `PaymentsNeedingAttention`. */
export type AttentionReason = 'refund-due' | 'overpaid' | 'disputed';

/** Why a code was refused: the `reason` dimension of `VerificationFailures`. */
export type VerificationFailure = 'no-live-code' | 'wrong-code' | 'already-used';

/** Which counter reached its limit: the `scope` dimension of `AdminSignInLocks`. */
export type SignInLockScope = 'user' | 'ip';
