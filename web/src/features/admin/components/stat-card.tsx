import { Stat } from '@chakra-ui/react';

/** One figure of a summary row: a label over a large, tabular number. */
export function StatCard({ label, value, help, palette = 'brand' }: { label: string; value: string; help?: string; palette?: string }) {
  return (
    <Stat.Root
      colorPalette={palette}
      bg="bg.panel"
      rounded="card"
      shadow="card"
      p={{ base: '4', md: '5' }}
      borderTopWidth="4px"
      borderTopColor="colorPalette.solid"
      gap="1"
    >
      <Stat.Label color="fg.muted" fontWeight="semibold" fontSize="sm">
        {label}
      </Stat.Label>
      <Stat.ValueText fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="600" fontVariantNumeric="tabular-nums" lineHeight="1.1">
        {value}
      </Stat.ValueText>
      {help && (
        <Stat.HelpText as="dd" color="fg.muted" fontSize="xs" m="0">
          {help}
        </Stat.HelpText>
      )}
    </Stat.Root>
  );
}
