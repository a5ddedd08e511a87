import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser } from '@/testing/fixtures';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { SignInForm } from './sign-in-form';

function setup(routes: MockRoutes) {
  const fetchMock = mockApi(routes);
  const onSignedIn = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SignInForm onSignedIn={onSignedIn} />
    </SWRConfig>,
  );
  const user = userEvent.setup();
  const fill = async (email: string, password: string) => {
    if (email) await user.type(screen.getByLabelText('Email address'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { fetchMock, onSignedIn, user, fill, submit };
}

describe('SignInForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the schema messages for an empty form without calling the API', async () => {
    const { fetchMock, submit } = setup({});
    await submit();
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and clears the message once corrected', async () => {
    const { fill, submit, user } = setup({});
    await fill('not-an-email', 'secret');
    await submit();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), '@x.test');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
  });

  it("shows the server's message for wrong credentials", async () => {
    const { fill, submit, onSignedIn } = setup({
      'POST /api/auth/sign-in': {
        status: 401,
        body: errorBody('INVALID_CREDENTIALS', 'The email address or password is incorrect.'),
      },
    });
    await fill('admin@platform.test', 'wrong');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The email address or password is incorrect.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows too-many-attempts messages as they are', async () => {
    const { fill, submit } = setup({
      'POST /api/auth/sign-in': {
        status: 429,
        body: errorBody('TOO_MANY_ATTEMPTS', 'Too many attempts. Try again in 15 minutes.'),
      },
    });
    await fill('admin@platform.test', 'wrong');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
  });

  it('puts server field errors under the fields', async () => {
    const { fill, submit } = setup({
      'POST /api/auth/sign-in': {
        status: 400,
        body: errorBody('VALIDATION_FAILED', 'Invalid input', { email: ['Please enter a valid email'] }),
      },
    });
    await fill('admin@platform.test', 'pw');
    await submit();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables submit while pending, sends the CSRF cookie, then reports success', async () => {
    document.cookie = 'csrf_token=tok-1';
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fill, submit, onSignedIn, fetchMock } = setup({ 'POST /api/auth/sign-in': { body: adminUser } });
    fetchMock.mockImplementationOnce(async () => {
      await gate;
      return new Response(JSON.stringify(adminUser), { status: 200 });
    });
    await fill('  admin@platform.test ', 'Demo-pass-2026!');
    await submit();
    expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled();
    release();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    const init = fetchMock.mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'admin@platform.test',
      password: 'Demo-pass-2026!',
    });
    expect((init?.headers as Record<string, string>)['x-csrf-token']).toBe('tok-1');
  });

  it('explains a network failure', async () => {
    const { fill, submit } = setup({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await fill('admin@platform.test', 'pw');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Could not reach the server/);
  });
});
