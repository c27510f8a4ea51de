import { Box, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A wide table inside a region that scrolls sideways, so on a phone the table scrolls and the
 * page does not. The region takes focus, so keyboard users can scroll it with the arrow keys.
 */
export function ScrollTable({ label, caption, minWidth, children }: { label: string; caption: string; minWidth: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      overflowX="auto"
      // The visually hidden labels in the rows are absolutely positioned: without a positioned
      // scroller they escape it and widen the whole page on a phone.
      position="relative"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Table.Root size="sm" minW={minWidth} bg="transparent" css={{ '& td, & th': { verticalAlign: 'top' }, '& tbody tr': { bg: 'bg.panel' } }}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        {children}
      </Table.Root>
    </Box>
  );
}
