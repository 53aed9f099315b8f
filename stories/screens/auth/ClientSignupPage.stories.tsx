import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { ClientSignupPage } from '@/features/auth/pages/ClientSignupPage';
import { apiUrl, neverAnswers, failsWith } from '@/testing/msw';
import { withStoryApp } from '@/testing/StoryApp';

import { createdAnswer, expectWaitingForApproval, fillAccount } from './signup-story-helpers';

const meta = {
  title: 'Screens/Auth/ClientSignup',
  component: ClientSignupPage,
  parameters: { layout: 'fullscreen', app: { route: '/client-signup' } },
  decorators: [withStoryApp],
} satisfies Meta<typeof ClientSignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const created = () => createdAnswer({ role: 'client', fullName: 'Grace Hopper', licenseNo: null });

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
    msw.use(http.post(apiUrl('/auth/client-signup'), () => HttpResponse.error()));
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
    // The licence number is optional for clients.
    await expect(canvas.getByLabelText('License number (optional)')).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('post', '/auth/client-signup'));
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
    msw.use(
      failsWith('post', '/auth/client-signup', 409, 'An account with this e-mail already exists.'),
    );
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

/** Created without a licence number or profile: only the account fields are sent. */
export const Created: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(apiUrl('/auth/client-signup'), async ({ request }) => {
        const body: unknown = await request.json();
        const expected = {
          fullName: 'Grace Hopper',
          email: 'grace@example.com',
          password: 'correct horse',
        };
        if (JSON.stringify(body) !== JSON.stringify(expected)) {
          return HttpResponse.json(
            { message: `Unexpected body ${JSON.stringify(body)}` },
            { status: 400 },
          );
        }
        return HttpResponse.json(created(), { status: 201 });
      }),
    );
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
  },
};
