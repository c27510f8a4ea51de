import { Alert, Button } from '@chakra-ui/react';

export interface RetryAlertProps {
  /** What failed, e.g. "We could not load our trips just now." */
  title: string;
  description?: string;
  onRetry: () => void;
  /** True while the retry runs: the button shows it is busy. */
  isRetrying: boolean;
  /**
   * Announce the failure at once to screen readers (`role="alert"`). Off where the alert stands
   * in for one part of a step the visitor is already reading (the payment form).
   */
  announce?: boolean;
}

/** A request that failed, and a "Try again" button that repeats it. */
export function RetryAlert({ title, description = 'Please try again in a moment.', onRetry, isRetrying, announce = true }: RetryAlertProps) {
  return (
    <Alert.Root status="error" rounded="lg" role={announce ? 'alert' : undefined} alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" loading={isRetrying} onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}
