import { Box, Flex, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { contactDetails } from '../contact-details';
import { ClockIcon, MailIcon, PhoneIcon } from './contact-icons';

interface MethodCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** Heading level inside the section that shows the cards. */
  headingLevel: 'h2' | 'h3';
}

function MethodCard({ icon, title, children, headingLevel }: MethodCardProps) {
  return (
    <Flex gap="4" bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '6' }} align="start" minW="0">
      <Flex flexShrink={0} boxSize="11" rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
        {icon}
      </Flex>
      <Box minW="0">
        <Heading as={headingLevel} fontSize="md" mb="1">
          {title}
        </Heading>
        {children}
      </Box>
    </Flex>
  );
}

export interface ContactMethodsProps {
  headingLevel?: 'h2' | 'h3';
}

/** Business hours, phone and e-mail as three cards, one above the other (they sit in a column). */
export function ContactMethods({ headingLevel = 'h3' }: ContactMethodsProps) {
  return (
    <SimpleGrid columns={1} gap="4">
      <MethodCard icon={<ClockIcon />} title="Business hours" headingLevel={headingLevel}>
        <Text fontSize={{ base: 'sm', sm: 'md' }} whiteSpace="nowrap">
          {contactDetails.hoursDays} {contactDetails.hoursTime}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {contactDetails.hoursNote}
        </Text>
      </MethodCard>
      <MethodCard icon={<PhoneIcon />} title="Call us" headingLevel={headingLevel}>
        <Link href={contactDetails.phoneHref} color="brand.fg" fontWeight="semibold" fontSize={{ base: 'sm', sm: 'md' }}>
          {contactDetails.phoneDisplay}
        </Link>
        <Text fontSize="sm" color="fg.muted">
          Talk to a trip planner
        </Text>
      </MethodCard>
      <MethodCard icon={<MailIcon />} title="Email us" headingLevel={headingLevel}>
        <Link href={contactDetails.emailHref} color="brand.fg" fontWeight="semibold" fontSize={{ base: 'sm', sm: 'md' }} overflowWrap="anywhere">
          {contactDetails.email}
        </Link>
        <Text fontSize="sm" color="fg.muted">
          We reply within 24 hours
        </Text>
      </MethodCard>
    </SimpleGrid>
  );
}
