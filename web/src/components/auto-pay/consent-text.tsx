import { List } from '@chakra-ui/react';
import { type ConsentFacts, installmentConsentText } from '@sunward/shared/rules/installment-consent';

const DEPOSIT_CARD = 'the card you pay the deposit with';

/**
 * What the traveller agrees to by switching automatic payments on, in the shared words the
 * confirmation mail repeats and the booking terms quote: one item per sentence. `newCard` is for
 * an opt-in after the deposit, where the card is the one typed under the text, not the deposit's.
 */
export function ConsentText({ facts, newCard = false, id }: { facts: ConsentFacts; newCard?: boolean; id?: string }) {
  const sentences = installmentConsentText(facts).map((sentence) => (newCard ? sentence.replace(DEPOSIT_CARD, 'the card you enter below') : sentence));
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
