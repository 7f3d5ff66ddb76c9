import { Alert } from '@chakra-ui/react';

/** A form's refusal by the server, as text above its fields (the typed values stay); nothing when there is none. */
export function ServerError({ message, mb = '3' }: { message: string; mb?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" mb={mb} size="sm">
      <Alert.Indicator />
      <Alert.Title data-testid="server-error">{message}</Alert.Title>
    </Alert.Root>
  );
}
