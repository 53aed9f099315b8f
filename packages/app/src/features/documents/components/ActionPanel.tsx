import { Stack, type StackProps } from '@chakra-ui/react';

/**
 * The panel under a step of the complete document dialog: its messages and buttons, kept in view
 * at the bottom of the scrolling body (a long document scrolls under it).
 */
export function ActionPanel(props: StackProps) {
  return (
    <Stack
      gap="3"
      position="sticky"
      bottom="0"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      p="4"
      boxShadow="md"
      zIndex="2"
      {...props}
    />
  );
}
