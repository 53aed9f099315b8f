import { Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/lib/routing/paths';

import { useBlockedMembers } from '../api/hooks';
import { BlockMemberDialog } from './BlockMemberDialog';

export interface BlockMemberActionProps {
  member: { id: string; name: string };
  /** The button's words ('Block' by default). */
  label?: string;
  /** The block is done: what else the place shows may change (a chat's composer). */
  onBlocked?: () => void;
}

/**
 * Block, where one meets a member (a direct chat's details, the member's profile): the button and
 * its confirmation; once blocked, where to unblock instead (Settings).
 */
export function BlockMemberAction({ member, label = 'Block', onBlocked }: BlockMemberActionProps) {
  const { data: blocked, isLoading, mutate } = useBlockedMembers();
  const [isAsking, setAsking] = useState(false);
  if (isLoading) return null;
  if (blocked?.some((person) => person.id === member.id)) {
    return (
      <Text textStyle="sm" color="fg.muted">
        You blocked {member.name}.{' '}
        <ChakraLink asChild>
          <Link to={paths.settings}>Unblock them in Settings</Link>
        </ChakraLink>
        .
      </Text>
    );
  }
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        <Ban />
        {label}
      </Button>
      <BlockMemberDialog
        member={isAsking ? member : null}
        onBlocked={() => {
          setAsking(false);
          // The list is this component's to refresh: a story's or test's cache is its own.
          void mutate();
          onBlocked?.();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
