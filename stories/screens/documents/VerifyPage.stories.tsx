import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { TVerifyResult } from '@portal/contracts';

import { VerifyPage } from '@/features/documents/pages/VerifyPage';
import { samplePdf } from '@/testing/documents-fixtures';
import { expectNoSidewaysScroll, expectShown, PHONE } from '@/testing/expect-shown';
import { formFields, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const verify = spyOnEndpoint('verifyDocument');

const meta = {
  title: 'Screens/Documents/VerifyPage',
  component: VerifyPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/verify' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
} satisfies Meta<typeof VerifyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SHA = (digit: string) => digit.repeat(64);

const verified: TVerifyResult = {
  verified: true,
  reason: null,
  checks: {
    hasSeal: true,
    coversWholeFile: true,
    signatureValid: true,
    sealedHere: true,
    onRecord: true,
  },
  sha256: SHA('a'),
  certificate: {
    subject: 'CN=Northside Practice document seal',
    issuer: 'CN=Northside Practice document seal',
    serialNumber: '01',
    validFrom: '2026-01-01T00:00:00.000Z',
    validTo: '2036-01-01T00:00:00.000Z',
    sha256: SHA('c'),
  },
  document: {
    documentId: 'd1',
    copyId: 'c1',
    title: 'Consent to treatment',
    provider: 'Dana Reyes',
    client: 'Ada Lovelace',
    signedAt: '2026-11-12T14:32:00.000Z',
    originalSha256: SHA('b'),
  },
};

const changed: TVerifyResult = {
  ...verified,
  verified: false,
  reason: 'The file was changed after it was sealed: its contents no longer match the seal.',
  checks: { ...verified.checks, signatureValid: false, onRecord: false },
  document: null,
};

/** Chooses a PDF in the drop zone and presses Verify. */
const checkFile = async (name = 'consent-signed.pdf') => {
  const input = document.querySelector('input[type=file]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await userEvent.upload(input, new File([samplePdf()], name, { type: 'application/pdf' }));
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Verify a signed document' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Signed PDF/)).toHaveAttribute('accept', 'application/pdf');
  },
};

/** A sealed copy on record: the file goes as multipart `file`, the verdict and the record show. */
export const Verified: Story = {
  beforeEach({ msw }) {
    msw.use(verify.answers({ data: verified }));
  },
  play: async () => {
    await checkFile();
    const verdict = await screen.findByRole('status');
    await expect(verdict).toHaveTextContent('Verified');
    await expect(verdict).toHaveTextContent('consent-signed.pdf is a document sealed here');
    await expect(formFields(verify.body())).toEqual({
      file: { fileName: 'consent-signed.pdf', type: 'application/pdf' },
    });
    await expect(screen.getByText('Consent to treatment')).toBeVisible();
    await expect(screen.getByText(SHA('b'))).toBeVisible();
  },
};

/** A changed copy: not verified, with the server's reason and the failed checks named. */
export const NotVerified: Story = {
  beforeEach({ msw }) {
    msw.use(verify.answers({ data: changed }));
  },
  play: async () => {
    await checkFile('changed.pdf');
    const verdict = await screen.findByRole('status');
    await expect(verdict).toHaveTextContent('Not verified');
    await expect(verdict).toHaveTextContent(changed.reason ?? '');
    await expect(screen.getByText('The contents match the seal')).toHaveTextContent(/failed$/);
    // Another file: the form again, empty.
    await userEvent.click(screen.getByRole('button', { name: 'Check another file' }));
    await expect(await screen.findByRole('button', { name: 'Verify' })).toBeVisible();
    await expect(screen.queryByText('changed.pdf')).not.toBeInTheDocument();
  },
};

export const NotVerifiedDark: Story = { ...NotVerified, globals: { colorMode: 'dark' } };

/** Nothing chosen: said at the field, nothing sent. */
export const NothingChosen: Story = {
  beforeEach({ msw }) {
    msw.use(verify.answers({ data: verified }));
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    await expectShown('Choose the PDF to check.');
    await expect(verify.requests).toHaveLength(0);
  },
};

/** The server refuses the file (not a PDF): the reason above the form, the file kept to retry. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(verify.refuses(400, 'The file is not a readable PDF: it is damaged.'));
  },
  play: async () => {
    await checkFile('broken.pdf');
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('The file is not a readable PDF: it is damaged.');
    await expect(screen.getByText(/^broken\.pdf/)).toBeVisible();
    // The same file would be refused again: no Try again, another file instead.
    await expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** No answer (the network is down): the failure says so, and Try again sends the file again. */
export const Unreachable: Story = {
  beforeEach({ msw }) {
    let tries = 0;
    msw.use(
      verify.answers(() => {
        tries += 1;
        return tries === 1 ? HttpResponse.error() : HttpResponse.json({ data: verified });
      }),
    );
  },
  play: async () => {
    await checkFile();
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('The file could not be checked. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Verified');
    await waitFor(() => expect(verify.requests).toHaveLength(2));
  },
};

/** While the file is checked: the button says so and the zone is off. */
export const Checking: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('verifyDocument'));
  },
  play: async () => {
    await checkFile();
    await expect(await screen.findByRole('button', { name: /Checking/ })).toBeDisabled();
  },
};

export const VerifiedPhone: Story = {
  ...Verified,
  globals: PHONE,
  play: async (context) => {
    await Verified.play?.(context);
    await expectNoSidewaysScroll();
  },
};
