import { List } from '@chakra-ui/react';
import { type ConsentFacts, installmentConsentText } from '@sunward/shared/rules/installment-consent';

/**
 * What the traveller agrees to by switching automatic payments on, in the shared words the
 * confirmation mail repeats and the booking terms quote: one item per sentence.
 */
export function ConsentText({ facts, id }: { facts: ConsentFacts; id?: string }) {
  const sentences = installmentConsentText(facts);
  return (
    <List.Root id={id} gap="1.5" ps="5" fontSize="sm" color="fg.muted" lineHeight="1.6">
      {sentences.map((sentence) => (
        <List.Item key={sentence} _marker={{ color: 'brand.solid' }}>
          {sentence}
        </List.Item>
      ))}
    </List.Root>
  );
}
