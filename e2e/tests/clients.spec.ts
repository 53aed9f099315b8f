import { api, approvedUser, uniqueEmail } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { signUpWithLicense } from '../support/license-signup.ts';
import { openSignedIn, signIn } from '../support/session.ts';

test.describe('clients and providers', () => {
  test('a provider adds a client, the client signs up with the license number, the provider edits the record', async ({
    page,
  }) => {
    const provider = await approvedUser('provider');
    const clientEmail = uniqueEmail('record');
    const licenseNo = `CL-${Date.now()}`;

    // The provider adds the client from the list.
    await openSignedIn(page, await api.login(provider.email, provider.password), '/clients');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(page.getByText('No Records Found')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Add Client' }).click();
    await expect(page).toHaveURL(/\/clients\/add-client$/);
    await page.getByLabel('Full name').fill('Record Client');
    await page.getByLabel('E-mail address').fill(clientEmail);
    await page.getByLabel('License number').fill(licenseNo);
    await page.getByLabel('Country').selectOption('GB');
    await expect(page.getByText('+44')).toBeVisible();
    await page.getByLabel('State or region').selectOption('England');
    await page.getByLabel('Contact number').fill('20 7946 0000');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add client' }).click();
    await expect(page.getByText('Client added.')).toBeVisible();
    await expect(page).toHaveURL(/\/clients$/);
    const row = page.getByRole('row', { name: /Record Client/ });
    await expect(row.getByText(licenseNo)).toBeVisible();
    await expect(row.getByText('Not yet')).toBeVisible();

    // The same license number again: the server refuses, the input stays.
    await page.getByRole('link', { name: 'Add Client' }).click();
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('E-mail address').fill(uniqueEmail('other'));
    await page.getByLabel('License number').fill(licenseNo.toLowerCase());
    await page.getByRole('button', { name: 'Add client' }).click();
    await expect(page.getByText('A client with this license number already exists.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Someone Else');

    // The client signs up with the license number and sees the record the provider made.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/signup-with-license');
    await signUpWithLicense(page, {
      licenseNo,
      fullName: 'Record Client',
      email: clientEmail,
      password: 'record-pass-1',
    });
    const account = (await api.allUsers()).find((user) => user.email === clientEmail);
    expect(account).toMatchObject({ role: 'client', licenseNo });

    // The provider edits the record and sees the change, and the account, in the list.
    await signIn(page, provider.email, provider.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/clients');
    await page
      .getByRole('row', { name: /Record Client/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    await expect(page).toHaveURL(/\/clients\/edit-client\//);
    await expect(page.getByLabel('State or region')).toHaveValue('England');
    await expectNoAxeViolations(page);
    await page.getByLabel('Full name').fill('Record Client Renamed');
    await page.getByLabel('Contact number').fill('');
    await page.getByLabel('Status').selectOption('inactive');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Client updated.')).toBeVisible();
    await expect(page).toHaveURL(/\/clients$/);
    const edited = page.getByRole('row', { name: /Record Client Renamed/ });
    await expect(edited.getByText('Inactive')).toBeVisible();
    await expect(edited.getByText('Signed up')).toBeVisible();
    await expect(edited.getByText('England')).toBeVisible();
  });

  test('the providers directory and a provider’s profile with its clients for the superadmin', async ({
    page,
  }) => {
    const provider = await approvedUser('provider');
    const { token } = await api.login(provider.email, provider.password);
    await api.createClientRecord(token, {
      fullName: 'Directory Client',
      email: uniqueEmail('directory'),
      licenseNo: `DIR-${Date.now()}`,
    });

    await openSignedIn(page, await api.superadminLogin(), '/providers');
    await expect(page.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();
    await page.getByRole('searchbox').fill(provider.email);
    const row = page.getByRole('row', { name: new RegExp(provider.email.replace(/\./g, '\\.')) });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/providers/${provider.id}$`));
    await expect(page.getByText(provider.email)).toBeVisible();
    const clients = page.getByRole('table', { name: 'Clients (1)' });
    await expect(clients.getByText('Directory Client')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
