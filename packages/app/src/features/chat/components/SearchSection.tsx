import { chakra, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SearchSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One kind of search result in the chat's list column ('Conversations', 'Messages'). */
export function SearchSection({ id, title, children }: SearchSectionProps) {
  return (
    <Stack as="section" aria-labelledby={id} gap="1">
      <chakra.h2
        id={id}
        px="4"
        textStyle="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {title}
      </chakra.h2>
      {children}
    </Stack>
  );
}
