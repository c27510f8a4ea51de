import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

/** One titled panel of an admin screen (an h2), with optional actions beside the title. */
export function AdminSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" rounded="card" shadow="card" p={{ base: '4', md: '6' }} minW="0">
      <Stack gap="5">
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Heading as="h2" id={headingId} fontSize={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {actions}
        </Flex>
        {children}
      </Stack>
    </Box>
  );
}
