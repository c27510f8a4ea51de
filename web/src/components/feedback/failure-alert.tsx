import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A refusal or a failure, in the server's words or ours: announced at once (`role="alert"`). */
export function FailureAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error" rounded="lg" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
