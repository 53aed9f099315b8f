import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps extends Omit<ChakraEmptyState.RootProps, 'title'> {
  /** The main line; the spec's 'No Records Found' by default. */
  title?: string;
  /** An optional second line that says what to do next. */
  description?: ReactNode;
  /** An icon in place of the default inbox. */
  icon?: ReactNode;
  /** An optional action, such as a button that creates the first record. */
  action?: ReactNode;
  /** The title's element: 'h1' when the empty state is the whole page (not found). */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
}

/** What a list shows when it has nothing to show. */
export function EmptyState({
  title = 'No Records Found',
  description,
  icon,
  action,
  titleAs = 'h3',
  ...rest
}: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size="md" {...rest}>
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator aria-hidden="true">
          {icon ?? <Inbox />}
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          <ChakraEmptyState.Title as={titleAs}>{title}</ChakraEmptyState.Title>
          {description && (
            <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>
          )}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
