import { Box } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';

import { UpcomingPage } from '@/features/system/pages/UpcomingPage';

/** A guest following an invitation link into a chat (the chat feature is still being built). */
export function InviteChatPage() {
  const { type } = useParams();
  return (
    <Box as="main" maxW="3xl" mx="auto" py="10">
      <UpcomingPage
        title="Join the conversation"
        description={`You were invited to a ${type === 'group' ? 'group' : 'direct'} chat. Joining through invitation links is on its way; the person who invited you will be told when it is ready.`}
      />
    </Box>
  );
}
