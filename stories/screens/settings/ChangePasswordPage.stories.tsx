import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent } from 'storybook/test';

import { ChangePasswordPage } from '@/features/settings/pages/ChangePasswordPage';
import { expectShown } from '@/testing/expect-shown';
import { cannotReach, failsWith, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const meta = {
  title: 'Screens/Settings/ChangePasswordPage',
  component: ChangePasswordPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/setting/change-password', signedInAs: 'client' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
} satisfies Meta<typeof ChangePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const changePassword = spyOnEndpoint('changePassword');

async function fill(current: string, next: string, repeat = next) {
  await userEvent.type(screen.getByLabelText(/Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText(/Repeat the new password/), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

export const Default: Story = {
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  },
};

export const ValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(changePassword.answers(() => HttpResponse.error()));
  },
  play: async () => {
    await fill('old-password', 'short', 'other');
    await expectShown('Use at least 8 characters');
    await expectShown('The two new passwords differ');
    await expect(changePassword.requests).toHaveLength(0);
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('changePassword'));
  },
  play: async () => {
    await fill('old-password', 'new-password-1');
    await expect(await screen.findByRole('button', { name: /Changing/ })).toBeDisabled();
  },
};

/** The server's message when it refuses (here: the current password is wrong). */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('changePassword', 400, 'The current password is wrong.'));
  },
  play: async () => {
    await fill('wrong-password', 'new-password-1');
    await expectShown('The current password is wrong.');
    await expect(screen.getByLabelText(/^New password/)).toHaveValue('new-password-1');
  },
};

/** Without a server message: the spec's fallback text. */
export const FallbackError: Story = {
  beforeEach({ msw }) {
    msw.use(cannotReach('changePassword'));
  },
  play: async () => {
    await fill('old-password', 'new-password-1');
    await expectShown('Failed to update the password.');
  },
};

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(
      changePassword.answers({
        message: 'Your password has been changed.',
        token: 'new.token.value',
      }),
    );
  },
  play: async () => {
    await fill('old-password', 'new-password-1');
    await expectShown('Your password has been changed.');
    await expectShown('/settings');
    await expect(localStorage.getItem('token')).toBe('new.token.value');
    // The repeat stays in the form: the server gets the current and the new password.
    await expect(changePassword.body()).toStrictEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
  },
};
