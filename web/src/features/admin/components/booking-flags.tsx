import { Badge, Box, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import {
  type BookingFlag,
  type RefundsAndDisputes,
  bookingFlags,
  disputeStatusLabel,
  receivedBeforeRefundsCents,
} from '@sunward/shared/rules/refunds-and-disputes';
import type { Booking } from '@sunward/shared/schemas/booking';
import type { ReactNode } from 'react';

/** The colour repeats what the text says: red or orange for something to do, calm for a record. */
function flagPalette(flag: BookingFlag): string {
  if (flag.kind === 'dispute') return flag.needsAction ? 'red' : 'green';
  if (flag.kind === 'refund-due') return 'orange';
  return 'purple';
}

/** Solid for a dispute to act on; a tinted, bordered badge otherwise (orange's solid is too light for white text). */
function flagVariant(flag: BookingFlag): 'solid' | 'surface' | 'outline' {
  if (flag.kind === 'dispute' && flag.needsAction) return 'solid';
  return flag.needsAction ? 'surface' : 'outline';
}

/** A booking's refund and dispute markers, beside its status in the admin tables; nothing when it has none. */
export function BookingFlagBadges({ booking }: { booking: RefundsAndDisputes }) {
  const flags = bookingFlags(booking);
  if (flags.length === 0) return null;
  return (
    <Wrap as="ul" aria-label="Refunds and disputes" gap="1" listStyleType="none" m="0" p="0">
      {flags.map((flag) => (
        <Box as="li" key={flag.kind}>
          <Badge colorPalette={flagPalette(flag)} variant={flagVariant(flag)} rounded="full" px="2" whiteSpace="nowrap">
            {flag.label}
          </Badge>
        </Box>
      ))}
    </Wrap>
  );
}

/** One booking's status badge with its refund and dispute markers under it. */
export function StatusWithFlags({ booking, status }: { booking: RefundsAndDisputes; status: ReactNode }) {
  return (
    <Stack gap="1" align="start">
      {status}
      <BookingFlagBadges booking={booking} />
    </Stack>
  );
}

function Mono({ children }: { children: ReactNode }) {
  return (
    <Text as="span" fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
      {children}
    </Text>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text as="span" whiteSpace="nowrap">
      <Text as="span" color="fg.muted">
        {label}
      </Text>{' '}
      {children}
    </Text>
  );
}

/** What the agency reads and does about one flag, and the ids to find it by in Stripe. */
function FlagExplanation({ flag, booking }: { flag: BookingFlag; booking: Booking }) {
  if (flag.kind === 'refund-due') {
    return (
      <>
        <Text>
          {booking.status === 'cancelled'
            ? 'A balance payment that arrived after the booking was released for its unpaid balance: it was never counted as paid.'
            : 'A deposit paid after the hold lapsed, when its seats were already taken: it was never counted.'}{' '}
          Refund it in the Stripe dashboard. This mark stays after the refund, as the record of what was owed.
        </Text>
        {booking.refundDuePaymentIntentIds?.map((id) => (
          <Fact key={id} label="PaymentIntent">
            <Text as="span" fontFamily="mono" wordBreak="break-all" whiteSpace="normal">
              {id}
            </Text>
          </Fact>
        ))}
      </>
    );
  }
  if (flag.kind === 'refunded') {
    return (
      <>
        <Text>Refunded in Stripe and already taken off the amount paid; each refund is in the payment history below.</Text>
        <HStack gap="4" rowGap="0" wrap="wrap" fontVariantNumeric="tabular-nums">
          <Fact label="Received">{formatUsd(receivedBeforeRefundsCents(booking))}</Fact>
          <Fact label="Refunded">{formatUsd(flag.amountCents)}</Fact>
          <Fact label="Kept">{formatUsd(cents(booking.amountPaid))}</Fact>
        </HStack>
      </>
    );
  }
  const dispute = booking.dispute;
  if (!dispute) return null;
  const explanation =
    dispute.status === 'open'
      ? "The card holder's bank disputed a payment and Stripe has taken the amount back until it is decided. Answer it in the Stripe dashboard before its deadline."
      : dispute.status === 'won'
        ? 'Decided for the agency: Stripe gave the amount back.'
        : dispute.status === 'lost'
          ? 'Decided for the card holder: the bank kept the amount, though the booking still counts it as paid. Settle it with the traveller.'
          : flag.needsAction
            ? 'Stripe holds the amount back while the dispute lasts. Follow it in the Stripe dashboard.'
            : 'Closed by Stripe without taking the amount.';
  return (
    <>
      <Text>{explanation}</Text>
      <HStack gap="4" rowGap="0" wrap="wrap">
        <Fact label="Status">{disputeStatusLabel(dispute.status)}</Fact>
        <Fact label="Dispute">
          <Mono>{dispute.id}</Mono>
        </Fact>
      </HStack>
    </>
  );
}

/**
 * The details dialog's account of a booking's refunds and disputes (decision 018): what is to be
 * refunded, what was refunded, the dispute's status and amount. Nothing when there are none.
 */
export function BookingFlagDetails({ booking }: { booking: Booking }) {
  const flags = bookingFlags(booking);
  if (flags.length === 0) return null;
  return (
    <Stack as="section" aria-label="Refunds and disputes" gap="2">
      {flags.map((flag) => (
        <Box
          key={flag.kind}
          borderWidth="1px"
          borderColor={`${flagPalette(flag)}.muted`}
          borderStartWidth="4px"
          borderStartColor={`${flagPalette(flag)}.solid`}
          bg={`${flagPalette(flag)}.subtle`}
          rounded="md"
          px="4"
          py="3"
        >
          <HStack justify="space-between" align="baseline" gap="3" wrap="wrap">
            <Text fontWeight="semibold" color={`${flagPalette(flag)}.fg`}>
              {flag.label}
            </Text>
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {formatUsd(flag.amountCents)}
            </Text>
          </HStack>
          <Stack gap="1" fontSize="sm" color="fg" mt="1">
            <FlagExplanation flag={flag} booking={booking} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
