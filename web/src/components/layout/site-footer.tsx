import { Box, Container, Flex, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from './brand-mark';
import { BRAND_NAME, footerQuickLinks, footerSupportLinks } from './site-links';

const socialChannels = ['Instagram', 'Facebook', 'TikTok'] as const;

function FooterHeading({ children }: { children: string }) {
  return (
    <Heading as="h2" textStyle="eyebrow" color="inverse.accent" mb="4">
      {children}
    </Heading>
  );
}

/** A column of the footer: its heading, then a link a line. */
function FooterLinks({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <Box>
      <FooterHeading>{title}</FooterHeading>
      <List.Root listStyle="none" gap="2.5">
        {links.map((link) => (
          <List.Item key={link.to}>
            <Link asChild color="inverse.fg" css={{ '--focus-ring-color': 'colors.inverse.focusRing' }} _hover={{ color: 'inverse.accent' }}>
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="inverse.bg" color="inverse.fg" pt={{ base: '12', md: '16' }} pb="8" css={{ '--focus-ring-color': 'colors.inverse.focusRing' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '10', lg: '12' }}>
          <Stack gap="4">
            <BrandMark inverse />
            <Text color="inverse.muted" fontSize="sm" maxW="xs">
              Small-group guided trips from New York. Trips procured by Sunward Travel Co.
            </Text>
            <img src="/images/brand/accreditation.svg" alt="Accredited travel seller" width="160" height="58" loading="lazy" />
          </Stack>
          <FooterLinks title="Quick links" links={footerQuickLinks} />
          <FooterLinks title="Support" links={footerSupportLinks} />
          <Box>
            <FooterHeading>Follow along</FooterHeading>
            <List.Root listStyle="none" gap="2.5" color="inverse.muted">
              {socialChannels.map((channel) => (
                <List.Item key={channel}>{channel}</List.Item>
              ))}
            </List.Root>
          </Box>
        </SimpleGrid>
        <Flex mt="12" pt="6" borderTopWidth="1px" borderColor="whiteAlpha.200" justify="space-between" gap="4" wrap="wrap">
          <Text fontSize="sm" color="inverse.muted">
            © {year} {BRAND_NAME}. All rights reserved.
          </Text>
          <Text fontSize="sm" color="inverse.muted">
            Monday–Friday, 9:00 AM–5:00 PM
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}
