import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type FormAlertStatus = 'error' | 'warning' | 'info' | 'success';

export interface FormAlertProps extends Omit<Alert.RootProps, 'title' | 'status'> {
  /** The headline, e.g. the server's message. */
  title: ReactNode;
  /** 'error' when the server refused; the others for outcomes the reader should know of. */
  status?: FormAlertStatus;
  /** More text or a way on (a link) under the headline. */
  children?: ReactNode;
}

/**
 * What the server said about a form, shown inline above it: the message stays until the next try
 * (a toast would leave after 5 s), and it is read out when it appears (an error is an `alert`,
 * anything else a `status`).
 */
export function FormAlert({ title, status = 'error', children, ...rest }: FormAlertProps) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} {...rest}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
