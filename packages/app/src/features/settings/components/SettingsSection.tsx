import { Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled card of the settings page. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      p="6"
    >
      <Stack gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
