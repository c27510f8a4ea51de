import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { AUTO_PAY_LABEL } from '@sunward/shared/rules/installment-consent';
import { INSTALLMENT_NOTICE_DAYS, type Installment } from '@sunward/shared/rules/installment-plan';
import { useId } from 'react';
import { NativeCheckbox } from '../../../components/forms/native-checkbox';
import { ConsentText } from '../../../components/auto-pay/consent-text';
import { InstallmentTable } from '../../../components/auto-pay/installment-table';
import { formatDate } from '../../../lib/format';
import { paymentsInWords } from '../booking-plan';

export interface AutoPayChoiceProps {
  /** The plan this booking would get today; empty when no monthly payment fits before the balance is due. */
  installments: readonly Installment[];
  /** Whether the travellers' count can be priced: until then there is no plan to offer or refuse. */
  priced: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * The booking form's opt-in to automatic payments (decision 047): unticked, it says in one line
 * what it does; ticked, it shows the plan's dates and amounts and the consent the traveller gives
 * by booking with it, before any card is asked for. Not offered when no payment fits.
 */
export function AutoPayChoice({ installments, priced, checked, onCheckedChange }: AutoPayChoiceProps) {
  const id = useId();
  const first = installments[0];
  if (!priced) return null;
  if (!first) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Automatic monthly payments are not offered for this departure: its balance is due too soon for a monthly payment.
      </Text>
    );
  }
  const summaryId = `${id}-summary`;
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-title`}
      borderWidth="1px"
      borderColor={checked ? 'brand.muted' : 'border'}
      bg={checked ? 'brand.subtle/40' : 'bg.panel'}
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h3" id={`${id}-title`} srOnly>
        Automatic payments
      </Heading>
      <Stack gap="4">
        <Stack gap="1">
          {/* The plan and the consent follow the box once ticked; read as its description they would drown it. */}
          <NativeCheckbox name="autoPay" checked={checked} onCheckedChange={onCheckedChange} aria-describedby={summaryId} labelProps={{ fontWeight: 'semibold' }}>
            {AUTO_PAY_LABEL}
          </NativeCheckbox>
          <Text id={summaryId} fontSize="sm" color="fg.muted" ps="7">
            Optional. {upperFirst(paymentsInWords(installments))} from {formatDate(first.date)}, charged to the card you pay the deposit with. We
            e-mail you {INSTALLMENT_NOTICE_DAYS} days before each one, and you can switch them off at any time in My Booking.
          </Text>
        </Stack>
        {checked && (
          <Stack gap="4" ps={{ base: '0', sm: '7' }}>
            <InstallmentTable caption="Your automatic payments" rows={installments} />
            <Stack gap="2">
              <Text fontSize="sm" fontWeight="semibold">
                By booking with this box ticked, you agree:
              </Text>
              <ConsentText facts={{ installments, card: 'deposit-card' }} />
            </Stack>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
