import { Button, Flex } from '@chakra-ui/react';
import { maskEmail } from '@sunward/shared/rules/masked-email';

export interface LinkStepProps {
  /** The address the e-mail's link was sent to, shown masked. */
  email: string;
  /** 'Continue as …': the only thing that uses the link's code. */
  onContinue: () => void;
  /** 'Use another email': back to the e-mail step, the link left unused. */
  onUseAnotherEmail: () => void;
  isPending?: boolean;
}

/**
 * The page an e-mail's sign-in link opens. Opening it uses nothing up: link scanners that load
 * (and even run) every link in a mail would otherwise spend the code before its owner clicks, and
 * a link someone else planted would sign the visitor into that person's bookings. The masked
 * address lets the visitor see whose bookings they are about to open.
 */
export function LinkStep({ email, onContinue, onUseAnotherEmail, isPending = false }: LinkStepProps) {
  return (
    <Flex gap="3" direction={{ base: 'column', sm: 'row-reverse' }}>
      <Button colorPalette="brand" size="lg" flex={{ base: 'none', sm: '1' }} onClick={onContinue} loading={isPending} loadingText="Opening your bookings…">
        Continue as {maskEmail(email)}
      </Button>
      <Button variant="outline" colorPalette="gray" size="lg" onClick={onUseAnotherEmail} disabled={isPending}>
        Use another email
      </Button>
    </Flex>
  );
}
