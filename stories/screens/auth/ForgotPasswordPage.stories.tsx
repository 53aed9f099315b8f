import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { ForgotPasswordPage } from '@/features/auth/pages/ForgotPasswordPage';
import { neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { withStoryApp } from '@/testing/StoryApp';

import { phoneStory } from './phone-story';

const meta = {
  title: 'Screens/Auth/ForgotPassword',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen', app: { route: '/forgot-password' } },
  decorators: [withStoryApp],
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const forgotPassword = spyOnEndpoint('forgotPassword');

const SENT_MESSAGE =
  'If an account exists for this e-mail, a link to reset the password has been sent to it.';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^E-mail address/)).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const ValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(forgotPassword.answers(() => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('Enter your e-mail address')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), 'ada at example.com{Enter}');
    await expect(
      await canvas.findByText('Enter an e-mail address like name@example.com'),
    ).toBeVisible();
    await expect(forgotPassword.requests).toHaveLength(0);
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('forgotPassword'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), 'ada@example.com{Enter}');
    await expect(await canvas.findByRole('button', { name: /Sending/ })).toBeDisabled();
  },
};

/** Too many requests (429): the server's message, the address stays. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      forgotPassword.answers(() =>
        HttpResponse.json(
          { message: 'Too many requests. Please wait a minute and try again.' },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), 'ada@example.com{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a minute and try again.',
    );
    await expect(canvas.getByLabelText(/^E-mail address/)).toHaveValue('ada@example.com');
  },
};

/** Sent: the server's neutral answer (the same whether the account exists) and the way back. */
export const Sent: Story = {
  beforeEach({ msw }) {
    msw.use(forgotPassword.answers({ message: SENT_MESSAGE }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), 'ada@example.com{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Check your e-mail' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(SENT_MESSAGE);
    await expect(forgotPassword.body()).toStrictEqual({ email: 'ada@example.com' });
    await expect(canvas.getAllByRole('link', { name: 'Back to sign in' })[0]).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** Sent, in the dark colour mode: the neutral answer and the way back stay readable. */
export const Dark: Story = {
  ...Sent,
  globals: { colorMode: 'dark' },
  play: async (context) => {
    await Sent.play?.(context);
    await expect(document.documentElement).toHaveClass('dark');
  },
};

/** On a 390 px phone the form fills the width, Send reset link in reach, nothing sideways. */
export const Phone: Story = phoneStory('Forgot your password?', 'Send reset link');
