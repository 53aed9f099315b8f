import { Box, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, CircleX, ShieldCheck, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';

import { DetailList, type DetailItem } from '../DetailList/DetailList';

/** One check of a file, e.g. 'The seal covers the whole file'. */
export interface SealCheck {
  /** What was checked, as a sentence that holds when it passed. */
  label: string;
  /** Whether the file passed this check. */
  passed: boolean;
}

export interface SealCheckResultProps {
  /** True only when every check passed. */
  verified: boolean;
  /** The headline, e.g. 'Verified' or 'Not verified'. */
  title: string;
  /** Why not, or what the result means, in a sentence. */
  summary?: ReactNode;
  /** Each check in the order it was made. */
  checks: readonly SealCheck[];
  /** What the seal says (the document, its parties, the certificate). */
  details?: readonly DetailItem[];
  /** A way on, e.g. 'Check another file'. */
  actions?: ReactNode;
}

/**
 * The outcome of checking a sealed file: the verdict (a status, so it is read out), the checks
 * one by one with a mark that does not rely on colour alone, and what the seal says.
 */
export function SealCheckResult({
  verified,
  title,
  summary,
  checks,
  details = [],
  actions,
}: SealCheckResultProps) {
  const palette = verified ? 'green' : 'red';
  return (
    <Stack
      gap="5"
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      borderColor={`${palette}.muted`}
      rounded="l3"
    >
      <HStack gap="3" align="start" role="status" colorPalette={palette}>
        <Box color="colorPalette.fg" flexShrink={0} aria-hidden="true">
          {verified ? <ShieldCheck size={32} /> : <ShieldX size={32} />}
        </Box>
        <Stack gap="1" minW="0">
          <Heading as="h2" size="lg" color="colorPalette.fg">
            {title}
          </Heading>
          {summary && <Text color="fg.muted">{summary}</Text>}
        </Stack>
      </HStack>
      <chakra.ul listStyleType="none" display="grid" gap="2" aria-label="Checks">
        {checks.map((check) => (
          <HStack as="li" key={check.label} gap="2" align="start">
            <Box
              color={check.passed ? 'green.fg' : 'red.fg'}
              flexShrink={0}
              mt="0.5"
              aria-hidden="true"
            >
              {check.passed ? <CircleCheck size={16} /> : <CircleX size={16} />}
            </Box>
            <Text textStyle="sm">
              {check.label}
              <chakra.span srOnly>{check.passed ? ': passed' : ': failed'}</chakra.span>
            </Text>
          </HStack>
        ))}
      </chakra.ul>
      {details.length > 0 && (
        <DetailList items={details} orientation="vertical" columns={{ base: 1, sm: 2 }} gap="4" />
      )}
      {actions && <HStack gap="3">{actions}</HStack>}
    </Stack>
  );
}
