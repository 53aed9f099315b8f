import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormAlertProps {
  /** The headline, e.g. the server's message. */
  title: ReactNode;
  /** 'error' when the server refused; the others for outcomes the visitor should read. */
  status?: 'error' | 'warning' | 'info' | 'success';
  /** More text or a way on (a link) under the headline. */
  children?: ReactNode;
}

/**
 * The one place the public screens show what the server said: inline, above the form, so that the
 * message stays until the next try (a toast would leave after 5 s) and is read out when it appears.
 */
export function FormAlert({ title, status = 'error', children }: FormAlertProps) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
