import { HStack, Icon, Stack, Text, type StackProps } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';

import { formatFileSize } from '../Documents/file-size';

export interface AttachedFileProps extends Omit<StackProps, 'children'> {
  /** The file's name, as the person chose it (shown as text, whatever it holds). */
  fileName: string;
  /** Its size in bytes, shown as people read it ('240 KB'). */
  size: number;
  /** What kind of file it is, in words ('PNG image'), before the size. */
  typeLabel?: string;
  /** Buttons on the row's end (Replace, Remove, Download); under the name when it is narrow. */
  actions?: ReactNode;
}

/** A file attached to a form or a message: its name, its kind and size, and what can be done. */
export function AttachedFile({ fileName, size, typeLabel, actions, ...rest }: AttachedFileProps) {
  const details = [typeLabel, formatFileSize(size)].filter(Boolean).join(', ');
  return (
    <HStack
      gap="3"
      align="center"
      justify="space-between"
      wrap="wrap"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      p="3"
      {...rest}
    >
      <HStack gap="3" minW="0" flex="1 1 12rem">
        <Icon boxSize="5" flexShrink="0" color="fg.muted" aria-hidden>
          <FileText />
        </Icon>
        <Stack gap="0" minW="0">
          <Text textStyle="sm" fontWeight="medium" overflowWrap="anywhere">
            {fileName}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {details}
          </Text>
        </Stack>
      </HStack>
      {actions && <HStack gap="2">{actions}</HStack>}
    </HStack>
  );
}
