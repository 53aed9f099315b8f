import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { ProviderSignupPage } from '@/features/auth/pages/ProviderSignupPage';
import { selectWhenListed } from '@/testing/forms';
import { failsWith, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { withStoryApp } from '@/testing/StoryApp';

import { phoneStory } from './phone-story';
import {
  CREATED_MESSAGE,
  createdAnswer,
  darkWithProblems,
  expectWaitingForApproval,
  fillAccount,
} from './signup-story-helpers';

const meta = {
  title: 'Screens/Auth/ProviderSignup',
  component: ProviderSignupPage,
  parameters: { layout: 'fullscreen', app: { route: '/provider-signup' } },
  decorators: [withStoryApp],
} satisfies Meta<typeof ProviderSignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const created = () => createdAnswer({ role: 'provider', fullName: 'Ada Lovelace' });

const signup = spyOnEndpoint('providerSignup');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create a provider account' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Full name/)).toHaveAttribute('autocomplete', 'name');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByLabelText(/^License number/)).toBeRequired();
    await expect(canvas.getByLabelText('Department')).not.toBeRequired();
    await expect(canvas.getByLabelText('State or region')).toBeDisabled();
    await expect(
      canvas.getByRole('link', { name: 'Already have an account? Sign in' }),
    ).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Sign up as a client instead' })).toHaveAttribute(
      'href',
      '/client-signup',
    );
  },
};

/** Required fields left empty, then a too-short password and a bad age. */
export const ValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(signup.answers(() => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Enter your full name')).toBeVisible();
    await expect(canvas.getByText('Enter your e-mail address')).toBeVisible();
    await expect(canvas.getByText('Choose a password')).toBeVisible();
    await expect(canvas.getByText('Enter your license number')).toBeVisible();
    await expect(canvas.getByLabelText(/^Full name/)).toHaveFocus();

    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.type(canvas.getByLabelText('Age'), 'forty');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Use at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('Enter your age in years')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(signup.requests).toHaveLength(0);
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('providerSignup'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAccount(canvas);
    await userEvent.keyboard('{Enter}');
    const button = await canvas.findByRole('button', { name: /Creating account/ });
    await expect(button).toBeDisabled();
  },
};

/** The e-mail is taken (409): the server's message, and everything typed stays. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('providerSignup', 409, 'An account with this e-mail already exists.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAccount(canvas);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists.',
    );
    await expect(canvas.getByLabelText(/^Full name/)).toHaveValue('Ada Lovelace');
    await expect(canvas.getByLabelText(/^E-mail address/)).toHaveValue('ada@example.com');
    await expect(canvas.getByLabelText(/^License number/)).toHaveValue('LIC-2041');
  },
};

/** A 400 with field details: each problem appears under its field. */
export const ServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(
      failsWith('providerSignup', 400, 'licenseNo must be at most 64 characters', [
        { path: 'licenseNo', message: 'licenseNo must be at most 64 characters' },
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAccount(canvas);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Must be at most 64 characters')).toBeVisible();
    await expect(canvas.getByLabelText(/^License number/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Created with the optional profile: the body carries it, blanks left out, age a number. */
export const Created: Story = {
  beforeEach({ msw }) {
    msw.use(signup.answers(created()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAccount(canvas);
    await userEvent.type(canvas.getByLabelText('Department'), 'Cardiology');
    await userEvent.selectOptions(canvas.getByLabelText('Gender'), 'female');
    await userEvent.type(canvas.getByLabelText('Age'), '41');
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'GB');
    await selectWhenListed(canvas.getByLabelText('State or region'), 'England');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expectWaitingForApproval(canvas);
    await expect(canvas.getByText(CREATED_MESSAGE)).toBeVisible();
    // Exactly these: anything else means the form sent a field it should not have.
    await expect(signup.body()).toStrictEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
      licenseNo: 'LIC-2041',
      department: 'Cardiology',
      gender: 'female',
      age: 41,
      country: 'GB',
      state: 'England',
    });
  },
};

/** Another country clears the state chosen for the first one. */
export const CountryClearsState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'GB');
    await selectWhenListed(canvas.getByLabelText('State or region'), 'Scotland');
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'IN');
    await expect(canvas.getByLabelText('State or region')).toHaveValue('');
    await expect(
      await within(canvas.getByLabelText('State or region')).findByRole(
        'option',
        { name: 'Kerala' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** The form with its problems in the dark colour mode. */
export const Dark: Story = darkWithProblems;

/** On a 390 px phone the fields stack in one column; Create account is in reach at the end. */
export const Phone: Story = phoneStory('Create a provider account', 'Create account', {
  tallForm: true,
});
