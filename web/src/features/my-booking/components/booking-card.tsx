import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type Cents, cents, dollarsToCents, formatUsd, multiplyCents } from '@sunward/shared/money';
import { isDueSoonAfterBooking, LATE_BOOKING_DUE_WORDING } from '@sunward/shared/rules/balance-due-terms';
import type { Booking } from '@sunward/shared/schemas/booking';
import { useId, useState, type ReactNode } from 'react';
import { bookingPath } from '../../../lib/booking-path';
import { formatDate, formatDateRange, formatTimestamp, formatTimestampDate } from '../../../lib/format';
import { AutoPaySection } from './auto-pay/auto-pay-section';
import { BalancePaid, BalancePayment } from './balance-payment';
import { DepositPayment } from './deposit-payment';
import { PaymentHistory } from './payment-history';
import { LinkButton } from '../../../components/link-button';
import { bookingStatusPalette } from '../../../components/booking-status-palette';
import { DueLabel } from '../../../components/payments/due-label';

type Payment = { name: 'closed' } | { name: 'paying' } | { name: 'paid'; amount: Cents };

/** Spec §4: the status as the API names it, underscores shown as spaces ("deposit paid"). */
export function statusLabel(status: Booking['status']): string {
  return status.replaceAll('_', ' ');
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text as="dt" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" m="0">
        {children}
      </Text>
    </Stack>
  );
}

/** What the card offers: the balance form, the deposit's card form, or neither. */
type Offer = 'balance' | 'deposit' | 'book-again' | 'none';

/**
 * What a booking lets its traveller do at `now`: a `pending` booking whose hold still lasts pays
 * its deposit; one whose hold has lapsed (expired, or about to be) is booked again; a booking with
 * its deposit in pays its balance while one is due; a released one nothing.
 */
export function bookingOffer(booking: Booking, now: Date): Offer {
  if (booking.status === 'pending') return Date.parse(booking.holdExpiresAt) > now.getTime() ? 'deposit' : 'book-again';
  if (booking.status === 'expired') return 'book-again';
  if (booking.status === 'cancelled') return 'none';
  return booking.balanceDue > 0 ? 'balance' : 'none';
}

/** When the balance is due, as the card says it: "December 1, 2026", or "… (within 3 days of booking)". */
function dueDateText(booking: Booking): string | undefined {
  if (!booking.balanceDueDate) return undefined;
  const date = formatDate(booking.balanceDueDate);
  return isDueSoonAfterBooking(booking) ? `${date} (${LATE_BOOKING_DUE_WORDING})` : date;
}

/**
 * One booking (spec §2): title, the trip's dates, booked-on date, balance due (and 'Overdue') or
 * 'Paid in Full', the traveller, travelers, total, amount paid, when the balance is due, status and
 * reference; its payment history, and 'Make a Payment' while a balance is due. A booking still
 * holding its seats unpaid offers 'Pay the deposit' instead; one whose hold lapsed shows no balance
 * and offers to book again.
 */
