import { Box, List, QrCode, Stack, Text } from '@chakra-ui/react';
import { qrCodeSlotRecipe } from '@chakra-ui/react/theme';

/** The secret in groups of four, as authenticator apps print it, so it can be typed without losing one's place. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The first sign-in's enrolment (decision 036): the QR code an authenticator app scans, and the
 * same secret as text beside it for an app that cannot scan. The QR code's recipe comes with this
 * screen, not with the site's theme, as no public page shows one.
 */
export function AuthenticatorSetup({ secret, otpauthUri }: { secret: string; otpauthUri: string }) {
  return (
    <Stack gap="5" mb="6">
      <List.Root as="ol" gap="2" ps="5" color="fg.muted">
        <List.Item>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).</List.Item>
        <List.Item>Add an account by scanning this QR code, or by typing the key below.</List.Item>
        <List.Item>Enter the 6-digit code the app then shows.</List.Item>
      </List.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'center', sm: 'flex-start' }}>
        <Box bg="white" p="3" rounded="md" borderWidth="1px" borderColor="border" flexShrink={0}>
          <QrCode.Root recipe={qrCodeSlotRecipe} value={otpauthUri} size="lg">
            <QrCode.Frame role="img" aria-label="QR code for your authenticator app">
              <QrCode.Pattern />
            </QrCode.Frame>
          </QrCode.Root>
        </Box>
        <Stack gap="2" minW="0">
          <Text fontWeight="semibold" id="authenticator-key-label">
            Can’t scan? Enter this key:
          </Text>
          <Text
            as="code"
            aria-labelledby="authenticator-key-label"
            fontFamily="mono"
            fontSize="md"
            bg="bg.muted"
            rounded="sm"
            px="2"
            py="1"
          >
            {groupedSecret(secret)}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            Time-based, 6 digits, every 30 seconds. Keep it private: anyone with this key and your password can sign in.
          </Text>
        </Stack>
      </Stack>
    </Stack>
  );
}
