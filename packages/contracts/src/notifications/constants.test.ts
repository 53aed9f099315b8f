import { describe, expect, it } from 'vitest';

import { ROLES } from '../users/constants.ts';
import {
  NOTIFICATION_RECIPIENT_ROLES,
  NOTIFICATION_TYPES,
  notificationTypesFor,
} from './constants.ts';

describe('who can receive each notification type', () => {
  it('gives every type at least one role, and every role the conversations', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(NOTIFICATION_RECIPIENT_ROLES[type].length).toBeGreaterThan(0);
    }
    for (const role of ROLES) expect(notificationTypesFor(role)).toContain('chat-message');
  });

  it('shows each role only its own types, in the table’s order', () => {
    expect(notificationTypesFor('client')).toEqual([
      'account-status',
      'chat-added',
      'chat-message',
      'chat-guest-joined',
      'chat-mention',
      'document-shared',
      'document-voided',
      'document-reminder',
      'document-expired',
    ]);
    expect(notificationTypesFor('superadmin')).toEqual([
      'account-review',
      'chat-added',
      'chat-message',
      'chat-guest-joined',
      'chat-mention',
    ]);
    expect(notificationTypesFor('provider')).toEqual([
      'account-status',
      'client-signup',
      'chat-added',
      'chat-message',
      'chat-guest-joined',
      'chat-mention',
      'document-signed',
      'document-declined',
      'document-file',
      'document-expired',
    ]);
  });
});
