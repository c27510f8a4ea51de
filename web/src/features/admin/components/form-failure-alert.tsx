import { Alert, Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormFailure } from './api-form-error';
import { FailureAlert } from '../../../components/feedback/failure-alert';

/**
 * A save the API refused as a whole, shown above the form: a refused change (409) with a button
 * that loads what is there now, or any other failure's message. Field errors stand by their fields.
 */
export function FormFailureAlert({ failure, onReload }: { failure: Omit<FormFailure<string>, 'fields'>; onReload: () => Promise<unknown> }) {
  const [reloading, setReloading] = useState(false);

  async function reload() {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  }

  if (failure.conflict) {
    return (
      <Alert.Root status="warning" rounded="lg" role="alert" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{failure.conflict}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" colorPalette="orange" loading={reloading} onClick={() => void reload()}>
          Reload
        </Button>
      </Alert.Root>
    );
  }
  if (failure.other) {
    return (
      <FailureAlert>{failure.other}</FailureAlert>
    );
  }
  return null;
}
