import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { toaster } from '@portal/ui';

import { ResetPasswordPage } from '@/features/auth/pages/ResetPasswordPage';
import { expectShown } from '@/testing/expect-shown';
import { failsWith, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { withStoryApp } from '@/testing/StoryApp';

import { phoneStory } from './phone-story';

const TOKEN = 'Q2hhbmdlTWVQbGVhc2VSZXNldFRva2VuMTIzNDU2Nzg5';

const meta = {
  title: 'Screens/Auth/ResetPassword',
  component: ResetPasswordPage,
  parameters: {
    layout: 'fullscreen',
    app: { route: `/reset-password/${TOKEN}`, path: '/reset-password/:token' },
  },
  decorators: [withStoryApp],
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const resetPassword = spyOnEndpoint('resetPassword');

const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';

/** The new password, then the same again (or `repeated`), then Enter. */
const choose = async (password: string, repeated = password) => {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Repeat the new password/), `${repeated}{Enter}`);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(resetPassword.answers(() => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Choose a password')).toBeVisible();
    await expect(canvas.getByText('Type the new password again')).toBeVisible();
    await choose('short');
    await expect(await canvas.findByText('Use at least 8 characters')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^New password/));
    await userEvent.clear(canvas.getByLabelText(/^Repeat the new password/));
    // A typo in the second box is caught before anything is sent.
    await choose('correct horse', 'correct hose');
    await expect(await canvas.findByText('The two passwords differ')).toBeVisible();
    await expect(resetPassword.requests).toHaveLength(0);
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('resetPassword'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose('correct horse');
    await expect(await canvas.findByRole('button', { name: /Changing password/ })).toBeDisabled();
  },
};

/** A used or expired link (400): the server's message and a way to ask for a new one. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('resetPassword', 400, INVALID_LINK));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose('correct horse');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(INVALID_LINK);
    await expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('correct horse');
  },
};

/** A link cut short in the mail: said at once, before anyone types a password. */
export const MalformedLink: Story = {
  parameters: { app: { route: '/reset-password/abc', path: '/reset-password/:token' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID_LINK);
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeDisabled();
  },
};

/** Changed: the token and the password are sent, a toast confirms, and the login opens. */
export const Changed: Story = {
  parameters: { visual: { target: 'page' } },
  beforeEach({ msw }) {
    msw.use(
      resetPassword.answers({ message: 'Your password has been changed. You can sign in now.' }),
    );
  },
  play: async ({ canvasElement }) => {
    await choose('correct horse');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('Navigated to /'),
    );
    await expectShown('Your password has been changed. You can sign in now.');
    await expect(resetPassword.body()).toStrictEqual({ token: TOKEN, password: 'correct horse' });
  },
};

/** The expired link in the dark colour mode: the alert and its link stay readable. */
export const Dark: Story = {
  ...ServerError,
  globals: { colorMode: 'dark' },
  play: async (context) => {
    await ServerError.play?.(context);
    await expect(document.documentElement).toHaveClass('dark');
  },
};

/** On a 390 px phone both boxes fill the width, Change password in reach, nothing sideways. */
export const Phone: Story = phoneStory('Choose a new password', 'Change password');
