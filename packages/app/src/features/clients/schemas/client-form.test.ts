import { describe, expect, it } from 'vitest';

import { ZCreateClientRequest, ZUpdateClientRequest, type TClient } from '@portal/contracts';

import {
  clientToForm,
  emptyClientForm,
  toUpdateClientRequest,
  ZClientForm,
  type TClientForm,
} from './client-form';

const filled: TClientForm = {
  ...emptyClientForm,
  fullName: '  Grace Hopper ',
  email: 'Grace@Example.com',
  licenseNo: 'LIC-1001',
};

const record: TClient = {
  id: '10000000-0000-4000-8000-000000000001',
  providerId: '10000000-0000-4000-8000-000000000002',
  userId: null,
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  licenseNo: 'LIC-1001',
  gender: 'female',
  age: 41,
  contactNo: '20 7946 0000',
  address: '1 Harbour Street',
  country: 'GB',
  state: 'England',
  status: 'active',
  isAccountCreatedByOwnClient: false,
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-01T09:30:00.000Z',
};

describe('client form schema', () => {
  it('asks for the three required fields in words about the client', () => {
    const result = ZClientForm.safeParse(emptyClientForm);
    expect(result.success).toBe(false);
    // The first problem of each field is the one the form shows.
    const messages: Record<string, string> = {};
    for (const issue of result.error?.issues ?? [])
      messages[issue.path.join('.')] ??= issue.message;
    expect(messages).toEqual({
      fullName: "Enter the client's full name",
      email: "Enter the client's e-mail address",
      licenseNo: "Enter the client's license number",
    });
  });

  it('explains a wrong age, contact number and license number', () => {
    const result = ZClientForm.safeParse({
      ...filled,
      age: 'forty',
      contactNo: 'call me',
      licenseNo: '#1',
    });
    const paths = (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]);
    expect(paths).toEqual([
      ['licenseNo', 'Use letters, digits, spaces, dots, slashes and dashes'],
      ['age', 'Enter the age in whole years'],
      ['contactNo', 'Use digits, spaces, ( ) - and a leading +'],
    ]);
  });

  it('leaves blank optional fields out of a new record, which the server accepts', () => {
    const values = ZClientForm.parse(filled);
    expect(values).toMatchObject({ fullName: 'Grace Hopper', age: undefined, country: undefined });
    const request = JSON.parse(JSON.stringify(values)) as unknown;
    expect(request).toEqual({
      fullName: 'Grace Hopper',
      email: 'Grace@Example.com',
      licenseNo: 'LIC-1001',
      status: 'active',
    });
    expect(ZCreateClientRequest.safeParse(request).success).toBe(true);
  });

  it('turns a record into the form and back without change', () => {
    const values = ZClientForm.parse(clientToForm(record));
    expect(toUpdateClientRequest(values, record)).toEqual({
      fullName: record.fullName,
      email: record.email,
      licenseNo: record.licenseNo,
      status: 'active',
      gender: 'female',
      age: 41,
      contactNo: '20 7946 0000',
      address: '1 Harbour Street',
      country: 'GB',
      state: 'England',
    });
  });

  it('clears a field that was emptied on edit (null), which the server accepts', () => {
    const values = ZClientForm.parse({
      ...clientToForm(record),
      contactNo: ' ',
      state: '',
      age: '',
    });
    const request = toUpdateClientRequest(values, record);
    expect(request).toMatchObject({ contactNo: null, state: null, age: null, country: 'GB' });
    expect(ZUpdateClientRequest.safeParse(request).success).toBe(true);
  });

  it('sends the provider only when the superadmin chose another one', () => {
    const other = '10000000-0000-4000-8000-000000000009';
    const unchanged = ZClientForm.parse(clientToForm(record));
    expect(toUpdateClientRequest(unchanged, record)).not.toHaveProperty('providerId');
    const moved = ZClientForm.parse({ ...clientToForm(record), providerId: other });
    const request = toUpdateClientRequest(moved, record);
    expect(request).toMatchObject({ providerId: other });
    expect(ZUpdateClientRequest.safeParse(request).success).toBe(true);
  });

  it('starts an unassigned record with no provider, and never sends an empty one', () => {
    const unassigned = { ...record, providerId: null };
    expect(clientToForm(unassigned).providerId).toBe('');
    const values = ZClientForm.parse(clientToForm(unassigned));
    expect(toUpdateClientRequest(values, unassigned)).not.toHaveProperty('providerId');
    const given = ZClientForm.parse({ ...clientToForm(unassigned), providerId: record.providerId });
    expect(toUpdateClientRequest(given, unassigned)).toMatchObject({
      providerId: record.providerId,
    });
  });
});
