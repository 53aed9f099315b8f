import { Text } from '@chakra-ui/react';

import { DetailList } from '@portal/ui';

export const REJECTION_REASON_LABEL = 'Reason for the rejection';
export const NO_REJECTION_REASON = 'No reason was given.';

/** A rejected account's reason in full, as the superadmin gave it (its line breaks kept). */
export function RejectionReason({ reason }: { reason: string | null | undefined }) {
  return (
    <DetailList
      items={[
        {
          label: REJECTION_REASON_LABEL,
          value: reason ? (
            <Text as="span" whiteSpace="pre-line">
              {reason}
            </Text>
          ) : (
            <Text as="span" color="fg.muted">
              {NO_REJECTION_REASON}
            </Text>
          ),
        },
      ]}
    />
  );
}