export function BookingCard({ booking, now = new Date() }: { booking: Booking; now?: Date }) {
  const id = useId();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [payment, setPayment] = useState<Payment>({ name: 'closed' });
  const balanceDue = cents(booking.balanceDue);
  const offer = bookingOffer(booking, now);
  const ended = offer === 'book-again' || booking.status === 'cancelled';
  const paidInFull = !ended && booking.status !== 'pending' && balanceDue <= 0;
  const overdue = booking.status === 'overdue';
  const dueBy = offer === 'balance' ? dueDateText(booking) : undefined;
  const total = multiplyCents(dollarsToCents(booking.packagePrice), booking.travelers);
  const titleId = `${id}-title`;
  const historyId = `${id}-history`;

  return (
    <Box as="article" aria-labelledby={titleId} borderWidth="1px" borderColor={overdue ? 'red.muted' : 'border'} rounded="xl" overflow="hidden" bg="bg.panel">
      <Flex
        justify="space-between"
        align={{ base: 'start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        px={{ base: '4', md: '6' }}
        py="4"
        bg="bg.subtle"
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        <Stack gap="0.5">
          <Heading as="h3" id={titleId} fontSize={{ base: 'lg', md: 'xl' }} lineHeight="1.3">
            {booking.packageTitle}
          </Heading>
          {booking.departureDate && booking.returnDate && (
            <Text fontWeight="medium">{formatDateRange(booking.departureDate, booking.returnDate)}</Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            Booked on {formatTimestampDate(booking.createdAt)}
          </Text>
        </Stack>
        {ended ? (
          <Badge colorPalette="gray" variant="subtle" size="lg" rounded="full" px="3">
            {booking.status === 'cancelled' ? 'Cancelled' : 'Expired'}
          </Badge>
        ) : paidInFull ? (
          <Badge colorPalette="green" variant="solid" size="lg" rounded="full" px="3">
            Paid in Full
          </Badge>
        ) : (
          <Stack gap="0" align={{ base: 'start', sm: 'end' }}>
            <DueLabel overdue={overdue}>{booking.status === 'pending' ? 'Deposit due now' : 'Balance due'}</DueLabel>
            <Text
              fontFamily="heading"
              fontSize="2xl"
              fontWeight="600"
              lineHeight="1.1"
              color={overdue ? 'red.fg' : 'brand.fg'}
              fontVariantNumeric="tabular-nums"
            >
              {formatUsd(booking.status === 'pending' ? dollarsToCents(booking.depositAmount) : balanceDue)}
            </Text>
          </Stack>
        )}
      </Flex>

      <Stack gap="5" px={{ base: '4', md: '6' }} py="5">
        <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap={{ base: '4', md: '5' }} m="0">
          <Detail label="Lead traveler">
            {booking.firstName} {booking.lastName}
          </Detail>
          <Detail label="Travelers">{booking.travelers}</Detail>
          <Detail label="Total">{formatUsd(total)}</Detail>
          <Detail label="Amount paid">{formatUsd(cents(booking.amountPaid))}</Detail>
          {dueBy && <Detail label={overdue ? 'Balance was due' : 'Balance due by'}>{dueBy}</Detail>}
          <Detail label="Status">
            <Badge colorPalette={bookingStatusPalette[booking.status]} variant="subtle" size="md" rounded="full" px="2.5">
              {statusLabel(booking.status)}
            </Badge>
          </Detail>
          <Detail label="Reference">
            <Text as="span" fontFamily="mono" letterSpacing="wide">
              {booking.reference}
            </Text>
          </Detail>
        </SimpleGrid>

        {overdue && (
          <Text color="red.fg" fontWeight="medium">
            Your balance is overdue. Please pay it now to keep your seats.
          </Text>
        )}
        {offer === 'deposit' && payment.name === 'closed' && (
          <Text color="fg.muted">
            Your seats are held until {formatTimestamp(booking.holdExpiresAt)}. Pay the deposit to confirm them.
          </Text>
        )}
        {offer === 'book-again' && (
          <Text color="fg.muted">This booking&apos;s hold ended before the deposit was paid, so its seats went back on sale. Nothing is owed.</Text>
        )}
        {booking.status === 'cancelled' && (booking.forfeited ?? 0) > 0 && (
          <Text color="fg.muted">
            This booking was cancelled{booking.cancelledAt ? ` on ${formatTimestampDate(booking.cancelledAt)}` : ''} because its balance was not
            paid. {booking.forfeited ? `The ${formatUsd(cents(booking.forfeited))} paid is kept under the refund policy. ` : ''}Nothing more is owed.
          </Text>
        )}
        {booking.status === 'cancelled' && (booking.forfeited ?? 0) === 0 && (
          <Text color="fg.muted">
            We cancelled this booking{booking.cancelledAt ? ` on ${formatTimestampDate(booking.cancelledAt)}` : ''}; its seats are released.{' '}
            {booking.refunded ? `${formatUsd(cents(booking.refunded))} was refunded to your card. ` : ''}Nothing more is owed.
          </Text>
        )}

        <AutoPaySection booking={booking} now={now} />

        {payment.name === 'paid' && <BalancePaid amount={payment.amount} onDone={() => setPayment({ name: 'closed' })} />}

        {payment.name === 'paying' && offer === 'balance' ? (
          <BalancePayment
            booking={booking}
            balanceDue={balanceDue}
            onCancel={() => setPayment({ name: 'closed' })}
            onPaid={(amount) => setPayment({ name: 'paid', amount })}
          />
        ) : payment.name === 'paying' && offer === 'deposit' ? (
          <DepositPayment booking={booking} onClose={() => setPayment({ name: 'closed' })} />
        ) : (
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            {offer === 'balance' && (
              <Button colorPalette="brand" onClick={() => setPayment({ name: 'paying' })}>
                Make a Payment
              </Button>
            )}
            {offer === 'deposit' && (
              <Button colorPalette="brand" onClick={() => setPayment({ name: 'paying' })}>
                Pay the deposit
              </Button>
            )}
            {offer === 'book-again' && (
              <LinkButton to={bookingPath(booking.packageId)} colorPalette="brand">Book again</LinkButton>
            )}
            <Button
              variant="outline"
              colorPalette="gray"
              aria-expanded={historyOpen}
              aria-controls={historyOpen ? historyId : undefined}
              onClick={() => setHistoryOpen((open) => !open)}
            >
              View Payment History
              <Box as="span" aria-hidden="true" display="inline-block" transition="transform 0.2s" transform={historyOpen ? 'rotate(180deg)' : undefined}>
                ▾
              </Box>
            </Button>
          </Flex>
        )}

        {historyOpen && <PaymentHistory bookingId={booking.id} id={historyId} />}
      </Stack>
    </Box>
  );
}
