import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type Cents, cents, dollarsToCents, formatUsd, multiplyCents } from '@sunward/shared/money';
import type { Booking } from '@sunward/shared/schemas/booking';
import { useId, useState, type ReactNode } from 'react';
import { formatTimestampDate } from '../../../lib/format';
import { BalancePaid, BalancePayment } from './balance-payment';
import { PaymentHistory } from './payment-history';

type Payment = { name: 'closed' } | { name: 'paying' } | { name: 'paid'; amount: Cents };

/** Spec §4: the status as the API names it, underscores shown as spaces ("deposit paid"). */
export function statusLabel(status: Booking['status']): string {
  return status.replaceAll('_', ' ');
}

const statusPalette: Record<Booking['status'], string> = {
  pending: 'orange',
  deposit_paid: 'blue',
  overdue: 'red',
  confirmed: 'green',
  expired: 'gray',
  cancelled: 'gray',
};

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

/**
 * One booking (spec §2): title, booked-on date, balance due or 'Paid in Full', the traveller,
 * travelers, total, amount paid, status and reference; its payment history, and 'Make a Payment'
 * while a balance is due.
 */
export function BookingCard({ booking }: { booking: Booking }) {
  const id = useId();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [payment, setPayment] = useState<Payment>({ name: 'closed' });
  const balanceDue = cents(booking.balanceDue);
  const paidInFull = balanceDue <= 0;
  const canPay = !paidInFull && booking.status !== 'expired';
  const total = multiplyCents(dollarsToCents(booking.packagePrice), booking.travelers);
  const titleId = `${id}-title`;
  const historyId = `${id}-history`;

  return (
    <Box as="article" aria-labelledby={titleId} borderWidth="1px" borderColor="border" rounded="xl" overflow="hidden" bg="bg.panel">
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
          <Text fontSize="sm" color="fg.muted">
            Booked on {formatTimestampDate(booking.createdAt)}
          </Text>
        </Stack>
        {paidInFull ? (
          <Badge colorPalette="green" variant="solid" size="lg" rounded="full" px="3">
            Paid in Full
          </Badge>
        ) : (
          <Stack gap="0" align={{ base: 'start', sm: 'end' }}>
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
              Balance due
            </Text>
            <Text fontFamily="heading" fontSize="2xl" fontWeight="600" lineHeight="1.1" color="brand.fg" fontVariantNumeric="tabular-nums">
              {formatUsd(balanceDue)}
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
          <Detail label="Status">
            <Badge colorPalette={statusPalette[booking.status]} variant="subtle" size="md" rounded="full" px="2.5">
              {statusLabel(booking.status)}
            </Badge>
          </Detail>
          <Detail label="Reference">
            <Text as="span" fontFamily="mono" letterSpacing="wide">
              {booking.reference}
            </Text>
          </Detail>
        </SimpleGrid>

        {payment.name === 'paid' && <BalancePaid amount={payment.amount} onDone={() => setPayment({ name: 'closed' })} />}

        {payment.name === 'paying' && canPay ? (
          <BalancePayment
            booking={booking}
            balanceDue={balanceDue}
            onCancel={() => setPayment({ name: 'closed' })}
            onPaid={(amount) => setPayment({ name: 'paid', amount })}
          />
        ) : (
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            {canPay && (
              <Button colorPalette="brand" onClick={() => setPayment({ name: 'paying' })}>
                Make a Payment
              </Button>
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
