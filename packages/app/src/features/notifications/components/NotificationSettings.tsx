import { Button, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Volume2 } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';

import type {
  TNotificationChannel,
  TNotificationPreferences,
  TNotificationPreferencesChange,
  TNotificationType,
} from '@portal/contracts';
import { NOTIFICATION_CHANNELS, notificationTypesFor } from '@portal/contracts/constants';

import { SectionCard, StatusBadge, notify } from '@portal/ui';

import { callApi } from '@/lib/http/api';
import { notifyFailure } from '@/lib/http/notify-failure';
import { useStores } from '@/stores/StoreProvider';

import { useNotificationPreferences } from '../api/hooks';
import {
  desktopPermission,
  playChime,
  requestDesktopPermissionNow,
  type ChimeResult,
} from '../utils/desktop-notifications';

const TYPE_LABELS: Record<TNotificationType, string> = {
  'account-review': 'New sign-ups to review',
  'account-status': 'My account is approved or back in review',
  'client-signup': 'A client signs up with my license number',
  'chat-added': 'Added to a conversation',
  'chat-message': 'New messages',
  'chat-mention': 'Mentions of you',
  'chat-guest-joined': 'A guest joins a conversation',
  'document-shared': 'A document waits for my signature',
  'document-signed': 'A client signs a document',
  'document-declined': 'A client declines a document',
  'document-voided': 'A document sent to me is voided',
  'document-file': 'A client shares a file with me',
  'document-reminder': 'A reminder of a document still to sign',
  'document-expired': 'A document’s due date passes unsigned',
};

const CHANNEL_LABELS: Record<TNotificationChannel, string> = {
  inApp: 'In the app',
  desktop: 'Desktop',
  email: 'E-mail',
};

const PERMISSION_TEXT = {
  granted: { tone: 'success', label: 'Allowed in this browser' },
  denied: { tone: 'danger', label: 'Blocked in this browser' },
  default: { tone: 'neutral', label: 'Not allowed yet' },
  unsupported: { tone: 'neutral', label: 'Not supported by this browser' },
} as const;

/** What "Test sound" found, in words. */
const CHIME_TEXT: Record<ChimeResult, string> = {
  played: 'The sound played. If you heard nothing, check the volume of this device.',
  'held-back':
    'The browser did not let the sound play. Allow sound for this site in the browser’s site settings, then try again.',
  unsupported: 'This browser cannot play the sound.',
};

/**
 * The settings' notification section: the browser's permission, the sound (this device's choice,
 * kept with the other persisted preferences), and the switches of each type that the person's
 * role can receive (a client is never asked about sign-ups to review).
 */
export const NotificationSettings = observer(function NotificationSettings() {
  const { preferences: device, session } = useStores();
  const types = session.role ? notificationTypesFor(session.role) : [];
  const { data: preferences, mutate } = useNotificationPreferences();
  const [permission, setPermission] = useState(desktopPermission);
  const [chime, setChime] = useState<ChimeResult | null>(null);
  const [isTestingSound, setTestingSound] = useState(false);
  const testSound = async () => {
    setTestingSound(true);
    setChime(null);
    setChime(await playChime());
    setTestingSound(false);
  };
  const state = PERMISSION_TEXT[permission];

  const save = async (change: TNotificationPreferencesChange) => {
    if (!preferences) return;
    const optimistic: TNotificationPreferences = { ...preferences, ...change };
    try {
      await mutate(callApi('updateNotificationPreferences', { body: change }), {
        optimisticData: { data: optimistic },
        rollbackOnError: true,
      });
    } catch (error) {
      notifyFailure(error, 'The setting could not be saved.');
    }
  };
  const change = (type: TNotificationType, channel: TNotificationChannel, on: boolean) =>
    preferences && save({ [type]: { ...preferences[type], [channel]: on } });

  return (
    <SectionCard id="notifications" title="Notifications" description="What reaches you, and how.">
      <Stack gap="5">
        <HStack gap="3" wrap="wrap">
          <Text>Desktop notifications:</Text>
          <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
          {permission === 'default' && (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void requestDesktopPermissionNow().then((result) => {
                  setPermission(result);
                  if (result === 'granted') notify.success('Desktop notifications are on.');
                })
              }
            >
              Allow desktop notifications
            </Button>
          )}
          {permission === 'denied' && (
            <Text color="fg.muted" textStyle="sm">
              Allow them in the browser’s site settings to get them again.
            </Text>
          )}
        </HStack>
        <Checkbox.Root
          checked={!device.isSoundMuted}
          onCheckedChange={(details) => device.setSoundMuted(details.checked !== true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Play a sound with desktop notifications on this device</Checkbox.Label>
        </Checkbox.Root>
        {/* Chrome's autoplay policy: a notification's chime after a reload is silent until then.
            Under the switch's label: the box's width and the gap after it. */}
        <Stack gap="2" ps="calc({sizes.5} + {spacing.2.5})" mt="-3">
          <Text color="fg.muted" textStyle="sm">
            Browsers play sounds only after you have clicked or typed in the page once since it
            loaded.
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              loading={isTestingSound}
              onClick={() => void testSound()}
            >
              <Volume2 />
              Test sound
            </Button>
            <Text role="status" textStyle="sm" color={chime === 'played' ? 'fg.muted' : 'red.fg'}>
              {chime && CHIME_TEXT[chime]}
            </Text>
          </HStack>
        </Stack>
        {preferences && (
          <Checkbox.Root
            checked={preferences.showMessageText}
            onCheckedChange={(details) => void save({ showMessageText: details.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              Show what messages say in notifications
              <Text as="span" display="block" color="fg.muted" textStyle="sm">
                Off: a desktop notification says who wrote and where, not what, since it can show on
                a locked screen.
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        )}
        {preferences && (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Notification settings">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Notify me when</Table.ColumnHeader>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <Table.ColumnHeader key={channel} textAlign="center" whiteSpace="normal">
                      {CHANNEL_LABELS[channel]}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {types.map((type) => (
                  <Table.Row key={type}>
                    {/* Wraps, so that the three switches stay on a 360 px phone. */}
                    <Table.Cell whiteSpace="normal">{TYPE_LABELS[type]}</Table.Cell>
                    {NOTIFICATION_CHANNELS.map((channel) => (
                      <Table.Cell key={channel} textAlign="center">
                        <Checkbox.Root
                          checked={preferences[type][channel]}
                          onCheckedChange={(details) =>
                            void change(type, channel, details.checked === true)
                          }
                          aria-label={`${TYPE_LABELS[type]}: ${CHANNEL_LABELS[channel]}`}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    </SectionCard>
  );
});
