import { Alert, Button } from '@chakra-ui/react';

/** A change the API refused (409): its message, and a button that loads what is there now. */
export function StaleEditAlert({ message, onReload, isReloading }: { message: string; onReload: () => void; isReloading: boolean }) {
  return (
    <Alert.Root status="warning" rounded="lg" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="orange" loading={isReloading} onClick={onReload}>
        Reload
      </Button>
    </Alert.Root>
  );
}
