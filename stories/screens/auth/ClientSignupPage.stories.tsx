import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { ClientSignupPage } from '@/features/auth/pages/ClientSignupPage';
import { failsWith, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { withStoryApp } from '@/testing/StoryApp';

import { phoneStory } from './phone-story';
import {
  createdAnswer,
  darkWithProblems,
  expectWaitingForApproval,
  fillAccount,
} from './signup-story-helpers';

const meta = {
  title: 'Screens/Auth/ClientSignup',
  component: ClientSignupPage,
  parameters: { layout: 'fullscreen', app: { route: '/client-signup' } },
  decorators: [withStoryApp],
} satisfies Meta<typeof ClientSignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const created = () => createdAnswer({ role: 'client', fullName: 'Grace Hopper', licenseNo: null });

const signup = spyOnEndpoint('clientSignup');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create a client account' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('License number (optional)')).not.toBeRequired();
    await expect(canvas.queryByLabelText('Department')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Your provider gave you a license number?' }),
    ).toHaveAttribute('href', '/signup-with-license');
    await expect(
      canvas.getByRole('link', { name: 'Already have an account? Sign in' }),
    ).toHaveAttribute('href', '/');
  },
};

export const ValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(signup.answers(() => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), 'grace.example.com');
    await userEvent.type(canvas.getByLabelText('Contact number'), 'call me');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Enter your full name')).toBeVisible();
    await expect(canvas.getByText('Enter an e-mail address like name@example.com')).toBeVisible();
    await expect(canvas.getByText('Choose a password')).toBeVisible();
    await expect(canvas.getByText('Use digits, spaces, ( ) - and a leading +')).toBeVisible();
    // The license number is optional for clients.
    await expect(canvas.getByLabelText('License number (optional)')).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(signup.requests).toHaveLength(0);
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('clientSignup'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAccount(canvas, {
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      licenseNo: '',
    });
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: /Creating account/ })).toBeDisabled();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('clientSignup', 409, 'An account with this e-mail already exists.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAccount(canvas, {
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      licenseNo: '',
    });
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists.',
    );
    await expect(canvas.getByLabelText(/^E-mail address/)).toHaveValue('grace@example.com');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('correct horse');
  },
};

/** Created without a license number or profile: only the account fields are sent. */
export const Created: Story = {
  beforeEach({ msw }) {
    msw.use(signup.answers(created()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAccount(canvas, {
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      licenseNo: '',
    });
    await userEvent.keyboard('{Enter}');
    await expectWaitingForApproval(canvas);
    await expect(signup.body()).toStrictEqual({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      password: 'correct horse',
    });
  },
};

/** The form with its problems in the dark colour mode. */
export const Dark: Story = darkWithProblems;

/** On a 390 px phone the fields stack in one column; Create account is in reach at the end. */
export const Phone: Story = phoneStory('Create a client account', 'Create account', {
  tallForm: true,
});
